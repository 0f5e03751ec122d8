/** A group's six permission settings (see GroupPermissionsSection). */
import { updateUserGroup } from '../../api/endpoints/groups';
import type { GroupSettingUpdate, GroupSettingValue, UserGroup } from '../../api/types/models';
import { manageGroupVerdict } from '../../model/permissions-admin';
import { useApp, useStoreValue } from '../common/app-context';
import { GroupPermissionsSection, useVerdict } from '../overlay';

export const GROUP_PERMISSIONS = [
  ['can_manage_group', 'Who can administer this group'],
  ['can_mention_group', 'Who can mention this group'],
  ['can_add_members_group', 'Who can add members to this group'],
  ['can_remove_members_group', 'Who can remove members from this group'],
  ['can_join_group', 'Who can join this group'],
  ['can_leave_group', 'Who can leave this group'],
] as const;

type Name = (typeof GROUP_PERMISSIONS)[number][0];

export function GroupPermissions({ group_id }: { group_id: number }) {
  const app = useApp();
  const group = useStoreValue((s) => s.groups[group_id]) as UserGroup;
  const verdict = useVerdict((s) => manageGroupVerdict(s, group_id));
  const current = Object.fromEntries(GROUP_PERMISSIONS.map(([n]) => [n, group[n]])) as Record<
    Name,
    GroupSettingValue | undefined
  >;
  return (
    <GroupPermissionsSection
      settings={GROUP_PERMISSIONS}
      current={current}
      kind="group"
      verdict={verdict}
      save={(params: Partial<Record<Name, GroupSettingUpdate>>) =>
        updateUserGroup(app.conn, group_id, params)
      }
    />
  );
}
