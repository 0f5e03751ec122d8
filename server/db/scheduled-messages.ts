/** Scheduled messages and reminders: rows until sent, kept after with the message they became. */
import type { Db } from './database';
import { statement } from './statements';

export interface ScheduledMessageRow {
  id: number;
  sender_id: number;
  type: 'stream' | 'private';
  stream_id: number | null;
  topic: string | null;
  /** JSON list of user IDs (direct messages). */
  to_user_ids: string | null;
  content: string;
  rendered_content: string;
  scheduled_delivery_timestamp: number;
  read_by_sender: number;
  client: string;
  realm_url: string;
  reminder_message_id: number | null;
  delivered_message_id: number | null;
  failed: number;
  failure_message: string | null;
}

export type NewScheduledMessage = Omit<
  ScheduledMessageRow,
  'id' | 'delivered_message_id' | 'failed' | 'failure_message'
>;

export function insertScheduledMessage(db: Db, m: NewScheduledMessage): number {
  return Number(
    statement(
      db,
      `INSERT INTO scheduled_messages (sender_id, type, stream_id, topic, to_user_ids, content,
        rendered_content, scheduled_delivery_timestamp, read_by_sender, client, realm_url,
        reminder_message_id)
      VALUES (@sender_id, @type, @stream_id, @topic, @to_user_ids, @content, @rendered_content,
        @scheduled_delivery_timestamp, @read_by_sender, @client, @realm_url, @reminder_message_id)`,
    ).run(m).lastInsertRowid,
  );
}

export const getScheduledMessage = (db: Db, id: number): ScheduledMessageRow | undefined =>
  statement(db, 'SELECT * FROM scheduled_messages WHERE id = ?').get(id) as
    | ScheduledMessageRow
    | undefined;

/** A user's undelivered scheduled messages (failed ones included), soonest first. */
export const undeliveredOf = (db: Db, userId: number): ScheduledMessageRow[] =>
  statement(
    db,
    `SELECT * FROM scheduled_messages WHERE sender_id = ? AND delivered_message_id IS NULL
     ORDER BY scheduled_delivery_timestamp, id`,
  ).all(userId) as ScheduledMessageRow[];

/** Every message due at `now` that has been neither sent nor failed, soonest first. */
export const dueScheduledMessages = (db: Db, now: number): ScheduledMessageRow[] =>
  statement(
    db,
    `SELECT * FROM scheduled_messages
     WHERE delivered_message_id IS NULL AND failed = 0 AND scheduled_delivery_timestamp <= ?
     ORDER BY scheduled_delivery_timestamp, id`,
  ).all(now) as ScheduledMessageRow[];

/** Replaces the editable fields of a row (and clears a failure: it will be tried again). */
export function updateScheduledMessage(
  db: Db,
  m: Pick<
    ScheduledMessageRow,
    | 'id'
    | 'type'
    | 'stream_id'
    | 'topic'
    | 'to_user_ids'
    | 'content'
    | 'rendered_content'
    | 'scheduled_delivery_timestamp'
    | 'failed'
  >,
): void {
  statement(
    db,
    `UPDATE scheduled_messages SET type = @type, stream_id = @stream_id, topic = @topic,
      to_user_ids = @to_user_ids, content = @content, rendered_content = @rendered_content,
      scheduled_delivery_timestamp = @scheduled_delivery_timestamp, failed = @failed,
      failure_message = NULL
     WHERE id = @id`,
  ).run(m);
}

/**
 * Marks a row sent; only a row not yet sent changes, so a second delivery of the same row
 * in the same transaction finds 0 changes and rolls back.
 */
export const markDelivered = (db: Db, id: number, messageId: number): number =>
  statement(
    db,
    'UPDATE scheduled_messages SET delivered_message_id = ? WHERE id = ? AND delivered_message_id IS NULL',
  ).run(messageId, id).changes;

export const markFailed = (db: Db, id: number, message: string): void => {
  statement(db, 'UPDATE scheduled_messages SET failed = 1, failure_message = ? WHERE id = ?').run(
    message,
    id,
  );
};

export const deleteScheduledMessage = (db: Db, id: number): void => {
  statement(db, 'DELETE FROM scheduled_messages WHERE id = ?').run(id);
};
