import { describe, expect, it } from 'vitest';
import { type Arrival, announcements, shortText } from './announce';

const a = (sender: string, text: string, place = 'Verona > lunch'): Arrival => ({
  sender,
  place,
  text,
});

describe('shortText', () => {
  it.each([
    ['short text stays', 'See you at noon', 'See you at noon'],
    ['whitespace folds', '  one\n\n two\tthree ', 'one two three'],
    ['long text is cut at a word', `${'word '.repeat(40)}end`, `${'word '.repeat(28).trim()}…`],
    ['one long word is cut where it must be', 'x'.repeat(200), `${'x'.repeat(140)}…`],
    ['nothing stays nothing', '   ', ''],
  ])('%s', (_what, text, expected) => {
    expect(shortText(text)).toBe(expected);
  });
});

describe('announcements', () => {
  it.each<[string, Arrival[], string[]]>([
    ['nothing arrived', [], []],
    [
      'one message: who, where, what',
      [a('Othello', 'Lunch?')],
      ['Othello, Verona > lunch: Lunch?'],
    ],
    ['a direct message', [a('Iago', 'Hi', 'direct message')], ['Iago, direct message: Hi']],
    ['an image alone', [a('Iago', '')], ['Iago, Verona > lunch: (no text)']],
    [
      'three are each read',
      [a('A', '1'), a('B', '2'), a('C', '3')],
      ['A, Verona > lunch: 1', 'B, Verona > lunch: 2', 'C, Verona > lunch: 3'],
    ],
    [
      'a burst is summed up with its last',
      [a('A', '1'), a('B', '2'), a('C', '3'), a('D', '4')],
      ['4 new messages. The last: D, Verona > lunch: 4'],
    ],
  ])('%s', (_what, arrivals, expected) => {
    expect(announcements(arrivals)).toEqual(expected);
  });
});
