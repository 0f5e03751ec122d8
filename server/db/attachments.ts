/** Uploaded files (attachments) and the messages that link to them. */
import type { Db } from './database';
import { statement } from './statements';

export interface AttachmentRow {
  id: number;
  path_id: string;
  name: string;
  size: number;
  owner_id: number;
  create_time: number;
}

export function insertAttachment(db: Db, a: Omit<AttachmentRow, 'id'>): number {
  return Number(
    statement(
      db,
      `INSERT INTO attachments (path_id, name, size, owner_id, create_time)
         VALUES (@path_id, @name, @size, @owner_id, @create_time)`,
    ).run(a).lastInsertRowid,
  );
}

export const getAttachmentByPath = (db: Db, pathId: string): AttachmentRow | undefined =>
  statement(db, 'SELECT * FROM attachments WHERE path_id = ?').get(pathId) as
    | AttachmentRow
    | undefined;

/** The organization's upload space in use, in bytes (Zulip's currently_used_upload_space_bytes). */
export const uploadSpaceUsed = (db: Db): number =>
  (
    statement(db, 'SELECT COALESCE(SUM(size), 0) AS used FROM attachments').get() as {
      used: number;
    }
  ).used;

/** Attachments a message links to. */
export const attachmentsOfMessage = (db: Db, messageId: number): AttachmentRow[] =>
  statement(
    db,
    `SELECT a.* FROM attachments a JOIN attachment_messages am ON am.attachment_id = a.id
       WHERE am.message_id = ? ORDER BY a.id`,
  ).all(messageId) as AttachmentRow[];

/** Messages that link to an attachment, with their send time. */
export const messagesOfAttachment = (
  db: Db,
  attachmentId: number,
): { id: number; date_sent: number }[] =>
  statement(
    db,
    `SELECT m.id, m.date_sent FROM attachment_messages am JOIN messages m ON m.id = am.message_id
       WHERE am.attachment_id = ? ORDER BY m.id`,
  ).all(attachmentId) as { id: number; date_sent: number }[];

/** Replaces the set of attachments a message links to. */
export function setMessageAttachments(
  db: Db,
  messageId: number,
  attachmentIds: readonly number[],
): void {
  statement(db, 'DELETE FROM attachment_messages WHERE message_id = ?').run(messageId);
  const st = statement(
    db,
    'INSERT OR IGNORE INTO attachment_messages (attachment_id, message_id) VALUES (?, ?)',
  );
  for (const id of attachmentIds) st.run(id, messageId);
}
