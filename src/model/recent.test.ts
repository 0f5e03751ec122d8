import { describe, expect, it } from 'vitest';
import {
  baseState,
  dmMessage,
  GENERAL,
  HAMLET,
  OTHELLO,
  SELF,
  stored,
  streamMessage,
} from '../store/test-support';
import { countUnreads } from '../store/unread-counts';
import { buildRecent, filterRecent } from './recent';

const state = baseState();
const counts = countUnreads(state);
const from = (m: ReturnType<typeof streamMessage>, sender: number, timestamp = m.id * 100) =>
  stored({ ...m, sender_id: sender, timestamp });

const messages = [
  from(streamMessage(3, GENERAL, 'lunch'), HAMLET),
  from(streamMessage(4, GENERAL, 'Lunch'), SELF),
  from(streamMessage(5, GENERAL, 'noise'), HAMLET),
  stored(dmMessage(6, [SELF, HAMLET, OTHELLO], OTHELLO)),
  from(streamMessage(7, GENERAL, 'lunch'), OTHELLO),
  stored(dmMessage(-1, [SELF, HAMLET], SELF)),
];

describe('buildRecent', () => {
  const list = buildRecent(state, messages, counts);

  it('lists conversations by their newest message, with senders newest first', () => {
    expect(list.map((c) => c.title)).toEqual([
      'general > lunch',
      'You and King Hamlet, Othello',
      'general > noise',
    ]);
    expect(list[0]!.senders).toEqual([OTHELLO, SELF, HAMLET]);
    expect(list[0]!.participated).toBe(true);
    expect(list[0]!.last_timestamp).toBe(700);
  });

  it('takes unread counts from the store counts and knows muting', () => {
    // Fixture: general/lunch has 2 unread; the group DM one; general/noise is muted.
    expect(list.map((c) => [c.unread, c.muted])).toEqual([
      [2, false],
      [1, false],
      [0, true],
    ]);
  });

  it('filters by unread, participation, DMs and text; muted topics stay hidden', () => {
    const all = { unreadOnly: false, participated: false, includeDms: true, text: '' };
    expect(filterRecent(list, all)).toHaveLength(2);
    expect(filterRecent(list, { ...all, includeDms: false }).map((c) => c.title)).toEqual([
      'general > lunch',
    ]);
    expect(filterRecent(list, { ...all, participated: true })).toHaveLength(1);
    expect(filterRecent(list, { ...all, text: 'othello' })).toHaveLength(1);
    expect(filterRecent(list, { ...all, unreadOnly: true })).toHaveLength(2);
  });
});
