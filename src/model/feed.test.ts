import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/http';
import type { UpdateMessageEvent, WireEvent } from '../api/types/event';
import type { Message } from '../api/types/models';
import type { NarrowTerm } from '../api/types/narrow';
import type { MessagesPage } from '../store/store';
import {
  DESIGN,
  GENERAL,
  HAMLET,
  registerFixture,
  SELF,
  streamMessage,
} from '../store/test-support';
import { createClientStore } from './client-store';
import { Feed, type FeedSetup, type PageRequest, RETRY_MOST_MS, retryDelay } from './feed';
import type { Opening } from './feed-reading';
import { SLICE_MAX } from './feed-slice';
import { unreadIdsInNarrow } from './unread';

const LUNCH: NarrowTerm[] = [
  { operator: 'channel', operand: GENERAL },
  { operator: 'topic', operand: 'lunch' },
];

type Stored = Message & { flags: string[] };

/** The server's side of GET /messages for one narrow: its messages, in ID order. */
function pageOf(all: readonly Stored[], p: PageRequest): MessagesPage {
  const ids = all.map((m) => m.id);
  let anchor: number;
  if (p.anchor === 'newest') anchor = ids[ids.length - 1] ?? 0;
  else if (p.anchor === 'oldest') anchor = ids[0] ?? 0;
  else if (p.anchor === 'first_unread')
    anchor = all.find((m) => !m.flags.includes('read'))?.id ?? ids[ids.length - 1] ?? 0;
  else anchor = Number(p.anchor);
  const before = all.filter((m) => m.id < anchor);
  const after = all.filter((m) => m.id > anchor);
  const at = p.include_anchor === false ? [] : all.filter((m) => m.id === anchor);
  const older = before.slice(Math.max(0, before.length - p.num_before));
  const newer = after.slice(0, p.num_after);
  return {
    messages: [...older, ...at, ...newer],
    found_oldest: older.length === before.length,
    found_newest: p.anchor === 'newest' || newer.length === after.length,
  };
}

/** A store, a server of `count` messages in #general > lunch (IDs 10, 20, ...), fake timers. */
function harness(count = 300, read: (id: number) => boolean = () => true) {
  const parley = createClientStore(registerFixture(), 0, { now: () => 0, log: () => {} });
  const messages: Stored[] = Array.from({ length: count }, (_, i) => {
    const id = (i + 1) * 10;
    return { ...streamMessage(id), flags: read(id) ? ['read'] : [] };
  });
  const requests: PageRequest[] = [];
  /** How the next requests are answered: by the server, or by failing with these errors. */
  const failures: unknown[] = [];
  let time = 0;
  let timers: { at: number; fn: () => void; handle: number }[] = [];
  let handles = 0;
  const h = {
    parley,
    messages,
    requests,
    failures,
    feed(setup: Partial<FeedSetup> = {}) {
      return new Feed(
        {
          parley,
          fetch: async (_narrow, page) => {
            requests.push(page);
            const failure = failures.shift();
            if (failure !== undefined) throw failure;
            return pageOf(messages, page);
          },
          timers: {
            setTimeout: (fn, ms) => {
              timers.push({ at: time + ms, fn, handle: ++handles });
              return handles;
            },
            clearTimeout: (handle) => {
              timers = timers.filter((t) => t.handle !== handle);
            },
          },
          errorText: (e) => (e instanceof Error ? e.message : String(e)),
        },
        { narrow: LUNCH, opensAtUnread: true, ...setup },
      );
    },
    /** Lets the fake server's answers arrive. */
    settle: () => new Promise<void>((r) => setTimeout(r, 0)),
    async advance(ms: number) {
      time += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= time).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        due.fn();
        await h.settle();
      }
    },
    apply(events: WireEvent[]) {
      parley.applyEvents(events);
    },
  };
  return h;
}

const ids = (from: number, to: number) =>
  Array.from({ length: (to - from) / 10 + 1 }, (_, i) => from + i * 10);

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

const moveEvent = (extra: Partial<UpdateMessageEvent>): WireEvent =>
  ({
    id: 1,
    type: 'update_message',
    user_id: HAMLET,
    message_id: 10,
    message_ids: [10],
    flags: [],
    edit_timestamp: 1,
    rendering_only: false,
    stream_id: GENERAL,
    orig_subject: 'lunch',
    propagate_mode: 'change_all',
    ...extra,
  }) as WireEvent;

