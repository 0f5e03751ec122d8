import { describe, expect, it } from 'vitest';
import type { FeedState } from '../../model/feed';
import { emptyFeedState } from '../../model/feed-state';
import { firstRowsLater, type PageFeeds } from './first-rows-later';

const empty = emptyFeedState('k');
const opened: FeedState = { ...empty, opening: { kind: 'bottom' }, rows: [1, 2, 3] };

function source(initial: FeedState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(next: FeedState) {
      state = next;
      for (const l of [...listeners]) l();
    },
    listeners,
  };
}

function tasks() {
  const queue: (() => void)[] = [];
  return {
    later: (run: () => void) => {
      queue.push(run);
      return () => queue.splice(queue.indexOf(run) >>> 0, 1);
    },
    queue,
    runAll: () => {
      for (const run of queue.splice(0)) run();
    },
  };
}

describe('firstRowsLater', () => {
  it("shows the page's first opening with rows a task after it comes, and what follows at once", () => {
    const feed = source(empty);
    const page: PageFeeds = { opened: false };
    const t = tasks();
    const shown = firstRowsLater(feed, page, t.later);
    const seen: FeedState[] = [];
    shown.subscribe(() => seen.push(shown.getState()));

    feed.set({ ...empty, loadingOlder: true });
    expect(seen).toHaveLength(1);
    feed.set(opened);
    expect(shown.getState()).toBe(seen[0]);
    expect(t.queue).toHaveLength(1);
    // A change while it waits is shown with it.
    const more = { ...opened, rows: [1, 2, 3, 4] };
    feed.set(more);
    expect(t.queue).toHaveLength(1);
    t.runAll();
    expect(shown.getState()).toBe(more);
    expect(page.opened).toBe(true);
    const after = { ...more, loadingNewer: true };
    feed.set(after);
    expect(shown.getState()).toBe(after);
  });

  it('opens at once once a feed of the page has opened, or when it opens with its rows', () => {
    const page: PageFeeds = { opened: false };
    const t = tasks();
    // A feed whose rows are there as it is made (the local copy, a visited channel).
    firstRowsLater(source(opened), page, t.later);
    expect(page.opened).toBe(true);
    const feed = source(empty);
    const second = firstRowsLater(feed, page, t.later);
    second.subscribe(() => {});
    feed.set(opened);
    expect(second.getState()).toBe(opened);
    expect(t.queue).toHaveLength(0);
  });

  it('an opening without rows (an empty narrow) is shown at once', () => {
    const feed = source(empty);
    const page: PageFeeds = { opened: false };
    const t = tasks();
    const shown = firstRowsLater(feed, page, t.later);
    shown.subscribe(() => {});
    const none = { ...empty, opening: { kind: 'bottom' as const } };
    feed.set(none);
    expect(shown.getState()).toBe(none);
    expect(page.opened).toBe(false);
  });

  it('unsubscribing cancels the wait; a change before subscribing is caught up', () => {
    const feed = source(empty);
    const page: PageFeeds = { opened: false };
    const t = tasks();
    const shown = firstRowsLater(feed, page, t.later);
    const stop = shown.subscribe(() => {});
    feed.set(opened);
    stop();
    expect(t.queue).toHaveLength(0);
    expect(feed.listeners.size).toBe(0);
    // Subscribed again (a remount of the effect): the waiting opening is asked for anew.
    let calls = 0;
    shown.subscribe(() => calls++);
    expect(t.queue).toHaveLength(1);
    t.runAll();
    expect(shown.getState()).toBe(opened);
    expect(calls).toBe(1);
  });
});
