/** Uploaded avatars, one image per user, and the version that makes their URLs new. */
import type { Db } from './database';
import { statement } from './statements';

export interface AvatarRow {
  content_type: string;
  data: Buffer;
}

export const getAvatar = (db: Db, userId: number): AvatarRow | undefined =>
  statement(db, 'SELECT content_type, data FROM avatars WHERE user_id = ?').get(userId) as
    | AvatarRow
    | undefined;

export function setAvatar(db: Db, userId: number, contentType: string, data: Buffer): void {
  statement(
    db,
    'INSERT INTO avatars (user_id, content_type, data) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET content_type = excluded.content_type, data = excluded.data',
  ).run(userId, contentType, data);
}

export const deleteAvatar = (db: Db, userId: number): boolean =>
  statement(db, 'DELETE FROM avatars WHERE user_id = ?').run(userId).changes > 0;

/** The next avatar version, so that caches fetch the new picture. */
export function bumpAvatarVersion(db: Db, userId: number): number {
  statement(db, 'UPDATE users SET avatar_version = avatar_version + 1 WHERE id = ?').run(userId);
  return (
    statement(db, 'SELECT avatar_version FROM users WHERE id = ?').get(userId) as {
      avatar_version: number;
    }
  ).avatar_version;
}
