/** Message queries: resolved narrow terms compiled to SQL, with the viewer's flags. */

import { RESOLVED_TOPIC_PREFIX } from '../../src/api/constants';
import type { Db } from './database';
import { FLAG_BITS } from './flags';
import type { MessageRow } from './messages';
import { statement } from './statements';

/**
 * Narrow terms, already resolved by the domain (names to IDs, access decided), compiled
 * to SQL here. Every condition may be negated.
 */
export type MessageFilter = { negated?: boolean } & (
  | { kind: 'stream'; streamId: number }
  | { kind: 'streams'; streamIds: readonly number[] }
  | { kind: 'topic'; topic: string }
  | { kind: 'recipient'; recipientId: number }
  | { kind: 'dm_including'; userId: number }
  | { kind: 'sender'; userId: number }
  | { kind: 'is_dm' }
  /** Any of the flag bits set. */
  | { kind: 'flags'; bits: number }
  | { kind: 'resolved' }
  | { kind: 'followed' }
  | { kind: 'muted' }
  | { kind: 'has'; what: 'link' | 'image' | 'attachment' | 'reaction' }
  | { kind: 'id'; id: number }
  | { kind: 'search'; query: string }
  | { kind: 'nothing' }
);

export interface MessageQuery {
  userId: number;
  /**
   * False: only messages the user has a user_messages row for. True: every message the
   * filters select; the caller has made sure the filters confine it to channels whose
   * history the user may read. Messages without a row read as `read` + `historical`.
   */
  includeHistory: boolean;
  filters: readonly MessageFilter[];
}

export interface IdAndFlags {
  id: number;
  flags: number;
}

/** A stored message with the viewer's flag bits. */
export type MessageWithFlags = MessageRow & { flags: number };

const HISTORICAL_FLAGS = FLAG_BITS.read | FLAG_BITS.historical;

function condition(f: MessageFilter, userId: number, args: unknown[]): string {
  switch (f.kind) {
    case 'stream':
      args.push(f.streamId);
      return 'm.stream_id = ?';
    case 'streams':
      // One JSON parameter, however many channels: SQLite limits a statement's parameters.
      args.push(JSON.stringify(f.streamIds));
      return 'm.stream_id IN (SELECT value FROM json_each(?))';
    case 'topic':
      args.push(f.topic);
      return 'm.stream_id IS NOT NULL AND m.topic = ? COLLATE NOCASE';
    case 'recipient':
      args.push(f.recipientId);
      return 'm.recipient_id = ?';
    case 'dm_including':
      args.push(`%,${f.userId},%`);
      return `m.stream_id IS NULL AND m.recipient_id IN
        (SELECT id FROM recipients WHERE ',' || dm_user_ids || ',' LIKE ?)`;
    case 'sender':
      args.push(f.userId);
      return 'm.sender_id = ?';
    case 'is_dm':
      return 'm.stream_id IS NULL';
    case 'flags':
      return `(${FLAGS} & ${f.bits}) <> 0`;
    case 'resolved':
      args.push(`${RESOLVED_TOPIC_PREFIX}%`);
      return 'm.stream_id IS NOT NULL AND m.topic LIKE ?';
    case 'followed':
      args.push(userId);
      return `m.stream_id IS NOT NULL AND EXISTS (SELECT 1 FROM user_topics ut WHERE ut.user_id = ?
        AND ut.stream_id = m.stream_id AND ut.topic = m.topic AND ut.visibility_policy = 3)`;
    case 'muted':
      args.push(userId, userId, userId);
      return `m.stream_id IS NOT NULL AND (
        EXISTS (SELECT 1 FROM user_topics ut WHERE ut.user_id = ? AND ut.stream_id = m.stream_id
          AND ut.topic = m.topic AND ut.visibility_policy = 1)
        OR (EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ? AND s.stream_id = m.stream_id
              AND s.is_muted = 1)
            AND NOT EXISTS (SELECT 1 FROM user_topics ut WHERE ut.user_id = ?
              AND ut.stream_id = m.stream_id AND ut.topic = m.topic AND ut.visibility_policy IN (2, 3))))`;
    case 'has':
      if (f.what === 'reaction')
        return 'EXISTS (SELECT 1 FROM reactions r WHERE r.message_id = m.id)';
      return `m.has_${f.what} = 1`;
    case 'id':
      args.push(f.id);
      return 'm.id = ?';
    case 'search':
      args.push(f.query);
      return 'm.id IN (SELECT rowid FROM message_search WHERE message_search MATCH ?)';
    case 'nothing':
      return '0';
  }
}

