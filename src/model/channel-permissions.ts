/**
 * Verdicts for the channel screens: whether the user may do something to a channel, or the
 * reason shown beside the disabled control. The same rules the server enforces
 * (server/domain/permissions.ts), from the store's data.
 */

import { SystemGroup } from '../api/constants';
import { type GroupSettingValue, Role } from '../api/types/models';
import type { ParleyState } from '../store/state';
import { describeGroupSetting } from './group-settings';
import { canAdministerChannel, isUserInGroupSetting } from './permissions';

export type Verdict = { allowed: true } | { allowed: false; reason: string };

export const ALLOWED: Verdict = { allowed: true };
export const refuse = (reason: string): Verdict => ({ allowed: false, reason });
const first = (...checks: (() => Verdict)[]): Verdict => {
  for (const check of checks) {
    const v = check();
    if (!v.allowed) return v;
  }
  return ALLOWED;
};

export const roleOf = (state: ParleyState, userId: number) =>
  state.users[userId]?.role ?? Role.guest;
export const isRealmAdmin = (state: ParleyState, userId = state.current_user_id) =>
  roleOf(state, userId) <= Role.admin;
export const isRealmOwner = (state: ParleyState, userId = state.current_user_id) =>
  roleOf(state, userId) === Role.owner;

export const inSetting = (
  state: ParleyState,
  value: GroupSettingValue | undefined,
  userId: number,
) => isUserInGroupSetting(value, { ...state, realm: state.realm }, userId);

const isSubscribed = (state: ParleyState, stream_id: number, userId: number) =>
  userId === state.current_user_id
    ? stream_id in state.subscriptions
    : (state.subscribers[stream_id]?.includes(userId) ?? false);

const notArchived = (state: ParleyState, stream_id: number) => () =>
  state.channels[stream_id]?.is_archived
    ? refuse('This channel is archived; unarchive it first.')
    : ALLOWED;

const administers = (state: ParleyState, stream_id: number, userId: number) => () =>
  canAdministerChannel(state, stream_id, userId)
    ? ALLOWED
    : refuse('Only organization administrators and channel administrators can change this.');

/** Name, description and the channel's permission settings. */
export const channelSettingsVerdict = (
  state: ParleyState,
  stream_id: number,
  userId = state.current_user_id,
) => first(administers(state, stream_id, userId), notArchived(state, stream_id));

/** Privacy: as above, and a private channel only by its subscribers (administrators included). */
export const channelPrivacyVerdict = (
  state: ParleyState,
  stream_id: number,
  userId = state.current_user_id,
) =>
  first(
    () => channelSettingsVerdict(state, stream_id, userId),
    () =>
      state.channels[stream_id]?.invite_only && !isSubscribed(state, stream_id, userId)
        ? refuse('You must be subscribed to this private channel to change its privacy.')
        : ALLOWED,
  );

/** Making channels web-public: the realm allows spectators and the user is in the setting. */
export function webPublicVerdict(state: ParleyState, userId = state.current_user_id): Verdict {
  if (!state.realm.enable_spectator_access) {
    return refuse('Web-public channels are not enabled in this organization.');
  }
  const setting = state.realm.can_create_web_public_channel_group;
  return inSetting(state, setting, userId)
    ? ALLOWED
    : refuse(`Only ${describeGroupSetting(state, setting)} can make channels web-public.`);
}

/** Default channels for new users are for organization administrators; never private ones. */
export function defaultChannelVerdict(
  state: ParleyState,
  stream_id: number,
  userId = state.current_user_id,
): Verdict {
  if (!isRealmAdmin(state, userId)) {
    return refuse('Only organization administrators can change default channels.');
  }
  if (state.channels[stream_id]?.invite_only) {
    return refuse('A private channel cannot be a default channel.');
  }
  return notArchived(state, stream_id)();
}

export const retentionVerdict = (state: ParleyState, userId = state.current_user_id) =>
  isRealmOwner(state, userId)
    ? ALLOWED
    : refuse('Only organization owners can change message retention.');

export const archiveVerdict = (
  state: ParleyState,
  stream_id: number,
  userId = state.current_user_id,
) => administers(state, stream_id, userId)();

export const unarchiveVerdict = (state: ParleyState, userId = state.current_user_id) =>
  isRealmAdmin(state, userId)
    ? ALLOWED
    : refuse('Only organization administrators can unarchive channels.');

