/** Submessages: a message's widget data and the changes made to it. */
import type { Db } from './database';
import { allInChunks, statement } from './statements';

export interface SubmessageRow {
  id: number;
  message_id: number;
  sender_id: number;
  msg_type: string;
  content: string;
}

/** Submessages of the given messages, oldest first. */
export const submessagesOf = (db: Db, messageIds: readonly number[]): SubmessageRow[] =>
  allInChunks<SubmessageRow>(
    db,
    messageIds,
    (list) => `SELECT * FROM submessages WHERE message_id IN (${list}) ORDER BY id`,
  );

/** The first submessage of a message: its widget, when it has one. */
export const firstSubmessage = (db: Db, messageId: number): SubmessageRow | undefined =>
  statement(db, 'SELECT * FROM submessages WHERE message_id = ? ORDER BY id LIMIT 1').get(
    messageId,
  ) as SubmessageRow | undefined;

/** Whether `senderId` added any submessage to the message. */
export const hasSubmessageFrom = (db: Db, messageId: number, senderId: number): boolean =>
  statement(db, 'SELECT 1 FROM submessages WHERE message_id = ? AND sender_id = ? LIMIT 1').get(
    messageId,
    senderId,
  ) !== undefined;

export function insertSubmessage(db: Db, s: Omit<SubmessageRow, 'id'>): number {
  return Number(
    statement(
      db,
      `INSERT INTO submessages (message_id, sender_id, msg_type, content)
       VALUES (@message_id, @sender_id, @msg_type, @content)`,
    ).run(s).lastInsertRowid,
  );
}
