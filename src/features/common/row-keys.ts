/**
 * The keys that walk a list of rows (the Inbox, Recent conversations, People): which step a key
 * is, and where that step lands. Pure, so the lists share one table and it is tested on its own.
 */

export type RowStep = 'next' | 'previous' | 'first' | 'last' | 'pageDown' | 'pageUp';

export interface RowKeyInput {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

const NAMED: Record<string, RowStep> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
  PageDown: 'pageDown',
  PageUp: 'pageUp',
};

// Zulip's j and k: letters by the physical key (UI.md), so any layout has them where QWERTY does.
const LETTERS: Record<string, RowStep> = { KeyJ: 'next', KeyK: 'previous' };

const modified = (e: RowKeyInput) => e.altKey || e.ctrlKey || e.metaKey;

/**
 * The step a key press asks for, if any. `letters`: j and k too (the Inbox and Recent
 * conversations, as in Zulip; not the People list, whose j and k are the feed's).
 */
export function rowStep(e: RowKeyInput, letters = false): RowStep | undefined {
  if (modified(e)) return undefined;
  if (letters && !e.shiftKey && e.code in LETTERS) return LETTERS[e.code];
  return NAMED[e.key];
}

/** ← collapses a group (or goes to its header), → expands it: Zulip's Inbox. */
export function foldStep(e: RowKeyInput): 'collapse' | 'expand' | undefined {
  if (modified(e) || e.shiftKey) return undefined;
  if (e.key === 'ArrowLeft') return 'collapse';
  if (e.key === 'ArrowRight') return 'expand';
  return undefined;
}

/**
 * The row a step lands on, from row `at` (-1: none has the focus) of `count`, `page` rows a
 * screen; always a row of the list.
 */
export function stepTo(step: RowStep, at: number, count: number, page: number): number {
  const next = {
    next: at + 1,
    previous: at < 0 ? 0 : at - 1,
    first: 0,
    last: count - 1,
    pageDown: at + page,
    pageUp: at - page,
  }[step];
  return Math.min(count - 1, Math.max(0, next));
}
