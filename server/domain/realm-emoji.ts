/** Custom emoji: the register key and the image files. */
import type { Db } from '../db/database';
import { listRealmEmoji } from '../db/realm-emoji';
import { realmEmojiUrl } from './render-context';

/** The register key `realm_emoji`: custom emoji by ID string. */
export function realmEmojiState(db: Db) {
  const realm_emoji: Record<string, unknown> = {};
  for (const e of listRealmEmoji(db)) {
    realm_emoji[String(e.id)] = {
      id: String(e.id),
      name: e.name,
      source_url: realmEmojiUrl(e.file_name),
      still_url: null,
      deactivated: e.deactivated === 1,
      author_id: e.author_id,
    };
  }
  return { realm_emoji };
}

/** The file name of the realm emoji image `fileName`, if a realm emoji has it. */
export function realmEmojiFile(db: Db, fileName: string): string | undefined {
  return listRealmEmoji(db).find((e) => e.file_name === fileName)?.file_name;
}
