/** A group's name and description, and deactivating it. */
import { useId, useState } from 'react';
import { deactivateUserGroup, updateUserGroup } from '../../api/endpoints/groups';
import { manageGroupVerdict } from '../../model/permissions-admin';
import { useApp, useStoreValue } from '../common/app-context';
import { ConfirmDialog, SaveBar, Setting, useEditedField, useSave, useVerdict } from '../overlay';

const NAME_MAX = 100;

export function GroupGeneral({ group_id }: { group_id: number }) {
  const app = useApp();
  const id = useId();
  const name = useEditedField(useStoreValue((s) => s.groups[group_id]?.name ?? ''));
  const description = useEditedField(useStoreValue((s) => s.groups[group_id]?.description ?? ''));
  const deactivated = useStoreValue((s) => s.groups[group_id]?.deactivated === true);
  const verdict = useVerdict((s) => manageGroupVerdict(s, group_id));
  const save = useSave();
  const [confirming, setConfirming] = useState(false);
  const nameProblem =
    name.value.trim() === ''
      ? 'A group needs a name.'
      : [...name.value.trim()].length > NAME_MAX
        ? `Use at most ${NAME_MAX} characters.`
        : null;
  return (
    <>
      <section className="settings-section" aria-labelledby={`${id}-h`}>
        <h3 id={`${id}-h`}>Name and description</h3>
        <Setting label="Group name" verdict={verdict}>
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
        <Setting label="Group description" verdict={verdict}>
          {(ids) => (
            <textarea
              id={ids.id}
              aria-describedby={ids.describedBy}
              disabled={ids.disabled}
              rows={3}
              value={description.value}
              onChange={(e) => description.set(e.target.value)}
            />
          )}
        </Setting>
        <SaveBar
          dirty={(name.dirty || description.dirty) && nameProblem === null}
          state={save.state}
          onSave={() =>
            void save.run(
              () =>
                updateUserGroup(app.conn, group_id, {
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
          }}
        />
      </section>
      {!deactivated && (
        <section className="settings-section" aria-labelledby={`${id}-d`}>
          <h3 id={`${id}-d`}>Deactivate</h3>
          <p className="setting-hint">
            A deactivated group can no longer be mentioned or given members, and grants no
            permissions.
          </p>
          <button
            type="button"
            className="danger"
            disabled={!verdict.allowed}
            aria-describedby={verdict.allowed ? undefined : `${id}-why`}
            onClick={() => setConfirming(true)}
          >
            Deactivate group
          </button>
          {!verdict.allowed && (
            <p id={`${id}-why`} className="setting-reason">
              {verdict.reason}
            </p>
          )}
          {confirming && (
            <ConfirmDialog
              title={`Deactivate ${name.base}?`}
              confirmLabel="Deactivate"
              danger
              onConfirm={() => deactivateUserGroup(app.conn, group_id)}
              onClose={() => setConfirming(false)}
            >
              <p>Settings that name this group stop granting anything through it.</p>
            </ConfirmDialog>
          )}
        </section>
      )}
    </>
  );
}
