/**
 * Message windows: for each narrow, the sorted IDs fetched so far and whether they reach the
 * oldest and newest ends. New messages join a window when they fall inside its range and match
 * its narrow; messages moved or deleted leave it.
 */
import type { NarrowTerm } from '../api/types/narrow';
import type { MessageWindow, ReduceContext, StoredMessage } from './state';

type Windows = Record<string, MessageWindow>;

/** Index at which `id` sits or would be inserted in an ascending list. */
export function sortedIndex(ids: readonly number[], id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether an ID falls where this window knows every message of its narrow. */
function covers(w: MessageWindow, id: number): boolean {
  const first = w.ids[0];
  const last = w.ids[w.ids.length - 1];
  if (first === undefined || last === undefined) return w.found_newest || w.found_oldest;
  if (id > last) return w.found_newest;
  if (id < first) return w.found_oldest;
  return true;
}

function insertId(windows: Windows, key: string, id: number, ctx: ReduceContext): Windows {
  const w = windows[key]!;
  const at = sortedIndex(w.ids, id);
  if (w.ids[at] === id) return windows;
  const next = ctx.draft.copy(windows);
  const edited = ctx.draft.copy(w);
  edited.ids = ctx.draft.copy(edited.ids);
  if (at === edited.ids.length) edited.ids.push(id);
  else edited.ids.splice(at, 0, id);
  next[key] = edited;
  return next;
}

/** Puts a message into every window whose narrow it matches (or asks the server, for search). */
export function placeMessage(
  windows: Windows,
  message: StoredMessage,
  ctx: ReduceContext,
  keys: Iterable<string> = Object.keys(windows),
): Windows {
  let next = windows;
  for (const key of keys) {
    const w = windows[key]!;
    if (!covers(w, message.id)) continue;
    const match = ctx.matchesNarrow(message, w.narrow, ctx.state);
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
    if (!w.ids.some((id) => ids.has(id))) continue;
    next = next === windows ? ctx.draft.copy(windows) : next;
    const edited = ctx.draft.copy(w);
    edited.ids = w.ids.filter((id) => !ids.has(id));
    next[key] = edited;
  }
  return next;
}

/** After a move or an edit: drop messages that no longer match, add those that now do. */
export function recheckMessages(
  windows: Windows,
  messages: readonly StoredMessage[],
  ctx: ReduceContext,
): Windows {
  let next = windows;
  for (const key of Object.keys(windows)) {
    for (const m of messages) {
      const w = next[key]!;
      const inside = w.ids[sortedIndex(w.ids, m.id)] === m.id;
      const match = ctx.matchesNarrow(m, w.narrow, ctx.state);
      if (inside && match === false) next = removeFromWindows(next, new Set([m.id]), ctx, [key]);
      else if (!inside && match !== false) next = placeMessage(next, m, ctx, [key]);
    }
  }
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
  const ids = [...page.ids].sort((a, b) => a - b);
  const fresh = { narrow, ids, found_oldest: page.found_oldest, found_newest: page.found_newest };
  if (!w || w.ids.length === 0) return fresh;
  const first = w.ids[0]!;
  const last = w.ids[w.ids.length - 1]!;
  const touches =
    (page.anchor !== undefined && page.anchor >= first && page.anchor <= last) ||
    ids.some((id) => id >= first && id <= last) ||
    (ids.length === 0 && page.anchor !== undefined);
  if (!touches) return fresh;
  const merged = [...new Set([...w.ids, ...ids])].sort((a, b) => a - b);
  const pageFirst = ids[0] ?? first;
  const pageLast = ids[ids.length - 1] ?? last;
  return {
    narrow: w.narrow,
    ids: merged,
    found_oldest: pageFirst <= first ? page.found_oldest || w.found_oldest : w.found_oldest,
    found_newest: pageLast >= last ? page.found_newest || w.found_newest : w.found_newest,
  };
}
