/** Each user's saved snippets: reusable message text. */
import type { Db } from './database';
import { statement } from './statements';

export interface SavedSnippetRow {
  id: number;
  user_id: number;
  title: string;
  content: string;
  date_created: number;
}

export const listSavedSnippets = (db: Db, userId: number): SavedSnippetRow[] =>
  statement(db, 'SELECT * FROM saved_snippets WHERE user_id = ? ORDER BY id').all(
    userId,
  ) as SavedSnippetRow[];

export function insertSavedSnippet(db: Db, s: Omit<SavedSnippetRow, 'id'>): number {
  return Number(
    statement(
      db,
      'INSERT INTO saved_snippets (user_id, title, content, date_created) VALUES (@user_id, @title, @content, @date_created)',
    ).run(s).lastInsertRowid,
  );
}

export const getSavedSnippet = (db: Db, id: number): SavedSnippetRow | undefined =>
  statement(db, 'SELECT * FROM saved_snippets WHERE id = ?').get(id) as SavedSnippetRow | undefined;

export function updateSavedSnippet(
  db: Db,
  id: number,
  patch: { title?: string; content?: string },
): void {
  if (patch.title !== undefined) {
    statement(db, 'UPDATE saved_snippets SET title = ? WHERE id = ?').run(patch.title, id);
  }
  if (patch.content !== undefined) {
    statement(db, 'UPDATE saved_snippets SET content = ? WHERE id = ?').run(patch.content, id);
  }
}

export function deleteSavedSnippet(db: Db, id: number): void {
  statement(db, 'DELETE FROM saved_snippets WHERE id = ?').run(id);
}
