/** Who has which message, with each user's flag bits. */
import type { Db } from './database';
import { FLAG_BITS } from './flags';
import type { PendingRead, ReadWorker } from './read-worker';
import { statement } from './statements';

/** Who has which message, with per-user flag bits (see db/flags). */

export const userMessageFlags = (db: Db, userId: number, messageId: number): number | undefined =>
  (
    statement(db, 'SELECT flags FROM user_messages WHERE user_id = ? AND message_id = ?').get(
      userId,
      messageId,
    ) as { flags: number } | undefined
  )?.flags;

/** Flag bits of `userId` for each of `messageIds` that has a row. */
export function userMessageFlagsMany(
  db: Db,
  userId: number,
  messageIds: readonly number[],
): Map<number, number> {
  const out = new Map<number, number>();
  const st = statement(db, 'SELECT flags FROM user_messages WHERE user_id = ? AND message_id = ?');
  for (const id of messageIds) {
    const row = st.get(userId, id) as { flags: number } | undefined;
    if (row) out.set(id, row.flags);
  }
  return out;
}

/** Every user with a row for the message, with their flag bits. */
export const messageUserFlags = (db: Db, messageId: number): Map<number, number> =>
  new Map(
    (
      statement(db, 'SELECT user_id, flags FROM user_messages WHERE message_id = ?').all(
        messageId,
      ) as {
        user_id: number;
        flags: number;
      }[]
    ).map((r) => [r.user_id, r.flags]),
  );

/** Users with a row for any of the messages. */
export function usersWithMessages(db: Db, messageIds: readonly number[]): Set<number> {
  const out = new Set<number>();
  const st = statement(db, 'SELECT user_id FROM user_messages WHERE message_id = ?');
  for (const id of messageIds) {
    for (const r of st.all(id) as { user_id: number }[]) out.add(r.user_id);
  }
  return out;
}

/** Inserts rows (ignoring existing ones) for users who receive a message later (moves, historical access). */
export function insertUserMessages(
  db: Db,
  userId: number,
  messageIds: readonly number[],
  flags: number,
): void {
  const st = statement(
    db,
    'INSERT OR IGNORE INTO user_messages (user_id, message_id, flags) VALUES (?, ?, ?)',
  );
  for (const id of messageIds) st.run(userId, id, flags);
}

export function deleteUserMessages(db: Db, userId: number, messageIds: readonly number[]): void {
  const st = statement(db, 'DELETE FROM user_messages WHERE user_id = ? AND message_id = ?');
  for (const id of messageIds) st.run(userId, id);
}

/** Replaces the bits in `mask` of one row with `bits`. */
export function setFlagBits(
  db: Db,
  userId: number,
  messageId: number,
  mask: number,
  bits: number,
): void {
  statement(
    db,
    'UPDATE user_messages SET flags = (flags & ~?) | ? WHERE user_id = ? AND message_id = ?',
  ).run(mask, bits & mask, userId, messageId);
}

/** Sets or clears one flag on a user's rows; returns the IDs whose flag changed. */
export function changeFlag(
  db: Db,
  userId: number,
  messageIds: readonly number[],
  bit: number,
  add: boolean,
): number[] {
  const changed: number[] = [];
  const st = add
    ? statement(
        db,
        'UPDATE user_messages SET flags = flags | ? WHERE user_id = ? AND message_id = ? AND (flags & ?) = 0',
      )
    : statement(
        db,
        'UPDATE user_messages SET flags = flags & ~? WHERE user_id = ? AND message_id = ? AND (flags & ?) <> 0',
      );
  for (const id of messageIds) {
    if (st.run(bit, userId, id, bit).changes) changed.push(id);
  }
  return changed;
}

