/**
 * Where a user's alert words occur in a piece of text, as Zulip highlights them: any case, whole
 * words only (no letter, digit or underscore just before or after, the server's own rule for
 * the `has_alert_word` flag), the longest word first where several start at one place. Pure:
 * the feed wraps what it finds (features/common/alert-words.ts).
 */

/** [start, end) in UTF-16 code units, in order, never overlapping. */
export type Range = readonly [number, number];

const WORD_CHAR = '[\\p{L}\\p{N}_]';
const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One expression per word list, built once (the store replaces the list when it changes).
const patterns = new WeakMap<readonly string[], RegExp | null>();

function patternFor(words: readonly string[]): RegExp | null {
  let pattern = patterns.get(words);
  if (pattern === undefined) {
    const usable = words
      .map((w) => w.trim())
      .filter((w) => w !== '')
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp);
    pattern = usable.length
      ? new RegExp(`(?<!${WORD_CHAR})(?:${usable.join('|')})(?!${WORD_CHAR})`, 'giu')
      : null;
    patterns.set(words, pattern);
  }
  return pattern;
}

export function alertWordRanges(text: string, words: readonly string[]): Range[] {
  const pattern = patternFor(words);
  if (!pattern || text === '') return [];
  const ranges: Range[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}
