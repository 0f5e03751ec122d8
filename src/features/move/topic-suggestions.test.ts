import { describe, expect, it } from 'vitest';
import { topicSuggestions } from './topic-suggestions';

const topics = [
  { name: 'lunch', max_id: 10 },
  { name: 'Lunch plans', max_id: 30 },
  { name: 'after lunch', max_id: 40 },
  { name: 'dinner', max_id: 20 },
];

describe('topic suggestions', () => {
  it.each([
    ['lun', ['Lunch plans', 'lunch', 'after lunch']],
    ['LUNCH', ['Lunch plans', 'after lunch']],
    ['', ['after lunch', 'Lunch plans', 'dinner', 'lunch']],
    ['zebra', []],
  ])('%j', (typed, expected) => {
    expect(topicSuggestions(topics, typed)).toEqual(expected);
  });

  it('stops at the limit', () => {
    expect(topicSuggestions(topics, '', 2)).toEqual(['after lunch', 'Lunch plans']);
  });
});