const FLAGS = `COALESCE(um.flags, ${HISTORICAL_FLAGS})`;

/** The narrow's conditions, each negated as asked, their arguments pushed onto `args`. */
function filterClauses(q: MessageQuery, args: unknown[]): string[] {
  return q.filters.map((f) => {
    const c = condition(f, q.userId, args);
    return f.negated ? `NOT COALESCE((${c}), 0)` : `(${c})`;
  });
}

function compile(q: MessageQuery): {
  from: string;
  idCol: string;
  where: string[];
  args: unknown[];
} {
  const args: unknown[] = [q.userId];
  if (q.includeHistory) {
    const from = 'messages m LEFT JOIN user_messages um ON um.user_id = ? AND um.message_id = m.id';
    return { from, idCol: 'm.id', where: filterClauses(q, args), args };
  }
  // One conversation's messages (a channel, a topic, a DM) are walked by its index, each
  // checked for the user's row: walking the user's rows instead cost every message they have
  // (a protected-history channel of 13 messages took 70 ms for someone with 100,000). Not
  // with a flag filter (is:unread, is:starred): the user's flagged rows are fewer than a
  // channel's whole history, which marking a channel read walks from its first message.
  const conversation = (f: MessageFilter) =>
    !f.negated && (f.kind === 'stream' || f.kind === 'recipient');
  if (q.filters.some(conversation) && !q.filters.some((f) => f.kind === 'flags')) {
    const from = 'messages m JOIN user_messages um ON um.user_id = ? AND um.message_id = m.id';
    return { from, idCol: 'm.id', where: filterClauses(q, args), args };
  }
  // Ordering by the user_messages key lets SQLite walk the (user_id, message_id) index.
  const from = 'user_messages um JOIN messages m ON m.id = um.message_id';
  return {
    from,
    idCol: 'um.message_id',
    where: ['um.user_id = ?', ...filterClauses(q, args)],
    args,
  };
}

export type IdRange =
  | { side: 'before'; maxId: number | null; limit: number }
  | { side: 'after'; minId: number | null; limit: number };

/** Matching messages (with the user's flag bits) on one side of an anchor, ascending. */
export function queryMessageIds(db: Db, q: MessageQuery, range: IdRange): MessageWithFlags[] {
  const { from, idCol, where, args } = compile(q);
  const bound = range.side === 'before' ? range.maxId : range.minId;
  if (bound !== null) {
    where.push(`${idCol} ${range.side === 'before' ? '<=' : '>='} ?`);
    args.push(bound);
  }
  args.push(range.limit);
  const rows = statement(
    db,
    `SELECT m.*, ${FLAGS} AS flags FROM ${from}
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${idCol} ${range.side === 'before' ? 'DESC' : 'ASC'} LIMIT ?`,
  ).all(...args) as MessageWithFlags[];
  return range.side === 'before' ? rows.reverse() : rows;
}

/**
 * The first matching message that is unread for the user, if any. Only a message the user
 * holds a row for can be unread, so the search walks the user's unread rows (their partial
 * index) in order rather than the narrow's messages: a channel with nothing unread costs the
 * user's unread count, not the channel's size.
 */
export function firstUnreadId(db: Db, q: MessageQuery): number | undefined {
  const args: unknown[] = [q.userId];
  const where = ['um.user_id = ?', `(um.flags & ${FLAG_BITS.read}) = 0`, ...filterClauses(q, args)];
  const row = statement(
    db,
    `SELECT um.message_id AS id FROM user_messages um INDEXED BY user_messages_unread
       JOIN messages m ON m.id = um.message_id
     WHERE ${where.join(' AND ')} ORDER BY um.message_id LIMIT 1`,
  ).get(...args) as { id: number } | undefined;
  return row?.id;
}

/** Which of `ids` match. */
export function matchingIds(db: Db, q: MessageQuery, ids: readonly number[]): IdAndFlags[] {
  const out: IdAndFlags[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const { from, idCol, where, args } = compile(q);
    where.push(`${idCol} IN (${chunk.map(() => '?').join(',')})`);
    args.push(...chunk);
    out.push(
      ...(statement(
        db,
        `SELECT ${idCol} AS id, ${FLAGS} AS flags FROM ${from} WHERE ${where.join(' AND ')}`,
      ).all(...args) as IdAndFlags[]),
    );
  }
  return out.sort((a, b) => a.id - b.id);
}
