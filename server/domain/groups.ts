/** User groups: the API objects, the register key, and creating and changing groups. */
import type { Db } from '../db/database';
import {
  addGroupMembers,
  addSubgroups,
  allSubgroupEdges,
  getGroupById,
  getGroupByName,
  groupMembers,
  groupSubgroups,
  insertGroup,
  removeGroupMembers,
  removeSubgroups,
  type UserGroupRow,
  updateGroup,
} from '../db/groups';
import { getUserById, type UserRow } from '../db/users';
import { ApiError, badRequest } from './errors';
import {
  applyGroupSettingUpdate,
  defaultGroupSetting,
  type GroupIdByName,
  type GroupSettingUpdate,
  USER_GROUP_SETTING_RULES,
  USER_GROUP_SETTINGS,
  type UserGroupSettingName,
  userGroupSettings,
  validateGroupSetting,
} from './group-setting-values';
import type { Notice, Outcome } from './notices';
import type { OrgContext } from './org-context';
import {
  canAddGroupMembers,
  canCreateUserGroup,
  canEditUserGroup,
  canRemoveGroupMembers,
  groupMemberIds,
} from './permissions';
import type { GroupSettingValue } from './realm';
import { inTransaction } from './transaction';
import { activeUserIds } from './user-audience';

/** What a UserGroup object holds besides its row, when a caller has read it for every group. */
interface Known {
  members: number[];
  subgroups: number[];
  groupIdByName: GroupIdByName;
}

/** The API's UserGroup object. */
export function groupToApi(db: Db, g: UserGroupRow, known?: Known) {
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    date_created: g.date_created,
    creator_id: g.creator_id,
    members: known ? known.members : groupMembers(db, g.id),
    direct_subgroup_ids: known ? known.subgroups : groupSubgroups(db, g.id),
    is_system_group: g.is_system_group === 1,
    ...userGroupSettings(db, g, known?.groupIdByName),
    deactivated: g.deactivated === 1,
  };
}

/** A group by ID, or 400 "Invalid user group". */
export function accessGroup(db: Db, id: number): UserGroupRow {
  const g = getGroupById(db, id);
  if (!g) throw badRequest('Invalid user group');
  return g;
}

const everyoneNotice = (db: Db, event: Notice['event']): Notice => ({
  event,
  users: activeUserIds(db),
});

function checkGroupName(db: Db, raw: string, except?: UserGroupRow): string {
  const name = raw.trim();
  if (name === '') throw badRequest('User group name cannot be empty.');
  if ([...name].length > 100) throw badRequest('User group name too long (limit: 100 characters).');
  if (name.startsWith('role:')) throw badRequest("User group name cannot start with 'role:'.");
  if (name.startsWith('@')) throw badRequest("User group name cannot start with '@'.");
  const existing = getGroupByName(db, name);
  if (existing && existing.id !== except?.id) {
    throw badRequest(`User group '${name}' already exists.`);
  }
  return name;
}

function checkActiveUsers(db: Db, ids: readonly number[]) {
  for (const id of ids) {
    const u = getUserById(db, id);
    if (!u) throw badRequest(`Invalid user ID: ${id}`);
    if (!u.is_active) throw badRequest(`User ${id} is deactivated and cannot join groups.`);
  }
}

/** Every group reachable below `groupId` through subgroups, itself included. */
function descendants(db: Db, groupId: number): Set<number> {
  const edges = allSubgroupEdges(db);
  const out = new Set<number>();
  const stack = [groupId];
  while (stack.length) {
    const g = stack.pop()!;
    if (out.has(g)) continue;
    out.add(g);
    for (const e of edges) if (e.group_id === g) stack.push(e.subgroup_id);
  }
  return out;
}

function checkSubgroups(db: Db, g: UserGroupRow | null, ids: readonly number[]) {
  for (const id of ids) {
    const sub = getGroupById(db, id);
    if (!sub) throw badRequest(`Invalid user group ID: ${id}`);
    if (sub.deactivated) throw badRequest(`User group ${id} is deactivated.`);
    if (g && descendants(db, id).has(g.id)) {
      throw badRequest(`User group ${id} contains this group; adding it would create a cycle.`);
    }
  }
}

