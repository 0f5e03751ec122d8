import { describe, expect, it } from 'vitest';
import { baseState, GENERAL, HAMLET, OTHELLO, SELF } from '../store/test-support';
import { dmTitle, narrowTitle } from './narrow-title';

const state = baseState();

describe('narrowTitle', () => {
  it.each([
    [[], 'Combined feed'],
    [[{ operator: 'in', operand: 'home' }], 'Combined feed'],
    [[{ operator: 'channel', operand: GENERAL }], 'general'],
    [
      [
        { operator: 'stream', operand: GENERAL },
        { operator: 'topic', operand: 'Lunch Plans' },
      ],
      'general > Lunch Plans',
    ],
    [[{ operator: 'dm', operand: [HAMLET] }], 'You and King Hamlet'],
    [[{ operator: 'dm', operand: [OTHELLO, HAMLET] }], 'You and King Hamlet, Othello'],
    [[{ operator: 'dm', operand: [SELF] }], 'Messages with yourself'],
    [[{ operator: 'is', operand: 'starred' }], 'Starred messages'],
    [[{ operator: 'is', operand: 'mentioned' }], 'Mentions'],
    [[{ operator: 'is', operand: 'private' }], 'Direct message feed'],
    [[{ operator: 'sender', operand: OTHELLO }], 'Messages sent by Othello'],
    [
      [
        { operator: 'sender', operand: OTHELLO },
        { operator: 'search', operand: 'lunch' },
      ],
      'Search results',
    ],
    [[{ operator: 'channel', operand: 999 }], 'Unknown channel'],
  ])('%j', (narrow, title) => {
    expect(narrowTitle(state, narrow)).toBe(title);
  });

  it('names DM participants without the user, sorted', () => {
    expect(dmTitle(state, [SELF, OTHELLO, HAMLET])).toBe('You and King Hamlet, Othello');
  });
});
