/** The message parts of POST /register: unread messages, recent conversations, max ID. */
import type { Db } from '../../db/database';
import { FLAG_BITS } from '../../db/flags';
import type { PendingRead, ReadWorker } from '../../db/read-worker';
import { subscriptionsOfUser } from '../../db/streams';
import {
  directConversations,
  type UnreadGroup,
  type UnreadRow,
  unreadCountUpTo,
  unreadGroups,
  unreadGroupsElsewhere,
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

const otherIds = (row: Pick<UnreadRow, 'dm_user_ids'>, userId: number) =>
  (row.dm_user_ids ?? '')
    .split(',')
    .map(Number)
    .filter((id) => id !== userId);

export type UnreadMsgs = ReturnType<typeof unreadMsgsOf>;

/** The register key `unread_msgs`, from the newest MAX_UNREAD_MESSAGES unread messages. */
export const unreadMsgsState = (db: Db, user: UserRow): UnreadMsgs =>
  unreadMsgsOf(
    db,
    user,
    mutingOf(db, user),
    unreadGroups(db, user.id, MAX_UNREAD_MESSAGES, MENTION_BITS | WILDCARD_BITS),
  );

/**
 * unreadMsgsState with the messages read on the read thread (`reads`), while the caller goes
 * on: undefined for someone with fewer than `from` unread messages, or while there is no such
 * thread. Subscriptions and topic policies are read now. `begun` says whether the thread's view
 * of the messages is fixed yet (read-worker.ts).
 */
export function unreadMsgsLater(
  db: Db,
  reads: ReadWorker | undefined,
  user: UserRow,
  from: number,
): PendingRead<UnreadMsgs> | undefined {
  if (!reads || (from > 0 && unreadCountUpTo(db, user.id, from) < from)) return undefined;
  const muting = mutingOf(db, user);
  const groups = unreadGroupsElsewhere(
    reads,
    user.id,
    MAX_UNREAD_MESSAGES,
    MENTION_BITS | WILDCARD_BITS,
  );
  return (
    groups && {
      rows: groups.rows.then((g) => unreadMsgsOf(db, user, muting, g)),
      begun: groups.begun,
    }
  );
}

function unreadMsgsOf(
  db: Db,
  user: UserRow,
  muting: ReturnType<typeof mutingOf>,
  groups: readonly UnreadGroup[],
) {
  const pms: { other_user_id: number; sender_id: number; unread_message_ids: number[] }[] = [];
  const streams: { stream_id: number; topic: string; unread_message_ids: number[] }[] = [];
  const huddles: { user_ids_string: string; unread_message_ids: number[] }[] = [];
  const mentions: number[] = [];
  let count = 0;
  let listed = 0;
  for (const g of groups) {
    listed += g.ids.length;
    if (g.stream_id !== null) {
      if (!muting.subscribed.has(g.stream_id)) continue;
      streams.push({ stream_id: g.stream_id, topic: g.topic, unread_message_ids: g.ids });
      const muted = muting.isMuted(g.stream_id, g.topic);
      if (!muted) count += g.ids.length;
      // A wildcard mention in a muted conversation does not count; a personal one does.
      for (const f of g.flagged) if (!muted || f.flags & MENTION_BITS) mentions.push(f.message_id);
      continue;
    }
    count += g.ids.length;
    for (const f of g.flagged) mentions.push(f.message_id);
    const others = otherIds(g, user.id);
    if (others.length <= 1) {
      const other = others[0] ?? user.id;
      pms.push({ other_user_id: other, sender_id: other, unread_message_ids: g.ids });
    } else {
      huddles.push({ user_ids_string: g.dm_user_ids ?? '', unread_message_ids: g.ids });
    }
  }
  mentions.sort((a, b) => a - b);
  // Only a full list may have left older ones out.
  const oldUnreadsMissing =
    listed === MAX_UNREAD_MESSAGES &&
    unreadCountUpTo(db, user.id, MAX_UNREAD_MESSAGES + 1) > MAX_UNREAD_MESSAGES;
  return { count, pms, streams, huddles, mentions, old_unreads_missing: oldUnreadsMissing };
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
