import type { Db } from './database';
import { statement } from './statements';

export interface LinkifierRow {
  id: number;
  pattern: string;
  url_template: string;
  sort_order: number;
}

export const listLinkifiers = (db: Db): LinkifierRow[] =>
  statement(db, 'SELECT * FROM linkifiers ORDER BY sort_order, id').all() as LinkifierRow[];

export function insertLinkifier(db: Db, pattern: string, urlTemplate: string): number {
  const next = (
    statement(db, 'SELECT COALESCE(MAX(sort_order), -1) + 1 AS n FROM linkifiers').get() as {
      n: number;
    }
  ).n;
  return Number(
    statement(
      db,
      'INSERT INTO linkifiers (pattern, url_template, sort_order) VALUES (?, ?, ?)',
    ).run(pattern, urlTemplate, next).lastInsertRowid,
  );
}

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

export interface RealmEmojiRow {
  id: number;
  name: string;
  file_name: string;
  author_id: number | null;
  deactivated: 0 | 1;
}

export const listRealmEmoji = (db: Db): RealmEmojiRow[] =>
  statement(db, 'SELECT * FROM realm_emoji ORDER BY id').all() as RealmEmojiRow[];

export function insertRealmEmoji(db: Db, name: string, fileName: string, authorId: number): number {
  return Number(
    statement(db, 'INSERT INTO realm_emoji (name, file_name, author_id) VALUES (?, ?, ?)').run(
      name,
      fileName,
      authorId,
    ).lastInsertRowid,
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

export const getLinkifier = (db: Db, id: number): LinkifierRow | undefined =>
  statement(db, 'SELECT * FROM linkifiers WHERE id = ?').get(id) as LinkifierRow | undefined;

export function updateLinkifier(db: Db, id: number, pattern: string, urlTemplate: string): void {
  statement(db, 'UPDATE linkifiers SET pattern = ?, url_template = ? WHERE id = ?').run(
    pattern,
    urlTemplate,
    id,
  );
}

export function deleteLinkifier(db: Db, id: number): void {
  statement(db, 'DELETE FROM linkifiers WHERE id = ?').run(id);
}

/** Gives each linkifier its position in `orderedIds`. */
export function reorderLinkifiers(db: Db, orderedIds: readonly number[]): void {
  const stmt = statement(db, 'UPDATE linkifiers SET sort_order = ? WHERE id = ?');
  orderedIds.forEach((id, i) => {
    stmt.run(i, id);
  });
}

export const listAlertWords = (db: Db, userId: number): string[] =>
  (
    statement(db, 'SELECT word FROM alert_words WHERE user_id = ? ORDER BY word').all(userId) as {
      word: string;
    }[]
  ).map((r) => r.word);

export function addAlertWords(db: Db, userId: number, words: readonly string[]): void {
  const stmt = statement(db, 'INSERT OR IGNORE INTO alert_words (user_id, word) VALUES (?, ?)');
  for (const w of words) stmt.run(userId, w);
}

export function removeAlertWords(db: Db, userId: number, words: readonly string[]): void {
  const stmt = statement(db, 'DELETE FROM alert_words WHERE user_id = ? AND word = ?');
  for (const w of words) stmt.run(userId, w);
}
