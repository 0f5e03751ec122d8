/**
 * What a message feed's view-model (feed.ts) is given and what it shows: its dependencies and
 * setup, the state the screen renders, the page size and the backoff after failures.
 */
import type { Anchor } from '../api/endpoints/messages';
import type { NarrowTerm } from '../api/types/narrow';
import type { MessageWindow } from '../store/state';
import type { MessagesPage, ParleyStore } from '../store/store';
import type { Opening, Position } from './feed-reading';
import type { TypingTimers } from './typing';

export interface PageRequest {
  anchor: Anchor;
  num_before: number;
  num_after: number;
  include_anchor?: boolean;
}

/** GET /messages for a narrow: the page as the server sent it. */
export type FetchMessages = (narrow: NarrowTerm[], page: PageRequest) => Promise<MessagesPage>;

export interface FeedDeps {
  parley: ParleyStore;
  fetch: FetchMessages;
  timers: Pick<TypingTimers, 'setTimeout' | 'clearTimeout'>;
  /** The words for a failure that may pass (the screens' errorText). */
  errorText?(e: unknown): string;
}

export interface FeedSetup {
  narrow: NarrowTerm[];
  /** A `near` link's target: the feed opens there. */
  near?: number;
  /** The place remembered for this view (its history entry). */
  saved?: Position;
  /** Without a place to open at: at the first unread message (views that mark read), or the newest. */
  opensAtUnread: boolean;
  pageSize?: number;
}

export interface FeedState {
  key: string;
  /** The window, once it holds where the feed opens. */
  window: MessageWindow | undefined;
  /** Where the feed opens, decided once, when the window is first there. */
  opening: Opening | undefined;
  /** The slice of the window laid out (message IDs), and the index of its first in the window. */
  rows: readonly number[];
  offset: number;
  loadingOlder: boolean;
  loadingNewer: boolean;
  error: string | undefined;
  /** Whether Retry may help: not for a search the server refuses (BAD_NARROW). */
  canRetry: boolean;
  /** The whole topic moved: the same view of its new place, where the reader goes. */
  movedTo: NarrowTerm[] | undefined;
}

/** A feed's state before anything of its window is known. */
export const emptyFeedState = (key: string): FeedState => ({
  key,
  window: undefined,
  opening: undefined,
  rows: [],
  offset: 0,
  loadingOlder: false,
  loadingNewer: false,
  error: undefined,
  canRetry: true,
  movedTo: undefined,
});

export const PAGE_SIZE = 100;

/**
 * A feed's first page: around `at` (a place to open at), else around the first unread message
 * (views that mark read) or the newest. The feed asks it, and so does a press that fetches the
 * feed ahead of its click (feed-prefetch.ts): one request, shared.
 */
export function firstPageRequest(
  setup: Pick<FeedSetup, 'opensAtUnread' | 'pageSize'>,
  at?: number,
): PageRequest {
  const size = setup.pageSize ?? PAGE_SIZE;
  const half = size / 2;
  if (at !== undefined) return { anchor: at, num_before: half, num_after: half };
  return setup.opensAtUnread
    ? { anchor: 'first_unread', num_before: half, num_after: half }
    : { anchor: 'newest', num_before: size, num_after: 0 };
}
/** After a failure, the next try waits this long, doubling with each failure up to the most. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MOST_MS = 30_000;

export const retryDelay = (failures: number) =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(failures - 1, 0), RETRY_MOST_MS);
