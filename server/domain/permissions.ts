/** Permissions: the one place that answers "may this user do that here". */

import { SystemGroup } from '../../src/api/constants';
import type { Db } from '../db/database';
import {
  activeUserIds,
  getGroupByName,
  groupMemberIds,
  isActiveMemberOf,
  type UserGroupRow,
} from '../db/groups';
import type { MessageRow } from '../db/messages';
import { getStreamById, getSubscription, type StreamRow } from '../db/streams';
import { canCreateUsersFlag, type UserRow } from '../db/users';
import { userGroupSettings } from './group-setting-values';
import { type GroupSettingValue, loadRealm } from './realm';
import { ROLE, type SystemGroupName } from './system-groups';

/**
 * The one place that answers "may user U do X here". Group-setting values are a user
 * group ID or an anonymous group {direct_members, direct_subgroups}; groups nest through
 * subgroups, and role-based system groups contain the narrower roles as subgroups.
 * Endpoints ask these functions; none re-implements a role check.
 */

// Membership itself is data (db/groups); re-exported for callers that ask here.
export { groupMemberIds };

/** Every active user a group-setting value denotes. */
export function groupSettingMemberIds(db: Db, value: GroupSettingValue): Set<number> {
  if (typeof value === 'number') return groupMemberIds(db, value);
  const out = new Set<number>(activeUserIds(db, value.direct_members));
  for (const g of value.direct_subgroups) for (const u of groupMemberIds(db, g)) out.add(u);
  return out;
}

export function isUserInGroupSetting(
  db: Db,
  user: Pick<UserRow, 'id'>,
  value: GroupSettingValue,
): boolean {
  if (typeof value === 'number') return isActiveMemberOf(db, value, user.id);
  if (value.direct_members.includes(user.id) && activeUserIds(db, [user.id]).length) return true;
  return value.direct_subgroups.some((g) => isActiveMemberOf(db, g, user.id));
}

/** The ID of a system group such as `role:administrators`. */
export function systemGroupId(db: Db, name: SystemGroupName): number {
  const g = getGroupByName(db, name);
  if (!g) throw new Error(`System group ${name} is missing`);
  return g.id;
}

export function isUserInSystemGroup(db: Db, user: Pick<UserRow, 'id'>, name: SystemGroupName) {
  return isActiveMemberOf(db, systemGroupId(db, name), user.id);
}

/** Whether `user` holds a realm-wide group permission such as `can_move_messages_between_topics_group`. */
export function hasRealmPermission(db: Db, user: Pick<UserRow, 'id'>, setting: string): boolean {
  const value = loadRealm(db).groupSettings[setting];
  if (value === undefined) throw new Error(`Unknown realm group setting ${setting}`);
  return isUserInGroupSetting(db, user, value);
}

// ---- Roles -------------------------------------------------------------------------------

export const isRealmOwner = (u: Pick<UserRow, 'role'>) => u.role === ROLE.owner;
export const isRealmAdmin = (u: Pick<UserRow, 'role'>) => u.role <= ROLE.administrator;
export const isGuest = (u: Pick<UserRow, 'role'>) => u.role === ROLE.guest;
export const isModeratorOrAbove = (u: Pick<UserRow, 'role'>) => u.role <= ROLE.moderator;

/** Moderators and above may move messages past the realm's move time limits, as in Zulip. */
export const isExemptFromMoveTimeLimits = (u: Pick<UserRow, 'role'>) => isModeratorOrAbove(u);

/** Who sees a user's real email address: that user's email_address_visibility decides. */
export { canAccessDeliveryEmail } from './emails';

// ---- Channels ----------------------------------------------------------------------------

const streamSetting = (s: StreamRow, key: keyof StreamRow & `can_${string}`) =>
  JSON.parse(s[key] as string) as GroupSettingValue;

export const isSubscribed = (db: Db, user: Pick<UserRow, 'id'>, s: StreamRow) =>
  getSubscription(db, user.id, s.id)?.active === 1;

/**
 * What the channel rules ask about one user: their subscriptions and group memberships. The
 * rules below take one, so a caller that checks many channels (POST /register) can answer
 * from memberships read once (domain/member-snapshot.ts); everyone else asks the database.
 */
export interface Member {
  user: UserRow;
  isSubscribed(streamId: number): boolean;
  inGroupSetting(value: GroupSettingValue): boolean;
}

