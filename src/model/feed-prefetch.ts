/**
 * A feed pressed in the sidebar starts fetching as the pointer goes down, 50 to 150 ms before
 * the click lands: its first page goes into the store, and the feed then opens from it as it
 * opens a feed visited before, without a request of its own. The request is the one the feed
 * would make (firstPageRequest), so a click that comes before the answer shares it.
 */
import type { NarrowTerm } from '../api/types/narrow';
import { narrowKey } from '../store/keys';
import { type FeedDeps, firstPageRequest } from './feed-state';
import { marksReadOnScroll } from './read-policy';

const pending = new Set<string>();

/** Fetches `narrow`'s first page into the store, unless it holds a window of it already. */
export function prefetchFeed(
  deps: Pick<FeedDeps, 'parley' | 'fetch'>,
  narrow: NarrowTerm[],
): Promise<void> | undefined {
  const key = narrowKey(narrow);
  const held = () => deps.parley.getState().messages.windows[key] !== undefined;
  // A copy still catching up is not fetched from (the feed waits likewise).
  if (held() || pending.has(key) || deps.parley.getState().copy !== undefined) return undefined;
  pending.add(key);
  const page = firstPageRequest({ opensAtUnread: marksReadOnScroll(narrow, 1) });
  return deps
    .fetch(narrow, page)
    .then((res) => {
      if (held()) return;
      deps.parley.receiveMessages(narrow, {
        messages: res.messages,
        found_oldest: res.found_oldest,
        found_newest: res.found_newest,
      });
    })
    .catch(() => {
      // The feed, if it opens, asks again and shows its own failure.
    })
    .finally(() => pending.delete(key));
}
