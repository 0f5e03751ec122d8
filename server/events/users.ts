/** What fan-out reads of users, from the database. */
import type { Db } from '../db/database';
import { getUserById } from '../db/users';
import { apiEmail } from '../domain/emails';
import { loadRealm } from '../domain/realm';
import type { UserLookup } from './fanout';

/** Fan-out's view of users, read from the database when an adaptation needs it. */
export function eventUserLookup(db: Db): UserLookup {
  return {
    emailOf: (id) => {
      const u = getUserById(db, id);
      return u && apiEmail(u);
    },
    emptyTopicDisplayName: () => loadRealm(db).settings.empty_topic_display_name,
    settingsOf(id) {
      const raw = getUserById(db, id)?.settings;
      try {
        return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    },
  };
}
