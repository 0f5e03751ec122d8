/** The message parts of POST /register: unread messages, recent conversations, max ID. */
import type { Db } from '../../db/database';
import { FLAG_BITS } from '../../db/flags';
import { subscriptionsOfUser } from '../../db/streams';
import {
  directConversations,
  type UnreadRow,
  unreadRows,
  unreadRowsFor,
  userMaxMessageId,
} from '../../db/user-messages';
import { listUserTopics } from '../../db/user-topics';
import type { UserRow } from '../../db/users';

/** Register-state helpers for POST /register (api-notes §4) and the unread parts of events. */

/** Zulip's MAX_UNREAD_MESSAGES. */
export const MAX_UNREAD_MESSAGES = 50000;

const MENTION_BITS = FLAG_BITS.mentioned;
const WILDCARD_BITS = FLAG_BITS.stream_wildcard_mentioned | FLAG_BITS.topic_wildcard_mentioned;

/** What decides whether a channel message counts: subscriptions and topic visibility. */
function mutingOf(db: Db, user: UserRow) {
  const subs = subscriptionsOfUser(db, user.id).filter((s) => s.active === 1);
  const subscribed = new Set(subs.map((s) => s.stream_id));
  const mutedStreams = new Set(subs.filter((s) => s.is_muted === 1).map((s) => s.stream_id));
  const policies = new Map<string, number>();
  for (const t of listUserTopics(db, user.id)) {
    policies.set(`${t.stream_id}:${t.topic.toLowerCase()}`, t.visibility_policy);
  }
  const policy = (streamId: number, topic: string) =>
    policies.get(`${streamId}:${topic.toLowerCase()}`) ?? 0;
  return {
    subscribed,
    mutedStreams,
    /** Whether a channel message is muted (muted topic, or muted channel without unmuting). */
    isMuted(streamId: number, topic: string): boolean {
      const p = policy(streamId, topic);
      if (p === 1) return true;
      return mutedStreams.has(streamId) && p !== 2 && p !== 3;
    },
  };
}

const otherIds = (row: UnreadRow, userId: number) =>
  (row.dm_user_ids ?? '')
    .split(',')
    .map(Number)
    .filter((id) => id !== userId);

/** The register key `unread_msgs`. */
export function unreadMsgsState(db: Db, user: UserRow) {
  const rows = unreadRows(db, user.id, MAX_UNREAD_MESSAGES + 1);
  const oldUnreadsMissing = rows.length > MAX_UNREAD_MESSAGES;
  const muting = mutingOf(db, user);
  const pms = new Map<number, number[]>();
  const streams = new Map<
    string,
    { stream_id: number; topic: string; unread_message_ids: number[] }
  >();
  const huddles = new Map<string, number[]>();
  const mentions: number[] = [];
  let count = 0;
  for (const row of rows.slice(0, MAX_UNREAD_MESSAGES).reverse()) {
    const id = row.message_id;
    if (row.stream_id !== null) {
      if (!muting.subscribed.has(row.stream_id)) continue;
      const muted = muting.isMuted(row.stream_id, row.topic);
      const key = `${row.stream_id}\u0000${row.topic}`;
      const entry = streams.get(key) ?? {
        stream_id: row.stream_id,
        topic: row.topic,
        unread_message_ids: [],
      };
      entry.unread_message_ids.push(id);
      streams.set(key, entry);
      if (!muted) count++;
      if (row.flags & MENTION_BITS || (row.flags & WILDCARD_BITS && !muted)) mentions.push(id);
      continue;
    }
    count++;
    if (row.flags & (MENTION_BITS | WILDCARD_BITS)) mentions.push(id);
    const others = otherIds(row, user.id);
    if (others.length <= 1) {
      const other = others[0] ?? user.id;
      pms.set(other, [...(pms.get(other) ?? []), id]);
    } else {
      const key = row.dm_user_ids ?? '';
      huddles.set(key, [...(huddles.get(key) ?? []), id]);
    }
  }
  return {
    count,
    pms: [...pms].map(([other, ids]) => ({
      other_user_id: other,
      sender_id: other,
      unread_message_ids: ids,
    })),
    streams: [...streams.values()],
    huddles: [...huddles].map(([key, ids]) => ({ user_ids_string: key, unread_message_ids: ids })),
    mentions,
    old_unreads_missing: oldUnreadsMissing,
  };
}

/** The register key `recent_private_conversations`, newest first. */
export function recentPrivateConversationsState(db: Db, user: UserRow) {
  return directConversations(db, user.id).map((c) => ({
    max_message_id: c.max_message_id,
    user_ids: c.dm_user_ids
      .split(',')
      .map(Number)
      .filter((id) => id !== user.id),
  }));
}

/** The register key `max_message_id`: the newest message the user has (-1 if none). */
export const maxMessageIdState = (db: Db, user: UserRow): number => userMaxMessageId(db, user.id);

/** `message_details` of an update_message_flags/remove event for the read flag. */
export function unreadMessageDetails(db: Db, user: UserRow, messageIds: readonly number[]) {
  const muting = mutingOf(db, user);
  const out: Record<string, Record<string, unknown>> = {};
  for (const row of unreadRowsFor(db, user.id, messageIds)) {
    const mentioned = (row.flags & (MENTION_BITS | WILDCARD_BITS)) !== 0;
    const details: Record<string, unknown> =
      row.stream_id === null
        ? { type: 'private', user_ids: otherIds(row, user.id) }
        : {
            type: 'stream',
            stream_id: row.stream_id,
            topic: row.topic,
            unmuted_stream_msg: !muting.mutedStreams.has(row.stream_id),
          };
    if (mentioned) details.mentioned = true;
    out[String(row.message_id)] = details;
  }
  return out;
}