export interface CreateGroupRequest {
  name: string;
  description: string;
  members: number[];
  subgroups: number[];
  settings: Partial<Record<UserGroupSettingName, GroupSettingValue>>;
}

/** POST /user_groups/create */
export function createUserGroup(
  ctx: OrgContext,
  user: UserRow,
  req: CreateGroupRequest,
): Outcome<{ group_id: number }> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    if (!canCreateUserGroup(db, user)) {
      throw badRequest('Insufficient permission: you may not create user groups.');
    }
    const name = checkGroupName(db, req.name);
    checkActiveUsers(db, req.members);
    checkSubgroups(db, null, req.subgroups);
    const settings: Record<string, GroupSettingValue> = {};
    for (const key of USER_GROUP_SETTINGS) {
      const rule = USER_GROUP_SETTING_RULES[key];
      const given = req.settings[key];
      settings[key] =
        given === undefined
          ? defaultGroupSetting(db, rule, user.id)
          : validateGroupSetting(db, key, rule, given);
    }
    const id = insertGroup(db, {
      name,
      description: req.description,
      date_created: ctx.now,
      creator_id: user.id,
      is_system_group: 0,
      settings,
    });
    addGroupMembers(db, id, req.members);
    addSubgroups(db, id, req.subgroups);
    const group = groupToApi(db, getGroupById(db, id)!);
    return {
      result: { group_id: id },
      notices: [everyoneNotice(db, { type: 'user_group', op: 'add', group })],
    };
  });
}

/** PATCH /user_groups/{user_group_id}: name, description and group settings as {new, old}. */
export function updateUserGroup(
  ctx: OrgContext,
  user: UserRow,
  groupId: number,
  p: {
    name?: string;
    description?: string;
    settings: Partial<Record<UserGroupSettingName, GroupSettingUpdate>>;
  },
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const g = accessGroup(db, groupId);
    if (g.is_system_group) throw badRequest('System groups cannot be modified.');
    if (!canEditUserGroup(db, user, g)) throw badRequest('Insufficient permission');
    const data: Record<string, unknown> = {};
    if (p.name !== undefined) {
      const name = checkGroupName(db, p.name, g);
      if (name !== g.name) data.name = name;
    }
    if (p.description !== undefined && p.description !== g.description) {
      data.description = p.description;
    }
    const current = userGroupSettings(db, g);
    const settings: Record<string, GroupSettingValue> = { ...current };
    for (const key of USER_GROUP_SETTINGS) {
      const u = p.settings[key];
      if (!u) continue;
      const value = applyGroupSettingUpdate(
        db,
        key,
        USER_GROUP_SETTING_RULES[key],
        current[key],
        u,
      );
      settings[key] = value;
      data[key] = value;
    }
    if (Object.keys(data).length === 0) return { result: {}, notices: [] };
    updateGroup(db, g.id, {
      name: (data.name as string | undefined) ?? g.name,
      description: (data.description as string | undefined) ?? g.description,
      settings: JSON.stringify(settings),
    });
    return {
      result: {},
      notices: [everyoneNotice(db, { type: 'user_group', op: 'update', group_id: g.id, data })],
    };
  });
}

export interface MembershipChange {
  add: number[];
  delete: number[];
  add_subgroups: number[];
  delete_subgroups: number[];
}

