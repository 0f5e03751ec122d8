/**
 * Uploaded avatars (POST and DELETE /users/me/avatar): images only, recognised by their first
 * bytes rather than by what the browser claims, kept in the database, and announced to everyone
 * with a new avatar_version so that every client fetches the new picture.
 */

import {
  type AvatarRow,
  bumpAvatarVersion,
  deleteAvatar,
  getAvatar,
  setAvatar,
} from '../db/avatars';
import type { Db } from '../db/database';
import { getUserById, type UserRow } from '../db/users';
import { badRequest } from './errors';
import type { Notice, Outcome } from './notices';
import type { OrgContext } from './org-context';
import { inTransaction } from './transaction';
import { activeUserIds } from './user-audience';
import { avatarUrl } from './users';

/** Zulip's default max_avatar_file_size_mib. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

const SIGNATURES: readonly [string, (b: Buffer) => boolean][] = [
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1'))],
  [
    'image/webp',
    (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

/** The image type of these bytes, or null when they are not a PNG, JPEG, GIF or WebP image. */
export function imageTypeOf(data: Buffer): string | null {
  return SIGNATURES.find(([, matches]) => matches(data))?.[0] ?? null;
}

function avatarNotice(ctx: OrgContext, user: UserRow, version: number, uploaded: boolean): Notice {
  const url = avatarUrl({ id: user.id, avatar_version: version });
  return {
    event: {
      type: 'realm_user',
      op: 'update',
      person: {
        user_id: user.id,
        avatar_url: url,
        avatar_url_medium: url,
        avatar_source: uploaded ? 'U' : 'G',
        avatar_version: version,
      },
    },
    users: activeUserIds(ctx.db),
  };
}

/** POST /users/me/avatar */
export function uploadAvatar(
  ctx: OrgContext,
  user: UserRow,
  data: Buffer,
): Outcome<{ avatar_url: string }> {
  if (data.length === 0) throw badRequest('You must upload exactly one avatar.');
  if (data.length > MAX_AVATAR_BYTES) {
    throw badRequest(`Uploaded file is larger than the allowed limit of 5 MiB.`);
  }
  const type = imageTypeOf(data);
  if (!type) throw badRequest('Invalid image format: use a PNG, JPEG, GIF or WebP image.');
  return inTransaction(ctx.db, () => {
    setAvatar(ctx.db, user.id, type, data);
    const version = bumpAvatarVersion(ctx.db, user.id);
    return {
      result: { avatar_url: avatarUrl({ id: user.id, avatar_version: version }) },
      notices: [avatarNotice(ctx, user, version, true)],
    };
  });
}

/** DELETE /users/me/avatar: back to the default picture. */
export function removeAvatar(ctx: OrgContext, user: UserRow): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    if (!deleteAvatar(ctx.db, user.id)) return { result: {}, notices: [] };
    const version = bumpAvatarVersion(ctx.db, user.id);
    return { result: {}, notices: [avatarNotice(ctx, user, version, false)] };
  });
}

/** GET /avatar/{user_id}: the user (if any) and the picture they uploaded (if any). */
export function avatarOf(db: Db, userId: string): { user?: UserRow; uploaded?: AvatarRow } {
  const user = /^\d+$/.test(userId) ? getUserById(db, Number(userId)) : undefined;
  return { user, uploaded: user && getAvatar(db, user.id) };
}
