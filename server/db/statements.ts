import type Database from 'better-sqlite3';
import type { Db } from './database';

const caches = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * The prepared statement for `sql` on `db`, compiled once per connection and reused: preparing
 * costs far more than running a small lookup, and hot paths (authentication on every request)
 * run the same few statements. SQLite re-prepares a cached statement itself after a schema
 * change. Use for statements run with get/all/run; an `iterate` in progress keeps its statement
 * busy, so a statement that may be iterated while reused should be prepared fresh.
 */
export function statement(db: Db, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let s = cache.get(sql);
  if (!s) {
    s = db.prepare(sql);
    cache.set(sql, s);
  }
  return s;
}
