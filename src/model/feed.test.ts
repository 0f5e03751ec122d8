/** A Feed opening and loading more (feed-changes.test.ts: as things change under it). */
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../api/types/event';
import { GENERAL } from '../store/test-support';
import type { FeedSetup, PageRequest } from './feed';
import type { Opening } from './feed-reading';
import { SLICE_MAX } from './feed-slice';
import { harness, ids, LUNCH } from './feed-test-support';
import { unreadIdsInNarrow } from './unread';

describe('a feed opens', () => {
  it.each<[string, Partial<FeedSetup>, (id: number) => boolean, PageRequest, Opening]>([
    [
      'at a link’s target, centred',
      { near: 1500 },
      () => true,
      { anchor: 1500, num_before: 50, num_after: 50 },
      { kind: 'message', id: 1500, align: 'center' },
    ],
    [
      'at the place remembered for the view, to the pixel',
      { saved: { id: 700, offset: -12 } },
      () => true,
      { anchor: 700, num_before: 50, num_after: 50 },
      { kind: 'exact', id: 700, offset: -12 },
    ],
    [
      'at the bottom when the reader left it there',
      { saved: 'bottom' },
      (id) => id < 2000,
      { anchor: 'first_unread', num_before: 50, num_after: 50 },
      { kind: 'bottom' },
    ],
    [
      'at the first unread message, in a view that marks read',
      {},
      (id) => id < 2000,
      { anchor: 'first_unread', num_before: 50, num_after: 50 },
      { kind: 'message', id: 2000, align: 'start' },
    ],
    [
      'at the newest when nothing is unread',
      {},
      () => true,
      { anchor: 'first_unread', num_before: 50, num_after: 50 },
      { kind: 'bottom' },
    ],
    [
      'at the newest in a view that never marks read',
      { opensAtUnread: false },
      (id) => id < 2000,
      { anchor: 'newest', num_before: 100, num_after: 0 },
      { kind: 'bottom' },
    ],
  ])('%s', async (_name, setup, read, request, where) => {
    const h = harness(300, read);
    const feed = h.feed(setup);
    feed.start();
    expect(h.requests).toEqual([request]);
    expect(feed.getState().window).toBeUndefined();
    await h.settle();
    const s = feed.getState();
    expect(s.window).toBeDefined();
    expect(s.opening).toEqual(where);
    // The rows laid out hold the place it opens at.
    if (where.kind !== 'bottom') expect(s.rows).toContain(where.id);
    else expect(s.rows.at(-1)).toBe(s.window!.ids.at(-1));
  });

  it('at once from a window the store holds, without asking the server', () => {
    const h = harness();
    h.parley.receiveMessages(LUNCH, {
      messages: h.messages.slice(-100),
      found_oldest: false,
      found_newest: true,
    });
    const feed = h.feed({ opensAtUnread: false });
    expect(feed.getState().window?.ids).toEqual(ids(2010, 3000));
    feed.start();
    expect(h.requests).toEqual([]);
  });

  it.each([
    ['holds the first unread: opens there at once', 140, 240, []],
    [
      'ends before the first unread: asks for the first page',
      0,
      100,
      [{ anchor: 'first_unread', num_before: 50, num_after: 50 }],
    ],
  ])(
    'from a window of an earlier visit that does not reach the newest and %s',
    (_name, from, to, asked) => {
      const h = harness(300, (id) => id < 2000);
      // The store's record of what is unread, as the server keeps it: the topic's unread
      // messages are those from 2000 on.
      const unread = ids(2000, 3000);
      h.apply([
        {
          id: 1,
          type: 'update_message_flags',
          op: 'add',
          flag: 'read',
          messages: unreadIdsInNarrow(h.parley.getState(), LUNCH)!.ids,
          all: false,
        },
        {
          id: 2,
          type: 'update_message_flags',
          op: 'remove',
          flag: 'read',
          messages: unread,
          all: false,
          message_details: Object.fromEntries(
            unread.map((id) => [id, { type: 'stream', stream_id: GENERAL, topic: 'lunch' }]),
          ),
        },
      ] as WireEvent[]);
      h.parley.receiveMessages(LUNCH, {
        messages: h.messages.slice(from, to),
        found_oldest: false,
        found_newest: false,
      });
      const feed = h.feed();
      feed.start();
      expect(h.requests).toEqual(asked);
      if (asked.length === 0) {
        expect(feed.getState().opening).toEqual({ kind: 'message', id: 2000, align: 'start' });
      }
    },
  );

  it('where the server answered, when it does not have a link’s target', async () => {
    const h = harness();
    const feed = h.feed({ near: 1505 });
    feed.start();
    await h.settle();
    expect(feed.getState().window?.ids).toEqual(ids(1010, 2000));
    expect(feed.getState().opening).toEqual({ kind: 'message', id: 1505, align: 'center' });
    expect(h.requests).toHaveLength(1);
  });

  it('lays out at most a slice of a long window, around where it opens', () => {
    const h = harness(3000);
    h.parley.receiveMessages(LUNCH, {
      messages: h.messages,
      found_oldest: true,
      found_newest: true,
    });
    const s = h.feed({ opensAtUnread: false }).getState();
    expect(s.rows).toHaveLength(SLICE_MAX);
    expect(s.rows.at(-1)).toBe(30_000);
    expect(s.offset).toBe(3000 - SLICE_MAX);
  });
});

