import table from 'virtual:emoji-table';
import { describe, expect, it } from 'vitest';
import { stored, streamMessage } from '../../store/test-support';
import {
  customCategory,
  frequentlyUsed,
  type PickerEmoji,
  searchEmoji,
  unicodeCategories,
} from './emoji-catalog';

const categories = unicodeCategories(table);
const all = categories.flatMap((c) => c.emoji);
const names = (list: PickerEmoji[]) => list.map((e) => e.name);

describe('the emoji catalog', () => {
  it('offers the names the server knows, in its categories', () => {
    expect(categories.map((c) => c.name)).toEqual([
      'Smileys & Emotion',
      'People & Body',
      'Animals & Nature',
      'Food & Drink',
      'Activities',
      'Travel & Places',
      'Objects',
      'Symbols',
      'Flags',
    ]);
    const thumbs = all.find((e) => e.emoji_code === '1f44d');
    expect(thumbs).toMatchObject({ name: '+1', names: ['+1', 'thumbs_up'], text: '👍' });
    // Zulip's names win over iamcal's: :smile: is 🙂.
    expect(all.find((e) => e.name === 'smile')?.emoji_code).toBe('1f642');
    // A presentation selector kept for showing, left out of the code.
    expect(all.find((e) => e.emoji_code === '2764')?.text).toBe('❤️');
  });

  it.each([
    ['thumbs', ['thumbs_up', 'thumbs_down']],
    [':thumbs_up:', ['thumbs_up']],
    ['THUMBS UP', ['thumbs_up']],
    ['', []],
    ['zzzz-nothing', []],
  ])('search %j', (query, expected) => {
    expect(names(searchEmoji(all, query)).slice(0, expected.length)).toEqual(expected);
    if (expected.length === 0) expect(searchEmoji(all, query)).toEqual([]);
  });

  it('ranks exact, then prefix, then word, then anywhere', () => {
    const list: PickerEmoji[] = ['a_cat', 'catalog', 'cat', 'bobcatx'].map((n, i) => ({
      name: n,
      names: [n],
      emoji_code: String(i),
      reaction_type: 'realm_emoji',
    }));
    expect(names(searchEmoji(list, 'cat'))).toEqual(['cat', 'catalog', 'a_cat', 'bobcatx']);
  });

  it('lists active custom emoji and :zulip:, not deactivated ones', () => {
    const custom = customCategory({
      '1': { id: '1', name: 'parrot', source_url: '/p.gif', deactivated: false, author_id: 1 },
      '2': { id: '2', name: 'old', source_url: '/o.png', deactivated: true, author_id: 1 },
    });
    expect(custom.emoji.map((e) => [e.name, e.reaction_type, e.emoji_code])).toEqual([
      ['parrot', 'realm_emoji', '1'],
      ['zulip', 'zulip_extra_emoji', 'zulip'],
    ]);
  });

  it('puts what the user reacts with most first, then the popular ones', () => {
    const r = (emoji_code: string, user_id: number) => ({
      emoji_name: 'x',
      emoji_code,
      reaction_type: 'unicode_emoji' as const,
      user_id,
    });
    const messages = [
      stored(streamMessage(1, 10, 't', { reactions: [r('1f419', 1), r('1f44d', 2)] })),
      stored(streamMessage(2, 10, 't', { reactions: [r('1f419', 1), r('1f389', 1)] })),
    ];
    const frequent = frequentlyUsed(messages, 1, all, 4);
    expect(frequent.map((e) => e.emoji_code)).toEqual(['1f419', '1f389', '1f44d', '1f642']);
  });
});
