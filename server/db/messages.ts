/** Messages, their recipients (channel or direct-message conversation) and their search text. */
import type { Db } from './database';
import { allInChunks, statement } from './statements';

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
  (statement(db, 'SELECT id FROM recipients WHERE stream_id = ?').get(streamId) as { id: number })
    .id;

/** The recipient of a direct-message conversation among `userIds` (sender included), created on first use. */
export function recipientOfDirect(db: Db, userIds: readonly number[]): number {
  const key = dmKey(userIds);
  const row = statement(db, 'SELECT id FROM recipients WHERE dm_user_ids = ?').get(key) as
    | { id: number }
    | undefined;
  if (row) return row.id;
  return Number(
    statement(db, 'INSERT INTO recipients (dm_user_ids) VALUES (?)').run(key).lastInsertRowid,
  );
}

/** The recipient of a direct-message conversation, or undefined when it never had a message. */
export const findDirectRecipient = (db: Db, userIds: readonly number[]): number | undefined =>
  (
    statement(db, 'SELECT id FROM recipients WHERE dm_user_ids = ?').get(dmKey(userIds)) as
      | { id: number }
      | undefined
  )?.id;

const dmKey = (userIds: readonly number[]) => [...new Set(userIds)].sort((a, b) => a - b).join(',');

/** Participant IDs (sender included) of direct-message recipients, by recipient ID. */
export function directRecipientUsers(
  db: Db,
  recipientIds: readonly number[],
): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const st = statement(db, 'SELECT dm_user_ids FROM recipients WHERE id = ?');
  for (const id of new Set(recipientIds)) {
    const row = st.get(id) as { dm_user_ids: string | null } | undefined;
    if (row?.dm_user_ids) out.set(id, row.dm_user_ids.split(',').map(Number));
  }
  return out;
}

const insertStmt = (db: Db) =>
  statement(
    db,
    `INSERT INTO messages (sender_id, recipient_id, stream_id, topic, content, rendered_content, date_sent,
       client, is_me_message, has_link, has_image, has_attachment)
     VALUES (@sender_id, @recipient_id, @stream_id, @topic, @content, @rendered_content, @date_sent,
       @client, @is_me_message, @has_link, @has_image, @has_attachment)`,
  );

/**
 * Inserts a message, its search entry (`searchText`: the rendered content's text) and the
 * user_messages rows of its recipients (user ID → flag bits).
 */
export function insertMessage(
  db: Db,
  m: NewMessage,
  recipients: ReadonlyMap<number, number>,
  searchText: string = m.content,
): number {
  const id = Number(insertStmt(db).run(m).lastInsertRowid);
  statement(db, 'INSERT INTO message_search (rowid, topic, content) VALUES (?, ?, ?)').run(
    id,
    m.topic,
    searchText,
  );
  const um = statement(
    db,
    'INSERT INTO user_messages (user_id, message_id, flags) VALUES (?, ?, ?)',
  );
  for (const [userId, flags] of recipients) um.run(userId, id, flags);
  return id;
}

export const getMessage = (db: Db, id: number): MessageRow | undefined =>
  statement(db, 'SELECT * FROM messages WHERE id = ?').get(id) as MessageRow | undefined;

/** Messages by ID, ascending; missing IDs are skipped. */
export function getMessages(db: Db, ids: readonly number[]): MessageRow[] {
  if (!ids.length) return [];
  return allInChunks<MessageRow>(
    db,
    ids,
    (list) => `SELECT * FROM messages WHERE id IN (${list})`,
  ).sort((a, b) => a.id - b.id);
}

/** A message's new content (after an edit) and its search entry. */
export function updateMessageContent(
  db: Db,
  id: number,
  fields: Pick<
    MessageRow,
    'content' | 'rendered_content' | 'is_me_message' | 'has_link' | 'has_image' | 'has_attachment'
  >,
  searchText: string,
): void {
  statement(
    db,
    `UPDATE messages SET content = @content, rendered_content = @rendered_content,
       is_me_message = @is_me_message, has_link = @has_link, has_image = @has_image,
       has_attachment = @has_attachment WHERE id = @id`,
  ).run({ ...fields, id });
  statement(db, 'UPDATE message_search SET content = ? WHERE rowid = ?').run(searchText, id);
}

export const setHasAttachment = (db: Db, id: number, has: boolean): void => {
  statement(db, 'UPDATE messages SET has_attachment = ? WHERE id = ?').run(has ? 1 : 0, id);
};

/** Moves messages to a channel (its recipient) and topic. */
export function moveMessages(
  db: Db,
  ids: readonly number[],
  to: { stream_id: number; recipient_id: number; topic: string },
): void {
  const msg = statement(
    db,
    'UPDATE messages SET stream_id = ?, recipient_id = ?, topic = ? WHERE id = ?',
  );
  const search = statement(db, 'UPDATE message_search SET topic = ? WHERE rowid = ?');
  for (const id of ids) {
    msg.run(to.stream_id, to.recipient_id, to.topic, id);
    search.run(to.topic, id);
  }
}

