import type { Db } from './database';
import { statement } from './statements';

export interface UserTopicRow {
  user_id: number;
  stream_id: number;
  topic: string;
  visibility_policy: number;
  last_updated: number;
}

export const listUserTopics = (db: Db, userId: number): UserTopicRow[] =>
  statement(
    db,
    'SELECT * FROM user_topics WHERE user_id = ? ORDER BY last_updated, stream_id, topic',
  ).all(userId) as UserTopicRow[];

export const getUserTopic = (
  db: Db,
  userId: number,
  streamId: number,
  topic: string,
): UserTopicRow | undefined =>
  statement(db, 'SELECT * FROM user_topics WHERE user_id = ? AND stream_id = ? AND topic = ?').get(
    userId,
    streamId,
    topic,
  ) as UserTopicRow | undefined;

/** Sets a topic's visibility policy; policy 0 (inherit) removes the row. */
export function setUserTopic(db: Db, row: UserTopicRow): void {
  if (row.visibility_policy === 0) {
    statement(db, 'DELETE FROM user_topics WHERE user_id = ? AND stream_id = ? AND topic = ?').run(
      row.user_id,
      row.stream_id,
      row.topic,
    );
    return;
  }
  statement(
    db,
    `INSERT INTO user_topics (user_id, stream_id, topic, visibility_policy, last_updated)
     VALUES (@user_id, @stream_id, @topic, @visibility_policy, @last_updated)
     ON CONFLICT (user_id, stream_id, topic) DO UPDATE SET
       visibility_policy = excluded.visibility_policy, last_updated = excluded.last_updated`,
  ).run(row);
}