describe('a feed loads more', () => {
  /** A feed opened on messages 1000–2000 of 3000. */
  async function opened() {
    const h = harness();
    const feed = h.feed({ near: 1500 });
    feed.start();
    await h.settle();
    h.requests.length = 0;
    return { h, feed };
  }

  it.each<[string, 'top' | 'bottom', PageRequest, 'loadingOlder' | 'loadingNewer', number[]]>([
    [
      'older messages above, near the top',
      'top',
      { anchor: 1000, num_before: 100, num_after: 0, include_anchor: false },
      'loadingOlder',
      ids(10, 2000),
    ],
    [
      'newer messages below, near the bottom',
      'bottom',
      { anchor: 2000, num_before: 0, num_after: 100, include_anchor: false },
      'loadingNewer',
      ids(1000, 3000),
    ],
  ])('%s', async (_name, edge, request, flag, after) => {
    const { h, feed } = await opened();
    feed.nearEdge(edge);
    feed.nearEdge(edge);
    expect(h.requests).toEqual([request]);
    expect(feed.getState()[flag]).toBe(true);
    await h.settle();
    expect(feed.getState()[flag]).toBe(false);
    expect(feed.getState().window?.ids).toEqual(after);
    // Still near that end: the new messages are laid out, nothing more is asked for yet.
    feed.nearEdge(edge);
    expect(feed.getState().rows).toEqual(after);
    expect(h.requests).toHaveLength(1);
  });

  it('nothing past an end the window reaches', async () => {
    const h = harness(50);
    const feed = h.feed({ opensAtUnread: false });
    feed.start();
    await h.settle();
    expect(feed.getState().window).toMatchObject({ found_oldest: true, found_newest: true });
    feed.nearEdge('top');
    feed.nearEdge('bottom');
    expect(h.requests).toHaveLength(1);
  });

  it('lays out more of a long window before fetching', () => {
    const h = harness(3000);
    h.parley.receiveMessages(LUNCH, {
      messages: h.messages,
      found_oldest: false,
      found_newest: true,
    });
    const feed = h.feed({ opensAtUnread: false });
    feed.start();
    const before = feed.getState().offset;
    feed.nearEdge('top');
    expect(feed.getState().offset).toBeLessThan(before);
    expect(h.requests).toEqual([]);
  });

  it('from the oldest real message: a local echo is no edge', async () => {
    const { h, feed } = await opened();
    h.parley.addLocalEcho({
      local_id: 'l1',
      content: 'hi',
      target: { type: 'stream', stream_id: GENERAL, topic: 'lunch' },
    } as never);
    feed.loadNewer();
    expect(h.requests[0]).toMatchObject({ anchor: 2000 });
  });

  it('jumps to the newest messages past a gap, staying there', async () => {
    const h = harness();
    h.parley.receiveMessages(LUNCH, {
      messages: h.messages.slice(100, 190),
      found_oldest: false,
      found_newest: false,
      anchor: 1500,
    });
    const feed = h.feed({ near: 1500 });
    feed.start();
    expect(h.requests).toEqual([]);
    await feed.toNewest();
    await h.settle();
    expect(h.requests).toEqual([{ anchor: 'newest', num_before: 100, num_after: 0 }]);
    expect(feed.getState().window?.ids).toEqual(ids(2000, 3000));
  });

  it('jumps to the newest messages', async () => {
    const { h, feed } = await opened();
    await feed.toNewest();
    expect(h.requests).toEqual([{ anchor: 'newest', num_before: 100, num_after: 0 }]);
    expect(feed.getState().rows.at(-1)).toBe(3000);
    expect(feed.getState().window?.found_newest).toBe(true);
  });
});
