import type { Db } from './database';

export interface LinkifierRow {
  id: number;
  pattern: string;
  url_template: string;
  sort_order: number;
}

export const listLinkifiers = (db: Db): LinkifierRow[] =>
  db.prepare('SELECT * FROM linkifiers ORDER BY sort_order, id').all() as LinkifierRow[];

export function insertLinkifier(db: Db, pattern: string, urlTemplate: string): number {
  const next = (
    db.prepare('SELECT COALESCE(MAX(sort_order), -1) + 1 AS n FROM linkifiers').get() as {
      n: number;
    }
  ).n;
  return Number(
    db
      .prepare('INSERT INTO linkifiers (pattern, url_template, sort_order) VALUES (?, ?, ?)')
      .run(pattern, urlTemplate, next).lastInsertRowid,
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
  db
    .prepare('SELECT * FROM saved_snippets WHERE user_id = ? ORDER BY id')
    .all(userId) as SavedSnippetRow[];

export function insertSavedSnippet(db: Db, s: Omit<SavedSnippetRow, 'id'>): number {
  return Number(
    db
      .prepare(
        'INSERT INTO saved_snippets (user_id, title, content, date_created) VALUES (@user_id, @title, @content, @date_created)',
      )
      .run(s).lastInsertRowid,
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
  db.prepare('SELECT * FROM realm_emoji ORDER BY id').all() as RealmEmojiRow[];

export function insertRealmEmoji(db: Db, name: string, fileName: string, authorId: number): number {
  return Number(
    db
      .prepare('INSERT INTO realm_emoji (name, file_name, author_id) VALUES (?, ?, ?)')
      .run(name, fileName, authorId).lastInsertRowid,
  );
}
