/** A group's name and description, and deactivating it. */
import { useId } from 'react';
import { deactivateUserGroup, updateUserGroup } from '../../api/endpoints/groups';
import { problemWithName } from '../../model/name-problems';
import { manageGroupVerdict } from '../../model/permissions-admin';
import { useApp, useStoreValue } from '../common/app-context';
import {
  ConfirmedActionSection,
  SaveFieldsBar,
  TextSetting,
  useEditedField,
  useSave,
  useVerdict,
} from '../overlay';

const NAME_MAX = 100;

export function GroupGeneral({ group_id }: { group_id: number }) {
  const app = useApp();
  const id = useId();
  const name = useEditedField(useStoreValue((s) => s.groups[group_id]?.name ?? ''));
  const description = useEditedField(useStoreValue((s) => s.groups[group_id]?.description ?? ''));
  const deactivated = useStoreValue((s) => s.groups[group_id]?.deactivated === true);
  const verdict = useVerdict((s) => manageGroupVerdict(s, group_id));
  const save = useSave();
  const nameProblem = problemWithName(name.value, 'A group', { max: NAME_MAX });
  return (
    <>
      <section className="settings-section" aria-labelledby={`${id}-h`}>
        <h3 id={`${id}-h`}>Name and description</h3>
        <TextSetting label="Group name" verdict={verdict} field={name} problem={nameProblem} />
        <TextSetting label="Group description" verdict={verdict} rows={3} field={description} />
        <SaveFieldsBar
          fields={[name, description]}
          valid={nameProblem === null}
          save={save}
          request={() =>
            updateUserGroup(app.conn, group_id, {
              ...(name.dirty ? { name: name.value.trim() } : {}),
              ...(description.dirty ? { description: description.value } : {}),
            })
          }
        />
      </section>
      {!deactivated && (
        <ConfirmedActionSection
          heading="Deactivate"
          hint="A deactivated group can no longer be mentioned or given members, and grants no permissions."
          verdict={verdict}
          label="Deactivate group"
          danger
          confirm={{
            title: `Deactivate ${name.base}?`,
            label: 'Deactivate',
            body: <p>Settings that name this group stop granting anything through it.</p>,
            run: () => deactivateUserGroup(app.conn, group_id),
          }}
        />
      )}
    </>
  );
}
