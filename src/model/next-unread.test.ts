import { describe, expect, it } from 'vitest';
import type { ParleyState, UnreadLocation } from '../store/state';
import { baseState, subscription } from '../store/test-support';
import {
  adjacentChannel,
  type Conversation,
  nextUnreadConversation,
  type Place,
  unreadConversations,
} from './next-unread';

// Channels: "zebra" is pinned, so it comes first; then "apple", "Mango" (by name, any case);
// "muted" is a muted channel; "gone" is archived.
const ZEBRA = 1;
const APPLE = 2;
const MANGO = 3;
const MUTED = 4;
const GONE = 5;
const SELF = 1;

const t = (stream_id: number, topic: string): UnreadLocation => ({
  type: 'stream',
  stream_id,
  topic,
});
const dm = (key: string): UnreadLocation => ({ type: 'private', key });

function state(unreads: [number, UnreadLocation][], extra: Partial<ParleyState> = {}): ParleyState {
  const s = baseState();
  const subs = [
    subscription(ZEBRA, 'zebra', { pin_to_top: true }),
    subscription(APPLE, 'apple'),
    subscription(MANGO, 'Mango'),
    subscription(MUTED, 'muted', { is_muted: true }),
    subscription(GONE, 'gone', { is_archived: true }),
  ];
  return {
    ...s,
    current_user_id: SELF,
    channels: Object.fromEntries(subs.map((c) => [c.stream_id, c])),
    subscriptions: Object.fromEntries(subs.map((c) => [c.stream_id, c])),
    userTopics: {},
    topics: {},
    dmConversations: {},
    unread: { byId: new Map(unreads), mentions: new Set(), old_unreads_missing: false },
    ...extra,
  };
}

const name = (c: Conversation | undefined) =>
  c === undefined ? 'none' : c.type === 'stream' ? `${c.stream_id}/${c.topic}` : `dm ${c.key}`;

// Message IDs say which is newer: in each channel, topics go newest first.
const UNREADS: [number, UnreadLocation][] = [
  [10, t(APPLE, 'old')],
  [20, t(MANGO, 'm')],
  [30, t(APPLE, 'new')],
  [40, t(ZEBRA, 'z')],
  [50, dm('7')],
  [60, dm('7,8')],
  [70, t(MUTED, 'hidden')],
  [80, t(GONE, 'archived')],
];

describe('unreadConversations', () => {
  it('follows the sidebar: pinned, channels by name, topics newest first, then DMs', () => {
    expect(unreadConversations(state(UNREADS)).map(name)).toEqual([
      '1/z',
      '2/new',
      '2/old',
      '3/m',
      'dm 7,8',
      'dm 7',
    ]);
  });

  it('skips muted topics, and counts a topic unmuted in a muted channel', () => {
    const s = state(
      [
        [1, t(APPLE, 'quiet')],
        [2, t(MUTED, 'loud')],
        [3, t(APPLE, 'talk')],
      ],
      {
        userTopics: {
          '2:quiet': {
            stream_id: APPLE,
            topic_name: 'quiet',
            visibility_policy: 1,
            last_updated: 0,
          },
          '4:loud': { stream_id: MUTED, topic_name: 'loud', visibility_policy: 2, last_updated: 0 },
        },
      },
    );
    expect(unreadConversations(s).map(name)).toEqual(['2/talk', '4/loud']);
  });

  it('orders topics by their newest message when the topic list knows it', () => {
    const s = state([
      [10, t(APPLE, 'a')],
      [11, t(APPLE, 'b')],
    ]);
    s.topics[APPLE] = { byName: new Map([['a', { name: 'a', max_id: 99 }]]), complete: false };
    expect(unreadConversations(s).map(name)).toEqual(['2/a', '2/b']);
  });
});

describe('nextUnreadConversation', () => {
  const s = state(UNREADS);
  // The read topic "between" in apple, newer than "old" but older than "new".
  s.topics[APPLE] = {
    byName: new Map([['between', { name: 'between', max_id: 25 }]]),
    complete: false,
  };
  s.dmConversations = { '9': { user_ids: [9], max_message_id: 55 } };
  const at = (stream_id: number, topic: string): Place => ({ type: 'stream', stream_id, topic });
  it.each<[string, Place, 1 | -1, string]>([
    ['from a view, n goes to the first', undefined, 1, '1/z'],
    ['from a view, p goes to the last', undefined, -1, 'dm 7'],
    ['n from an unread topic: the next one', at(APPLE, 'new'), 1, '2/old'],
    ['n from a topic just read: the next after its place', at(APPLE, 'between'), 1, '2/old'],
    ['p from a topic just read: the one before its place', at(APPLE, 'between'), -1, '2/new'],
    ['a topic name in another case is the same topic', at(APPLE, 'NEW'), 1, '2/old'],
    ['n from the last topic goes on to the DMs', at(MANGO, 'm'), 1, 'dm 7,8'],
    ['n from a channel: its first unread topic', { type: 'channel', stream_id: APPLE }, 1, '2/new'],
    ['p from a channel: the channel before', { type: 'channel', stream_id: APPLE }, -1, '1/z'],
    ['n from a read DM (by recency)', { type: 'private', key: '9', user_ids: [9] }, 1, 'dm 7'],
    ['n from the last wraps to the first', { type: 'private', key: '7', user_ids: [7] }, 1, '1/z'],
    ['p from the first wraps to the last', at(ZEBRA, 'z'), -1, 'dm 7'],
    ['a channel not in the sidebar counts as elsewhere', at(99, 'x'), 1, '1/z'],
  ])('%s', (_what, from, direction, expected) => {
    expect(name(nextUnreadConversation(s, from, direction))).toBe(expected);
  });

  it('gives the DM participants for the link', () => {
    expect(nextUnreadConversation(s, at(MANGO, 'm'), 1)).toEqual({
      type: 'private',
      key: '7,8',
      user_ids: [7, 8],
    });
  });

  it('has nowhere to go when only the current conversation is unread, or none', () => {
    const one = state([[1, t(APPLE, 'only')]]);
    expect(nextUnreadConversation(one, at(APPLE, 'only'), 1)).toBeUndefined();
    expect(nextUnreadConversation(state([]), undefined, 1)).toBeUndefined();
  });
});

describe('adjacentChannel', () => {
  const s = state([]);
  it.each<[string, number | undefined, 1 | -1, number | undefined]>([
    ['D from a view: the first channel', undefined, 1, ZEBRA],
    ['A from a view: the last channel', undefined, -1, MUTED],
    ['D: the next in the sidebar', ZEBRA, 1, APPLE],
    ['A: the one before', MANGO, -1, APPLE],
    ['D from the last wraps', MUTED, 1, ZEBRA],
    ['A from the first wraps', ZEBRA, -1, MUTED],
    ['an archived channel is not in the sidebar', GONE, 1, ZEBRA],
  ])('%s', (_what, from, direction, expected) => {
    expect(adjacentChannel(s, from, direction)).toBe(expected);
  });
});
