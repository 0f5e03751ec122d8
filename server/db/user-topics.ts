/** Each user's visibility policy per topic (muted, unmuted, followed). */
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

/** Every user's visibility policy for one topic (topic names compare without case). */
export const topicPolicies = (
  db: Db,
  streamId: number,
  topic: string,
): { user_id: number; visibility_policy: number }[] =>
  statement(
    db,
    'SELECT user_id, visibility_policy FROM user_topics WHERE stream_id = ? AND topic = ? ORDER BY user_id',
  ).all(streamId, topic) as { user_id: number; visibility_policy: number }[];

/** Whether two topic names are the same user_topics key (the column compares without case). */
export const sameTopicKey = (db: Db, a: string, b: string): boolean =>
  (statement(db, 'SELECT ? = ? COLLATE NOCASE AS same').get(a, b) as { same: number }).same === 1;
