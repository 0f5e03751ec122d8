/**
 * What the emoji picker offers: the Unicode emoji by category, the organization's own emoji as
 * a category of their own (with Zulip's extra :zulip:), and the user's frequently used emoji
 * first; and searching all of them by name and alias.
 */
import { ZULIP_EMOJI_URL } from '../../api/constants';
import type { ReactionType, RealmEmoji } from '../../api/types/models';
import type { StoredMessage } from '../../store/state';

export interface PickerEmoji {
  /** The name it is offered under (an alias, in search results). */
  name: string;
  emoji_code: string;
  reaction_type: ReactionType;
  /** Every name it answers to, the canonical first. */
  names: readonly string[];
  /** The character to show, for Unicode emoji. */
  text?: string;
  /** The image, for the organization's emoji. */
  image?: string;
}

export interface PickerCategory {
  name: string;
  emoji: PickerEmoji[];
}

/** Rows of the generated table (scripts/vite-emoji-table.ts). */
export interface UnicodeTable {
  categories: { name: string; emoji: [code: string, names: string, text?: string][] }[];
}

/** Zulip's defaults for "Frequently used" before the user has reacted much. */
const POPULAR = ['+1', 'tada', 'smile', 'heart', 'working_on_it', 'octopus'];

const characters = (code: string) =>
  String.fromCodePoint(...code.split('-').map((h) => Number.parseInt(h, 16)));

export function unicodeCategories(table: UnicodeTable): PickerCategory[] {
  return table.categories.map((c) => ({
    name: c.name,
    emoji: c.emoji.map(([code, names, text]) => {
      const all = names.split(' ');
      return {
        name: all[0]!,
        names: all,
        emoji_code: code,
        reaction_type: 'unicode_emoji' as const,
        text: text ?? characters(code),
      };
    }),
  }));
}

/** The organization's active emoji (deactivated ones are not offered) and :zulip:. */
export function customCategory(realmEmoji: Record<string, RealmEmoji>): PickerCategory {
  const own = Object.values(realmEmoji)
    .filter((e) => !e.deactivated)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => ({
      name: e.name,
      names: [e.name],
      emoji_code: String(e.id),
      reaction_type: 'realm_emoji' as const,
      image: e.still_url ?? e.source_url,
    }));
  const zulip: PickerEmoji = {
    name: 'zulip',
    names: ['zulip'],
    emoji_code: 'zulip',
    reaction_type: 'zulip_extra_emoji',
    image: ZULIP_EMOJI_URL,
  };
  return { name: 'Custom', emoji: [...own, zulip] };
}

const keyOf = (e: { reaction_type: string; emoji_code: string }) =>
  `${e.reaction_type}:${e.emoji_code}`;

/**
 * The emoji the user reacted with most often among the loaded messages, then Zulip's popular
 * ones, at most `limit`.
 */
export function frequentlyUsed(
  messages: Iterable<StoredMessage>,
  selfId: number,
  all: readonly PickerEmoji[],
  limit = 12,
): PickerEmoji[] {
  const byKey = new Map(all.map((e) => [keyOf(e), e]));
  const counts = new Map<string, number>();
  for (const m of messages) {
    for (const r of m.reactions) {
      if (r.user_id === selfId) counts.set(keyOf(r), (counts.get(keyOf(r)) ?? 0) + 1);
    }
  }
  const used = [...counts].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const popular = POPULAR.map((name) => all.find((e) => e.names.includes(name))).flatMap((e) =>
    e ? [keyOf(e)] : [],
  );
  const keys = [...new Set([...used, ...popular])].filter((k) => byKey.has(k));
  return keys.slice(0, limit).map((k) => byKey.get(k)!);
}

/**
 * Emoji matching a search, one entry per matching name (so "thumbs" offers :thumbs_up: and
 * :thumbs_down:, by those names): exact names first, then names starting with the query, then
 * names with a word starting with it, then any other match; within each, in catalog order.
 */
export function searchEmoji(all: readonly PickerEmoji[], query: string): PickerEmoji[] {
  const q = query.trim().toLowerCase().replace(/^:|:$/g, '').replace(/\s+/g, '_');
  if (q === '') return [];
  const ranked: [number, number, PickerEmoji][] = [];
  const seen = new Set<string>();
  all.forEach((e, order) => {
    for (const name of e.names) {
      const n = name.toLowerCase();
      const rank =
        n === q
          ? 0
          : n.startsWith(q)
            ? 1
            : n.split(/[_-]/).some((w) => w.startsWith(q))
              ? 2
              : n.includes(q)
                ? 3
                : -1;
      if (rank < 0 || seen.has(`${keyOf(e)}:${name}`)) continue;
      seen.add(`${keyOf(e)}:${name}`);
      ranked.push([rank, order, { ...e, name }]);
    }
  });
  return ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , e]) => e);
}
