/**
 * Custom emoji: the register key, the image files, and adding and deactivating them (POST and
 * DELETE /realm/emoji/{emoji_name}) as Zulip does, each change sent to everyone as the whole set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { customEmojiName, customEmojiNameError, unicodeEmojiByName } from '../../src/markdown';
import type { Db } from '../db/database';
import {
  activeRealmEmoji,
  deactivateRealmEmoji,
  insertRealmEmoji,
  listRealmEmoji,
  setRealmEmojiFiles,
} from '../db/realm-emoji';
import type { UserRow } from '../db/users';
import type { EmojiImages } from './emoji-image';
import { badRequest, notFound } from './errors';
import type { Notice, Outcome } from './notices';
import type { OrgContext } from './org-context';
import { hasRealmPermission, isRealmAdmin } from './permissions';
import { realmEmojiStillUrl, realmEmojiUrl } from './render-context';
import { inTransaction } from './transaction';
import { activeUserIds } from './user-audience';

/** The register key `realm_emoji`: custom emoji by ID string, deactivated ones included. */
export function realmEmojiState(db: Db) {
  const realm_emoji: Record<string, unknown> = {};
  for (const e of listRealmEmoji(db)) {
    realm_emoji[String(e.id)] = {
      id: String(e.id),
      name: e.name,
      source_url: realmEmojiUrl(e.file_name),
      still_url: e.still_file_name === null ? null : realmEmojiStillUrl(e.still_file_name),
      deactivated: e.deactivated === 1,
      author_id: e.author_id,
    };
  }
  return { realm_emoji };
}

/** Where uploaded emoji images are kept: <dataDir>/emoji (the seed's own are assets). */
export const emojiDir = (dataDir: string) => path.join(dataDir, 'emoji');

/** The file a realm emoji's image URL names (`still` for still versions), if one has it. */
export function realmEmojiFile(db: Db, fileName: string, still = false): string | undefined {
  const e = listRealmEmoji(db).find((r) => (still ? r.still_file_name : r.file_name) === fileName);
  return e && fileName;
}

const changedNotice = (db: Db): Notice => ({
  event: { type: 'realm_emoji', op: 'update', ...realmEmojiState(db) },
  users: activeUserIds(db),
});

/**
 * What may stop `user` adding an emoji by this name, in Zulip's order, before the file is read:
 * the name as stored, or a refusal.
 */
export function checkNewEmoji(db: Db, user: UserRow, rawName: string): string {
  const name = customEmojiName(rawName);
  const invalid = customEmojiNameError(name);
  if (invalid) throw badRequest(invalid);
  if (!hasRealmPermission(db, user, 'can_add_custom_emoji_group')) {
    throw badRequest('Insufficient permission');
  }
  if (activeRealmEmoji(db, name)) throw badRequest('A custom emoji with this name already exists.');
  if ((unicodeEmojiByName(name) || name === 'zulip') && !isRealmAdmin(user)) {
    throw badRequest('Only administrators can override default emoji.');
  }
  return name;
}

/** POST /realm/emoji/{emoji_name}, with the images already made from the upload. */
export function addRealmEmoji(
  ctx: OrgContext,
  dataDir: string,
  user: UserRow,
  rawName: string,
  images: EmojiImages,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const name = checkNewEmoji(ctx.db, user, rawName);
    const id = insertRealmEmoji(ctx.db, name, '', user.id);
    // Named by ID as Zulip's are; the still is a PNG of the same name.
    const file = `${id}.${images.ext}`;
    const still = images.still && `${id}.png`;
    const dir = emojiDir(dataDir);
    fs.mkdirSync(path.join(dir, 'still'), { recursive: true });
    fs.writeFileSync(path.join(dir, file), images.data);
    if (still && images.still) fs.writeFileSync(path.join(dir, 'still', still), images.still);
    setRealmEmojiFiles(ctx.db, id, file, still);
    return { result: {}, notices: [changedNotice(ctx.db)] };
  });
}

/** DELETE /realm/emoji/{emoji_name}: deactivated, by its author or an administrator. */
export function removeRealmEmoji(
  ctx: OrgContext,
  user: UserRow,
  name: string,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const emoji = activeRealmEmoji(ctx.db, name);
    if (!emoji) throw notFound(`Emoji '${name}' does not exist`);
    if (!isRealmAdmin(user) && emoji.author_id !== user.id) {
      throw badRequest('Must be an organization administrator or emoji author');
    }
    deactivateRealmEmoji(ctx.db, emoji.id);
    return { result: {}, notices: [changedNotice(ctx.db)] };
  });
}
