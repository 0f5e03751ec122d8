/**
 * The first rows a page draws render in a task after the one that brought them. Their page's
 * answer is read and written into the store in one task; drawing rows for the first time (the
 * feed's code and styles used for the first time, a first layout) made that one task of 50 to
 * 70 ms on a large organization's first open. Later feeds open in the task of their answer:
 * their rows are quick to draw, and a task between would only delay them. Only the message
 * feed's rows wait (useFeed's `rowsLater`): Recent conversations draws no message rows.
 */
import type { FeedState } from '../../model/feed';

interface Source {
  getState(): FeedState;
  subscribe(listener: () => void): () => void;
}

/** Whether a feed of this page has opened with rows yet. */
export interface PageFeeds {
  opened: boolean;
}

export const pageFeeds: PageFeeds = { opened: false };

const nextTask = (run: () => void) => {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

/**
 * `feed`'s state as the view renders it: the same, except the page's first opening with rows,
 * which comes a task later (`later`).
 */
export function firstRowsLater(
  feed: Source,
  page: PageFeeds = pageFeeds,
  later: (run: () => void) => () => void = nextTask,
): Source {
  let shown = feed.getState();
  const opens = (s: FeedState) => s.opening !== undefined && s.rows.length > 0;
  if (opens(shown)) page.opened = true;
  return {
    getState: () => shown,
    subscribe(listener) {
      let cancel: (() => void) | undefined;
      const show = () => {
        cancel = undefined;
        shown = feed.getState();
        if (opens(shown)) page.opened = true;
        listener();
      };
      const changed = () => {
        if (cancel || shown === feed.getState()) return;
        if (!page.opened && !opens(shown) && opens(feed.getState())) cancel = later(show);
        else show();
      };
      const stop = feed.subscribe(changed);
      // A change between the render that read `shown` and this subscription (made after a paint).
      changed();
      return () => {
        cancel?.();
        stop();
      };
    },
  };
}
