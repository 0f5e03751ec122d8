import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

/**
 * Prepared statements of the message tables, cached per connection: preparing costs more
 * than running most of the small queries the message paths make. Narrow queries and IN
 * lists vary, so the cache is bounded by clearing it when it grows large (unlike
 * db/statements, which holds a fixed set).
 */
const caches = new WeakMap<Db, Map<string, Statement>>();
const MAX_CACHED = 1000;

export function stmt(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let s = cache.get(sql);
  if (!s) {
    if (cache.size >= MAX_CACHED) cache.clear();
    s = db.prepare(sql);
    cache.set(sql, s);
  }
  return s;
}