describe('a feed of a topic follows it', () => {
  it.each<[string, NarrowTerm[], Partial<UpdateMessageEvent>, NarrowTerm[] | undefined]>([
    [
      'renamed',
      LUNCH,
      { subject: 'dinner' },
      [
        { operator: 'channel', operand: GENERAL },
        { operator: 'topic', operand: 'dinner' },
      ],
    ],
    [
      'resolved',
      LUNCH,
      { subject: '✔ lunch' },
      [
        { operator: 'channel', operand: GENERAL },
        { operator: 'topic', operand: '✔ lunch' },
      ],
    ],
    [
      'unresolved',
      [
        { operator: 'channel', operand: GENERAL },
        { operator: 'topic', operand: '✔ lunch' },
      ],
      { orig_subject: '✔ lunch', subject: 'lunch' },
      LUNCH,
    ],
    [
      'moved to another channel (named by its name in the view)',
      [
        { operator: 'channel', operand: 'General' },
        { operator: 'topic', operand: 'lunch' },
      ],
      { new_stream_id: DESIGN },
      [
        { operator: 'channel', operand: DESIGN },
        { operator: 'topic', operand: 'lunch' },
      ],
    ],
    [
      'not when one message moved',
      LUNCH,
      { subject: 'dinner', propagate_mode: 'change_one' },
      undefined,
    ],
    [
      'not when a later part moved',
      LUNCH,
      { subject: 'dinner', propagate_mode: 'change_later' },
      undefined,
    ],
    ['not when another topic moved', LUNCH, { orig_subject: 'tea', subject: 'dinner' }, undefined],
    [
      'not in a view of the whole channel',
      [{ operator: 'channel', operand: GENERAL }],
      { subject: 'dinner' },
      undefined,
    ],
  ])('%s', (_name, narrow, extra, to) => {
    const h = harness();
    const feed = h.feed({ narrow });
    feed.start();
    h.apply([moveEvent(extra)]);
    expect(feed.getState().movedTo).toEqual(to);
  });

  it('not after it stopped', () => {
    const h = harness();
    const feed = h.feed();
    feed.start()();
    h.apply([moveEvent({ subject: 'dinner' })]);
    expect(feed.getState().movedTo).toBeUndefined();
  });
});

describe('a feed tells of messages that arrive in it', () => {
  const arrive = (id: number, sender: number, topic = 'lunch'): WireEvent =>
    ({
      id,
      type: 'message',
      message: streamMessage(id, GENERAL, topic, { sender_id: sender }),
      flags: [],
    }) as WireEvent;

  it.each<[string, WireEvent[], number[]]>([
    ['another’s message in its narrow', [arrive(5000, HAMLET)], [5000]],
    ['not the reader’s own', [arrive(5000, SELF)], []],
    ['not another conversation’s', [arrive(5000, HAMLET, 'tea')], []],
    ['a burst, in order', [arrive(5000, HAMLET), arrive(5010, HAMLET)], [5000, 5010]],
  ])('%s', async (_name, events, announced) => {
    const h = harness(10);
    const feed = h.feed({ opensAtUnread: false });
    feed.start();
    await h.settle();
    const heard: number[] = [];
    feed.onArrival((ms) => heard.push(...ms.map((m) => m.id)));
    h.apply(events);
    expect(heard).toEqual(announced);
    if (announced.length) expect(feed.getState().rows.slice(-announced.length)).toEqual(announced);
  });
});

describe('a feed that cannot load', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16_000],
    [6, RETRY_MOST_MS],
    [20, RETRY_MOST_MS],
  ])('waits after failure %i: %i ms', (failures, ms) => {
    expect(retryDelay(failures)).toBe(ms);
  });

  it('shows the failure and tries again after a backoff, keeping it shown meanwhile', async () => {
    const h = harness();
    h.failures.push(new NetworkError('Failed to fetch'), new NetworkError('Failed to fetch'));
    const feed = h.feed();
    feed.start();
    await h.settle();
    expect(feed.getState()).toMatchObject({ error: 'Failed to fetch', canRetry: true });
    await h.advance(999);
    expect(h.requests).toHaveLength(1);
    await h.advance(1);
    expect(h.requests).toHaveLength(2);
    expect(feed.getState().error).toBe('Failed to fetch');
    await h.advance(1999);
    expect(h.requests).toHaveLength(2);
    await h.advance(1);
    expect(h.requests).toHaveLength(3);
    expect(feed.getState().error).toBeUndefined();
    expect(feed.getState().window).toBeDefined();
  });

  it('Retry tries at once, showing the load again', async () => {
    const h = harness();
    h.failures.push(new NetworkError('Failed to fetch'));
    const feed = h.feed();
    feed.start();
    await h.settle();
    feed.retry();
    expect(h.requests).toHaveLength(2);
    expect(feed.getState()).toMatchObject({ error: undefined, window: undefined });
    await h.settle();
    expect(feed.getState().window).toBeDefined();
    await h.advance(RETRY_MOST_MS);
    expect(h.requests).toHaveLength(2);
  });

  it('a search the server refuses is not asked again', async () => {
    const h = harness();
    h.failures.push(
      new ApiError('Invalid narrow operator: unknown user King', 'BAD_NARROW', 400, {}),
    );
    const feed = h.feed();
    feed.start();
    await h.settle();
    expect(feed.getState().canRetry).toBe(false);
    expect(feed.getState().error).toMatch(/does not exist/);
    await h.advance(10 * RETRY_MOST_MS);
    expect(h.requests).toHaveLength(1);
  });

  it('older messages: scrolling does not ask again before the backoff, which then does', async () => {
    const h = harness();
    const feed = h.feed({ near: 1500 });
    feed.start();
    await h.settle();
    h.failures.push(new ApiError('Internal server error', 'INTERNAL', 500));
    feed.nearEdge('top');
    await h.settle();
    expect(feed.getState()).toMatchObject({ error: 'Internal server error', loadingOlder: false });
    feed.nearEdge('top');
    expect(h.requests).toHaveLength(2);
    await h.advance(1000);
    expect(h.requests).toHaveLength(3);
    expect(h.requests[2]).toMatchObject({ anchor: 1000, num_before: 100 });
    expect(feed.getState()).toMatchObject({ error: undefined, loadingOlder: false });
    expect(feed.getState().window?.ids[0]).toBe(10);
  });

  it('Retry after older messages failed asks for them again', async () => {
    const h = harness();
    const feed = h.feed({ near: 1500 });
    feed.start();
    await h.settle();
    h.failures.push(new NetworkError('Failed to fetch'));
    feed.loadOlder();
    await h.settle();
    feed.retry();
    expect(h.requests.at(-1)).toMatchObject({ anchor: 1000, include_anchor: false });
    expect(feed.getState()).toMatchObject({ error: undefined, loadingOlder: true });
  });

  it('stopped, it changes nothing and waits for nothing', async () => {
    const h = harness();
    h.failures.push(new NetworkError('Failed to fetch'));
    const feed = h.feed();
    const stop = feed.start();
    await h.settle();
    stop();
    await h.advance(RETRY_MOST_MS);
    expect(h.requests).toHaveLength(1);
    const before = feed.getState();
    const other = h.feed();
    other.start();
    await h.settle();
    expect(feed.getState()).toBe(before);
  });
});

