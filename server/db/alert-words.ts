/** Each user's alert words: the rows, and the per-connection copy every send reads. */
import type { Db } from './database';
import { statement } from './statements';

const NONE: readonly string[] = Object.freeze([]);

interface WordCache {
  /** Each user's words, the same frozen array until that user's words change. */
  byUser: Map<number, readonly string[]>;
  /** Users whose words changed in the transaction now open: nothing read for them is kept. */
  changedInTransaction: Set<number>;
}

const caches = new WeakMap<Db, WordCache>();

/**
 * Every message checks its recipients' alert words, so each user's list is kept per
 * connection. Temporary triggers drop a user's copy whenever their rows change, whoever
 * changes them (the alert-word endpoints, a test writing SQL directly); a list read inside a
 * transaction that changed it is not kept, since a rollback would leave it stale.
 */
function cache(db: Db): WordCache | undefined {
  let c = caches.get(db);
  if (!c) {
    // Created outside any transaction, or a rollback could take the triggers with it.
    if (db.inTransaction) return undefined;
    const created: WordCache = { byUser: new Map(), changedInTransaction: new Set() };
    c = created;
    db.function('parley_alert_words_changed', { deterministic: false }, (userId) => {
      created.byUser.delete(Number(userId));
      if (db.inTransaction) created.changedInTransaction.add(Number(userId));
      return null;
    });
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS parley_alert_words_inserted
               AFTER INSERT ON main.alert_words
               BEGIN SELECT parley_alert_words_changed(NEW.user_id); END;
             CREATE TEMP TRIGGER IF NOT EXISTS parley_alert_words_deleted
               AFTER DELETE ON main.alert_words
               BEGIN SELECT parley_alert_words_changed(OLD.user_id); END;
             CREATE TEMP TRIGGER IF NOT EXISTS parley_alert_words_updated
               AFTER UPDATE ON main.alert_words
               BEGIN SELECT parley_alert_words_changed(OLD.user_id);
                     SELECT parley_alert_words_changed(NEW.user_id); END;`);
    caches.set(db, created);
  }
  if (!db.inTransaction) c.changedInTransaction.clear();
  return c;
}

/** One user's alert words (frozen; the same array until they change). */
export function alertWordsOfUser(db: Db, userId: number): readonly string[] {
  const c = cache(db);
  const known = c?.byUser.get(userId);
  if (known) return known;
  const rows = statement(db, 'SELECT word FROM alert_words WHERE user_id = ? ORDER BY word').all(
    userId,
  ) as { word: string }[];
  const words = rows.length ? Object.freeze(rows.map((r) => r.word)) : NONE;
  if (c && !c.changedInTransaction.has(userId)) c.byUser.set(userId, words);
  return words;
}

/** Alert words of the given users, by user ID (users without any are absent). */
export function alertWordsOf(db: Db, userIds: readonly number[]): Map<number, readonly string[]> {
  const out = new Map<number, readonly string[]>();
  for (const id of userIds) {
    const words = alertWordsOfUser(db, id);
    if (words.length) out.set(id, words);
  }
  return out;
}

export const listAlertWords = (db: Db, userId: number): string[] =>
  (
    statement(db, 'SELECT word FROM alert_words WHERE user_id = ? ORDER BY word').all(userId) as {
      word: string;
    }[]
  ).map((r) => r.word);

export function addAlertWords(db: Db, userId: number, words: readonly string[]): void {
  const stmt = statement(db, 'INSERT OR IGNORE INTO alert_words (user_id, word) VALUES (?, ?)');
  for (const w of words) stmt.run(userId, w);
}

export function removeAlertWords(db: Db, userId: number, words: readonly string[]): void {
  const stmt = statement(db, 'DELETE FROM alert_words WHERE user_id = ? AND word = ?');
  for (const w of words) stmt.run(userId, w);
}
