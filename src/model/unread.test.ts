import { describe, expect, it } from 'vitest';
import { baseState, GENERAL, HAMLET, OTHELLO, SELF } from '../store/test-support';
import { selectUnreadCounts, unreadInDm, unreadInNarrow, unreadInTopic } from './unread';

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