describe('a feed of a stale window (after a resync, or from the local copy)', () => {
  /** The store holds messages 2010–3000 from before; the server has since deleted 2990. */
  function staleHarness() {
    const h = harness();
    h.parley.receiveMessages(LUNCH, {
      messages: h.messages.slice(-100),
      found_oldest: false,
      found_newest: true,
    });
    h.parley.resync(registerFixture(), 1);
    h.messages.splice(
      h.messages.findIndex((m) => m.id === 2990),
      1,
    );
    return h;
  }

  it('shows what it had at once, fetches it again where the reader is, and replaces it', async () => {
    const h = staleHarness();
    const feed = h.feed({ opensAtUnread: false });
    expect(feed.getState().window?.ids).toContain(2990);
    feed.start();
    expect(h.requests).toEqual([{ anchor: 2510, num_before: 50, num_after: 50 }]);
    // Meanwhile the stale rows stay on screen: no blank feed.
    expect(feed.getState().rows).toContain(2990);
    await h.settle();
    const w = feed.getState().window!;
    expect(w.stale).toBeUndefined();
    expect(w.ids).not.toContain(2990);
    expect(w.ids).toEqual(ids(2010, 2980).concat([3000]));
  });

  it('asks nothing older or newer until the fresh page came', () => {
    const h = staleHarness();
    const feed = h.feed({ opensAtUnread: false });
    feed.start();
    feed.loadOlder();
    feed.loadNewer();
    expect(h.requests).toHaveLength(1);
  });

  it('stops showing it when the fetch fails (the narrow may be gone), and says why', async () => {
    const h = staleHarness();
    h.failures.push(new ApiError('Invalid channel ID', 'BAD_REQUEST', 400));
    const feed = h.feed({ opensAtUnread: false });
    feed.start();
    await h.settle();
    expect(feed.getState()).toMatchObject({
      window: undefined,
      rows: [],
      error: 'Invalid channel ID',
    });
  });

  it('from the local copy: shown, and fetched only once the server has answered', async () => {
    const h = harness();
    h.parley.receiveMessages(LUNCH, {
      messages: h.messages.slice(-100),
      found_oldest: false,
      found_newest: true,
    });
    const s = h.parley.getState();
    h.parley.store.setState({
      ...s,
      copy: { savedAt: 0, queue_id: null },
      messages: {
        ...s.messages,
        windows: {
          ...s.messages.windows,
          [feed0Key(h)]: { ...s.messages.windows[feed0Key(h)]!, stale: true },
        },
      },
    });
    const feed = h.feed({ opensAtUnread: false });
    feed.start();
    expect(feed.getState().rows).toHaveLength(100);
    expect(h.requests).toEqual([]);
    h.parley.resync(registerFixture(), 1);
    expect(h.requests).toHaveLength(1);
    await h.settle();
    expect(feed.getState().window?.stale).toBeUndefined();
  });
});

describe('a feed opened from the local copy without its window', () => {
  it('waits for the server, then fetches its first page', async () => {
    const h = harness();
    h.parley.store.setState({ ...h.parley.getState(), copy: { savedAt: 0, queue_id: null } });
    const feed = h.feed({ near: 1500 });
    feed.start();
    expect(h.requests).toEqual([]);
    h.parley.resync(registerFixture(), 1);
    expect(h.requests).toEqual([{ anchor: 1500, num_before: 50, num_after: 50 }]);
    await h.settle();
    expect(feed.getState().opening).toEqual({ kind: 'message', id: 1500, align: 'center' });
  });
});

const feed0Key = (h: ReturnType<typeof harness>) =>
  Object.keys(h.parley.getState().messages.windows)[0]!;
