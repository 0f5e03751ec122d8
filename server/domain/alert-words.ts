/** Alert words: the register key and the endpoints that change a user's list. */
import {
  addAlertWords,
  alertWordsOfUser,
  listAlertWords,
  removeAlertWords,
} from '../db/alert-words';
import type { Db } from '../db/database';
import type { UserRow } from '../db/users';
import { badRequest } from './errors';
import { automatonFor } from './messages/alert-word-automaton';
import type { Outcome } from './notices';
import type { OrgContext } from './org-context';
import { inTransaction } from './transaction';

/** Longest alert word, in characters (Zulip's limit). */
export const WORD_MAX = 100;
/** Most alert words one user may have: each message is searched for all of them. */
export const MAX_ALERT_WORDS = 1000;

/** The register key `alert_words`. */
export function alertWordsState(db: Db, user: UserRow) {
  return { alert_words: listAlertWords(db, user.id) };
}

function clean(words: readonly string[]): string[] {
  const out = words.map((w) => w.trim()).filter((w) => w !== '');
  for (const w of out) {
    if ([...w].length > WORD_MAX) {
      throw badRequest(`Alert word too long (limit: ${WORD_MAX} characters): ${w.slice(0, 20)}…`);
    }
  }
  return [...new Set(out)];
}

function changed(ctx: OrgContext, user: UserRow): Outcome<{ alert_words: string[] }> {
  const alert_words = listAlertWords(ctx.db, user.id);
  return {
    result: { alert_words },
    notices: [{ event: { type: 'alert_words', alert_words }, users: [user.id] }],
  };
}

/** The words' automaton is built by the request that changed them, not by the next send. */
function prepareMatching(ctx: OrgContext, user: UserRow): void {
  automatonFor(alertWordsOfUser(ctx.db, user.id));
}

/** POST /users/me/alert_words */
export function addUserAlertWords(ctx: OrgContext, user: UserRow, words: readonly string[]) {
  const outcome = inTransaction(ctx.db, () => {
    addAlertWords(ctx.db, user.id, clean(words));
    // Checked after the insert (a rollback undoes it): words already there, in any case, do
    // not count twice.
    if (listAlertWords(ctx.db, user.id).length > MAX_ALERT_WORDS) {
      throw badRequest(`You can have at most ${MAX_ALERT_WORDS} alert words.`);
    }
    return changed(ctx, user);
  });
  prepareMatching(ctx, user);
  return outcome;
}

/** DELETE /users/me/alert_words */
export function removeUserAlertWords(ctx: OrgContext, user: UserRow, words: readonly string[]) {
  const outcome = inTransaction(ctx.db, () => {
    removeAlertWords(ctx.db, user.id, clean(words));
    return changed(ctx, user);
  });
  prepareMatching(ctx, user);
  return outcome;
}
