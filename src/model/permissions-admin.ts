/**
 * Who may administer people, user groups and the organization: verdicts for the settings
 * screens, by the server's rules (see permissions.ts for channels and group membership).
 */
import { Role } from '../api/types/models';
import type { ParleyState } from '../store/state';
import {
  ALLOWED,
  inSetting,
  isRealmAdmin,
  isRealmOwner,
  refuse,
  roleOf,
  type Verdict,
} from './channel-permissions';
import { describeGroupSetting } from './group-settings';

// ---- People

export const createUsersVerdict = (state: ParleyState, userId = state.current_user_id) =>
  isRealmAdmin(state, userId)
    ? ALLOWED
    : refuse('Only organization administrators can create users.');

/** Changing a role: administrators; anything involving the owner role needs an owner. */
export function changeRoleVerdict(
  state: ParleyState,
  target: number,
  newRole?: number,
  userId = state.current_user_id,
): Verdict {
  if (!isRealmAdmin(state, userId)) {
    return refuse('Only organization administrators can change roles.');
  }
  if (target === userId) return refuse('You cannot change your own role here.');
  if (
    (roleOf(state, target) === Role.owner || newRole === Role.owner) &&
    !isRealmOwner(state, userId)
  ) {
    return refuse('Only organization owners can change who is an owner.');
  }
  return ALLOWED;
}

/** Deactivating or reactivating someone else: administrators; owners only by owners. */
export function deactivateUserVerdict(
  state: ParleyState,
  target: number,
  userId = state.current_user_id,
): Verdict {
  if (!isRealmAdmin(state, userId)) {
    return refuse('Only organization administrators can deactivate or reactivate users.');
  }
  if (target === userId) return refuse('You cannot deactivate yourself here.');
  if (roleOf(state, target) === Role.owner && !isRealmOwner(state, userId)) {
    return refuse('Only organization owners can deactivate or reactivate owners.');
  }
  return ALLOWED;
}

// ---- User groups

export function createGroupVerdict(state: ParleyState, userId = state.current_user_id): Verdict {
  const setting = state.realm.can_create_groups;
  return inSetting(state, setting, userId)
    ? ALLOWED
    : refuse(`Only ${describeGroupSetting(state, setting)} can create user groups.`);
}

/** Name, description, permissions and deactivation: can_manage_all_groups or the group's can_manage_group. */
export function manageGroupVerdict(
  state: ParleyState,
  groupId: number,
  userId = state.current_user_id,
): Verdict {
  const group = state.groups[groupId];
  if (!group) return refuse('This group does not exist.');
  if (group.is_system_group) return refuse('System groups follow roles and cannot be changed.');
  if (inSetting(state, state.realm.can_manage_all_groups, userId)) return ALLOWED;
  if (inSetting(state, group.can_manage_group, userId)) return ALLOWED;
  return refuse('You do not have permission to manage this group.');
}

/**
 * Adding or removing members (`userIds`) or subgroups (null): managers, the group's
 * can_add_members_group / can_remove_members_group, or oneself alone through can_join_group /
 * can_leave_group.
 */
export function groupMembershipVerdict(
  state: ParleyState,
  groupId: number,
  change: 'add' | 'remove',
  userIds: readonly number[] | null,
  userId = state.current_user_id,
): Verdict {
  const group = state.groups[groupId];
  if (!group) return refuse('This group does not exist.');
  if (group.is_system_group) return refuse('System groups follow roles and cannot be changed.');
  if (group.deactivated) return refuse('This group is deactivated.');
  if (manageGroupVerdict(state, groupId, userId).allowed) return ALLOWED;
  const [others, self] =
    change === 'add'
      ? [group.can_add_members_group, group.can_join_group]
      : [group.can_remove_members_group, group.can_leave_group];
  if (inSetting(state, others, userId)) return ALLOWED;
  const onlySelf = userIds !== null && userIds.length > 0 && userIds.every((u) => u === userId);
  if (onlySelf && inSetting(state, self, userId)) return ALLOWED;
  return refuse(
    change === 'add'
      ? 'You do not have permission to add members to this group.'
      : 'You do not have permission to remove members from this group.',
  );
}

// ---- Organization

/** Settings an administrator may not change without being an owner. */
export const OWNER_ONLY_REALM_SETTINGS: ReadonlySet<string> = new Set([
  'enable_spectator_access',
  'can_create_web_public_channel_group',
  'can_manage_all_groups',
  'can_access_all_users_group',
  'create_multiuse_invite_group',
]);

export function realmSettingVerdict(
  state: ParleyState,
  setting: string,
  userId = state.current_user_id,
): Verdict {
  if (!isRealmAdmin(state, userId)) {
    return refuse('Only organization administrators can change organization settings.');
  }
  if (OWNER_ONLY_REALM_SETTINGS.has(setting) && !isRealmOwner(state, userId)) {
    return refuse('Only organization owners can change this setting.');
  }
  return ALLOWED;
}

export const linkifiersVerdict = (state: ParleyState, userId = state.current_user_id) =>
  isRealmAdmin(state, userId)
    ? ALLOWED
    : refuse('Only organization administrators can change linkifiers.');

// ---- Custom emoji

export function addCustomEmojiVerdict(state: ParleyState, userId = state.current_user_id): Verdict {
  const setting = state.realm.can_add_custom_emoji_group;
  return inSetting(state, setting, userId)
    ? ALLOWED
    : refuse(`Only ${describeGroupSetting(state, setting)} can add custom emoji.`);
}

/** Deactivating a custom emoji: its author or an administrator, as Zulip's server. */
export const removeCustomEmojiVerdict = (
  state: ParleyState,
  authorId: number | null | undefined,
  userId = state.current_user_id,
): Verdict =>
  isRealmAdmin(state, userId) || authorId === userId
    ? ALLOWED
    : refuse('Only organization administrators and the emoji’s author can remove it.');
