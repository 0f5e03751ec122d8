/**
 * The selected message (Zulip's pointer) of the feed on screen: the feed registers itself, the
 * hotkeys move the selection and act on it. One feed shows at a time.
 */
import type { CursorStep } from '../../model/feed-cursor';
import type { Opening } from '../../model/feed-reading';
import type { FeedContextValue } from './feed-context';

export interface FeedCursor {
  /** The selected message's ID, if the feed has any message. */
  selected(): number | undefined;
  /** Moves the selection and keeps it in view; false when there is nothing to move. */
  move(step: CursorStep): boolean;
  /** The feed's narrow and reading controls (for "Mark as unread from here"). */
  context: FeedContextValue;
}

let active: FeedCursor | null = null;

export const activeFeed = (): FeedCursor | null => active;

export function registerFeed(feed: FeedCursor): () => void {
  active = feed;
  return () => {
    if (active === feed) active = null;
  };
}

/** The selected message of each history entry, so Back comes back to it (for this page's life). */
const remembered = new Map<string, number>();
export const rememberSelection = (entry: string, id: number) => remembered.set(entry, id);
export const rememberedSelection = (entry: string) => remembered.get(entry);

/** The place to read from: the selected message of the feed on screen, else the main view. */
export function readingElement(): HTMLElement | null {
  const id = active?.selected();
  const message =
    id === undefined
      ? null
      : document.querySelector<HTMLElement>(`.main-view article[data-message-id="${id}"]`);
  return message ?? document.querySelector<HTMLElement>('.main-view');
}

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
