import { describe, expect, it } from 'vitest';
import type { TypingEvent } from '../api/types/event';
import type { ChannelTopics, TypingSlice } from './state';
import {
  DESIGN,
  GENERAL,
  HAMLET,
  OTHELLO,
  reducerTable,
  SELF,
  streamMessage,
} from './test-support';
import { reduceTopics } from './topics';
import { pruneTyping, reduceTyping, typistsIn } from './typing';

describe('topics', () => {
  const loaded = (): Record<number, ChannelTopics> => ({
    [GENERAL]: { byName: new Map([['lunch', { name: 'Lunch', max_id: 4 }]]), complete: true },
  });
  reducerTable(reduceTopics, [
    {
      name: 'a new message raises max_id (name keeps its first spelling)',
      before: loaded(),
      event: { id: 1, type: 'message', message: streamMessage(9, GENERAL, 'LUNCH'), flags: [] },
      after: {
        [GENERAL]: { byName: new Map([['lunch', { name: 'Lunch', max_id: 9 }]]), complete: true },
      },
      idempotent: true,
    },
    {
      name: 'a message in a channel not loaded starts an incomplete list',
      before: loaded(),
      event: { id: 1, type: 'message', message: streamMessage(9, DESIGN, 'x'), flags: [] },
      after: {
        ...loaded(),
        [DESIGN]: { byName: new Map([['x', { name: 'x', max_id: 9 }]]), complete: false },
      },
    },
    {
      name: 'a move marks the old list for a refetch and notes the new topic',
      before: loaded(),
      event: {
        id: 1,
        type: 'update_message',
        user_id: HAMLET,
        message_id: 4,
        message_ids: [3, 4],
        flags: [],
        edit_timestamp: 1,
        rendering_only: false,
        stream_id: GENERAL,
        subject: 'dinner',
        orig_subject: 'lunch',
      },
      after: {
        [GENERAL]: {
          byName: new Map([
            ['lunch', { name: 'Lunch', max_id: 4 }],
            ['dinner', { name: 'dinner', max_id: 4 }],
          ]),
          complete: false,
        },
      },
    },
    {
      name: 'deleting a topic’s newest message marks the list for a refetch',
      before: loaded(),
      event: {
        id: 1,
        type: 'delete_message',
        message_ids: [4],
        message_type: 'stream',
        stream_id: GENERAL,
        topic: 'lunch',
      },
      after: {
        [GENERAL]: { byName: new Map([['lunch', { name: 'Lunch', max_id: 4 }]]), complete: false },
      },
      idempotent: true,
    },
  ]);
});

describe('typing', () => {
  const start = (extra: Partial<TypingEvent> = {}): TypingEvent => ({
    id: 1,
    type: 'typing',
    op: 'start',
    message_type: 'direct',
    sender: { user_id: HAMLET, email: 'h' },
    recipients: [
      { user_id: SELF, email: 's' },
      { user_id: HAMLET, email: 'h' },
    ],
    ...extra,
  });
  // ctxFor uses now = 1_000_000 and the fixture's 15 s expiry.
  reducerTable<TypingSlice, TypingEvent | Parameters<typeof reduceTyping>[1]>(reduceTyping, [
    {
      name: 'DM start',
      before: {},
      event: start(),
      after: { [`dm:${HAMLET}`]: { [HAMLET]: 1_015_000 } },
      idempotent: true,
    },
    {
      name: 'channel start',
      before: {},
      event: start({
        message_type: 'stream',
        stream_id: GENERAL,
        topic: 'Lunch',
        recipients: undefined,
      }),
      after: { 'stream:10:lunch': { [HAMLET]: 1_015_000 } },
    },
    {
      name: 'stop',
      before: { [`dm:${HAMLET}`]: { [HAMLET]: 1_015_000 } },
      event: start({ op: 'stop' }),
      after: {},
      idempotent: true,
    },
    {
      name: 'stop keeps other typists',
      before: { 'dm:2,3': { [HAMLET]: 5, [OTHELLO]: 6 } },
      event: start({
        op: 'stop',
        recipients: [
          { user_id: SELF, email: 's' },
          { user_id: OTHELLO, email: 'o' },
        ],
      }),
      after: { 'dm:2,3': { [OTHELLO]: 6 } },
    },
    {
      name: 'the user’s own typing is not shown',
      before: {},
      event: start({ sender: { user_id: SELF, email: 's' } }),
      after: {},
    },
    {
      name: 'a message from the typist ends their indicator',
      before: { 'stream:10:lunch': { [HAMLET]: 1_015_000 } },
      event: { id: 1, type: 'message', message: streamMessage(9), flags: [] },
      after: {},
    },
  ]);

  it('expires typists by time', () => {
    const slice: TypingSlice = { 'dm:2': { [HAMLET]: 100 }, 'dm:3': { [OTHELLO]: 300 } };
    expect(typistsIn(slice, 'dm:2', 99)).toEqual([HAMLET]);
    expect(typistsIn(slice, 'dm:2', 100)).toEqual([]);
    expect(pruneTyping(slice, 200)).toEqual({ 'dm:3': { [OTHELLO]: 300 } });
    expect(pruneTyping(slice, 0)).toBe(slice);
  });
});
