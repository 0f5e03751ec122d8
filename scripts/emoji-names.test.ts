import { describe, expect, it } from 'vitest';
import { EMOJI_DATASOURCE_NAMES } from '../src/markdown/emoji-datasource-names';
import { emojiNames, installedEmoji } from './emoji-names';

describe('src/markdown/emoji-datasource-names.ts', () => {
  it('matches the installed emoji-datasource (else run npx tsx scripts/emoji-names.ts)', () => {
    expect(EMOJI_DATASOURCE_NAMES).toBe(emojiNames(installedEmoji));
  });
});