/** Records an edit: the edit-history JSON (newest first) and the edit time. */
export function setEditHistory(
  db: Db,
  messageId: number,
  fields: { last_edit_timestamp: number; edit_history: string } & Partial<
    Pick<MessageRow, 'content' | 'rendered_content' | 'topic'>
  >,
): void {
  const current = getMessage(db, messageId);
  if (!current) return;
  const next = { ...current, ...fields };
  statement(
    db,
    `UPDATE messages SET content = @content, rendered_content = @rendered_content, topic = @topic,
       last_edit_timestamp = @last_edit_timestamp, edit_history = @edit_history
     WHERE id = @id`,
  ).run(next);
}

/** Deletes messages with their flags, reactions, submessages, attachment links and search entries. */
export function deleteMessages(db: Db, ids: readonly number[]): void {
  for (const sql of [
    'DELETE FROM user_messages WHERE message_id = ?',
    'DELETE FROM reactions WHERE message_id = ?',
    'DELETE FROM submessages WHERE message_id = ?',
    'DELETE FROM attachment_messages WHERE message_id = ?',
    'DELETE FROM message_search WHERE rowid = ?',
    'DELETE FROM messages WHERE id = ?',
  ]) {
    const st = statement(db, sql);
    for (const id of ids) st.run(id);
  }
}

/** IDs and send times of a channel topic's messages, ascending (topics compare case-insensitively). */
export const topicMessages = (
  db: Db,
  streamId: number,
  topic: string,
): { id: number; date_sent: number }[] =>
  statement(
    db,
    `SELECT id, date_sent FROM messages WHERE stream_id = ? AND topic = ? COLLATE NOCASE
       ORDER BY id`,
  ).all(streamId, topic) as { id: number; date_sent: number }[];

/** The first message of a channel topic (topics compare case-insensitively), if any. */
export const firstMessageIdInTopic = (
  db: Db,
  streamId: number,
  topic: string,
): number | undefined =>
  (
    statement(
      db,
      'SELECT MIN(id) AS id FROM messages WHERE stream_id = ? AND topic = ? COLLATE NOCASE',
    ).get(streamId, topic) as { id: number | null }
  ).id ?? undefined;

/** Users who sent a message in a channel topic. */
export const topicSenderIds = (db: Db, streamId: number, topic: string): number[] =>
  (
    statement(
      db,
      'SELECT DISTINCT sender_id FROM messages WHERE stream_id = ? AND topic = ? COLLATE NOCASE',
    ).all(streamId, topic) as { sender_id: number }[]
  ).map((r) => r.sender_id);

/** The ID of the `n`th most recent message, if there are that many. */
export const nthNewestMessageId = (db: Db, n: number): number | undefined =>
  (
    statement(db, 'SELECT id FROM messages ORDER BY id DESC LIMIT 1 OFFSET ?').get(n - 1) as
      | { id: number }
      | undefined
  )?.id;

export const maxMessageId = (db: Db): number =>
  (statement(db, 'SELECT COALESCE(MAX(id), -1) AS m FROM messages').get() as { m: number }).m;

/** The topics of a channel with their latest message ID, most recent first. */
export const streamTopics = (db: Db, streamId: number): { name: string; max_id: number }[] =>
  statement(
    db,
    `SELECT topic AS name, MAX(id) AS max_id FROM messages WHERE stream_id = ?
       GROUP BY topic COLLATE NOCASE ORDER BY max_id DESC`,
  ).all(streamId) as { name: string; max_id: number }[];

/** The topics of a channel among the messages `userId` has, with their latest such message. */
export const streamTopicsForUser = (
  db: Db,
  streamId: number,
  userId: number,
): { name: string; max_id: number }[] =>
  statement(
    db,
    `SELECT m.topic AS name, MAX(m.id) AS max_id FROM user_messages um
       JOIN messages m ON m.id = um.message_id
       WHERE um.user_id = ? AND m.stream_id = ?
       GROUP BY m.topic COLLATE NOCASE ORDER BY max_id DESC`,
  ).all(userId, streamId) as { name: string; max_id: number }[];

/** Prepends an entry to a message's edit history (stored newest first) and sets the edit time. */
export function prependEditHistory(
  db: Db,
  messageId: number,
  entry: Record<string, unknown>,
  timestamp: number,
): void {
  const row = statement(db, 'SELECT edit_history FROM messages WHERE id = ?').get(messageId) as
    | { edit_history: string | null }
    | undefined;
  if (!row) return;
  const history = row.edit_history ? (JSON.parse(row.edit_history) as unknown[]) : [];
  statement(db, 'UPDATE messages SET edit_history = ?, last_edit_timestamp = ? WHERE id = ?').run(
    JSON.stringify([entry, ...history]),
    timestamp,
    messageId,
  );
}
