import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations';

export type Db = Database.Database;

/** Opens (creating if needed) the SQLite database in `dataDir`, in WAL mode, migrated to the latest version. */
export function openDatabase(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'parley.sqlite3'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function migrate(db: Db, migrations: readonly Migration[]): void {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  const current = schemaVersion(db);
  for (const m of sorted) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
}
