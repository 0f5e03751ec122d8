/** The realm (organization) row and its settings, kept per connection. */
import type { Db } from './database';
import { statement } from './statements';

export interface RealmRow {
  id: 1;
  name: string;
  description: string;
  /** The description's Markdown; null when only the HTML was ever stored. */
  description_source: string | null;
  date_created: number;
  settings: string;
}

interface RowCache {
  row?: RealmRow;
  /** The realm row changed in the transaction now open: what it holds is not committed yet. */
  writtenInTransaction: boolean;
}

const rowCaches = new WeakMap<Db, RowCache>();

/**
 * The realm row is read on every permission check, so it is kept per connection. A temporary
 * trigger drops the copy whenever the row changes, whoever changes it (updateRealmSettings,
 * the name and description, a test writing SQL directly), and nothing read inside a
 * transaction after such a change is kept: a rollback would leave it stale.
 */
function rowCache(db: Db): RowCache | undefined {
  let cache = rowCaches.get(db);
  if (!cache) {
    // Created outside any transaction, or a rollback could take the triggers with it.
    if (db.inTransaction) return undefined;
    const created: RowCache = { writtenInTransaction: false };
    cache = created;
    db.function('parley_realm_changed', { deterministic: false }, () => {
      created.row = undefined;
      created.writtenInTransaction = db.inTransaction;
      return null;
    });
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS parley_realm_updated AFTER UPDATE ON main.realm
             BEGIN SELECT parley_realm_changed(); END;
             CREATE TEMP TRIGGER IF NOT EXISTS parley_realm_inserted AFTER INSERT ON main.realm
             BEGIN SELECT parley_realm_changed(); END;
             CREATE TEMP TRIGGER IF NOT EXISTS parley_realm_deleted AFTER DELETE ON main.realm
             BEGIN SELECT parley_realm_changed(); END;`);
    rowCaches.set(db, created);
  }
  if (!db.inTransaction) cache.writtenInTransaction = false;
  return cache;
}

/** The realm row (the same object until the row changes), or undefined before seeding. */
export function getRealm(db: Db): RealmRow | undefined {
  const cache = rowCache(db);
  if (cache?.row) return cache.row;
  const row = statement(db, 'SELECT * FROM realm WHERE id = 1').get() as RealmRow | undefined;
  if (row && cache && !cache.writtenInTransaction) cache.row = Object.freeze(row);
  return row;
}

export function insertRealm(db: Db, name: string, description: string, dateCreated: number): void {
  statement(db, 'INSERT INTO realm (id, name, description, date_created) VALUES (1, ?, ?, ?)').run(
    name,
    description,
    dateCreated,
  );
}

/** The only writer of the realm settings JSON. */
export function updateRealmSettings(db: Db, settings: Record<string, unknown>): void {
  statement(db, 'UPDATE realm SET settings = ? WHERE id = 1').run(JSON.stringify(settings));
}

export function updateRealmNameAndDescription(
  db: Db,
  patch: { name?: string; description?: string; descriptionSource?: string },
): void {
  if (patch.descriptionSource !== undefined) {
    statement(db, 'UPDATE realm SET description_source = ? WHERE id = 1').run(
      patch.descriptionSource,
    );
  }
  if (patch.name !== undefined) {
    statement(db, 'UPDATE realm SET name = ? WHERE id = 1').run(patch.name);
  }
  if (patch.description !== undefined) {
    statement(db, 'UPDATE realm SET description = ? WHERE id = 1').run(patch.description);
  }
}

/** The stored realm settings JSON as it is, including keys the defaults do not list. */
export const rawRealmSettings = (db: Db): Record<string, unknown> =>
  JSON.parse(getRealm(db)?.settings ?? '{}') as Record<string, unknown>;
