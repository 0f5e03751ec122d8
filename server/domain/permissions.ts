import type { Db } from '../db/database';
import { getGroupByName } from '../db/groups';
import type { UserRow } from '../db/users';
import { type GroupSettingValue, loadRealm } from './realm';
import type { SystemGroupName } from './system-groups';

/**
 * The one place that answers "may user U do X here". Group-setting values are a user
 * group ID or an anonymous group {direct_members, direct_subgroups}; groups nest through
 * subgroups, and role-based system groups contain the narrower roles as subgroups.
 * Endpoints ask these functions; none re-implements a role check.
 */

/** Every user in `groupId`, through nested subgroups, excluding deactivated users. */
export function groupMemberIds(db: Db, groupId: number): Set<number> {
  const members = new Set<number>();
  const seen = new Set<number>();
  const memberStmt = db.prepare(
    `SELECT m.user_id FROM user_group_members m JOIN users u ON u.id = m.user_id
     WHERE m.group_id = ? AND u.is_active = 1`,
  );
  const subgroupStmt = db.prepare(
    'SELECT subgroup_id FROM user_group_subgroups WHERE group_id = ?',
  );
  const stack = [groupId];
  while (stack.length) {
    const g = stack.pop() as number;
    if (seen.has(g)) continue;
    seen.add(g);
    for (const r of memberStmt.all(g) as { user_id: number }[]) members.add(r.user_id);
    for (const r of subgroupStmt.all(g) as { subgroup_id: number }[]) stack.push(r.subgroup_id);
  }
  return members;
}

/** Every user a group-setting value denotes. */
export function groupSettingMemberIds(db: Db, value: GroupSettingValue): Set<number> {
  if (typeof value === 'number') return groupMemberIds(db, value);
  const out = new Set<number>();
  const active = db.prepare('SELECT 1 FROM users WHERE id = ? AND is_active = 1');
  for (const u of value.direct_members) if (active.get(u)) out.add(u);
  for (const g of value.direct_subgroups) for (const u of groupMemberIds(db, g)) out.add(u);
  return out;
}

export function isUserInGroupSetting(
  db: Db,
  user: Pick<UserRow, 'id'>,
  value: GroupSettingValue,
): boolean {
  return groupSettingMemberIds(db, value).has(user.id);
}

/** The ID of a system group such as `role:administrators`. */
export function systemGroupId(db: Db, name: SystemGroupName): number {
  const g = getGroupByName(db, name);
  if (!g) throw new Error(`System group ${name} is missing`);
  return g.id;
}

export function isUserInSystemGroup(db: Db, user: Pick<UserRow, 'id'>, name: SystemGroupName) {
  return groupMemberIds(db, systemGroupId(db, name)).has(user.id);
}

/** Whether `user` holds a realm-wide group permission such as `can_move_messages_between_topics_group`. */
export function hasRealmPermission(db: Db, user: Pick<UserRow, 'id'>, setting: string): boolean {
  const value = loadRealm(db).groupSettings[setting];
  if (value === undefined) throw new Error(`Unknown realm group setting ${setting}`);
  return isUserInGroupSetting(db, user, value);
}
