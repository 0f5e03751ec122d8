/** Group-setting values: parsing, validation, normalization and the {new, old} update. */
import { z } from 'zod';
import { REALM_SETTINGS_GUESTS_MAY_HOLD, SystemGroup } from '../../src/api/constants';
import { normalizeGroupSetting, sameGroupSetting } from '../../src/api/group-setting-value';
import type { Db } from '../db/database';
import { getGroupById, getGroupByName, type UserGroupRow } from '../db/groups';
import { getUserById } from '../db/users';
import { ApiError, badRequest } from './errors';
import type { GroupSettingValue } from './realm';
import type { SystemGroupName } from './system-groups';

/**
 * Group-setting values (api-notes §2 GSV): parsing, validation against what each setting
 * allows, normalization, and the `{new, old}` update protocol with EXPECTATION_MISMATCH.
 */

const id = z.number().int().safe();

export const groupSettingValueSchema: z.ZodType<GroupSettingValue> = z.union([
  id,
  z.object({ direct_members: z.array(id), direct_subgroups: z.array(id) }),
]);

export const groupSettingUpdateSchema = z.object({
  new: groupSettingValueSchema,
  old: groupSettingValueSchema.optional(),
});

export type GroupSettingUpdate = z.infer<typeof groupSettingUpdateSchema>;

/** What a setting may be set to; `creator` defaults to an anonymous group of the creator. */
export interface GroupSettingRule {
  allowEveryone: boolean;
  allowOwners?: boolean;
  /** Only a system group (role:*) is accepted, never an anonymous group. */
  systemOnly?: readonly SystemGroupName[];
  default: SystemGroupName | 'creator';
}

const rule = (allowEveryone: boolean, def: GroupSettingRule['default']): GroupSettingRule => ({
  allowEveryone,
  default: def,
});

export const STREAM_SETTING_RULES = {
  can_send_message_group: rule(true, SystemGroup.everyone),
  can_administer_channel_group: rule(false, 'creator'),
  can_remove_subscribers_group: rule(true, SystemGroup.administrators),
  can_add_subscribers_group: rule(false, SystemGroup.nobody),
  can_subscribe_group: rule(false, SystemGroup.nobody),
} as const satisfies Record<string, GroupSettingRule>;

export const USER_GROUP_SETTING_RULES = {
  can_add_members_group: rule(false, 'creator'),
  can_join_group: rule(false, SystemGroup.nobody),
  can_leave_group: rule(true, SystemGroup.everyone),
  can_manage_group: rule(false, 'creator'),
  can_mention_group: { allowEveryone: true, allowOwners: false, default: SystemGroup.everyone },
  can_remove_members_group: rule(false, SystemGroup.nobody),
} as const satisfies Record<string, GroupSettingRule>;

export type UserGroupSettingName = keyof typeof USER_GROUP_SETTING_RULES;
export const USER_GROUP_SETTINGS = Object.keys(USER_GROUP_SETTING_RULES) as UserGroupSettingName[];

export function realmSettingRule(name: string): GroupSettingRule {
  if (name === 'can_access_all_users_group') {
    return {
      allowEveryone: true,
      systemOnly: [SystemGroup.everyone, SystemGroup.members],
      default: SystemGroup.everyone,
    };
  }
  return rule(REALM_SETTINGS_GUESTS_MAY_HOLD.has(name), SystemGroup.administrators);
}

/** The default value of a setting for something `creatorId` creates. */
export function defaultGroupSetting(
  db: Db,
  r: GroupSettingRule,
  creatorId: number | null,
  groupIdByName: GroupIdByName = (name) => getGroupByName(db, name)?.id,
): GroupSettingValue {
  if (r.default === 'creator') {
    return { direct_members: creatorId === null ? [] : [creatorId], direct_subgroups: [] };
  }
  const id = groupIdByName(r.default);
  if (id === undefined) throw new Error(`System group ${r.default} is missing`);
  return id;
}

/** A group's ID by name: the database, or groups a caller has read already. */
export type GroupIdByName = (name: string) => number | undefined;

