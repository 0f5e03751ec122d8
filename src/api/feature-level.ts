/**
 * Every place the wire protocol depends on the server's `zulip_feature_level`. Callers ask
 * here instead of comparing numbers, so that supporting an older server is one edit.
 */

import { SystemGroup } from './constants';
import type { NarrowTerm } from './types/narrow';

/** The levels at which the API changed in ways this client cares about. */
export const FEATURE_LEVEL = {
  /** `POST /user_topics` replaces `PATCH /users/me/subscriptions/muted_topics`. */
  userTopics: 170,
  /** Message and typing `type: "direct"` replaces `"private"`. */
  directMessageType: 174,
  /** Linkifier requests take `url_template` instead of `url_format_string`. */
  linkifierUrlTemplate: 176,
  /** Scheduled messages: POST /scheduled_messages and `scheduled_messages` events. */
  scheduledMessages: 179,
  /** PATCH /scheduled_messages/{id} (rescheduling). */
  editScheduledMessage: 184,
  /** Narrow operators `dm`, `dm-including`, `is:dm` replace `pm-with`, `group-pm-with`, `is:private`. */
  dmNarrow: 177,
  /** Typing notifications for channel messages take `stream_id` (not `to`) and `topic`. */
  streamTypingById: 215,
  /** `type: "channel"` for sending a channel message. */
  channelMessageType: 248,
  /** Narrow operators `channel`, `channels` replace `stream`, `streams`. */
  channelNarrow: 250,
  /** POST /users/me/presence takes `last_update_id`: incremental answers, the modern shape. */
  presenceLastUpdateId: 263,
  /** `with` narrow operator. */
  withNarrow: 271,
  /** `history_limit_days` for a first presence fetch. */
  presenceHistoryLimitDays: 288,
  /** `message_ids` in GET /messages. */
  messageIdsFetch: 300,
  /** Channel `can_administer_channel_group`. */
  channelAdministerGroup: 325,
  /** Channel `can_send_message_group` replaces `stream_post_policy` in requests. */
  channelSendMessageGroup: 333,
  /** Empty topics: the `empty_topic_name` capability and `allow_empty_topic_name`. */
  emptyTopicName: 334,
  /** Channel `can_add_subscribers_group`. */
  channelAddSubscribersGroup: 342,
  /** Typing notifications while editing a message (`POST /message_edit_typing`). */
  messageEditTyping: 351,
  /** Channel `can_subscribe_group`. */
  channelSubscribeGroup: 357,
  /** `message_edit_history_visibility_policy` replaces `allow_edit_history`. */
  editHistoryVisibility: 358,
  /** Edit typing moves to `POST /messages/{message_id}/typing`. */
  messageEditTypingPath: 361,
  /**
   * `last_moved_timestamp`; `last_edit_timestamp` only for content edits. The store keeps its
   * own copy of this number (it imports only types from here); a test keeps them equal.
   */
  separateMoveTimestamp: 365,
  /** POST /reminders: "Remind me about this". */
  messageReminders: 381,
} as const;

/** Whether the server schedules messages (else "Schedule message" is not offered). */
export const supportsScheduledMessages = (fl: number): boolean =>
  fl >= FEATURE_LEVEL.scheduledMessages;

/** Whether a scheduled message can be rescheduled in place (else only deleted). */
export const supportsReschedule = (fl: number): boolean => fl >= FEATURE_LEVEL.editScheduledMessage;

/** Whether the server takes message reminders (else "Remind me about this" is not offered). */
export const supportsReminders = (fl: number): boolean => fl >= FEATURE_LEVEL.messageReminders;

/** The topic name older servers store for "no topic". */
export const LEGACY_NO_TOPIC = '(no topic)';

/** The `type` for sending a direct message (POST /messages, POST /typing). */
export const directMessageType = (fl: number): 'direct' | 'private' =>
  fl >= FEATURE_LEVEL.directMessageType ? 'direct' : 'private';

/** The `type` for sending a channel message. */
export const channelMessageType = (fl: number): 'channel' | 'stream' =>
  fl >= FEATURE_LEVEL.channelMessageType ? 'channel' : 'stream';

/** Whether to use POST /user_topics (else the muted_topics endpoint, which knows only mute). */
export const supportsUserTopics = (fl: number): boolean => fl >= FEATURE_LEVEL.userTopics;

/** The request field that carries a linkifier's URL template. */
export const linkifierTemplateField = (fl: number): 'url_template' | 'url_format_string' =>
  fl >= FEATURE_LEVEL.linkifierUrlTemplate ? 'url_template' : 'url_format_string';

/** How to write the empty topic in a send or typing request: "" from FL 334, "(no topic)" before. */
export const emptyTopicForServer = (fl: number): string =>
  fl >= FEATURE_LEVEL.emptyTopicName ? '' : LEGACY_NO_TOPIC;

/** A topic as the server should receive it: the empty topic in the words it understands. */
export const topicForServer = (topic: string, fl: number): string =>
  topic === '' ? emptyTopicForServer(fl) : topic;

/** `allow_empty_topic_name` for GET /messages, /messages/{id}, history and topics (FL 334). */
export const emptyTopicParams = (fl: number): { allow_empty_topic_name?: true } =>
  fl >= FEATURE_LEVEL.emptyTopicName ? { allow_empty_topic_name: true } : {};

