/** The organization's name and description (Markdown, previewed as the login page shows it). */
import { useId } from 'react';
import { updateRealm } from '../../api/endpoints/settings';
import { realmSettingVerdict } from '../../model/permissions-admin';
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

const NAME_MAX = 40;
const DESCRIPTION_MAX = 1000;
const length = (s: string) => [...s].length;

export function OrgProfile() {
  const app = useApp();
  const id = useId();
  const name = useEditedField(useStoreValue((s) => String(s.realm.name ?? '')));
  const description = useEditedField(useStoreValue((s) => String(s.realm.description ?? '')));
  const verdict = useVerdict((s) => realmSettingVerdict(s, 'name'));
  const save = useSave();
  const preview = useMarkdownPreview();
  const nameProblem =
    name.value.trim() === ''
      ? 'The organization needs a name.'
      : length(name.value.trim()) > NAME_MAX
        ? `Use at most ${NAME_MAX} characters.`
        : null;
  const descriptionProblem =
    length(description.value) > DESCRIPTION_MAX
      ? `Use at most ${DESCRIPTION_MAX} characters.`
      : null;
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Organization profile</h3>
      <Setting label="Organization name" verdict={verdict} hint={`At most ${NAME_MAX} characters.`}>
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
        label="Organization description"
        verdict={verdict}
        hint={`Markdown, shown on the login page. ${length(description.value)} of ${DESCRIPTION_MAX} characters.`}
      >
        {(ids) => (
          <textarea
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={descriptionProblem !== null}
            disabled={ids.disabled}
            rows={4}
            value={description.value}
            onChange={(e) => {
              description.set(e.target.value);
              preview.clear();
            }}
          />
        )}
      </Setting>
      {descriptionProblem && <p className="field-error">{descriptionProblem}</p>}
      <MarkdownPreview preview={preview} markdown={description.value} />
      <SaveBar
        dirty={(name.dirty || description.dirty) && !nameProblem && !descriptionProblem}
        state={save.state}
        onSave={() =>
          void save.run(
            () =>
              updateRealm(app.conn, {
                ...(name.dirty ? { name: name.value.trim() } : {}),
                ...(description.dirty ? { description: description.value } : {}),
              }),
            {
              onDone: () => {
                name.commit();
                description.commit();
              },
            },
          )
        }
        onDiscard={() => {
          name.reset();
          description.reset();
          preview.clear();
        }}
      />
    </section>
  );
}