/** A Member whose every answer is read from the database when asked. */
export const liveMember = (db: Db, user: UserRow): Member => ({
  user,
  isSubscribed: (streamId) => getSubscription(db, user.id, streamId)?.active === 1,
  inGroupSetting: (value) => isUserInGroupSetting(db, user, value),
});

/** Realm administrators and the channel's can_administer_channel_group. */
function administers(m: Member, s: StreamRow): boolean {
  return isRealmAdmin(m.user) || m.inGroupSetting(streamSetting(s, 'can_administer_channel_group'));
}

/**
 * Whether the user may know channel `s` exists (name, description, settings): subscribers;
 * for public channels every non-guest; web-public channels guests too; private channels
 * administrators and the channel's administer/add-subscribers/subscribe groups.
 */
function seesMetadata(m: Member, s: StreamRow): boolean {
  if (m.isSubscribed(s.id)) return true;
  if (isGuest(m.user)) return s.is_web_public === 1;
  if (s.invite_only === 0) return true;
  return (
    administers(m, s) ||
    m.inGroupSetting(streamSetting(s, 'can_add_subscribers_group')) ||
    m.inGroupSetting(streamSetting(s, 'can_subscribe_group'))
  );
}

/*
 * Reading messages. One rule, in three views:
 * - canAccessStreamHistory: the channel's whole history, with or without user_messages rows
 *   (Zulip's can_access_stream_history). Web-public channels are readable by every user,
 *   guests included (anyone on the Internet may read them; Zulip's user_has_content_access
 *   and can_access_stream_history say the same); public channels by non-guests; private
 *   channels with shared history by subscribers.
 * - canAccessChannel: the channel's content at all (topics, typing, moving into it): the
 *   above, plus subscribers of protected-history channels.
 * - hasMessageAccess: one message. Direct messages need a user_messages row; channel
 *   messages need history access, or a row plus a subscription (protected history).
 */

/**
 * Subscribers, and (feature level 354) non-guest members of the channel's groups that grant
 * content access (can_add_subscribers_group, can_subscribe_group), read a private channel
 * as subscribers do (Zulip's has_channel_content_access_helper).
 */
function hasContentAccess(m: Member, s: StreamRow): boolean {
  if (m.isSubscribed(s.id)) return true;
  if (isGuest(m.user)) return false;
  return (
    m.inGroupSetting(streamSetting(s, 'can_add_subscribers_group')) ||
    m.inGroupSetting(streamSetting(s, 'can_subscribe_group'))
  );
}

function readsHistory(m: Member, s: StreamRow): boolean {
  if (s.is_web_public === 1) return true;
  if (s.invite_only === 0 && !isGuest(m.user)) return true;
  return s.history_public_to_subscribers === 1 && hasContentAccess(m, s);
}

function seesSubscribers(m: Member, s: StreamRow): boolean {
  if (m.isSubscribed(s.id)) return true;
  return !isGuest(m.user) && seesMetadata(m, s);
}

/** The channel rules for a Member (see Member). */
export const channelRules = {
  canAdministerChannel: administers,
  canSeeChannelMetadata: seesMetadata,
  canAccessStreamHistory: readsHistory,
  canAccessChannel: (m: Member, s: StreamRow) => readsHistory(m, s) || hasContentAccess(m, s),
  canSeeSubscribers: seesSubscribers,
};

export const canAdministerChannel = (db: Db, user: UserRow, s: StreamRow): boolean =>
  administers(liveMember(db, user), s);

export const canSeeChannelMetadata = (db: Db, user: UserRow, s: StreamRow): boolean =>
  seesMetadata(liveMember(db, user), s);

const hasChannelContentAccess = (db: Db, user: UserRow, s: StreamRow): boolean =>
  hasContentAccess(liveMember(db, user), s);

/** Whether `user` may read the channel's whole history without having rows for it. */
export const canAccessStreamHistory = (db: Db, user: UserRow, s: StreamRow): boolean =>
  readsHistory(liveMember(db, user), s);

/** Whether `user` may read any of the channel's messages. */
export const canAccessChannel = (db: Db, user: UserRow, s: StreamRow): boolean =>
  channelRules.canAccessChannel(liveMember(db, user), s);

/** Whether `user` may read message `m`, given whether they have a user_messages row for it. */
export function hasMessageAccess(
  db: Db,
  user: UserRow,
  m: MessageRow,
  hasRow: boolean,
  stream: StreamRow | undefined = m.stream_id === null ? undefined : getStreamById(db, m.stream_id),
): boolean {
  if (m.stream_id === null || !stream) return hasRow;
  if (canAccessStreamHistory(db, user, stream)) return true;
  return hasRow && hasChannelContentAccess(db, user, stream);
}

