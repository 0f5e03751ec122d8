/** A group's six permission settings, each with the one picker, saved as `{new, old}`. */
import { useId } from 'react';
import { updateUserGroup } from '../../api/endpoints/groups';
import type { GroupSettingUpdate, GroupSettingValue, UserGroup } from '../../api/types/models';
import { sameGroupSetting } from '../../model/group-settings';
import { manageGroupVerdict } from '../../model/permissions-admin';
import { useApp, useStoreValue } from '../common/app-context';
import { useDraftMap, useSave } from '../overlay/drafts';
import { GroupSettingPicker } from '../overlay/GroupSettingPicker';
import { SaveBar, Setting } from '../overlay/Setting';
import { useVerdict } from '../overlay/useVerdict';

export const GROUP_PERMISSIONS = [
  ['can_manage_group', 'Who can administer this group'],
  ['can_mention_group', 'Who can mention this group'],
  ['can_add_members_group', 'Who can add members to this group'],
  ['can_remove_members_group', 'Who can remove members from this group'],
  ['can_join_group', 'Who can join this group'],
  ['can_leave_group', 'Who can leave this group'],
] as const;

type Name = (typeof GROUP_PERMISSIONS)[number][0];

const sameValue = (a: GroupSettingValue | undefined, b: GroupSettingValue | undefined) =>
  sameGroupSetting(a, b);

export function GroupPermissions({ group_id }: { group_id: number }) {
  const app = useApp();
  const id = useId();
  const group = useStoreValue((s) => s.groups[group_id]) as UserGroup;
  const verdict = useVerdict((s) => manageGroupVerdict(s, group_id));
  const save = useSave();
  const current = Object.fromEntries(GROUP_PERMISSIONS.map(([n]) => [n, group[n]])) as Record<
    Name,
    GroupSettingValue | undefined
  >;
  const drafts = useDraftMap<Name, GroupSettingValue | undefined>(current, sameValue);
  const changed = GROUP_PERMISSIONS.filter(([n]) => drafts[n].dirty);
  const onSave = () => {
    const params: Partial<Record<Name, GroupSettingUpdate>> = {};
    for (const [n] of changed) {
      const { value, base } = drafts[n];
      if (value !== undefined)
        params[n] = base === undefined ? { new: value } : { new: value, old: base };
    }
    void save.run(() => updateUserGroup(app.conn, group_id, params), {
      onDone: () => {
        for (const [n] of changed) drafts[n].commit();
      },
      onConflict: () => {
        for (const [n] of GROUP_PERMISSIONS) drafts[n].reset();
      },
    });
  };
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Permissions</h3>
      {GROUP_PERMISSIONS.filter(([n]) => current[n] !== undefined).map(([n, label]) => (
        <Setting key={n} label={label} verdict={verdict}>
          {(ids) => (
            <GroupSettingPicker
              id={ids.id}
              label={label}
              kind="group"
              setting={n}
              value={drafts[n].value ?? current[n]!}
              onChange={drafts[n].set}
              disabled={ids.disabled}
              describedBy={ids.describedBy}
            />
          )}
        </Setting>
      ))}
      <SaveBar
        dirty={changed.length > 0}
        state={save.state}
        onSave={onSave}
        onDiscard={() => {
          for (const [n] of GROUP_PERMISSIONS) drafts[n].reset();
          save.clear();
        }}
      />
    </section>
  );
}
