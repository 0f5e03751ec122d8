import { describe, expect, it } from 'vitest';
import { prefetchFeed } from './feed-prefetch';
import type { FetchMessages } from './feed-state';
import { harness, LUNCH, pageOf } from './feed-test-support';

/** The harness's server, counting what is asked of it. */
function server(h: ReturnType<typeof harness>, fail = false): FetchMessages {
  return async (_narrow, page) => {
    h.requests.push(page);
    if (fail) throw new Error('offline');
    return pageOf(h.messages, page);
  };
}

describe('a feed fetched as it is pressed', () => {
  it('asks what the feed would, and the feed then opens from the store without asking', async () => {
    // Everything read: the first page around the first unread is the newest one.
    const h = harness(300);
    await prefetchFeed({ parley: h.parley, fetch: server(h) }, LUNCH);
    expect(h.requests).toEqual([{ anchor: 'first_unread', num_before: 50, num_after: 50 }]);
    const feed = h.feed();
    feed.start();
    await h.settle();
    expect(h.requests).toHaveLength(1);
    expect(feed.getState().window?.ids.at(-1)).toBe(3000);
    expect(feed.getState().rows.length).toBeGreaterThan(0);
  });

  it('asks once for presses that follow one another, and not at all for a feed the store holds', async () => {
    const h = harness();
    const fetch = server(h);
    const first = prefetchFeed({ parley: h.parley, fetch }, LUNCH);
    expect(prefetchFeed({ parley: h.parley, fetch }, LUNCH)).toBeUndefined();
    await first;
    expect(prefetchFeed({ parley: h.parley, fetch }, LUNCH)).toBeUndefined();
    expect(h.requests).toHaveLength(1);
  });

  it('a failure leaves nothing behind: the feed asks itself', async () => {
    const h = harness();
    await prefetchFeed({ parley: h.parley, fetch: server(h, true) }, LUNCH);
    expect(Object.keys(h.parley.getState().messages.windows)).toEqual([]);
    const feed = h.feed({ opensAtUnread: true });
    feed.start();
    await h.settle();
    expect(h.requests).toHaveLength(2);
    expect(feed.getState().window).toBeDefined();
  });
});
