import { describe, expect, it } from 'vitest';
import { alertWordRanges } from './alert-words';

/** The words found, as the text has them. */
const found = (text: string, words: string[]) =>
  alertWordRanges(text, words).map(([a, b]) => text.slice(a, b));

describe('alertWordRanges', () => {
  it.each<[string, string, string[], string[]]>([
    ['a word', 'Lunch is ready', ['lunch'], ['Lunch']],
    ['any case', 'LUNCH and lunch and LuNcH', ['Lunch'], ['LUNCH', 'lunch', 'LuNcH']],
    ['whole words only', 'lunches, brunch, lunch_box, lunch2', ['lunch'], []],
    [
      'punctuation is a boundary',
      '(lunch), "lunch"! lunch.',
      ['lunch'],
      ['lunch', 'lunch', 'lunch'],
    ],
    ['a phrase', 'Any lunch plans today?', ['lunch plans'], ['lunch plans']],
    ['the longest word at a place', 'lunch plans', ['lunch', 'lunch plans'], ['lunch plans']],
    [
      'a shorter one where the longer is not whole',
      'lunch plansx',
      ['lunch', 'lunch plans'],
      ['lunch'],
    ],
    ['several words', 'ramen or pho?', ['pho', 'ramen'], ['ramen', 'pho']],
    ['non-Latin letters', 'Zeit für Straße und STRASSE', ['straße'], ['Straße']],
    ['accented letters are letters', 'café cafés', ['café'], ['café']],
    ['symbols in a word', 'I like C++ and c#', ['c++', 'C#'], ['C++', 'c#']],
    ['regex characters are plain', 'a.b axb', ['a.b'], ['a.b']],
    ['blank words are ignored', 'lunch', ['', '  '], []],
    ['no words', 'lunch', [], []],
  ])('%s', (_what, text, words, expected) => {
    expect(found(text, words)).toEqual(expected);
  });

  it('gives code-unit ranges, emoji before the word included', () => {
    expect(alertWordRanges('🍜 ramen', ['ramen'])).toEqual([[3, 8]]);
  });
});
