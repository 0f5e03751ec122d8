/** Emoji reactions to messages. */
import type { Db } from './database';
import { allInChunks, statement } from './statements';

export interface ReactionRow {
  message_id: number;
  user_id: number;
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
  created: number;
}

/** Reactions of the given messages, in the order they were added. */
export const reactionsOf = (db: Db, messageIds: readonly number[]): ReactionRow[] =>
  allInChunks<ReactionRow>(
    db,
    messageIds,
    (list) => `SELECT * FROM reactions WHERE message_id IN (${list}) ORDER BY created, user_id`,
  );

export function insertReaction(db: Db, r: ReactionRow): void {
  statement(
    db,
    `INSERT OR IGNORE INTO reactions (message_id, user_id, emoji_name, emoji_code, reaction_type, created)
     VALUES (@message_id, @user_id, @emoji_name, @emoji_code, @reaction_type, @created)`,
  ).run(r);
}

export const findReaction = (
  db: Db,
  q: { message_id: number; user_id?: number; emoji_code: string; reaction_type: string },
): ReactionRow | undefined =>
  statement(
    db,
    `SELECT * FROM reactions WHERE message_id = @message_id AND emoji_code = @emoji_code
         AND reaction_type = @reaction_type ${q.user_id === undefined ? '' : 'AND user_id = @user_id'}
       ORDER BY created LIMIT 1`,
  ).get(q) as ReactionRow | undefined;

export function deleteReaction(
  db: Db,
  q: { message_id: number; user_id: number; emoji_code: string; reaction_type: string },
): void {
  statement(
    db,
    `DELETE FROM reactions WHERE message_id = @message_id AND user_id = @user_id
       AND emoji_code = @emoji_code AND reaction_type = @reaction_type`,
  ).run(q);
}

/** Users who reacted to a message in a channel topic. */
export const topicReactorIds = (db: Db, streamId: number, topic: string): number[] =>
  (
    statement(
      db,
      `SELECT DISTINCT r.user_id FROM reactions r JOIN messages m ON m.id = r.message_id
         WHERE m.stream_id = ? AND m.topic = ? COLLATE NOCASE`,
    ).all(streamId, topic) as { user_id: number }[]
  ).map((r) => r.user_id);
