/**
 * What the current user may do to one message, from the realm's settings, the user's role and
 * the message (Zulip's message_edit.ts and the server's edit-rules). Each answer says whether the
 * action is offered at all, whether it may be taken now and, when not, why: a person who would
 * look for the action (their own message past the edit limit, say) is told, not left guessing.
 * (Resolving is in permissions.ts and edit history in history-visibility.ts: the feed itself
 * needs those, while these are loaded with the menus and dialogs.)
 */

import { SystemGroup } from '../api/constants';
import type { GroupSettingValue } from '../api/types/models';
import type { ParleyState, StoredMessage } from '../store/state';
import { hasRealmPermission, isUserInGroupSetting } from './permissions';

export interface ActionPermission {
  /** Shown at all: the kind of user who may take this action. */
  offered: boolean;
  /** May take it now. */
  allowed: boolean;
  /** Why not, when offered but not allowed. */
  reason?: string;
  /** Until when (UNIX seconds) it stays allowed, when a time limit applies. */
  deadline?: number;
}

const NOT_OFFERED: ActionPermission = { offered: false, allowed: false };
const ALLOWED: ActionPermission = { offered: true, allowed: true };
const refused = (reason: string): ActionPermission => ({ offered: true, allowed: false, reason });

const MODERATOR = 300;