/** Whether `user` may list the channel's subscribers. */
export const canSeeSubscribers = (db: Db, user: UserRow, s: StreamRow): boolean =>
  seesSubscribers(liveMember(db, user), s);

/** Subscribing oneself: public (non-guests), web-public (anyone), or the channel's groups. */
export function canSubscribeSelf(db: Db, user: UserRow, s: StreamRow): boolean {
  if (s.is_web_public === 1) return true;
  if (s.invite_only === 0 && !isGuest(user)) return true;
  return (
    isUserInGroupSetting(db, user, streamSetting(s, 'can_subscribe_group')) ||
    canAddSubscribers(db, user, s)
  );
}

/**
 * Subscribing others: channel administrators, the channel's can_add_subscribers_group, and
 * the realm's can_add_subscribers_group for channels whose content the user may access.
 */
export function canAddSubscribers(db: Db, user: UserRow, s: StreamRow): boolean {
  // Administering a private channel needs no content access; adding to it does (level 349).
  const contentOk = s.invite_only === 0 || hasChannelContentAccess(db, user, s);
  if (canAdministerChannel(db, user, s) && contentOk) return true;
  if (isUserInGroupSetting(db, user, streamSetting(s, 'can_add_subscribers_group'))) return true;
  return contentOk && !isGuest(user) && hasRealmPermission(db, user, 'can_add_subscribers_group');
}

/** Unsubscribing others: channel administrators and the channel's can_remove_subscribers_group. */
export function canRemoveSubscribers(db: Db, user: UserRow, s: StreamRow): boolean {
  if (!canSeeChannelMetadata(db, user, s)) return false;
  return (
    canAdministerChannel(db, user, s) ||
    isUserInGroupSetting(db, user, streamSetting(s, 'can_remove_subscribers_group'))
  );
}

/** Creating a channel of the given kind, per the realm's can_create_*_channel_group. */
export function canCreateChannel(
  db: Db,
  user: UserRow,
  kind: { invite_only: boolean; is_web_public: boolean },
): boolean {
  if (kind.is_web_public) return canCreateWebPublicChannel(db, user);
  return hasRealmPermission(
    db,
    user,
    kind.invite_only ? 'can_create_private_channel_group' : 'can_create_public_channel_group',
  );
}

/** Web-public channels need spectator access enabled and can_create_web_public_channel_group. */
export function canCreateWebPublicChannel(db: Db, user: UserRow): boolean {
  return (
    loadRealm(db).settings.enable_spectator_access &&
    hasRealmPermission(db, user, 'can_create_web_public_channel_group')
  );
}

/** Default channels, archiving and unarchiving are for realm administrators. */
export const canManageDefaultChannels = (user: UserRow) => isRealmAdmin(user);
export const canArchiveChannel = (db: Db, user: UserRow, s: StreamRow) =>
  canAdministerChannel(db, user, s);
export const canUnarchiveChannel = (user: UserRow) => isRealmAdmin(user);
/** Message retention is an owner-only setting. */
export const canSetMessageRetention = (user: UserRow) => isRealmOwner(user);

// ---- Direct messages ---------------------------------------------------------------------

export type DirectMessageVerdict = 'allowed' | 'disabled' | 'unauthorized' | 'cannot_initiate';

/**
 * Whether `sender` may send a direct message to `recipients` (Zulip's
 * check_can_send_direct_message). Bots, and conversations of only bots and oneself, always may.
 * Otherwise someone in the conversation (sender included) must be in the realm's
 * direct_message_permission_group ('disabled' when that is role:nobody), and a sender outside
 * direct_message_initiator_group may only write in a conversation that already has messages.
 */
export function canSendDirectMessage(
  db: Db,
  sender: UserRow,
  recipients: readonly UserRow[],
  conversationHasMessages: () => boolean,
): DirectMessageVerdict {
  if (sender.is_bot === 1) return 'allowed';
  if (recipients.every((u) => u.is_bot === 1 || u.id === sender.id)) return 'allowed';
  const settings = loadRealm(db).groupSettings;
  const permission = settings.direct_message_permission_group as GroupSettingValue;
  const authorizers = groupSettingMemberIds(db, permission);
  if (![sender, ...recipients].some((u) => authorizers.has(u.id))) {
    return permission === systemGroupId(db, SystemGroup.nobody) ? 'disabled' : 'unauthorized';
  }
  const initiators = settings.direct_message_initiator_group as GroupSettingValue;
  if (isUserInGroupSetting(db, sender, initiators) || conversationHasMessages()) return 'allowed';
  return 'cannot_initiate';
}