/** A user's unread message IDs, ascending; optionally only in one channel (and topic). */
export function unreadIds(
  db: Db,
  userId: number,
  where: { streamId?: number; topic?: string } = {},
): number[] {
  const read = FLAG_BITS.read;
  if (where.streamId === undefined) {
    return (
      statement(
        db,
        `SELECT message_id FROM user_messages WHERE user_id = ? AND (flags & ${read}) = 0
           ORDER BY message_id`,
      ).all(userId) as { message_id: number }[]
    ).map((r) => r.message_id);
  }
  const topicClause = where.topic === undefined ? '' : 'AND m.topic = ? COLLATE NOCASE';
  const args: unknown[] = [userId, where.streamId];
  if (where.topic !== undefined) args.push(where.topic);
  return (
    statement(
      db,
      `SELECT um.message_id FROM user_messages um JOIN messages m ON m.id = um.message_id
         WHERE um.user_id = ? AND (um.flags & ${read}) = 0 AND m.stream_id = ? ${topicClause}
         ORDER BY um.message_id`,
    ).all(...args) as { message_id: number }[]
  ).map((r) => r.message_id);
}

/** A user's starred message IDs, ascending (register's `starred_messages`). */
export const starredIds = (db: Db, userId: number): number[] =>
  (
    statement(
      db,
      // Without the hint SQLite walks every message of the user's (the primary key) instead.
      `SELECT message_id FROM user_messages INDEXED BY user_messages_starred
         WHERE user_id = ? AND (flags & ${FLAG_BITS.starred}) = ${FLAG_BITS.starred}
         ORDER BY message_id`,
    ).all(userId) as { message_id: number }[]
  ).map((r) => r.message_id);

/** Whether the user has any message in a channel topic. */
export const userHasTopic = (db: Db, userId: number, streamId: number, topic: string): boolean =>
  statement(
    db,
    `SELECT 1 FROM user_messages um JOIN messages m ON m.id = um.message_id
       WHERE um.user_id = ? AND m.stream_id = ? AND m.topic = ? COLLATE NOCASE LIMIT 1`,
  ).get(userId, streamId, topic) !== undefined;

/** The IDs of a channel topic's messages that the user has rows for, ascending. */
export const userTopicMessageIds = (
  db: Db,
  userId: number,
  streamId: number,
  topic: string,
): { id: number; date_sent: number }[] =>
  statement(
    db,
    `SELECT m.id, m.date_sent FROM user_messages um JOIN messages m ON m.id = um.message_id
       WHERE um.user_id = ? AND m.stream_id = ? AND m.topic = ? COLLATE NOCASE ORDER BY m.id`,
  ).all(userId, streamId, topic) as { id: number; date_sent: number }[];

export interface UnreadRow {
  message_id: number;
  flags: number;
  stream_id: number | null;
  topic: string;
  sender_id: number;
  recipient_id: number;
  dm_user_ids: string | null;
}

const NEWEST_UNREAD = `SELECT message_id, flags FROM user_messages
  WHERE user_id = ? AND (flags & ${FLAG_BITS.read}) = 0 ORDER BY message_id DESC LIMIT ?`;

/** How many unread messages the user has, counting no further than `limit`. */
export const unreadCountUpTo = (db: Db, userId: number, limit: number): number =>
  (
    statement(db, `SELECT COUNT(*) AS n FROM (${NEWEST_UNREAD})`).get(userId, limit) as {
      n: number;
    }
  ).n;

export interface UnreadGroup {
  stream_id: number | null;
  topic: string;
  dm_user_ids: string | null;
  /** Ascending. */
  ids: number[];
  /** Of `ids`, those with any of the `flagged` bits asked for, unordered. */
  flagged: { message_id: number; flags: number }[];
}

const idList = (concat: string | null): number[] =>
  concat ? (JSON.parse(`[${concat}]`) as number[]) : [];

// The planner would read each message's row; the index alone holds the conversation.
// Grouped first, then joined with recipients: a lookup per conversation, not per message.
const UNREAD_GROUPS = `SELECT r.stream_id, g.topic, r.dm_user_ids, g.ids, g.flagged_ids, g.flagged_flags
  FROM (SELECT m.recipient_id, m.topic, group_concat(u.message_id) AS ids,
      group_concat(CASE WHEN u.flags & ? THEN u.message_id END) AS flagged_ids,
      group_concat(CASE WHEN u.flags & ? THEN u.flags END) AS flagged_flags,
      MIN(u.message_id) AS first
    FROM (${NEWEST_UNREAD}) u JOIN messages m INDEXED BY messages_conversation ON m.id = u.message_id
    GROUP BY m.recipient_id, m.topic) g
  JOIN recipients r ON r.id = g.recipient_id
  ORDER BY g.first`;

