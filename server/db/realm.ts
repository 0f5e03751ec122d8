import type { Db } from './database';

export interface RealmRow {
  id: 1;
  name: string;
  description: string;
  date_created: number;
  settings: string;
}

export const getRealm = (db: Db): RealmRow | undefined =>
  db.prepare('SELECT * FROM realm WHERE id = 1').get() as RealmRow | undefined;

export function insertRealm(db: Db, name: string, description: string, dateCreated: number): void {
  db.prepare('INSERT INTO realm (id, name, description, date_created) VALUES (1, ?, ?, ?)').run(
    name,
    description,
    dateCreated,
  );
}

export function updateRealmSettings(db: Db, settings: Record<string, unknown>): void {
  db.prepare('UPDATE realm SET settings = ? WHERE id = 1').run(JSON.stringify(settings));
}

export function updateRealmNameAndDescription(
  db: Db,
  patch: { name?: string; description?: string },
): void {
  if (patch.name !== undefined)
    db.prepare('UPDATE realm SET name = ? WHERE id = 1').run(patch.name);
  if (patch.description !== undefined) {
    db.prepare('UPDATE realm SET description = ? WHERE id = 1').run(patch.description);
  }
}

/** The stored realm settings JSON as it is, including keys the defaults do not list. */
export const rawRealmSettings = (db: Db): Record<string, unknown> =>
  JSON.parse(getRealm(db)?.settings ?? '{}') as Record<string, unknown>;
