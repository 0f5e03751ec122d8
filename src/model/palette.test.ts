import { describe, expect, it } from 'vitest';
import type { ParleyState } from '../store/state';
import { baseState, DESIGN, GENERAL, HAMLET, OTHELLO, RANDOM, SELF } from '../store/test-support';
import { countUnreads } from '../store/unread-counts';
import { rankByQuery } from './fuzzy';
import {
  conversationKey,
  type PaletteEntry,
  paletteDestinations,
  recentConversations,
} from './palette';

function withTopics(state: ParleyState): ParleyState {
  const topics = (list: [string, number][]) => ({
    byName: new Map(list.map(([name, max_id]) => [name.toLowerCase(), { name, max_id }])),
    complete: true,
  });
  return {
    ...state,
    topics: {
      [GENERAL]: topics([
        ['lunch', 40],
        ['noise', 30],
      ]),
      [RANDOM]: topics([['unseen', 50]]),
    },
    dmConversations: {
      [String(HAMLET)]: { user_ids: [HAMLET], max_message_id: 45 },
      [`${HAMLET},${OTHELLO}`]: { user_ids: [HAMLET, OTHELLO], max_message_id: 20 },
    },
  };
}

const state = withTopics(baseState());
const entries = paletteDestinations(state, countUnreads(state));
const byKey = (key: string) => entries.find((e) => e.key === key);
const pick = (e: PaletteEntry | undefined) =>
  e && { kind: e.kind, text: e.text, detail: e.detail, hash: e.hash, unread: e.unread };

describe('paletteDestinations', () => {
  it.each([
    // key, what the entry is
    [
      `channel:${GENERAL}`,
      { kind: 'channel', text: 'general', hash: `#narrow/channel/${GENERAL}-general`, unread: 2 },
    ],
    // Channels one may see but is not subscribed to are there too, said so.
    [`channel:${RANDOM}`, { kind: 'channel', text: 'random', detail: 'Not subscribed', unread: 0 }],
    [
      `topic:${GENERAL}:lunch`,
      {
        kind: 'topic',
        text: 'lunch',
        detail: '#general',
        hash: `#narrow/channel/${GENERAL}-general/topic/lunch`,
        unread: 2,
      },
    ],
    // A topic known only from its unread messages (in a muted channel, where it is unmuted).
    [`topic:${DESIGN}:colors`, { kind: 'topic', text: 'colors', detail: '#design', unread: 1 }],
    // Muted: listed, its unread not counted.
    [`topic:${GENERAL}:noise`, { kind: 'topic', text: 'noise', unread: 0 }],
    [
      `dm:${HAMLET}`,
      { kind: 'dm', text: 'King Hamlet', hash: `#narrow/dm/${HAMLET}-King-Hamlet`, unread: 1 },
    ],
    [
      `dm:${HAMLET},${OTHELLO}`,
      { kind: 'dm', text: 'King Hamlet, Othello', hash: `#narrow/dm/${HAMLET},${OTHELLO}-group` },
    ],
    // Someone never written to: the conversation is still a jump away.
    [`dm:${OTHELLO}`, { kind: 'dm', text: 'Othello', hash: `#narrow/dm/${OTHELLO}-Othello` }],
    [
      `person:${OTHELLO}`,
      { kind: 'person', text: 'Othello', detail: `user${OTHELLO}@example.com`, unread: 0 },
    ],
    ['view:#inbox', { kind: 'view', text: 'Inbox', hash: '#inbox' }],
    ['view:#narrow/is/starred', { kind: 'view', text: 'Starred messages' }],
  ])('%s', (key, expected) => {
    expect(pick(byKey(key))).toMatchObject(expected);
  });

  it.each([
    // Not offered: topics of channels one is not subscribed to, oneself and deactivated users
    // as people.
    `topic:${RANDOM}:unseen`,
    `person:${SELF}`,
    'person:4',
    'dm:4',
  ])('leaves out %s', (key) => {
    expect(byKey(key)).toBeUndefined();
  });

  it('dates a channel by its newest known topic and a person by their conversation', () => {
    expect(byKey(`channel:${GENERAL}`)?.recency).toBe(40);
    expect(byKey(`person:${HAMLET}`)?.recency).toBe(45);
  });

  it('finds a topic by its channel and name together', () => {
    expect(rankByQuery('gen lun', entries)[0]?.item.key).toBe(`topic:${GENERAL}:lunch`);
  });
});

describe('recentConversations', () => {
  it('lists topics and conversations newest first, those with history only', () => {
    expect(recentConversations(entries).map((e) => e.key)).toEqual([
      `dm:${HAMLET}`,
      `topic:${GENERAL}:lunch`,
      `topic:${GENERAL}:noise`,
      `dm:${HAMLET},${OTHELLO}`,
    ]);
  });

  it.each([
    [{ dm: String(HAMLET) }, `dm:${HAMLET}`],
    [{ stream_id: GENERAL, topic: 'Lunch' }, `topic:${GENERAL}:lunch`],
  ])('leaves out the one in view (%j)', (where, key) => {
    const here = conversationKey(where);
    expect(here).toBe(key);
    const keys = recentConversations(entries, here).map((e) => e.key);
    expect(keys).toHaveLength(3);
    expect(keys).not.toContain(key);
  });

  it('has no key for a channel or a view', () => {
    expect(conversationKey({ stream_id: GENERAL })).toBeUndefined();
    expect(conversationKey({})).toBeUndefined();
  });
});
