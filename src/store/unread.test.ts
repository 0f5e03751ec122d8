import { describe, expect, it } from 'vitest';
import type { UpdateMessageFlagsEvent } from '../api/types/event';
import type { UnreadLocation, UnreadSlice } from './state';
import {
  baseState,
  DESIGN,
  dmMessage,
  GENERAL,
  HAMLET,
  OTHELLO,
  reducerTable,
  SELF,
  stateWithMessages,
  streamMessage,
} from './test-support';
import { reduceUnread } from './unread';
import { countUnreads } from './unread-counts';

const slice = (): UnreadSlice => baseState().unread;
/** Test edits write into the shared containers directly. */
const byId = (s: UnreadSlice) => s.byId as Map<number, UnreadLocation>;
const mentions = (s: UnreadSlice) => s.mentions as Set<number>;
const with_ = (edit: (s: UnreadSlice) => void) => {
  const s = structuredClone(slice());
  edit(s);
  return s;
};
const flags = (op: 'add' | 'remove', flag: string, messages: number[], extra = {}) =>
  ({
    id: 100,
    type: 'update_message_flags',
    op,
    flag,
    messages,
    ...extra,
  }) as UpdateMessageFlagsEvent;

describe('unread from register', () => {
  it('indexes channel, 1:1 and group DM unreads with their conversation', () => {
    expect(slice()).toEqual({
      byId: new Map<number, UnreadLocation>([
        [3, { type: 'stream', stream_id: GENERAL, topic: 'lunch' }],
        [4, { type: 'stream', stream_id: GENERAL, topic: 'lunch' }],
        [5, { type: 'private', key: String(HAMLET) }],
        [6, { type: 'stream', stream_id: DESIGN, topic: 'colors' }],
        [7, { type: 'private', key: `${HAMLET},${OTHELLO}` }],
      ]),
      mentions: new Set([4]),
      old_unreads_missing: false,
    });
  });
});

describe('unread reducer', () => {
  reducerTable(
    reduceUnread,
    [
      {
        name: 'message: an unread mention',
        before: slice(),
        event: { id: 100, type: 'message', message: streamMessage(9), flags: ['mentioned'] },
        after: with_((s) => {
          byId(s).set(9, { type: 'stream', stream_id: GENERAL, topic: 'lunch' });
          mentions(s).add(9);
        }),
        idempotent: true,
      },
      {
        name: 'message: one the user sent arrives read',
        before: slice(),
        event: {
          id: 100,
          type: 'message',
          message: dmMessage(9, [SELF, HAMLET], SELF),
          flags: ['read'],
        },
        after: slice(),
      },
      {
        name: 'message: a group DM',
        before: slice(),
        event: {
          id: 100,
          type: 'message',
          message: dmMessage(9, [SELF, OTHELLO, HAMLET]),
          flags: [],
        },
        after: with_((s) => {
          byId(s).set(9, { type: 'private', key: `${HAMLET},${OTHELLO}` });
        }),
      },
      {
        name: 'update_message_flags/add read',
        before: slice(),
        event: flags('add', 'read', [3, 4, 999]),
        after: with_((s) => {
          byId(s).delete(3);
          byId(s).delete(4);
          mentions(s).delete(4);
        }),
        idempotent: true,
      },
      {
        name: 'update_message_flags/add read with all (legacy)',
        before: slice(),
        event: flags('add', 'read', [], { all: true }),
        after: { byId: new Map(), mentions: new Set<number>(), old_unreads_missing: false },
        idempotent: true,
      },
      {
        name: 'update_message_flags/remove read uses message_details',
        before: slice(),
        event: flags('remove', 'read', [20, 21], {
          message_details: {
            20: { type: 'stream', stream_id: GENERAL, topic: 'x', mentioned: true },
            21: { type: 'private', user_ids: [HAMLET, OTHELLO] },
          },
        }),
        after: with_((s) => {
          byId(s).set(20, { type: 'stream', stream_id: GENERAL, topic: 'x' });
          byId(s).set(21, { type: 'private', key: `${HAMLET},${OTHELLO}` });
          mentions(s).add(20);
        }),
        idempotent: true,
      },
      {
        name: 'update_message_flags/remove read without details falls back to loaded messages',
        before: slice(),
        event: flags('remove', 'read', [8, 999]),
        after: with_((s) => {
          byId(s).set(8, { type: 'stream', stream_id: GENERAL, topic: 'other' });
        }),
      },
      {
        name: 'update_message_flags for starred leaves unreads alone',
        before: slice(),
        event: flags('add', 'starred', [3]),
        after: slice(),
      },
      {
        name: 'update_message_flags/add mentioned on an unread message',
        before: slice(),
        event: flags('add', 'mentioned', [3]),
        after: with_((s) => {
          mentions(s).add(3);
        }),
        idempotent: true,
      },
      {
        name: 'delete_message forgets unreads',
        before: slice(),
        event: { id: 100, type: 'delete_message', message_ids: [4, 7], message_type: 'stream' },
        after: with_((s) => {
          byId(s).delete(4);
          byId(s).delete(7);
          mentions(s).delete(4);
        }),
        idempotent: true,
      },
      {
        name: 'update_message: a moved unread message counts in its new topic',
        before: slice(),
        event: {
          id: 100,
          type: 'update_message',
          user_id: HAMLET,
          message_id: 3,
          message_ids: [3, 4, 999],
          flags: [],
          edit_timestamp: 1,
          rendering_only: false,
          stream_id: GENERAL,
          new_stream_id: DESIGN,
          subject: 'moved',
        },
        after: with_((s) => {
          byId(s).set(3, { type: 'stream', stream_id: DESIGN, topic: 'moved' });
          byId(s).set(4, { type: 'stream', stream_id: DESIGN, topic: 'moved' });
        }),
        idempotent: true,
      },
    ],
    stateWithMessages,
  );
});

