/** The organization's name and description (Markdown, previewed as the login page shows it). */
import { updateRealm } from '../../api/endpoints/settings';
import { problemWithLength, problemWithName, textLength } from '../../model/name-problems';
import { realmSettingVerdict } from '../../model/permissions-admin';
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

const NAME_MAX = 40;
const DESCRIPTION_MAX = 1000;

export function OrgProfile() {
  const app = useApp();
  const name = useEditedField(useStoreValue((s) => String(s.realm.name ?? '')));
  const description = useEditedField(useStoreValue((s) => String(s.realm.description ?? '')));
  const verdict = useVerdict((s) => realmSettingVerdict(s, 'name'));
  const save = useSave();
  const preview = useMarkdownPreview();
  const nameProblem = problemWithName(name.value, 'The organization', { max: NAME_MAX });
  const descriptionProblem = problemWithLength(description.value, DESCRIPTION_MAX);
  return (
    // The page's heading ("Organization profile") names it; the section does not repeat it.
    <section className="settings-section">
      <TextSetting
        label="Organization name"
        verdict={verdict}
        hint={`At most ${NAME_MAX} characters.`}
        field={name}
        problem={nameProblem}
      />
      <TextSetting
        label="Organization description"
        verdict={verdict}
        hint={`Markdown, shown on the login page. ${textLength(description.value)} of ${DESCRIPTION_MAX} characters.`}
        rows={4}
        field={description}
        onEdit={preview.clear}
        problem={descriptionProblem}
      />
      <MarkdownPreview preview={preview} markdown={description.value} />
      <SaveFieldsBar
        fields={[name, description]}
        valid={!nameProblem && !descriptionProblem}
        save={save}
        request={() =>
          updateRealm(app.conn, {
            ...(name.dirty ? { name: name.value.trim() } : {}),
            ...(description.dirty ? { description: description.value } : {}),
          })
        }
        onDiscard={preview.clear}
      />
    </section>
  );
}
