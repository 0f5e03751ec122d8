import { describe, expect, it } from 'vitest';
import { applyEvents } from './apply';
import { topicKey } from './keys';
import type { UnreadLocation, UnreadSlice } from './state';
import { baseState, GENERAL, streamMessage } from './test-support';
import { countUnreads } from './unread-counts';
import { unreadTallies } from './unread-tallies';

const topic = (stream_id: number, name: string): UnreadLocation => ({
  type: 'stream',
  stream_id,
  topic: name,
});
const dm = (key: string): UnreadLocation => ({ type: 'private', key });

const slice = (entries: [number, UnreadLocation][], mentions: number[] = []): UnreadSlice => ({
  byId: new Map(entries),
  mentions: new Set(mentions),
  old_unreads_missing: false,
});

describe('unreadTallies', () => {
  const lunch = topic(1, 'lunch');
  const plans = topic(1, 'plans');
  const iago = dm('5');

  it.each([
    ['no unread messages', slice([]), []],
    [
      'one conversation in a run',
      slice([
        [10, lunch],
        [11, lunch],
        [12, lunch],
      ]),
      [[lunch, { count: 3, max_id: 12, mentioned: false }]],
    ],
    [
      'conversations interleaved, each counted whole with its newest message',
      slice([
        [10, lunch],
        [11, plans],
        [12, lunch],
        [13, iago],
        [14, plans],
      ]),
      [
        [lunch, { count: 2, max_id: 12, mentioned: false }],
        [plans, { count: 2, max_id: 14, mentioned: false }],
        [iago, { count: 1, max_id: 13, mentioned: false }],
      ],
    ],
    [
      'a mention marks its own conversation only; one no longer unread marks none',
      slice(
        [
          [10, lunch],
          [11, plans],
        ],
        [11, 99],
      ),
      [
        [lunch, { count: 1, max_id: 10, mentioned: false }],
        [plans, { count: 1, max_id: 11, mentioned: true }],
      ],
    ],
  ] as const)('%s', (_, unread, expected) => {
    expect([...unreadTallies(unread)]).toEqual(expected);
  });

  it('are kept for the slice they were made from, and made anew for a new slice', () => {
    const unread = slice([[10, lunch]]);
    const first = unreadTallies(unread);
    expect(unreadTallies(unread)).toBe(first);
    const next = { ...unread, byId: new Map([...unread.byId, [11, lunch] as const]) };
    expect(unreadTallies(next).get(lunch)).toEqual({ count: 2, max_id: 11, mentioned: false });
  });

  it('an event that writes into the same index in place still gives new counts', () => {
    const before = baseState();
    const lunch = topicKey(GENERAL, 'lunch');
    expect(countUnreads(before).topics[lunch]?.count).toBe(2);
    const after = applyEvents(
      before,
      [{ id: 1, type: 'message', message: streamMessage(50, GENERAL, 'lunch'), flags: [] }],
      { now: 0, log: () => {} },
    ).state;
    // The index is shared and written in place; only the slice object says it changed.
    expect(after.unread.byId).toBe(before.unread.byId);
    expect(countUnreads(after).topics[lunch]?.count).toBe(3);
    const lunchTallies = [...unreadTallies(after.unread)].filter(
      ([loc]) => loc.type === 'stream' && loc.stream_id === GENERAL && loc.topic === 'lunch',
    );
    expect(lunchTallies.reduce((n, [, t]) => n + t.count, 0)).toBe(3);
    expect(Math.max(...lunchTallies.map(([, t]) => t.max_id))).toBe(50);
  });
});
