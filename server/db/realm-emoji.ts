/** The realm's custom emoji. */
import type { Db } from './database';
import { statement } from './statements';

export interface RealmEmojiRow {
  id: number;
  name: string;
  file_name: string;
  /** An animated emoji's first frame, as a PNG; null for a still image. */
  still_file_name: string | null;
  author_id: number | null;
  deactivated: 0 | 1;
}

export const listRealmEmoji = (db: Db): RealmEmojiRow[] =>
  statement(db, 'SELECT * FROM realm_emoji ORDER BY id').all() as RealmEmojiRow[];

/** The active emoji of that name (deactivated ones keep theirs, and it may be used again). */
export const activeRealmEmoji = (db: Db, name: string): RealmEmojiRow | undefined =>
  statement(db, 'SELECT * FROM realm_emoji WHERE name = ? AND deactivated = 0').get(name) as
    | RealmEmojiRow
    | undefined;

export function insertRealmEmoji(
  db: Db,
  name: string,
  fileName: string,
  authorId: number,
  stillFileName: string | null = null,
): number {
  return Number(
    statement(
      db,
      'INSERT INTO realm_emoji (name, file_name, still_file_name, author_id) VALUES (?, ?, ?, ?)',
    ).run(name, fileName, stillFileName, authorId).lastInsertRowid,
  );
}

/** Names the files of an emoji, once its ID (which the names carry) is known. */
export const setRealmEmojiFiles = (db: Db, id: number, fileName: string, still: string | null) =>
  statement(db, 'UPDATE realm_emoji SET file_name = ?, still_file_name = ? WHERE id = ?').run(
    fileName,
    still,
    id,
  );

export const deactivateRealmEmoji = (db: Db, id: number) =>
  statement(db, 'UPDATE realm_emoji SET deactivated = 1 WHERE id = ?').run(id);
