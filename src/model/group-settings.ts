/**
 * Group-setting values for the screens that edit them: which groups a setting may be set to
 * (the server's `server_supported_permission_settings` where it sends them, else the rules
 * Zulip documents), comparing values, and saying a value in words.
 */

import { REALM_SETTINGS_GUESTS_MAY_HOLD, SystemGroup } from '../api/constants';
import { normalizeGroupSetting, sameGroupSetting } from '../api/group-setting-value';
import type { GroupSettingValue, UserGroup } from '../api/types/models';
import type { GroupPermissionSetting } from '../api/types/register';
import type { ParleyState } from '../store/state';

/** One setting's permitted values, as Zulip's GroupPermissionSetting describes them. */
export type PermissionSettingRule = GroupPermissionSetting & {
  /** When non-empty, only these system groups. */
  allowed_system_groups: string[];
};

export type PermissionSettingKind = 'realm' | 'stream' | 'group';

const rule = (allow_everyone_group: boolean, default_group_name: string, extra = {}) => ({
  require_system_group: false,
  allow_internet_group: false,
  allow_nobody_group: true,
  allow_everyone_group,
  default_group_name,
  allowed_system_groups: [],
  ...extra,
});

/** Zulip's rules, for servers that do not send them. */
const FALLBACK: Record<
  Exclude<PermissionSettingKind, 'realm'>,
  Record<string, PermissionSettingRule>
> = {
  stream: {
    can_send_message_group: rule(true, SystemGroup.everyone),
    can_administer_channel_group: rule(false, SystemGroup.nobody),
    can_remove_subscribers_group: rule(true, SystemGroup.administrators),
    can_add_subscribers_group: rule(false, SystemGroup.nobody),
    can_subscribe_group: rule(false, SystemGroup.nobody),
  },
  group: {
    can_add_members_group: rule(false, 'group_creator'),
    can_join_group: rule(false, SystemGroup.nobody),
    can_leave_group: rule(true, SystemGroup.everyone),
    can_manage_group: rule(false, 'group_creator'),
    can_mention_group: rule(true, SystemGroup.everyone, {
      allowed_system_groups: [
        SystemGroup.everyone,
        SystemGroup.members,
        SystemGroup.fullMembers,
        SystemGroup.moderators,
        SystemGroup.administrators,
        SystemGroup.nobody,
      ],
    }),
    can_remove_members_group: rule(false, SystemGroup.nobody),
  },
};

function fallbackRealmRule(name: string): PermissionSettingRule {
  if (name === 'can_access_all_users_group') {
    return rule(true, SystemGroup.everyone, {
      require_system_group: true,
      allow_nobody_group: false,
      allowed_system_groups: [SystemGroup.everyone, SystemGroup.members],
    });
  }
  return rule(REALM_SETTINGS_GUESTS_MAY_HOLD.has(name), SystemGroup.administrators);
}

export function permissionRule(
  state: Pick<ParleyState, 'server'>,
  kind: PermissionSettingKind,
  name: string,
): PermissionSettingRule {
  const sent = state.server.permission_settings?.[kind]?.[name];
  if (sent) return { ...sent, allowed_system_groups: sent.allowed_system_groups ?? [] };
  return kind === 'realm' ? fallbackRealmRule(name) : (FALLBACK[kind][name] ?? rule(true, ''));
}

/** System groups, widest first, as the settings screens name them. */
export const SYSTEM_GROUP_LABELS: Record<string, string> = {
  [SystemGroup.internet]: 'Everyone on the internet',
  [SystemGroup.everyone]: 'Everyone including guests',
  [SystemGroup.members]: 'Everyone except guests',
  [SystemGroup.fullMembers]: 'Full members',
  [SystemGroup.moderators]: 'Moderators',
  [SystemGroup.administrators]: 'Administrators',
  [SystemGroup.owners]: 'Owners',
  [SystemGroup.nobody]: 'Nobody',
};

const SYSTEM_ORDER = Object.keys(SYSTEM_GROUP_LABELS);

export const groupLabel = (g: Pick<UserGroup, 'name' | 'is_system_group'>) =>
  g.is_system_group ? (SYSTEM_GROUP_LABELS[g.name] ?? g.name) : g.name;

function systemGroupAllowed(name: string, r: PermissionSettingRule): boolean {
  if (r.allowed_system_groups.length > 0) return r.allowed_system_groups.includes(name);
  if (name === SystemGroup.internet) return r.allow_internet_group;
  if (name === SystemGroup.everyone) return r.allow_everyone_group;
  if (name === SystemGroup.nobody) return r.allow_nobody_group;
  return true;
}

/** The system groups a setting may be set to, widest first. */
export function systemGroupChoices(
  groups: ParleyState['groups'],
  r: PermissionSettingRule,
): UserGroup[] {
  return Object.values(groups)
    .filter((g) => g.is_system_group && SYSTEM_ORDER.includes(g.name))
    .filter((g) => systemGroupAllowed(g.name, r))
    .sort((a, b) => SYSTEM_ORDER.indexOf(a.name) - SYSTEM_ORDER.indexOf(b.name));
}

/** The user groups a setting may name (none when it takes only system groups), by name. */
export function userGroupChoices(
  groups: ParleyState['groups'],
  r: PermissionSettingRule,
): UserGroup[] {
  if (r.require_system_group) return [];
  return Object.values(groups)
    .filter((g) => !g.is_system_group && !g.deactivated)
    .sort((a, b) => a.name.localeCompare(b.name));
}

// Comparing values is the server's rule too: one module both import.
export { normalizeGroupSetting, sameGroupSetting };

/** Names in a sentence: "Othello", "Othello and Iago", "Othello, Iago and support". */
export function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A value in words: "Administrators", "support", "Othello and Moderators", "Nobody". */
export function describeGroupSetting(
  state: Pick<ParleyState, 'groups' | 'users'>,
  value: GroupSettingValue | undefined,
): string {
  if (value === undefined) return 'Unknown';
  const v = normalizeGroupSetting(value);
  const groupName = (id: number) => {
    const g = state.groups[id];
    return g ? groupLabel(g) : `group ${id}`;
  };
  if (typeof v === 'number') return groupName(v);
  const names = [
    ...v.direct_subgroups.map(groupName),
    ...v.direct_members.map((id) => state.users[id]?.full_name ?? `user ${id}`),
  ];
  return names.length === 0 ? 'Nobody' : listInWords(names);
}
