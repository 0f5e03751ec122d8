/**
 * Permission checks from group-setting values. A GSV is a user-group ID or an anonymous group
 * {direct_members, direct_subgroups}; groups nest through direct_subgroup_ids. System groups
 * (`role:*`) are decided from the user's role, which stays right even when the client was not
 * sent their (large) member lists.
 */

import { SystemGroup } from '../api/constants';
import type { GroupSettingValue, User, UserGroup } from '../api/types/models';
import type { ParleyState } from '../store/state';

export type PermissionContext = Pick<ParleyState, 'groups' | 'users' | 'current_user_id'> & {
  realm?: { waiting_period_threshold?: number };
  /** For role:fullmembers (days since joining); defaults to Date.now(). */
  now?: number;
};

const DAY_MS = 86_400_000;

function inSystemGroup(name: string, user: User, ctx: PermissionContext): boolean | undefined {
  switch (name) {
    case SystemGroup.internet:
    case SystemGroup.everyone:
      return true;
    case SystemGroup.members:
      return user.role <= 400;
    case SystemGroup.fullMembers: {
      if (user.role < 400) return true;
      if (user.role > 400) return false;
      const days = ((ctx.now ?? Date.now()) - Date.parse(user.date_joined)) / DAY_MS;
      return days >= (ctx.realm?.waiting_period_threshold ?? 0);
    }
    case SystemGroup.moderators:
      return user.role <= 300;
    case SystemGroup.administrators:
      return user.role <= 200;
    case SystemGroup.owners:
      return user.role === 100;
    case SystemGroup.nobody:
      return false;
    default:
      return undefined;
  }
}

function inGroup(groupId: number, user: User, ctx: PermissionContext, seen: Set<number>): boolean {
  if (seen.has(groupId)) return false; // cycles cannot grant anything
  seen.add(groupId);
  const group: UserGroup | undefined = ctx.groups[groupId];
  if (!group || group.deactivated) return false;
  if (group.is_system_group) {
    const bySystem = inSystemGroup(group.name, user, ctx);
    if (bySystem !== undefined) return bySystem;
  }
  if (group.members.includes(user.user_id)) return true;
  return group.direct_subgroup_ids.some((id) => inGroup(id, user, ctx, seen));
}

/** Whether a user (default: the current user) is in the group a setting names. */
export function isUserInGroupSetting(
  value: GroupSettingValue | undefined,
  ctx: PermissionContext,
  userId: number = ctx.current_user_id,
): boolean {
  const user = ctx.users[userId];
  if (value === undefined || !user || user.is_active === false) return false;
  const seen = new Set<number>();
  if (typeof value === 'number') return inGroup(value, user, ctx, seen);
  if (value.direct_members.includes(userId)) return true;
  return value.direct_subgroups.some((id) => inGroup(id, user, ctx, seen));
}

/** An organization permission such as `can_create_groups` or `can_delete_any_message_group`. */
export function hasRealmPermission(
  state: ParleyState,
  setting: `can_${string}` | `direct_message_${string}` | 'create_multiuse_invite_group',
  userId = state.current_user_id,
): boolean {
  const value = state.realm[setting] as GroupSettingValue | undefined;
  return isUserInGroupSetting(value, { ...state, realm: state.realm }, userId);
}

/** Channel administration: the channel's own setting, or being an organization administrator. */
export function canAdministerChannel(
  state: ParleyState,
  stream_id: number,
  userId = state.current_user_id,
) {
  const user = state.users[userId];
  if (user && user.role <= 200) return true;
  return isUserInGroupSetting(
    state.channels[stream_id]?.can_administer_channel_group,
    state,
    userId,
  );
}

/**
 * Whether the user may resolve or unresolve topics: the organization's `can_resolve_topics_group`
 * where the server has it (FL 367), else moving messages between topics, which is how resolving
 * works underneath.
 */
export function canResolveTopics(state: ParleyState, userId = state.current_user_id): boolean {
  const setting = state.realm.can_resolve_topics_group as GroupSettingValue | undefined;
  if (setting !== undefined)
    return isUserInGroupSetting(setting, { ...state, realm: state.realm }, userId);
  return hasRealmPermission(state, 'can_move_messages_between_topics_group', userId);
}

/** Resolving or unresolving one topic; "general chat" (the empty topic) cannot be resolved. */
export function canResolveTopic(state: ParleyState, stream_id: number, topic: string): boolean {
  if (topic === '' || topic.replace(/^✔\s*/u, '') === '') return false;
  if (state.channels[stream_id]?.is_archived) return false;
  return canResolveTopics(state);
}
