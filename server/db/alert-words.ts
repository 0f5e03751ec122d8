import type { Db } from './database';
import { statement } from './statements';

/** Alert words of the given users, by user ID (users without any are absent). */
export function alertWordsOf(db: Db, userIds: readonly number[]): Map<number, string[]> {
  const wanted = new Set(userIds);
  const out = new Map<number, string[]>();
  // The table is small (a few words per user): one scan beats a query per recipient.
  for (const r of statement(db, 'SELECT user_id, word FROM alert_words').all() as {
    user_id: number;
    word: string;
  }[]) {
    if (!wanted.has(r.user_id)) continue;
    const list = out.get(r.user_id) ?? [];
    list.push(r.word);
    out.set(r.user_id, list);
  }
  return out;
}