interface UnreadGroupRow extends Omit<UnreadGroup, 'ids' | 'flagged'> {
  ids: string;
  flagged_ids: string | null;
  flagged_flags: string | null;
}

/** UNREAD_GROUPS's rows as groups. */
function groupsOf(rows: readonly UnreadGroupRow[]): UnreadGroup[] {
  return rows.map((r) => {
    const flags = idList(r.flagged_flags);
    return {
      stream_id: r.stream_id,
      topic: r.topic,
      dm_user_ids: r.dm_user_ids,
      ids: idList(r.ids).sort((a, b) => a - b),
      flagged: idList(r.flagged_ids).map((message_id, i) => ({ message_id, flags: flags[i]! })),
    };
  });
}

/**
 * The user's newest `limit` unread messages by conversation — a channel topic, or a direct
 * message's participants — grouped by SQLite, so a user with 20,000 unread messages costs a
 * row per conversation here, not per message. Ordered by each conversation's first ID. Those
 * with any of the `flagged` bits (mentions) come in the same pass.
 */
export function unreadGroups(
  db: Db,
  userId: number,
  limit: number,
  flagged: number,
): UnreadGroup[] {
  const rows = statement(db, UNREAD_GROUPS).all(flagged, flagged, userId, limit);
  return groupsOf(rows as UnreadGroupRow[]);
}

/**
 * unreadGroups on the read thread (read-worker.ts), or undefined while it is not up: the main
 * thread meanwhile does other work. The answer is what the database held when the thread read
 * it, which may be later than the call.
 */
export function unreadGroupsElsewhere(
  worker: ReadWorker | undefined,
  userId: number,
  limit: number,
  flagged: number,
): PendingRead<UnreadGroup[]> | undefined {
  if (!worker?.available) return undefined;
  const read = worker.read<UnreadGroupRow>(UNREAD_GROUPS, [flagged, flagged, userId, limit]);
  return { rows: read.rows.then(groupsOf), begun: read.begun };
}

/** Unread-state rows for specific messages of a user. */
export function unreadRowsFor(db: Db, userId: number, messageIds: readonly number[]): UnreadRow[] {
  const st = statement(
    db,
    `SELECT um.message_id, um.flags, m.stream_id, m.topic, m.sender_id, m.recipient_id, r.dm_user_ids
     FROM user_messages um JOIN messages m ON m.id = um.message_id
     JOIN recipients r ON r.id = m.recipient_id
     WHERE um.user_id = ? AND um.message_id = ?`,
  );
  return messageIds.flatMap((id) => (st.get(userId, id) as UnreadRow | undefined) ?? []);
}

/**
 * The user's direct-message conversations: participants and the latest message ID, newest
 * first. Found from the conversations the user is part of (every participant holds every
 * message of a direct message), each latest message from the recipient index — not by
 * walking every message the user holds.
 */
export const directConversations = (
  db: Db,
  userId: number,
): { dm_user_ids: string; max_message_id: number }[] =>
  statement(
    db,
    `SELECT dm_user_ids, max_message_id FROM (
       SELECT r.dm_user_ids,
         (SELECT MAX(m.id) FROM messages m WHERE m.recipient_id = r.id) AS max_message_id
       FROM recipients r
       WHERE r.dm_user_ids IS NOT NULL AND ',' || r.dm_user_ids || ',' LIKE ?)
     WHERE max_message_id IS NOT NULL ORDER BY max_message_id DESC`,
  ).all(`%,${userId},%`) as { dm_user_ids: string; max_message_id: number }[];

/** The latest message ID the user has. */
export const userMaxMessageId = (db: Db, userId: number): number =>
  (
    statement(
      db,
      'SELECT COALESCE(MAX(message_id), -1) AS m FROM user_messages WHERE user_id = ?',
    ).get(userId) as { m: number }
  ).m;
