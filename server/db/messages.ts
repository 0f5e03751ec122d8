import type { Db } from './database';

export interface MessageRow {
  id: number;
  sender_id: number;
  recipient_id: number;
  stream_id: number | null;
  topic: string;
  content: string;
  rendered_content: string;
  date_sent: number;
  client: string;
  is_me_message: 0 | 1;
  has_link: 0 | 1;
  has_image: 0 | 1;
  has_attachment: 0 | 1;
  last_edit_timestamp: number | null;
  edit_history: string | null;
}

export type NewMessage = Omit<MessageRow, 'id' | 'last_edit_timestamp' | 'edit_history'>;

export const recipientOfStream = (db: Db, streamId: number): number =>
  (db.prepare('SELECT id FROM recipients WHERE stream_id = ?').get(streamId) as { id: number }).id;

/** The recipient of a direct-message conversation among `userIds` (sender included), created on first use. */
export function recipientOfDirect(db: Db, userIds: readonly number[]): number {
  const key = [...new Set(userIds)].sort((a, b) => a - b).join(',');
  const row = db.prepare('SELECT id FROM recipients WHERE dm_user_ids = ?').get(key) as
    | { id: number }
    | undefined;
  if (row) return row.id;
  return Number(
    db.prepare('INSERT INTO recipients (dm_user_ids) VALUES (?)').run(key).lastInsertRowid,
  );
}

/** Inserts a message and the user_messages rows of its recipients (user ID → flag bits). */
export function insertMessage(
  db: Db,
  m: NewMessage,
  recipients: ReadonlyMap<number, number>,
): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO messages (sender_id, recipient_id, stream_id, topic, content, rendered_content, date_sent,
           client, is_me_message, has_link, has_image, has_attachment)
         VALUES (@sender_id, @recipient_id, @stream_id, @topic, @content, @rendered_content, @date_sent,
           @client, @is_me_message, @has_link, @has_image, @has_attachment)`,
      )
      .run(m).lastInsertRowid,
  );
  const um = db.prepare('INSERT INTO user_messages (user_id, message_id, flags) VALUES (?, ?, ?)');
  for (const [userId, flags] of recipients) um.run(userId, id, flags);
  return id;
}

export function setEditHistory(
  db: Db,
  messageId: number,
  fields: Pick<MessageRow, 'content' | 'rendered_content' | 'topic'> & {
    last_edit_timestamp: number;
    edit_history: string;
  },
): void {
  db.prepare(
    `UPDATE messages SET content = @content, rendered_content = @rendered_content, topic = @topic,
       last_edit_timestamp = @last_edit_timestamp, edit_history = @edit_history
     WHERE id = @id`,
  ).run({ ...fields, id: messageId });
}

export function insertReaction(
  db: Db,
  r: {
    message_id: number;
    user_id: number;
    emoji_name: string;
    emoji_code: string;
    reaction_type: string;
    created: number;
  },
): void {
  db.prepare(
    `INSERT OR IGNORE INTO reactions (message_id, user_id, emoji_name, emoji_code, reaction_type, created)
     VALUES (@message_id, @user_id, @emoji_name, @emoji_code, @reaction_type, @created)`,
  ).run(r);
}

export const maxMessageId = (db: Db): number =>
  (db.prepare('SELECT COALESCE(MAX(id), -1) AS m FROM messages').get() as { m: number }).m;
