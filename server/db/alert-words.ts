import type { Db } from './database';

/** Alert words of the given users, by user ID (users without any are absent). */
export function alertWordsOf(db: Db, userIds: readonly number[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const stmt = db.prepare('SELECT word FROM alert_words WHERE user_id = ?');
  for (const id of userIds) {
    const words = (stmt.all(id) as { word: string }[]).map((r) => r.word);
    if (words.length) out.set(id, words);
  }
  return out;
}