describe('unread counts with muting', () => {
  it('counts per channel, topic and DM, hiding muted topics and muted channels', () => {
    const s = baseState();
    (s.unread.byId as Map<number, UnreadLocation>).set(40, {
      type: 'stream',
      stream_id: GENERAL,
      topic: 'Noise',
    }); // muted topic
    (s.unread.byId as Map<number, UnreadLocation>).set(41, {
      type: 'stream',
      stream_id: DESIGN,
      topic: 'other',
    }); // muted channel
    (s.unread.byId as Map<number, UnreadLocation>).set(42, {
      type: 'stream',
      stream_id: 12,
      topic: 'x',
    }); // not subscribed
    const c = countUnreads(s);
    expect(c.channels).toEqual({ [GENERAL]: 2, [DESIGN]: 1 }); // design/colors is unmuted
    expect(c.dms).toEqual({ [HAMLET]: 1, [`${HAMLET},${OTHELLO}`]: 1 });
    expect(c.topics['10:noise']).toMatchObject({ count: 1, muted: true });
    expect(c.topics['11:other']).toMatchObject({ count: 1, muted: true });
    expect(c.topics['11:colors']).toMatchObject({ count: 1, muted: false });
    expect(c.topics['12:x']).toMatchObject({ muted: true });
    expect(c.total).toBe(5);
    expect(c.mentions).toBe(1);
  });

  it('followed topics count, also in a muted channel', () => {
    const s = baseState();
    s.userTopics['11:colors'] = {
      stream_id: DESIGN,
      topic_name: 'colors',
      last_updated: 1,
      visibility_policy: 3,
    };
    const c = countUnreads(s);
    expect(c.channels[DESIGN]).toBe(1);
    expect(c.followedTopics).toBe(1);
    expect(c.topics['11:colors']).toMatchObject({ followed: true, muted: false });
  });

  it('messages sharing one location count each, as do mentions still unread only', () => {
    const s = baseState();
    const byId = s.unread.byId as Map<number, UnreadLocation>;
    const shared: UnreadLocation = { type: 'stream', stream_id: GENERAL, topic: 'shared' };
    for (const id of [50, 51, 52]) byId.set(id, shared);
    const before = countUnreads(baseState());
    (s.unread.mentions as Set<number>).add(51).add(999);
    const c = countUnreads(s);
    expect(c.topics[`${GENERAL}:shared`]).toMatchObject({ count: 3, muted: false });
    expect(c.channels[GENERAL]).toBe((before.channels[GENERAL] ?? 0) + 3);
    expect(c.total).toBe(before.total + 3);
    expect(c.mentions).toBe(before.mentions + 1);
  });

  it('a shared location interleaved with others counts every one of its messages', () => {
    const s = baseState();
    const byId = s.unread.byId as Map<number, UnreadLocation>;
    const a: UnreadLocation = { type: 'stream', stream_id: GENERAL, topic: 'a' };
    const b: UnreadLocation = { type: 'private', key: String(OTHELLO) };
    // Runs of a, then b, then a again (later events append in arrival order).
    for (const [id, loc] of [
      [60, a],
      [61, a],
      [62, b],
      [63, a],
      [64, b],
      [65, b],
      [66, a],
    ] as const) {
      byId.set(id, loc);
    }
    const c = countUnreads(s);
    expect(c.topics[`${GENERAL}:a`]).toMatchObject({ count: 4 });
    expect(c.dms[String(OTHELLO)]).toBe(3);
    expect(c.total).toBe(countUnreads(baseState()).total + 7);
  });
});