/** POST /user_groups/{user_group_id}/members (and /subgroups). */
export function changeGroupMembership(
  ctx: OrgContext,
  user: UserRow,
  groupId: number,
  c: MembershipChange,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const g = accessGroup(db, groupId);
    if (g.is_system_group) throw badRequest('System groups cannot be modified.');
    if (g.deactivated) throw badRequest('This user group is deactivated.');
    const denied = () => badRequest('Insufficient permission');
    if (c.add.length && !canAddGroupMembers(db, user, g, c.add)) throw denied();
    if (c.delete.length && !canRemoveGroupMembers(db, user, g, c.delete)) throw denied();
    if (c.add_subgroups.length && !canAddGroupMembers(db, user, g, null)) throw denied();
    if (c.delete_subgroups.length && !canRemoveGroupMembers(db, user, g, null)) throw denied();
    const members = new Set(groupMembers(db, g.id));
    const subgroups = new Set(groupSubgroups(db, g.id));
    checkActiveUsers(db, c.add);
    for (const u of c.add) {
      if (members.has(u)) throw badRequest(`User ${u} is already a member of this group.`);
    }
    for (const u of c.delete) {
      if (!members.has(u)) throw badRequest(`There is no member '${u}' in this user group.`);
    }
    checkSubgroups(db, g, c.add_subgroups);
    for (const s of c.add_subgroups) {
      if (subgroups.has(s))
        throw badRequest(`User group ${s} is already a subgroup of this group.`);
    }
    for (const s of c.delete_subgroups) {
      if (!subgroups.has(s)) throw badRequest(`User group ${s} is not a subgroup of this group.`);
    }
    const notices: Notice[] = [];
    const event = (op: string, field: string, ids: number[]) =>
      notices.push(everyoneNotice(db, { type: 'user_group', op, group_id: g.id, [field]: ids }));
    if (c.add.length) {
      addGroupMembers(db, g.id, c.add);
      event('add_members', 'user_ids', c.add);
    }
    if (c.delete.length) {
      removeGroupMembers(db, g.id, c.delete);
      event('remove_members', 'user_ids', c.delete);
    }
    if (c.add_subgroups.length) {
      addSubgroups(db, g.id, c.add_subgroups);
      event('add_subgroups', 'direct_subgroup_ids', c.add_subgroups);
    }
    if (c.delete_subgroups.length) {
      removeSubgroups(db, g.id, c.delete_subgroups);
      event('remove_subgroups', 'direct_subgroup_ids', c.delete_subgroups);
    }
    return { result: {}, notices };
  });
}

/** GET /user_groups/{user_group_id}/members: everyone in it, or only direct members. */
export function groupMembersForApi(db: Db, groupId: number, directOnly: boolean): number[] {
  const g = accessGroup(db, groupId);
  if (directOnly) return groupMembers(db, g.id);
  return [...groupMemberIds(db, g.id)].sort((a, b) => a - b);
}

/** GET /user_groups/{user_group_id}/subgroups */
export function groupSubgroupsForApi(db: Db, groupId: number, directOnly: boolean): number[] {
  const g = accessGroup(db, groupId);
  if (directOnly) return groupSubgroups(db, g.id);
  return [...descendants(db, g.id)].filter((id) => id !== g.id).sort((a, b) => a - b);
}

/** Where a group is used as a setting value (channels, the realm, other groups). */
export type GroupUsage = (db: Db, groupId: number) => string[];

/** POST /user_groups/{user_group_id}/deactivate */
export function deactivateUserGroup(
  ctx: OrgContext,
  user: UserRow,
  groupId: number,
  usage: GroupUsage,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const g = accessGroup(db, groupId);
    if (g.is_system_group) throw badRequest('System groups cannot be deactivated.');
    if (!canEditUserGroup(db, user, g)) throw badRequest('Insufficient permission');
    if (g.deactivated) throw badRequest('This user group is already deactivated.');
    const uses = usage(db, g.id);
    if (uses.length) {
      throw new ApiError(
        `Cannot deactivate user group in use: ${uses.join('; ')}.`,
        'CANNOT_DEACTIVATE_GROUP_IN_USE',
        400,
        { objections: uses },
      );
    }
    updateGroup(db, g.id, { deactivated: 1 });
    const users = activeUserIds(db);
    return {
      result: {},
      notices: [
        {
          event: { type: 'user_group', op: 'update', group_id: g.id, data: { deactivated: true } },
          users,
          capability: 'include_deactivated_groups',
        },
        {
          event: { type: 'user_group', op: 'remove', group_id: g.id },
          users,
          withoutCapability: 'include_deactivated_groups',
        },
      ],
    };
  });
}
