/** A channel's name and description (Markdown, one line), with a preview and the server's limits. */
import { useId } from 'react';
import { updateStream } from '../../api/endpoints/channels';
import { channelSettingsVerdict } from '../../model/channel-permissions';
import { useApp, useStoreValue } from '../common/app-context';
import {
  MarkdownPreview,
  SaveBar,
  Setting,
  useEditedField,
  useMarkdownPreview,
  useSave,
  useVerdict,
} from '../overlay';

const length = (s: string) => [...s].length;

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
  const nameProblem =
    name.value.trim() === ''
      ? 'A channel needs a name.'
      : length(name.value.trim()) > maxName
        ? `Use at most ${maxName} characters.`
        : null;
  const descriptionProblem =
    length(description.value) > maxDescription ? `Use at most ${maxDescription} characters.` : null;
  const dirty = name.dirty || description.dirty;
  const onSave = () =>
    void save.run(
      () =>
        updateStream(app.conn, stream_id, {
          ...(name.dirty ? { new_name: name.value.trim() } : {}),
          ...(description.dirty ? { description: description.value.replace(/\r?\n/g, ' ') } : {}),
        }),
      {
        onDone: () => {
          name.commit();
          description.commit();
          preview.clear();
        },
      },
    );
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Name and description</h3>
      <Setting
        label="Channel name"
        verdict={verdict}
        hint={`${length(name.value.trim())} of ${maxName} characters`}
      >
        {(ids) => (
          <input
            type="text"
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={nameProblem !== null}
            disabled={ids.disabled}
            value={name.value}
            onChange={(e) => name.set(e.target.value)}
          />
        )}
      </Setting>
      {nameProblem && name.dirty && <p className="field-error">{nameProblem}</p>}
      <Setting
        label="Description"
        verdict={verdict}
        hint={`Markdown, on one line. ${length(description.value)} of ${maxDescription} characters.`}
      >
        {(ids) => (
          <textarea
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={descriptionProblem !== null}
            disabled={ids.disabled}
            rows={3}
            value={description.value}
            onChange={(e) => {
              description.set(e.target.value);
              preview.clear();
            }}
          />
        )}
      </Setting>
      {descriptionProblem && <p className="field-error">{descriptionProblem}</p>}
      <MarkdownPreview
        preview={preview}
        markdown={description.value}
        current={description.dirty ? undefined : rendered}
      />
      <SaveBar
        dirty={dirty && nameProblem === null && descriptionProblem === null}
        state={save.state}
        onSave={onSave}
        onDiscard={() => {
          name.reset();
          description.reset();
          preview.clear();
        }}
      />
    </section>
  );
}
