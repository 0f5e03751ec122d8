/** The realm's custom emoji. */
import type { Db } from './database';
import { statement } from './statements';

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
