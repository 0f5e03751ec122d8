/** Prepared statements, compiled once per connection and reused. */
import type Database from 'better-sqlite3';
import type { Db } from './database';

const caches = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * Statements kept per connection. The fixed SQL of server/db is a few hundred statements;
 * narrow queries and IN lists vary with the request, so the least recently used statement
 * goes once the cache is full rather than letting it grow without end.
 */
export const MAX_CACHED_STATEMENTS = 1000;

/**
 * The prepared statement for `sql` on `db`, compiled once per connection and reused: preparing
 * costs far more than running a small lookup, and hot paths (authentication on every request,
 * /register, permission checks) run the same statements again and again. SQLite re-prepares a
 * cached statement itself after a schema change. Use for statements run with get/all/run; an
 * `iterate` in progress keeps its statement busy, so a statement that may be iterated while
 * reused should be prepared fresh.
 */
export function statement(db: Db, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let s = cache.get(sql);
  if (s) {
    // Map order is insertion order: moving a hit to the end makes the first key the least
    // recently used.
    cache.delete(sql);
    cache.set(sql, s);
    return s;
  }
  if (cache.size >= MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string);
  s = db.prepare(sql);
  cache.set(sql, s);
  return s;
}

/**
 * The rows of a query over an `IN` list of IDs, run in chunks that stay under SQLite's
 * bound-parameter limit; `sql` receives the chunk's placeholders ("?,?,?").
 */
export function allInChunks<T>(
  db: Db,
  ids: readonly number[],
  sql: (placeholders: string) => string,
): T[] {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    out.push(...(statement(db, sql(chunk.map(() => '?').join(','))).all(...chunk) as T[]));
  }
  return out;
}
