import { describe, expect, it } from 'vitest';
import type { Reaction } from '../api/types/models';
import { emojiCharacter, reactionChips, reactionSummary } from './reactions';

const r = (user_id: number, emoji_name = 'thumbs_up', emoji_code = '1f44d'): Reaction => ({
  user_id,
  emoji_name,
  emoji_code,
  reaction_type: 'unicode_emoji',
});
const names: Record<number, string> = {
  1: 'Iago',
  2: 'Othello',
  3: 'Cordelia',
  4: 'Hamlet',
  5: 'Prospero',
};

describe('reaction chips', () => {
  it('groups by emoji in first-use order and knows which are mine', () => {
    const chips = reactionChips([r(2), r(3, 'tada', '1f389'), r(1), r(2)], 1);
    expect(chips.map((c) => [c.emoji_name, c.user_ids, c.mine])).toEqual([
      ['thumbs_up', [2, 1], true],
      ['tada', [3], false],
    ]);
  });

  it.each([
    [[2], 'Othello reacted with :thumbs_up:'],
    [[2, 1], 'Othello and you reacted with :thumbs_up:'],
    [[2, 3, 1], 'Othello, Cordelia and you reacted with :thumbs_up:'],
    [[2, 3, 4, 5, 1], 'Othello, Cordelia, Hamlet and 2 others reacted with :thumbs_up:'],
  ])('names %j', (users, text) => {
    const [chip] = reactionChips(
      users.map((u) => r(u)),
      1,
    );
    expect(reactionSummary(chip!, (id) => names[id]!, 1)).toBe(text);
  });

  it('looks up only the names it shows, of a reaction of hundreds', () => {
    const ids = Array.from({ length: 300 }, (_, i) => i + 2);
    const [chip] = reactionChips(
      [...ids, 1].map((u) => r(u)),
      1,
    );
    const looked: number[] = [];
    const nameOf = (id: number) => {
      looked.push(id);
      return `User ${id}`;
    };
    expect(reactionSummary(chip!, nameOf, 1)).toBe(
      'User 2, User 3, User 4 and 298 others reacted with :thumbs_up:',
    );
    expect(looked).toEqual([2, 3, 4]);
  });

  it('turns codes into characters', () => {
    expect(emojiCharacter('1f44d')).toBe('👍');
    expect(emojiCharacter('1f469-200d-1f4bb')).toBe('👩‍💻');
    expect(emojiCharacter('zulip')).toBeUndefined();
  });
});
