/**
 * The feed on screen, for what acts on it from outside the feed: the hotkeys move its selected
 * message (Zulip's pointer) and act on it, the focus goes back to where one reads, and compose
 * asks whether a message just sent is in view (and shows it). The feed registers itself
 * (messages/useCursor.ts); one feed shows at a time.
 */
import type { NarrowTerm } from '../../api/types/narrow';
import type { CursorStep } from '../../model/feed-cursor';
import type { MessagePlace } from '../../model/feed-reading';
import { viewRow } from './row-focus';

/**
 * What a message's actions need to know of the feed showing it: its narrow (where "Mark as
 * unread from here" applies) and a way to stop reading on scroll, so that messages just marked
 * unread are not marked read again while the reader is still looking at them.
 */
export interface FeedContextValue {
  narrow: readonly NarrowTerm[];
  pauseReading(): void;
  /** In a full-text search: the narrow's key, under which the server's highlights are kept. */
  searchKey?: string;
}

export interface FeedCursor {
  /** The selected message's ID, if the feed has any message. */
  selected(): number | undefined;
  /** Moves the selection and keeps it in view; false when there is nothing to move. */
  move(step: CursorStep): boolean;
  /**
   * Where a message is against the part of the feed on screen: 'below' too for a newer one
   * than the rows laid out reach; undefined when the feed does not hold it.
   */
  whereIs(id: number): MessagePlace | undefined;
  /** Selects a message and scrolls to it, first laying out the newest messages if need be. */
  show(id: number): void;
  /** Calls `listener` as the feed scrolls; returns the way to stop. */
  onScroll(listener: () => void): () => void;
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

/**
 * The place to read from: the selected message of the feed on screen; in a view of rows (the
 * Inbox, Recent conversations), the row last focused; else the main view.
 */
export function readingElement(): HTMLElement | null {
  const id = active?.selected();
  const message =
    id === undefined
      ? null
      : document.querySelector<HTMLElement>(`.main-view article[data-message-id="${id}"]`);
  return message ?? viewRow() ?? document.querySelector<HTMLElement>('.main-view');
}
