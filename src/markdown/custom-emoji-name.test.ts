import { describe, expect, it } from 'vitest';
import { customEmojiName, customEmojiNameError } from './custom-emoji-name';

describe('a new custom emoji name', () => {
  it.each([
    ['parrot', 'parrot', null],
    ['  Party Parrot ', 'party_parrot', null],
    ['big-smile_2', 'big-smile_2', null],
    ['', '', 'Emoji name is missing'],
    ['   ', '', 'Emoji name is missing'],
    ['ends_', 'ends_', 'Emoji names must end with either a letter or digit.'],
    ['ends-', 'ends-', 'Emoji names must end with either a letter or digit.'],
    [
      'wow!',
      'wow!',
      'Emoji names must contain only lowercase alphanumeric characters, dashes, and underscores.',
    ],
    [
      'café',
      'café',
      'Emoji names must contain only lowercase alphanumeric characters, dashes, and underscores.',
    ],
    [
      ':colon:',
      ':colon:',
      'Emoji names must contain only lowercase alphanumeric characters, dashes, and underscores.',
    ],
  ])('%j is stored as %j: %s', (raw, name, error) => {
    expect(customEmojiName(raw)).toBe(name);
    expect(customEmojiNameError(customEmojiName(raw))).toBe(error);
  });
});
