/**
 * The register key `realm_user_groups` and GET /user_groups: every group, built from one read
 * of the groups, their members and their subgroups, and kept until one of them changes.
 */
import type { Db } from '../db/database';
import { allGroupMembers, allSubgroupEdges, groupsVersion, listGroups } from '../db/groups';
import type { UserRow } from '../db/users';
import type { GroupIdByName } from './group-setting-values';
import { groupToApi } from './groups';
import { JsonBlock, serializedAs } from './json-blocks';

/** Every group as the API gives it, from one read of the groups, members and subgroups. */
function buildUserGroups(db: Db, includeDeactivated: boolean) {
  const groups = listGroups(db);
  const members = allGroupMembers(db);
  const subgroups = new Map<number, number[]>();
  for (const e of allSubgroupEdges(db)) {
    const list = subgroups.get(e.group_id) ?? [];
    list.push(e.subgroup_id);
    subgroups.set(e.group_id, list);
  }
  for (const list of subgroups.values()) list.sort((a, b) => a - b);
  const ids = new Map(groups.map((g) => [g.name, g.id]));
  const groupIdByName: GroupIdByName = (name) => ids.get(name);
  const list = groups
    .filter((g) => includeDeactivated || !g.deactivated)
    .map((g) =>
      groupToApi(db, g, {
        members: members.get(g.id) ?? [],
        subgroups: subgroups.get(g.id) ?? [],
        groupIdByName,
      }),
    );
  // Kept serialized too: register copies the text (json-blocks).
  return serializedAs(list, [new JsonBlock(JSON.stringify(list))]);
}

const kept = new WeakMap<Db, { version: number; lists: Map<boolean, UserGroupApi[]> }>();
type UserGroupApi = ReturnType<typeof groupToApi>;

/**
 * The register key `realm_user_groups` (deactivated groups only for include_deactivated_groups),
 * kept until a group, a membership or a subgroup changes (a counter kept by triggers), as
 * 300 groups of a large organization cost 8 ms to build. Not kept when read inside a
 * transaction, which may still roll back. The list is shared: it must not be changed.
 */
export function userGroupsState(db: Db, _user: UserRow, includeDeactivated = true) {
  const version = groupsVersion(db);
  let k = kept.get(db);
  if (k?.version !== version) {
    k = { version, lists: new Map() };
    if (!db.inTransaction) kept.set(db, k);
  }
  let list = k.lists.get(includeDeactivated);
  if (!list) {
    list = buildUserGroups(db, includeDeactivated);
    k.lists.set(includeDeactivated, list);
  }
  return { realm_user_groups: list };
}
