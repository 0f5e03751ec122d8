/**
 * Where the feed's selected message starts and how it is focused; the selection is remembered
 * per history entry. The feed on screen registers itself in common/active-feed.ts.
 */
import type { Opening } from '../../model/feed-reading';

/** The selected message of each history entry, so Back comes back to it (for this page's life). */
const remembered = new Map<string, number>();
export const rememberSelection = (entry: string, id: number) => remembered.set(entry, id);
export const rememberedSelection = (entry: string) => remembered.get(entry);

const lastReal = (rows: readonly number[]) => rows.findLast((id) => id > 0) ?? rows.at(-1);

/** Where the selection starts: where it was in this history entry, else where the feed opens. */
export function startAt(
  rows: readonly number[],
  initial: Opening,
  entry: string,
): number | undefined {
  const before = rememberedSelection(entry);
  if (before !== undefined && rows.includes(before)) return before;
  if (initial.kind !== 'bottom' && rows.includes(initial.id)) return initial.id;
  return lastReal(rows);
}

/** Focuses a message once it is on the page (a few frames at most), without scrolling. */
export function focusWhenShown(root: HTMLElement | null, id: number, frames = 6) {
  const el = root?.querySelector<HTMLElement>(`article[data-message-id="${id}"]`);
  if (el) el.focus({ preventScroll: true });
  else if (frames > 0) requestAnimationFrame(() => focusWhenShown(root, id, frames - 1));
}