/** Posting: the channel's can_send_message_group (before FL 333, stream_post_policy). */
export function sendToChannelVerdict(
  state: ParleyState,
  stream_id: number,
  userId = state.current_user_id,
): Verdict {
  const channel = state.channels[stream_id];
  if (!channel) return refuse('This channel does not exist or is not visible to you.');
  if (channel.is_archived) return refuse('This channel is archived.');
  const allowed =
    channel.can_send_message_group !== undefined
      ? inSetting(state, channel.can_send_message_group, userId)
      : postPolicyAllows(state, channel.stream_post_policy, userId);
  if (!allowed) return refuse('You do not have permission to post in this channel.');
  if (!channel.invite_only && roleOf(state, userId) !== Role.guest) return ALLOWED;
  return isSubscribed(state, stream_id, userId)
    ? ALLOWED
    : refuse('You must be subscribed to post in this channel.');
}

function postPolicyAllows(state: ParleyState, policy: number, userId: number): boolean {
  const role = roleOf(state, userId);
  switch (policy) {
    case 2:
      return role <= Role.admin;
    case 3:
      return role !== Role.guest && inSystemGroupNamed(state, SystemGroup.fullMembers, userId);
    case 4:
      return role <= Role.moderator;
    default:
      return true;
  }
}

function inSystemGroupNamed(state: ParleyState, name: string, userId: number): boolean {
  const group = Object.values(state.groups).find((g) => g.is_system_group && g.name === name);
  return group !== undefined && inSetting(state, group.id, userId);
}

/** Subscribing others: channel administrators, the channel's and the realm's settings. */
export function addSubscribersVerdict(
  state: ParleyState,
  stream_id: number,
  userId = state.current_user_id,
): Verdict {
  const channel = state.channels[stream_id];
  if (!channel) return refuse('This channel is not visible to you.');
  if (channel.is_archived) return refuse('This channel is archived.');
  if (canAdministerChannel(state, stream_id, userId)) return ALLOWED;
  if (inSetting(state, channel.can_add_subscribers_group, userId)) return ALLOWED;
  const contentAccess = !channel.invite_only || isSubscribed(state, stream_id, userId);
  if (
    contentAccess &&
    roleOf(state, userId) !== Role.guest &&
    inSetting(state, state.realm.can_add_subscribers_group as GroupSettingValue, userId)
  ) {
    return ALLOWED;
  }
  return refuse('You do not have permission to add subscribers to this channel.');
}

/**
 * Unsubscribing someone, by the interface's three rules: anyone may unsubscribe themself;
 * channel administrators and the channel's can_remove_subscribers_group anyone.
 */
export function removeSubscriberVerdict(
  state: ParleyState,
  stream_id: number,
  target: number,
  userId = state.current_user_id,
): Verdict {
  if (target === userId) return ALLOWED;
  const channel = state.channels[stream_id];
  if (canAdministerChannel(state, stream_id, userId)) return ALLOWED;
  if (inSetting(state, channel?.can_remove_subscribers_group, userId)) return ALLOWED;
  return refuse(
    `Only channel administrators and ${describeGroupSetting(state, channel?.can_remove_subscribers_group)} can unsubscribe others.`,
  );
}

/** Subscribing oneself: public channels (not guests), web-public ones, or the channel's groups. */
export function subscribeSelfVerdict(
  state: ParleyState,
  stream_id: number,
  userId = state.current_user_id,
): Verdict {
  const channel = state.channels[stream_id];
  if (!channel) return refuse('This channel is not visible to you.');
  if (channel.is_archived) return refuse('This channel is archived.');
  if (channel.is_web_public) return ALLOWED;
  if (!channel.invite_only && roleOf(state, userId) !== Role.guest) return ALLOWED;
  if (inSetting(state, channel.can_subscribe_group, userId)) return ALLOWED;
  return addSubscribersVerdict(state, stream_id, userId).allowed
    ? ALLOWED
    : refuse('You do not have permission to subscribe to this channel.');
}

export type ChannelPrivacy = 'public' | 'private' | 'web-public';

const CREATE_SETTING: Record<ChannelPrivacy, string> = {
  public: 'can_create_public_channel_group',
  private: 'can_create_private_channel_group',
  'web-public': 'can_create_web_public_channel_group',
};

export function createChannelVerdict(
  state: ParleyState,
  privacy: ChannelPrivacy,
  userId = state.current_user_id,
): Verdict {
  if (privacy === 'web-public') return webPublicVerdict(state, userId);
  const setting = state.realm[CREATE_SETTING[privacy]] as GroupSettingValue | undefined;
  return inSetting(state, setting, userId)
    ? ALLOWED
    : refuse(`Only ${describeGroupSetting(state, setting)} can create ${privacy} channels.`);
}
