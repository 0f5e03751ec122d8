/** User groups: their rows, direct members and direct subgroups. */
import type { Db } from './database';
import { statement } from './statements';

export interface UserGroupRow {
  id: number;
  name: string;
  description: string;
  date_created: number | null;
  creator_id: number | null;
  is_system_group: 0 | 1;
  deactivated: 0 | 1;
  settings: string;
}

export const listGroups = (db: Db): UserGroupRow[] =>
  statement(db, 'SELECT * FROM user_groups ORDER BY id').all() as UserGroupRow[];

export const getGroupByName = (db: Db, name: string): UserGroupRow | undefined =>
  statement(db, 'SELECT * FROM user_groups WHERE name = ?').get(name) as UserGroupRow | undefined;

export function insertGroup(
  db: Db,
  g: Omit<UserGroupRow, 'id' | 'deactivated' | 'settings'> & { settings: Record<string, unknown> },
): number {
  const info = statement(
    db,
    `INSERT INTO user_groups (name, description, date_created, creator_id, is_system_group, settings)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    g.name,
    g.description,
    g.date_created,
    g.creator_id,
    g.is_system_group,
    JSON.stringify(g.settings),
  );
  return Number(info.lastInsertRowid);
}

export function addGroupMembers(db: Db, groupId: number, userIds: readonly number[]): void {
  const stmt = statement(
    db,
    'INSERT OR IGNORE INTO user_group_members (group_id, user_id) VALUES (?, ?)',
  );
  for (const u of userIds) stmt.run(groupId, u);
}

export function addSubgroups(db: Db, groupId: number, subgroupIds: readonly number[]): void {
  const stmt = statement(
    db,
    'INSERT OR IGNORE INTO user_group_subgroups (group_id, subgroup_id) VALUES (?, ?)',
  );
  for (const s of subgroupIds) stmt.run(groupId, s);
}

export const groupMembers = (db: Db, groupId: number): number[] =>
  (
    statement(db, 'SELECT user_id FROM user_group_members WHERE group_id = ? ORDER BY user_id').all(
      groupId,
    ) as { user_id: number }[]
  ).map((r) => r.user_id);

/** Every group's direct members (as groupMembers lists them), in one query. */
/** Changes to groups, members and subgroups so far (a counter kept by triggers). */
export const groupsVersion = (db: Db): number =>
  (statement(db, "SELECT n FROM change_counters WHERE name = 'groups'").get() as { n: number }).n;

export function allGroupMembers(db: Db): Map<number, number[]> {
  // The primary key (group_id, user_id) hands each group's IDs over in order.
  const rows = statement(
    db,
    'SELECT group_id, group_concat(user_id) AS ids FROM user_group_members GROUP BY group_id',
  ).all() as { group_id: number; ids: string }[];
  return new Map(
    rows.map((r) => {
      const ids = JSON.parse(`[${r.ids}]`) as number[];
      return [r.group_id, ids.sort((a, b) => a - b)];
    }),
  );
}

export const groupSubgroups = (db: Db, groupId: number): number[] =>
  (
    statement(
      db,
      'SELECT subgroup_id FROM user_group_subgroups WHERE group_id = ? ORDER BY subgroup_id',
    ).all(groupId) as { subgroup_id: number }[]
  ).map((r) => r.subgroup_id);

export function removeGroupMembers(db: Db, groupId: number, userIds: readonly number[]): void {
  const stmt = statement(db, 'DELETE FROM user_group_members WHERE group_id = ? AND user_id = ?');
  for (const u of userIds) stmt.run(groupId, u);
}

export const getGroupById = (db: Db, id: number): UserGroupRow | undefined =>
  statement(db, 'SELECT * FROM user_groups WHERE id = ?').get(id) as UserGroupRow | undefined;

export function updateGroup(
  db: Db,
  id: number,
  patch: Partial<Pick<UserGroupRow, 'name' | 'description' | 'deactivated' | 'settings'>>,
): void {
  const keys = Object.keys(patch).filter((k) =>
    ['name', 'description', 'deactivated', 'settings'].includes(k),
  );
  if (!keys.length) return;
  statement(
    db,
    `UPDATE user_groups SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`,
  ).run({ ...patch, id });
}

export function removeSubgroups(db: Db, groupId: number, subgroupIds: readonly number[]): void {
  const stmt = statement(
    db,
    'DELETE FROM user_group_subgroups WHERE group_id = ? AND subgroup_id = ?',
  );
  for (const s of subgroupIds) stmt.run(groupId, s);
}

/** IDs of the groups a user is a direct member of. */
export const groupsOfUser = (db: Db, userId: number): number[] =>
  (
    statement(
      db,
      'SELECT group_id FROM user_group_members WHERE user_id = ? ORDER BY group_id',
    ).all(userId) as { group_id: number }[]
  ).map((r) => r.group_id);

/** Every (group, subgroup) edge, for cycle checks and recursive membership. */
export const allSubgroupEdges = (db: Db): { group_id: number; subgroup_id: number }[] =>
  statement(db, 'SELECT group_id, subgroup_id FROM user_group_subgroups').all() as {
    group_id: number;
    subgroup_id: number;
  }[];

/** Every active user in `groupId`, through nested subgroups (cycles are tolerated). */
export function groupMemberIds(db: Db, groupId: number): Set<number> {
  const members = new Set<number>();
  const seen = new Set<number>();
  const memberStmt = statement(
    db,
    `SELECT m.user_id FROM user_group_members m JOIN users u ON u.id = m.user_id
     WHERE m.group_id = ? AND u.is_active = 1`,
  );
  const subgroupStmt = statement(
    db,
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

/**
 * Whether `userId` is an active member of `groupId`, directly or through nested subgroups
 * (cycles are tolerated): walks down from the group rather than listing its members.
 */
export const isActiveMemberOf = (db: Db, groupId: number, userId: number): boolean =>
  statement(
    db,
    `WITH RECURSIVE g(id) AS (
       SELECT ? UNION SELECT s.subgroup_id FROM user_group_subgroups s JOIN g ON s.group_id = g.id)
     SELECT 1 FROM g JOIN user_group_members m ON m.group_id = g.id AND m.user_id = ?
       JOIN users u ON u.id = m.user_id AND u.is_active = 1
     LIMIT 1`,
  ).get(groupId, userId) !== undefined;

/** Every group an active user belongs to, directly or as a member of a subgroup (nested). */
export const groupsContaining = (db: Db, userId: number): Set<number> =>
  new Set(
    (
      statement(
        db,
        `WITH RECURSIVE g(id) AS (
           SELECT m.group_id FROM user_group_members m
             JOIN users u ON u.id = m.user_id AND u.is_active = 1 WHERE m.user_id = ?
           UNION SELECT s.group_id FROM user_group_subgroups s JOIN g ON s.subgroup_id = g.id)
         SELECT id FROM g`,
      ).all(userId) as { id: number }[]
    ).map((r) => r.id),
  );

/** Which of `userIds` are active users. */
export function activeUserIds(db: Db, userIds: readonly number[]): number[] {
  const active = statement(db, 'SELECT 1 FROM users WHERE id = ? AND is_active = 1');
  return userIds.filter((u) => active.get(u) !== undefined);
}
