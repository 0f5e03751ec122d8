import { describe, expect, it } from 'vitest';
import { problemWithLength, problemWithName, textLength } from './name-problems';

describe('problemWithName', () => {
  it.each<[string, string, { max?: number; taken?: string[] }, string | null]>([
    ['', 'A channel', {}, 'A channel needs a name.'],
    ['   ', 'The organization', { max: 40 }, 'The organization needs a name.'],
    ['abcdef', 'A group', { max: 5 }, 'Use at most 5 characters.'],
    ['  abcde  ', 'A group', { max: 5 }, null],
    // An emoji is one character, as the server counts.
    ['🦉🦉🦉', 'A channel', { max: 3 }, null],
    [
      'verona',
      'A channel',
      { taken: ['general', 'Verona'] },
      'A channel with this name already exists.',
    ],
    [' Verona ', 'A channel', { taken: ['Verona'] }, 'A channel with this name already exists.'],
    ['Verona2', 'A channel', { taken: ['Verona'] }, null],
    // Too long is said before taken.
    ['Verona', 'A channel', { max: 3, taken: ['Verona'] }, 'Use at most 3 characters.'],
  ])('%j for %s %j: %j', (name, subject, limits, problem) =>
    expect(problemWithName(name, subject, limits)).toBe(problem),
  );
});

describe('problemWithLength', () => {
  it.each<[string, number, string | null]>([
    ['', 0, null],
    ['abc', 3, null],
    ['abcd', 3, 'Use at most 3 characters.'],
    ['é🦉', 2, null],
  ])('%j at most %i: %j', (text, max, problem) =>
    expect(problemWithLength(text, max)).toBe(problem),
  );

  it('counts code points', () => expect(textLength('a🦉')).toBe(2));
});
