import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AlertWordAutomaton, prepareText } from './alert-word-automaton';

const matches = (words: string[], text: string) =>
  new AlertWordAutomaton(words).matches(prepareText(text));

describe('AlertWordAutomaton', () => {
  it.each([
    [['rialto'], 'News from the Rialto today', true],
    [['Rialto'], 'RIALTO!', true],
    [['rialto'], 'Rialtos are bridges', false],
    [['rialto'], 'the_rialto', false],
    [['rialto'], 'rialto2', false],
    [['rialto'], '(rialto)', true],
    [['he', 'she', 'hers'], 'ushers', false],
    [['he', 'she', 'hers'], 'u she rs', true],
    [['he', 'she', 'hers'], 'hers.', true],
    // A word ending inside a longer one that fails its boundary.
    [['xab', 'ab'], 'yxab', false],
    [['xab', 'ab'], 'y ab', true],
    [['abcd', 'bc'], 'abce bc', true],
    [['abcd', 'bc'], 'abcebc', false],
    [['c++'], 'I like c++ a lot', true],
    [['c++'], 'c++x', false],
    [['new york'], 'flights to New York.', true],
    [['ärger'], 'Viel ÄRGER heute', true],
    [['ärger'], 'Ärgernis', false],
    [['日本'], 'これは 日本 です', true],
    [['日本'], '日本語', false],
    [['🎉'], 'party 🎉 time', true],
    [['🎉'], 'x🎉', false],
    [['🎉'], '🎉🎉', true],
    [[], 'anything', false],
  ])('%j in %j: %s', (words, text, expected) => {
    expect(matches(words, text)).toBe(expected);
  });

  // The automaton must find exactly what one regular expression per word finds.
  it('agrees with a regular expression per word', () => {
    const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const oracle = (words: string[], text: string) =>
      words.some(
        (w) =>
          w !== '' &&
          new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRe(w)}(?![\\p{L}\\p{N}_])`, 'iu').test(text),
      );
    const alphabet = fc.constantFrom(...'aAbBcé É_1 .-+');
    const word = fc.string({ unit: alphabet, minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 6 }),
        fc.string({ unit: alphabet, maxLength: 30 }),
        (words, text) => matches(words, text) === oracle(words, text),
      ),
      { numRuns: 2000 },
    );
  });
});