/**
 * What a heartbeat asks of POST /users/me/presence besides its status: from FL 263 only what
 * changed since `lastUpdateId` (-1: everything, within `historyDays` from FL 288); before,
 * everyone again each time, in the modern shape by `slim_presence` (a server too old even for
 * that answers in the legacy shape, which model/presence.ts reads as well).
 */
export function presenceFetchParams(
  fl: number,
  lastUpdateId: number,
  historyDays?: number,
): { last_update_id?: number; slim_presence?: true; history_limit_days?: number } {
  if (fl < FEATURE_LEVEL.presenceLastUpdateId) return { slim_presence: true };
  const first = lastUpdateId <= 0 && historyDays !== undefined;
  return fl >= FEATURE_LEVEL.presenceHistoryLimitDays && first
    ? { last_update_id: lastUpdateId, history_limit_days: historyDays }
    : { last_update_id: lastUpdateId };
}

/** Where typing-while-editing notifications go at this level, or null when not supported. */
export function messageEditTypingRequest(
  fl: number,
  messageId: number,
): { path: string; params: Record<string, number> } | null {
  if (fl >= FEATURE_LEVEL.messageEditTypingPath) {
    return { path: `messages/${messageId}/typing`, params: {} };
  }
  if (fl >= FEATURE_LEVEL.messageEditTyping) {
    return { path: 'message_edit_typing', params: { message_id: messageId } };
  }
  return null;
}

export type EditHistoryVisibility = 'all' | 'moves' | 'none';

/** Which edit history the realm shows, in the FL 358 words also for older servers. */
export function editHistoryVisibility(
  fl: number,
  realm: { allow_edit_history?: boolean; message_edit_history_visibility_policy?: unknown },
): EditHistoryVisibility {
  const policy = realm.message_edit_history_visibility_policy;
  if (fl >= FEATURE_LEVEL.editHistoryVisibility && typeof policy === 'string') {
    return policy as EditHistoryVisibility;
  }
  return realm.allow_edit_history === false ? 'none' : 'all';
}

/** The channel permission settings, each with the level that introduced it. */
export const CHANNEL_PERMISSION_LEVEL = {
  can_remove_subscribers_group: 161,
  can_administer_channel_group: FEATURE_LEVEL.channelAdministerGroup,
  can_send_message_group: FEATURE_LEVEL.channelSendMessageGroup,
  can_add_subscribers_group: FEATURE_LEVEL.channelAddSubscribersGroup,
  can_subscribe_group: FEATURE_LEVEL.channelSubscribeGroup,
} as const;

export type ChannelPermission = keyof typeof CHANNEL_PERMISSION_LEVEL;

/** The channel permission settings a server at `fl` knows (the others it would ignore). */
export const channelPermissions = (fl: number): ChannelPermission[] =>
  (Object.keys(CHANNEL_PERMISSION_LEVEL) as ChannelPermission[]).filter(
    (k) => fl >= CHANNEL_PERMISSION_LEVEL[k],
  );

/**
 * The legacy `stream_post_policy` (1 everyone, 2 administrators, 3 full members, 4 moderators)
 * for who may post, named by system group; anything else is the superset, everyone.
 */
export function legacyStreamPostPolicy(systemGroupName: string | undefined): number {
  switch (systemGroupName) {
    case SystemGroup.administrators:
      return 2;
    case SystemGroup.fullMembers:
      return 3;
    case SystemGroup.moderators:
      return 4;
    default:
      return 1;
  }
}

/**
 * Channel permission settings as request parameters for a server at `fl`: settings it does not
 * know are left out, and below FL 333 who may post becomes `stream_post_policy` (`groupName`
 * names the system group a value denotes, if it is one).
 */
export function channelPermissionParams<V>(
  fl: number,
  settings: Partial<Record<ChannelPermission, V>>,
  groupName: (value: V) => string | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings) as [ChannelPermission, V][]) {
    if (value === undefined) continue;
    if (fl >= CHANNEL_PERMISSION_LEVEL[key]) out[key] = value;
    else if (key === 'can_send_message_group') {
      out.stream_post_policy = legacyStreamPostPolicy(groupName(value));
    }
  }
  return out;
}

const OLD_OPERATOR: Record<string, { name: string; level: number }> = {
  channel: { name: 'stream', level: FEATURE_LEVEL.channelNarrow },
  channels: { name: 'streams', level: FEATURE_LEVEL.channelNarrow },
  dm: { name: 'pm-with', level: FEATURE_LEVEL.dmNarrow },
  'dm-including': { name: 'group-pm-with', level: FEATURE_LEVEL.dmNarrow },
};

/** The names this client uses for operators that have an older alias. */
export const NEW_OPERATOR: Record<string, string> = {
  stream: 'channel',
  streams: 'channels',
  'pm-with': 'dm',
  'group-pm-with': 'dm-including',
};

/** Rewrites a narrow in the words the server understands (canonical names in, legacy out). */
export function narrowForServer(narrow: readonly NarrowTerm[], fl: number): NarrowTerm[] {
  return narrow.map((term) => {
    const old = OLD_OPERATOR[term.operator];
    let out = term;
    if (old && fl < old.level) out = { ...term, operator: old.name };
    if (term.operator === 'is' && term.operand === 'dm' && fl < FEATURE_LEVEL.dmNarrow) {
      out = { ...term, operand: 'private' };
    }
    return out;
  });
}
