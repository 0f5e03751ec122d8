/** A Feed as things change under it: topic moves, arrivals, failures, stale windows. */
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/http';
import type { UpdateMessageEvent, WireEvent } from '../api/types/event';
import type { NarrowTerm } from '../api/types/narrow';
import {
  DESIGN,
  GENERAL,
  HAMLET,
  registerFixture,
  SELF,
  streamMessage,
} from '../store/test-support';
import { RETRY_MOST_MS, retryDelay } from './feed';
import { feed0Key, harness, ids, LUNCH, lunchEdit } from './feed-test-support';

const moveEvent = (extra: Partial<UpdateMessageEvent>) =>
  lunchEdit({ propagate_mode: 'change_all', ...extra });

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