/** Checks that every group and user exists and that the setting may take this value. */
export function validateGroupSetting(
  db: Db,
  setting: string,
  r: GroupSettingRule,
  value: GroupSettingValue,
): GroupSettingValue {
  const v = normalizeGroupSetting(value);
  if (typeof v === 'number') {
    const g = getGroupById(db, v);
    if (!g) throw badRequest(`Invalid user group ID: ${v}`);
    if (g.deactivated) throw badRequest(`User group ${v} is deactivated.`);
    if (g.is_system_group) {
      const name = g.name as SystemGroupName;
      const refused =
        name === SystemGroup.internet ||
        (name === SystemGroup.everyone && !r.allowEveryone) ||
        (name === SystemGroup.owners && r.allowOwners === false) ||
        (r.systemOnly && !r.systemOnly.includes(name));
      if (refused) throw badRequest(`'${setting}' setting cannot be set to '${name}' group.`);
    } else if (r.systemOnly) {
      throw new ApiError(`'${setting}' must be a system group.`, 'SYSTEM_GROUP_REQUIRED');
    }
    return v;
  }
  if (r.systemOnly) {
    throw new ApiError(`'${setting}' must be a system group.`, 'SYSTEM_GROUP_REQUIRED');
  }
  for (const u of v.direct_members) {
    const user = getUserById(db, u);
    if (!user?.is_active) throw badRequest(`Invalid user ID: ${u}`);
  }
  for (const g of v.direct_subgroups) validateGroupSetting(db, setting, r, g);
  return v;
}

/** Applies `{new, old}` to `current`: a stale `old` is EXPECTATION_MISMATCH. */
export function applyGroupSettingUpdate(
  db: Db,
  setting: string,
  r: GroupSettingRule,
  current: GroupSettingValue,
  update: GroupSettingUpdate,
): GroupSettingValue {
  if (update.old !== undefined && !sameGroupSetting(update.old, current)) {
    throw new ApiError(
      `'old' value does not match the current value of '${setting}'; reload and try again.`,
      'EXPECTATION_MISMATCH',
    );
  }
  return validateGroupSetting(db, setting, r, update.new);
}

/** A user group's six settings, stored values over the defaults (system groups: nobody). */
export function userGroupSettings(
  db: Db,
  g: UserGroupRow,
  groupIdByName?: GroupIdByName,
): Record<UserGroupSettingName, GroupSettingValue> {
  const stored = JSON.parse(g.settings) as Record<string, GroupSettingValue>;
  const out = {} as Record<UserGroupSettingName, GroupSettingValue>;
  for (const name of USER_GROUP_SETTINGS) {
    const r: GroupSettingRule = g.is_system_group
      ? rule(true, name === 'can_mention_group' ? SystemGroup.everyone : SystemGroup.nobody)
      : USER_GROUP_SETTING_RULES[name];
    out[name] = stored[name] ?? defaultGroupSetting(db, r, g.creator_id, groupIdByName);
  }
  return out;
}

const SYSTEM_GROUPS_BUT_OWNERS: SystemGroupName[] = [
  SystemGroup.everyone,
  SystemGroup.members,
  SystemGroup.fullMembers,
  SystemGroup.moderators,
  SystemGroup.administrators,
  SystemGroup.nobody,
];

/** One rule as register's `server_supported_permission_settings` describes it (FL 221/225). */
function describeRule(r: GroupSettingRule, defaultName: string, forSystemGroups: string | null) {
  return {
    require_system_group: r.systemOnly !== undefined,
    allow_internet_group: false,
    allow_nobody_group: true,
    allow_everyone_group: r.allowEveryone,
    default_group_name: defaultName,
    default_for_system_groups: forSystemGroups,
    allowed_system_groups: [
      ...(r.systemOnly ?? (r.allowOwners === false ? SYSTEM_GROUPS_BUT_OWNERS : [])),
    ],
  };
}

/**
 * register's `server_supported_permission_settings`: what each group setting may be set to,
 * from the same rules validateGroupSetting applies, so clients offer exactly what is accepted.
 */
export function supportedPermissionSettings(realmGroupSettings: readonly string[]) {
  const byName = <T extends Record<string, GroupSettingRule>>(
    rules: T,
    defaultName: (r: GroupSettingRule) => string,
    forSystemGroups: (name: string) => string | null,
  ) =>
    Object.fromEntries(
      Object.entries(rules).map(([name, r]) => [
        name,
        describeRule(r, defaultName(r), forSystemGroups(name)),
      ]),
    );
  return {
    realm: Object.fromEntries(
      realmGroupSettings.map((name) => {
        const r = realmSettingRule(name);
        return [name, describeRule(r, r.default, null)];
      }),
    ),
    stream: byName(
      STREAM_SETTING_RULES,
      (r) => (r.default === 'creator' ? 'stream_creator_or_nobody' : r.default),
      () => null,
    ),
    group: byName(
      USER_GROUP_SETTING_RULES,
      (r) => (r.default === 'creator' ? 'group_creator' : r.default),
      (name) => (name === 'can_mention_group' ? SystemGroup.everyone : SystemGroup.nobody),
    ),
  };
}
