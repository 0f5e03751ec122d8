/** Reactions as a message shows them: one chip per emoji, with who reacted. */
import type { Reaction, ReactionType } from '../api/types/models';

/** An emoji as a reaction names it (what the emoji picker picks and a reaction toggles). */
export interface EmojiChoice {
  emoji_name: string;
  emoji_code: string;
  reaction_type: ReactionType;
}

export interface ReactionChip {
  emoji_name: string;
  emoji_code: string;
  reaction_type: ReactionType;
  user_ids: number[];
  mine: boolean;
}

/** Groups reactions by emoji (code and type), in the order each emoji was first used. */
export function reactionChips(reactions: readonly Reaction[], selfId: number): ReactionChip[] {
  const chips = new Map<string, ReactionChip>();
  for (const r of reactions) {
    const key = `${r.reaction_type}:${r.emoji_code}`;
    let chip = chips.get(key);
    if (!chip) {
      chip = {
        emoji_name: r.emoji_name,
        emoji_code: r.emoji_code,
        reaction_type: r.reaction_type,
        user_ids: [],
        mine: false,
      };
      chips.set(key, chip);
    }
    if (!chip.user_ids.includes(r.user_id)) chip.user_ids.push(r.user_id);
    if (r.user_id === selfId) chip.mine = true;
  }
  return [...chips.values()];
}

/** "Othello and you reacted with :thumbs_up:", "Iago, Othello and 3 others reacted with …". */
export function reactionSummary(
  chip: ReactionChip,
  nameOf: (id: number) => string,
  selfId: number,
): string {
  const others = chip.user_ids.filter((id) => id !== selfId);
  const count = others.length + (chip.mine ? 1 : 0);
  // Names only for those shown: a reaction of hundreds looked every one of them up.
  const shown =
    count > 4
      ? [...others.slice(0, 3).map(nameOf), `${count - 3} others`]
      : [...others.map(nameOf), ...(chip.mine ? ['you'] : [])];
  const list =
    shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
  return `${list} reacted with :${chip.emoji_name}:`;
}

/** The character of a Unicode emoji code ("1f44d" → 👍), or undefined for a malformed one. */
export function emojiCharacter(code: string): string | undefined {
  const points = code.split('-').map((hex) => Number.parseInt(hex, 16));
  if (points.some((p) => !Number.isFinite(p) || p > 0x10ffff)) return undefined;
  return String.fromCodePoint(...points);
}
