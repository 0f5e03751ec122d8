/**
 * Message windows: for each narrow, the sorted IDs fetched so far and whether they reach the
 * oldest and newest ends. New messages join a window when they fall inside its range and match
 * its narrow; messages moved or deleted leave it.
 *
 * A new message is almost always the newest, so it is appended to the window's ID list in
 * place (draft.push) instead of copying a list that may hold 100,000 IDs; the window object
 * itself is copied, so selectors see the change. Memoize on the window, not on its `ids`.
 * Rarer changes (an older message, a removal) build a new list.
 */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalOperator } from './keys';
import { messageMatchesNarrow } from './narrow-match';
import type { MessageWindow, ReduceContext, StoredMessage } from './state';

type Windows = Record<string, MessageWindow>;

/**
 * Window order: real messages by ID, then local echoes (negative IDs, see echo.ts) in the
 * order they were sent, since an unsent message is newer than anything the server has.
 */
export const idBefore = (a: number, b: number): boolean =>
  a < 0 ? b < 0 && a > b : b < 0 || a < b;

export const compareIds = (a: number, b: number): number =>
  idBefore(a, b) ? -1 : idBefore(b, a) ? 1 : 0;

/** Index at which `id` sits or would be inserted in a list in window order. */
export function sortedIndex(ids: readonly number[], id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (idBefore(ids[mid]!, id)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const contains = (ids: readonly number[], id: number) => ids[sortedIndex(ids, id)] === id;

/** Binary searches rather than a scan: removing one echo must not cost a 100,000-ID window. */
function someIn(list: readonly number[], ids: ReadonlySet<number>): boolean {
  for (const id of ids) if (contains(list, id)) return true;
  return false;
}

/** Whether an ID falls where this window knows every message of its narrow. */
function covers(w: MessageWindow, id: number): boolean {
  const first = w.ids[0];
  const last = w.ids[w.ids.length - 1];
  if (first === undefined || last === undefined) return w.found_newest || w.found_oldest;
  if (idBefore(last, id)) return w.found_newest;
  if (idBefore(id, first)) return w.found_oldest;
  return true;
}

function insertId(windows: Windows, key: string, id: number, ctx: ReduceContext): Windows {
  const d = ctx.draft;
  const w = windows[key]!;
  const at = sortedIndex(w.ids, id);
  if (w.ids[at] === id) return windows;
  const next = d.copy(windows);
  const edited = d.copy(w);
  if (at === w.ids.length) {
    d.push(edited.ids, id);
  } else {
    const ids = d.copy(edited.ids as number[]);
    ids.splice(at, 0, id);
    edited.ids = ids;
  }
  next[key] = edited;
  return next;
}

/**
 * Puts a message into every window whose narrow it matches (or asks the server, for search);
 * `matched`: the server said it matches.
 */
export function placeMessage(
  windows: Windows,
  message: StoredMessage,
  ctx: ReduceContext,
  keys: Iterable<string> = Object.keys(windows),
  matched = false,
): Windows {
  let next = windows;
  for (const key of keys) {
    const w = windows[key]!;
    if (!covers(w, message.id)) continue;
    const match = matched || messageMatchesNarrow(message, w.narrow, ctx.state);
    if (match === true) next = insertId(next, key, message.id, ctx);
    else if (match === 'unknown') requestCheck(ctx, key, w.narrow, message.id);
  }
  return next;
}

function requestCheck(ctx: ReduceContext, narrowKey: string, narrow: NarrowTerm[], id: number) {
  let check = ctx.matchChecks.find((c) => c.narrowKey === narrowKey);
  if (!check) {
    check = { narrowKey, narrow, message_ids: [] };
    ctx.matchChecks.push(check);
  }
  if (!check.message_ids.includes(id)) check.message_ids.push(id);
}

/** Takes these IDs out of every window (or only those named). */
export function removeFromWindows(
  windows: Windows,
  ids: ReadonlySet<number>,
  ctx: ReduceContext,
  keys: Iterable<string> = Object.keys(windows),
) {
  let next = windows;
  for (const key of keys) {
    const w = windows[key]!;
    if (!someIn(w.ids, ids)) continue;
    next = next === windows ? ctx.draft.copy(windows) : next;
    const edited = ctx.draft.copy(w);
    edited.ids = w.ids.filter((id) => !ids.has(id));
    next[key] = edited;
  }
  return next;
}

/**
 * After a move, an edit or a flag change: drop messages that no longer match, add those that
 * now do. Only the windows named are looked at (all by default); a search window asks the
 * server again about a message it holds, since the change may have decided it.
 */
export function recheckMessages(
  windows: Windows,
  messages: readonly StoredMessage[],
  ctx: ReduceContext,
  keys: Iterable<string> = Object.keys(windows),
): Windows {
  let next = windows;
  for (const key of keys) {
    for (const m of messages) {
      const w = next[key]!;
      const inside = contains(w.ids, m.id);
      const match = messageMatchesNarrow(m, w.narrow, ctx.state);
      if (inside && match === false) next = removeFromWindows(next, new Set([m.id]), ctx, [key]);
      else if (!inside && match !== false) next = placeMessage(next, m, ctx, [key]);
      else if (inside && match === 'unknown') requestCheck(ctx, key, w.narrow, m.id);
    }
  }
  return next;
}

/**
 * A message this store never held may now belong to the window at `key` (it was moved here,
 * starred elsewhere, ...). It cannot be inserted, so the window stops claiming completeness
 * where the message sits: past its newest end it no longer has found_newest, before its oldest
 * end it no longer has found_oldest, and inside its range (which claims no gaps) it keeps only
 * the messages newer than the missing one, without found_oldest: the live end survives and the
 * UI fetches older messages again as for any window that has not reached the oldest.
 */
export function markIncomplete(
  windows: Windows,
  key: string,
  id: number,
  ctx: ReduceContext,
): Windows {
  const w = windows[key]!;
  if (!covers(w, id)) return windows;
  const d = ctx.draft;
  const next = d.copy(windows);
  const edited = d.copy(w);
  const first = w.ids[0];
  const last = w.ids[w.ids.length - 1];
  if (first === undefined || last === undefined) {
    edited.found_newest = false;
    edited.found_oldest = false;
  } else if (idBefore(last, id)) {
    edited.found_newest = false;
  } else if (idBefore(id, first)) {
    edited.found_oldest = false;
  } else {
    edited.ids = w.ids.slice(sortedIndex(w.ids, id));
    edited.found_oldest = false;
  }
  next[key] = edited;
  return next;
}

export interface FetchedRange {
  ids: number[];
  found_oldest: boolean;
  found_newest: boolean;
  /** The anchor the page was fetched around, when it was a message ID. */
  anchor?: number;
}

/**
 * Merges a fetched page into a window. A page that overlaps the window or is anchored at one
 * of its IDs extends it; any other page starts the window afresh (the reader jumped).
 */
export function mergeWindow(
  w: MessageWindow | undefined,
  narrow: NarrowTerm[],
  page: FetchedRange,
): MessageWindow {
  const ids = [...page.ids].sort(compareIds);
  const fresh = { narrow, ids, found_oldest: page.found_oldest, found_newest: page.found_newest };
  // A stale window is only a picture of the past: the first page fetched replaces it.
  if (!w || w.stale || w.ids.length === 0) return fresh;
  const first = w.ids[0]!;
  const last = w.ids[w.ids.length - 1]!;
  const touches =
    (page.anchor !== undefined && !idBefore(page.anchor, first) && !idBefore(last, page.anchor)) ||
    ids.some((id) => !idBefore(id, first) && !idBefore(last, id)) ||
    (ids.length === 0 && page.anchor !== undefined);
  if (!touches) return fresh;
  const merged = [...new Set([...w.ids, ...ids])].sort(compareIds);
  const pageFirst = ids[0] ?? first;
  const pageLast = ids[ids.length - 1] ?? last;
  return {
    narrow: w.narrow,
    ids: merged,
    found_oldest: idBefore(first, pageFirst) ? w.found_oldest : page.found_oldest || w.found_oldest,
    found_newest: idBefore(pageLast, last) ? w.found_newest : page.found_newest || w.found_newest,
  };
}

/** The `is:` operand that reads each flag (`read` is read by `is:unread`, inverted). */
const FLAG_OPERAND: Record<string, string> = {
  starred: 'starred',
  read: 'unread',
  mentioned: 'mentioned',
  stream_wildcard_mentioned: 'mentioned',
  topic_wildcard_mentioned: 'mentioned',
  wildcard_mentioned: 'mentioned',
  has_alert_word: 'alerted',
};

const readsFlag = (term: NarrowTerm, operand: string) =>
  canonicalOperator(term.operator) === 'is' && String(term.operand).toLowerCase() === operand;

/** Keys of the windows whose narrow has a term `reads` is true of: the only ones a change can move. */
export function windowsReading(windows: Windows, reads: (term: NarrowTerm) => boolean): string[] {
  const keys: string[] = [];
  for (const key in windows) if (windows[key]!.narrow.some(reads)) keys.push(key);
  return keys;
}

/** Terms whose value a flag can change. */
export const flagReader = (flag: string) => {
  const operand = FLAG_OPERAND[flag];
  return (term: NarrowTerm) => operand !== undefined && readsFlag(term, operand);
};

/**
 * Whether adding or removing `flag` on a message this store does not hold could bring it into
 * a narrow: some term on the flag turns true (for all the store knows of the other terms).
 */
export function flagChangeMayAdd(narrow: readonly NarrowTerm[], flag: string, add: boolean) {
  const operand = FLAG_OPERAND[flag];
  if (operand === undefined) return false;
  // Adding a flag makes `is:starred` (etc.) true, but `is:unread` false.
  const turnsTrue = add !== (operand === 'unread');
  return narrow.some((t) => readsFlag(t, operand) && turnsTrue !== Boolean(t.negated));
}

/** Terms a content edit can change: `has:`, `search`, and `is:` (mention and alert flags). */
export function readsContent(term: NarrowTerm): boolean {
  const operator = canonicalOperator(term.operator);
  return operator === 'has' || operator === 'search' || operator === 'is';
}

/** Terms a reaction can change. */
export const readsReactions = (term: NarrowTerm): boolean =>
  canonicalOperator(term.operator) === 'has' && String(term.operand).toLowerCase() === 'reaction';
