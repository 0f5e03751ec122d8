/** Each user's drafts kept on the server (synchronized between the user's devices). */
import type { Db } from './database';
import { statement } from './statements';

export interface DraftRow {
  id: number;
  user_id: number;
  /** '' (unaddressed), 'stream' or 'private'. */
  type: string;
  /** JSON array: the channel's ID, or the recipients' IDs. */
  recipients: string;
  topic: string;
  content: string;
  last_edit_time: number;
}

export type DraftFields = Omit<DraftRow, 'id' | 'user_id'>;

/** Most recently edited first, as GET /drafts lists them. */
export const listDrafts = (db: Db, userId: number): DraftRow[] =>
  statement(db, 'SELECT * FROM drafts WHERE user_id = ? ORDER BY last_edit_time DESC, id DESC').all(
    userId,
  ) as DraftRow[];

export const getDraft = (db: Db, id: number): DraftRow | undefined =>
  statement(db, 'SELECT * FROM drafts WHERE id = ?').get(id) as DraftRow | undefined;

export function insertDraft(db: Db, userId: number, d: DraftFields): number {
  return Number(
    statement(
      db,
      `INSERT INTO drafts (user_id, type, recipients, topic, content, last_edit_time)
       VALUES (@user_id, @type, @recipients, @topic, @content, @last_edit_time)`,
    ).run({ user_id: userId, ...d }).lastInsertRowid,
  );
}

export function updateDraft(db: Db, id: number, d: DraftFields): void {
  statement(
    db,
    `UPDATE drafts SET type = @type, recipients = @recipients, topic = @topic,
     content = @content, last_edit_time = @last_edit_time WHERE id = @id`,
  ).run({ id, ...d });
}

export function deleteDraft(db: Db, id: number): void {
  statement(db, 'DELETE FROM drafts WHERE id = ?').run(id);
}

export function deleteDraftsOf(db: Db, userId: number): void {
  statement(db, 'DELETE FROM drafts WHERE user_id = ?').run(userId);
}