// ---- Users -------------------------------------------------------------------------------

export const canAdministerUsers = (user: UserRow) => isRealmAdmin(user);

/** POST /users: administrators who also hold the per-user can_create_users permission. */
export const canCreateUsers = (db: Db, user: UserRow) =>
  isRealmAdmin(user) && canCreateUsersFlag(db, user.id);

/** Changing a user's role: administrators; anything involving the owner role needs an owner. */
export function canChangeRole(actor: UserRow, target: UserRow, newRole: number): boolean {
  if (!isRealmAdmin(actor)) return false;
  if (newRole === ROLE.owner || target.role === ROLE.owner) return isRealmOwner(actor);
  return true;
}

/** Deactivating or reactivating another user: administrators; owners only by owners. */
export function canDeactivateUser(actor: UserRow, target: UserRow): boolean {
  if (actor.id === target.id) return true;
  if (!isRealmAdmin(actor) || target.is_bot === 1) return isRealmAdmin(actor);
  return target.role !== ROLE.owner || isRealmOwner(actor);
}

// ---- User groups -------------------------------------------------------------------------

/** Creating groups, per the realm's can_create_groups. */
export const canCreateUserGroup = (db: Db, user: UserRow) =>
  hasRealmPermission(db, user, 'can_create_groups');

/** Editing a group (name, description, settings, deactivation): can_manage_all_groups or the group's can_manage_group. */
export function canEditUserGroup(db: Db, user: UserRow, g: UserGroupRow): boolean {
  if (g.is_system_group) return false;
  if (hasRealmPermission(db, user, 'can_manage_all_groups')) return true;
  return isUserInGroupSetting(db, user, userGroupSettings(db, g).can_manage_group);
}

/** The group setting that lets a user add or remove only themself, for each membership setting. */
const SELF_MEMBERSHIP_SETTING = {
  can_add_members_group: 'can_join_group',
  can_remove_members_group: 'can_leave_group',
} as const;

export type GroupMembershipSetting = keyof typeof SELF_MEMBERSHIP_SETTING;

/**
 * Adding (`can_add_members_group`) or removing (`can_remove_members_group`) `userIds`, or
 * subgroups when `userIds` is null: the group's managers, members of that setting, or the
 * user changing only themself through can_join_group / can_leave_group.
 */
export function canChangeGroupMembers(
  db: Db,
  user: UserRow,
  g: UserGroupRow,
  userIds: readonly number[] | null,
  setting: GroupMembershipSetting,
): boolean {
  if (g.is_system_group) return false;
  if (canEditUserGroup(db, user, g)) return true;
  const settings = userGroupSettings(db, g);
  if (isUserInGroupSetting(db, user, settings[setting])) return true;
  const onlySelf = userIds !== null && userIds.length > 0 && userIds.every((u) => u === user.id);
  return onlySelf && isUserInGroupSetting(db, user, settings[SELF_MEMBERSHIP_SETTING[setting]]);
}

// The two directions by name, for domain/groups.ts.
export const canAddGroupMembers = (
  db: Db,
  user: UserRow,
  g: UserGroupRow,
  userIds: readonly number[] | null,
) => canChangeGroupMembers(db, user, g, userIds, 'can_add_members_group');
export const canRemoveGroupMembers = (
  db: Db,
  user: UserRow,
  g: UserGroupRow,
  userIds: readonly number[] | null,
) => canChangeGroupMembers(db, user, g, userIds, 'can_remove_members_group');

// ---- Realm -------------------------------------------------------------------------------

/** Realm settings an administrator may not change without being an owner. */
const OWNER_ONLY_REALM_SETTINGS = new Set([
  'enable_spectator_access',
  'can_create_web_public_channel_group',
  'can_manage_all_groups',
  'can_access_all_users_group',
  'create_multiuse_invite_group',
]);

export function canChangeRealmSetting(user: UserRow, setting: string): boolean {
  if (!isRealmAdmin(user)) return false;
  return !OWNER_ONLY_REALM_SETTINGS.has(setting) || isRealmOwner(user);
}

/** Linkifiers, custom profile fields and realm emoji administration. */
export const canAdministerRealm = (user: UserRow) => isRealmAdmin(user);
