import { describe, expect, it } from 'vitest';
import { EMOJI_NAMES_PEOPLE } from '../src/markdown/emoji-datasource-people';
import { EMOJI_NAMES_THINGS } from '../src/markdown/emoji-datasource-things';
import { emojiNames, emojiNamesIn, installedEmoji, PARTS } from './emoji-names';

describe('src/markdown/emoji-datasource-*.ts', () => {
  const files = [EMOJI_NAMES_PEOPLE, EMOJI_NAMES_THINGS];

  it.each(PARTS.map((part, i) => [part.file, part, files[i]!] as const))(
    '%s matches the installed emoji-datasource (else run npx tsx scripts/emoji-names.ts)',
    (_, part, names) => {
      expect(names).toBe(emojiNamesIn(installedEmoji, part.categories));
    },
  );

  it('together they are every emoji, in the datasource order', () => {
    expect(files.join(';')).toBe(emojiNames(installedEmoji));
  });
});
