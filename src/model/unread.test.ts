import { describe, expect, it } from 'vitest';
import type { NarrowTerm } from '../api/types/narrow';
import { baseState, DESIGN, GENERAL, HAMLET, OTHELLO, SELF } from '../store/test-support';
import {
  selectUnreadCounts,
  unreadIdsInNarrow,
  unreadInDm,
  unreadInNarrow,
  unreadInTopic,
} from './unread';

describe('unread helpers', () => {
  const state = baseState();

  it('answer per narrow from the muting-aware counts', () => {
    expect(unreadInNarrow(state, [])).toBe(5);
    expect(unreadInNarrow(state, [{ operator: 'channel', operand: GENERAL }])).toBe(2);
    expect(
      unreadInNarrow(state, [
        { operator: 'stream', operand: GENERAL },
        { operator: 'topic', operand: 'LUNCH' },
      ]),
    ).toBe(2);
    expect(unreadInNarrow(state, [{ operator: 'dm', operand: [OTHELLO, HAMLET] }])).toBe(1);
    expect(unreadInNarrow(state, [{ operator: 'is', operand: 'private' }])).toBe(2);
    expect(unreadInNarrow(state, [{ operator: 'is', operand: 'mentioned' }])).toBe(1);
    expect(unreadInNarrow(state, [{ operator: 'search', operand: 'x' }])).toBeUndefined();
  });

  it('memoizes counts until unreads or muting change', () => {
    const a = selectUnreadCounts(state);
    expect(selectUnreadCounts({ ...state })).toBe(a);
    expect(selectUnreadCounts({ ...state, userTopics: {} })).not.toBe(a);
    expect(unreadInTopic(a, GENERAL, 'Lunch')).toBe(2);
    expect(unreadInDm(a, [SELF, HAMLET], SELF)).toBe(1);
  });
});

describe('unreadIdsInNarrow: what marking a narrow as read changes, for Undo', () => {
  const state = baseState();
  const cases: [string, NarrowTerm[], { ids: number[]; conversations: number } | undefined][] = [
    ['everything, muted channels included', [], { ids: [3, 4, 5, 6, 7], conversations: 4 }],
    ['a channel', [{ operator: 'channel', operand: GENERAL }], { ids: [3, 4], conversations: 1 }],
    ['a muted channel', [{ operator: 'channel', operand: DESIGN }], { ids: [6], conversations: 1 }],
    [
      'a topic, in any case',
      [
        { operator: 'stream', operand: GENERAL },
        { operator: 'topic', operand: 'LUNCH' },
      ],
      { ids: [3, 4], conversations: 1 },
    ],
    ['a DM conversation', [{ operator: 'dm', operand: [HAMLET] }], { ids: [5], conversations: 1 }],
    [
      'a group DM, self included or not',
      [{ operator: 'dm', operand: [OTHELLO, HAMLET, SELF] }],
      { ids: [7], conversations: 1 },
    ],
    ['all DMs', [{ operator: 'is', operand: 'dm' }], { ids: [5, 7], conversations: 2 }],
    ['a search (not known)', [{ operator: 'search', operand: 'x' }], undefined],
    [
      'a negated term (not known)',
      [{ operator: 'channel', operand: GENERAL, negated: true }],
      undefined,
    ],
  ];
  it.each(cases)('%s', (_, narrow, expected) => {
    expect(unreadIdsInNarrow(state, narrow)).toEqual(expected);
  });
});
