/** A channel's name and description (Markdown, one line), with a preview and the server's limits. */
import { useId } from 'react';
import { updateStream } from '../../api/endpoints/channels';
import { channelSettingsVerdict } from '../../model/channel-permissions';
import { problemWithLength, problemWithName, textLength } from '../../model/name-problems';
import { useApp, useStoreValue } from '../common/app-context';
import {
  MarkdownPreview,
  SaveFieldsBar,
  TextSetting,
  useEditedField,
  useMarkdownPreview,
  useSave,
  useVerdict,
} from '../overlay';

export function ChannelNameSection({ stream_id }: { stream_id: number }) {
  const app = useApp();
  const headingId = useId();
  const name = useEditedField(useStoreValue((s) => s.channels[stream_id]?.name ?? ''));
  const description = useEditedField(
    useStoreValue((s) => s.channels[stream_id]?.description ?? ''),
  );
  const rendered = useStoreValue((s) => s.channels[stream_id]?.rendered_description ?? '');
  const maxName = useStoreValue((s) => s.server.max_stream_name_length);
  const maxDescription = useStoreValue((s) => s.server.max_stream_description_length);
  const verdict = useVerdict((s) => channelSettingsVerdict(s, stream_id));
  const save = useSave();
  const preview = useMarkdownPreview();
  const nameProblem = problemWithName(name.value, 'A channel', { max: maxName });
  const descriptionProblem = problemWithLength(description.value, maxDescription);
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Name and description</h3>
      <TextSetting
        label="Channel name"
        verdict={verdict}
        hint={`${textLength(name.value.trim())} of ${maxName} characters`}
        field={name}
        problem={nameProblem}
      />
      <TextSetting
        label="Description"
        verdict={verdict}
        hint={`Markdown, on one line. ${textLength(description.value)} of ${maxDescription} characters.`}
        rows={3}
        field={description}
        onEdit={preview.clear}
        problem={descriptionProblem}
      />
      <MarkdownPreview
        preview={preview}
        markdown={description.value}
        current={description.dirty ? undefined : rendered}
      />
      <SaveFieldsBar
        fields={[name, description]}
        valid={nameProblem === null && descriptionProblem === null}
        save={save}
        request={() =>
          updateStream(app.conn, stream_id, {
            ...(name.dirty ? { new_name: name.value.trim() } : {}),
            ...(description.dirty ? { description: description.value.replace(/\r?\n/g, ' ') } : {}),
          })
        }
        onSaved={preview.clear}
        onDiscard={preview.clear}
      />
    </section>
  );
}
