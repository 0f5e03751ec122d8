import { describe, expect, it } from 'vitest';
import { GENERAL, HAMLET } from '../store/test-support';
import { isConversationView, marksReadOnScroll } from './read-policy';

describe('marking read', () => {
  const topic = [
    { operator: 'channel', operand: GENERAL },
    { operator: 'topic', operand: 'x' },
  ];
  it.each([
    [[], 1, true],
    [[{ operator: 'in', operand: 'home' }], 1, true],
    [[{ operator: 'channel', operand: GENERAL }], 1, true],
    [topic, 1, true],
    [[{ operator: 'dm', operand: [HAMLET] }], 1, true],
    [[{ operator: 'is', operand: 'starred' }], 1, false],
    [[{ operator: 'search', operand: 'lunch' }], 1, false],
    [[...topic, { operator: 'search', operand: 'lunch' }], 1, false],
    [[{ operator: 'sender', operand: HAMLET }], 1, false],
    [[{ operator: 'channel', operand: GENERAL }], 2, false],
    [topic, 2, true],
    [topic, 3, false],
  ])('%j with policy %i: %s', (narrow, policy, marks) => {
    expect(marksReadOnScroll(narrow, policy)).toBe(marks);
  });

  it('knows conversation views', () => {
    expect(isConversationView(topic)).toBe(true);
    expect(isConversationView([{ operator: 'channel', operand: 1 }])).toBe(false);
  });
});
