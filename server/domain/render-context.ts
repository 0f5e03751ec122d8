import type { Db } from '../db/database';
import { listGroups } from '../db/groups';
import { listLinkifiers, listRealmEmoji } from '../db/misc';
import { listStreams } from '../db/streams';
import { listUsers } from '../db/users';
import type { RenderContext } from '../markdown';

/** Realm emoji images are served from this path (see http/routes/static-files). */
export const realmEmojiUrl = (fileName: string) => `/user_avatars/1/emoji/images/${fileName}`;

/** Everything the Markdown renderer may refer to, read from the database. */
export function renderContext(db: Db, realmUrl: string): RenderContext {
  return {
    users: listUsers(db).map((u) => ({
      id: u.id,
      full_name: u.full_name,
      is_active: u.is_active === 1,
    })),
    groups: listGroups(db)
      .filter((g) => !g.is_system_group && !g.deactivated)
      .map((g) => ({ id: g.id, name: g.name })),
    streams: listStreams(db).map((s) => ({ id: s.id, name: s.name })),
    realmEmoji: listRealmEmoji(db).map((e) => ({
      id: e.id,
      name: e.name,
      source_url: realmEmojiUrl(e.file_name),
      deactivated: e.deactivated === 1,
    })),
    linkifiers: listLinkifiers(db).map((l) => ({
      pattern: l.pattern,
      url_template: l.url_template,
    })),
    realmUrl,
  };
}