/** "7 days", "1 hour", "10 minutes", "45 seconds": a realm time limit in words. */
export function formatDuration(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size && seconds % size === 0) {
      const n = seconds / size;
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  if (seconds >= 3_600) return formatDuration(Math.round(seconds / 3_600) * 3_600);
  if (seconds >= 60) return formatDuration(Math.round(seconds / 60) * 60);
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** Time left, as a countdown shows it: "9:05", "1:02:03", or "3 days" when that long. */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s >= 2 * 86_400) return `${Math.floor(s / 86_400)} days`;
  const h = Math.floor(s / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

const role = (state: ParleyState) => state.users[state.current_user_id]?.role ?? 600;
const isLocal = (m: StoredMessage) => m.id <= 0 || m.local !== undefined;
const archived = (state: ParleyState, m: StoredMessage) =>
  m.type === 'stream' && state.channels[m.stream_id]?.is_archived === true;

/** A time limit from `timestamp` on: allowed with a deadline, or refused with `reason`. */
function withinLimit(
  limit: number | null | undefined,
  timestamp: number,
  now: number,
  reason: (limit: number) => string,
): ActionPermission {
  if (limit === null || limit === undefined) return ALLOWED;
  const deadline = timestamp + limit;
  return now < deadline ? { ...ALLOWED, deadline } : refused(reason(limit));
}

/** Editing the content: only one's own messages, while the realm's edit limit allows. */
export function canEditContent(
  state: ParleyState,
  m: StoredMessage,
  now: number,
): ActionPermission {
  if (isLocal(m) || m.sender_id !== state.current_user_id) return NOT_OFFERED;
  if (!state.realm.allow_message_editing) {
    return refused('Your organization has turned off message editing');
  }
  if (archived(state, m)) return refused('Messages in archived channels cannot be edited');
  return withinLimit(
    state.realm.message_content_edit_limit_seconds,
    m.timestamp,
    now,
    (limit) => `Messages can be edited only within ${formatDuration(limit)} of sending`,
  );
}

/** A move past a realm time limit: moderators and above are not bound by it. */
function moveLimit(
  state: ParleyState,
  m: StoredMessage,
  now: number,
  limit: number | null | undefined,
): ActionPermission {
  if (role(state) <= MODERATOR) return ALLOWED;
  return withinLimit(
    limit,
    m.timestamp,
    now,
    (l) => `Only moderators and administrators can move messages after ${formatDuration(l)}`,
  );
}

/** Changing the topic of a channel message (a move within its channel). */
export function canMoveWithinChannel(
  state: ParleyState,
  m: StoredMessage,
  now: number,
): ActionPermission {
  if (m.type !== 'stream' || isLocal(m)) return NOT_OFFERED;
  if (!hasRealmPermission(state, 'can_move_messages_between_topics_group')) return NOT_OFFERED;
  if (archived(state, m)) return refused('Messages in archived channels cannot be moved');
  return moveLimit(state, m, now, state.realm.move_messages_within_stream_limit_seconds);
}

/** Moving a channel message to another channel. */
export function canMoveBetweenChannels(
  state: ParleyState,
  m: StoredMessage,
  now: number,
): ActionPermission {
  if (m.type !== 'stream' || isLocal(m)) return NOT_OFFERED;
  if (!hasRealmPermission(state, 'can_move_messages_between_channels_group')) return NOT_OFFERED;
  if (archived(state, m)) return refused('Messages in archived channels cannot be moved');
  return moveLimit(state, m, now, state.realm.move_messages_between_streams_limit_seconds);
}

/** "Move messages": either kind of move. */
export function canMoveMessage(
  state: ParleyState,
  m: StoredMessage,
  now: number,
): ActionPermission {
  const topic = canMoveWithinChannel(state, m, now);
  const channel = canMoveBetweenChannels(state, m, now);
  if (topic.allowed || channel.allowed) {
    const deadlines = [topic, channel].flatMap((p) =>
      p.allowed && p.deadline !== undefined ? [p.deadline] : [],
    );
    // Unlimited if either kind is unlimited.
    const unlimited = [topic, channel].some((p) => p.allowed && p.deadline === undefined);
    return unlimited ? ALLOWED : { ...ALLOWED, deadline: Math.max(...deadlines) };
  }
  if (topic.offered) return topic;
  return channel;
}

/** Deleting: anyone in can_delete_any_message_group, else one's own (or one's bots') messages. */
export function canDeleteMessage(
  state: ParleyState,
  m: StoredMessage,
  now: number,
): ActionPermission {
  if (isLocal(m)) return NOT_OFFERED;
  if (hasRealmPermission(state, 'can_delete_any_message_group')) return ALLOWED;
  const self = state.current_user_id;
  const own = m.sender_id === self || state.users[m.sender_id]?.bot_owner_id === self;
  if (!own) return NOT_OFFERED;
  if (!hasRealmPermission(state, 'can_delete_own_message_group')) {
    return refused('Your organization does not let you delete your messages');
  }
  return withinLimit(
    state.realm.message_content_delete_limit_seconds,
    m.timestamp,
    now,
    (limit) => `Messages can be deleted only within ${formatDuration(limit)} of sending`,
  );
}

/** Whether the user may post in a channel (where messages may be moved to). */
export function canPostInChannel(state: ParleyState, stream_id: number): boolean {
  const channel = state.channels[stream_id];
  const user = state.users[state.current_user_id];
  if (!channel || !user || channel.is_archived) return false;
  const subscribed = state.subscriptions[stream_id] !== undefined;
  const guest = user.role === 600;
  const access = subscribed || channel.is_web_public || (!channel.invite_only && !guest);
  if (!access) return false;
  // Newer servers say who may post with a group; older ones with stream_post_policy.
  const group = (channel as { can_send_message_group?: GroupSettingValue }).can_send_message_group;
  if (group !== undefined) return isUserInGroupSetting(group, state);
  switch (channel.stream_post_policy) {
    case 2:
      return user.role <= 200;
    case 3:
      return !guest && isUserInGroupSetting(fullMembersGroup(state), state);
    case 4:
      return user.role <= MODERATOR;
    default:
      return true;
  }
}

/** role:fullmembers, found by name (its ID differs per organization). */
function fullMembersGroup(state: ParleyState): number {
  const group = Object.values(state.groups).find(
    (g) => g.is_system_group && g.name === SystemGroup.fullMembers,
  );
  return group?.id ?? -1;
}

/**
 * Where a message may be moved: its own channel always (for a topic change), other channels
 * the user may post in when they may move between channels; sorted by name. Time limits are
 * not applied here: moving a whole topic is judged by the server on all its messages.
 */
export function moveDestinations(
  state: ParleyState,
  m: StoredMessage & { type: 'stream' },
): number[] {
  const between = hasRealmPermission(state, 'can_move_messages_between_channels_group');
  const ids = Object.values(state.channels)
    .filter((c) => c.stream_id === m.stream_id || (between && canPostInChannel(state, c.stream_id)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => c.stream_id);
  return ids.includes(m.stream_id) ? ids : [m.stream_id, ...ids];
}
