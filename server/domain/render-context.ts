/** What the Markdown renderer may refer to, as the author sees the organization. */
import type { RenderContext } from '../../src/markdown';
import type { Db } from '../db/database';
import { listGroups } from '../db/groups';
import { listLinkifiers } from '../db/linkifiers';
import { firstMessageIdInTopic } from '../db/messages';
import { listRealmEmoji } from '../db/realm-emoji';
import { listStreams } from '../db/streams';
import { listUsers, type UserRow } from '../db/users';
import { canSeeChannelMetadata } from './permissions';

/** Realm emoji images are served from this path (see http/routes/static-assets). */
export const realmEmojiUrl = (fileName: string) => `/user_avatars/1/emoji/images/${fileName}`;
/** The still version of an animated realm emoji, as Zulip's still_url. */
export const realmEmojiStillUrl = (fileName: string) =>
  `/user_avatars/1/emoji/images/still/${fileName}`;

/**
 * Everything the Markdown renderer may refer to, read from the database, as `viewer` (the
 * author) sees it: a `#**channel**` link names a channel's ID, so only channels the author
 * may know exist are linked (others stay plain text, as for an unknown name). `null` is text
 * the server itself writes (seed data, Notification Bot notices), which may link any channel.
 */
export function renderContext(
  db: Db,
  realmUrl: string,
  viewer: UserRow | null,
  options: { publicChannelsOnly?: boolean } = {},
): RenderContext {
  // Each list is read from the database the first time the renderer asks for it, then kept:
  // one context serves a whole request, and text without mentions never loads the users.
  return lazy({
    users: () =>
      listUsers(db).map((u) => ({
        id: u.id,
        full_name: u.full_name,
        is_active: u.is_active === 1,
      })),
    groups: () =>
      listGroups(db)
        .filter((g) => !g.deactivated)
        .map((g) => ({ id: g.id, name: g.name, system: g.is_system_group === 1 })),
    streams: () =>
      listStreams(db)
        .filter((s) => viewer === null || canSeeChannelMetadata(db, viewer, s))
        .filter((s) => !options.publicChannelsOnly || s.invite_only === 0)
        .map((s) => ({ id: s.id, name: s.name })),
    realmEmoji: () =>
      listRealmEmoji(db).map((e) => ({
        id: e.id,
        name: e.name,
        source_url: realmEmojiUrl(e.file_name),
        deactivated: e.deactivated === 1,
      })),
    linkifiers: () =>
      listLinkifiers(db).map((l) => ({ pattern: l.pattern, url_template: l.url_template })),
    realmUrl: () => realmUrl,
    topicFirstMessageId: () => (streamId: number, topic: string) =>
      firstMessageIdInTopic(db, streamId, topic),
  });
}

/** An object whose properties are computed on first read and then kept. */
function lazy<T extends object>(make: { [K in keyof T]: () => T[K] }): T {
  const out = {} as T;
  for (const key of Object.keys(make) as (keyof T)[]) {
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make[key]();
        Object.defineProperty(out, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return out;
}
