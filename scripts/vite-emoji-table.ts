/**
 * `virtual:emoji-table`: the emoji picker's data, built when the client is built. Names come
 * from the renderer's own table (src/markdown/emoji-data.ts), so the picker offers exactly the
 * names the server accepts; categories and order from emoji-datasource. Only the picker's lazy
 * chunk imports it.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { unicodeEmojiNames } from '../src/markdown/emoji-data.ts';

const ID = 'virtual:emoji-table';
const RESOLVED = `\0${ID}`;

interface DatasourceEmoji {
  unified: string;
  category: string;
  sort_order: number;
}

/** The order Zulip's picker shows categories in. */
const CATEGORIES = [
  'Smileys & Emotion',
  'People & Body',
  'Animals & Nature',
  'Food & Drink',
  'Activities',
  'Travel & Places',
  'Objects',
  'Symbols',
  'Flags',
];

/** One emoji: its code, its names (space-separated, canonical first), and its text when that
 * is not just the code's codepoints (a U+FE0F presentation selector). */
export type EmojiRow = [code: string, names: string, text?: string];

export interface EmojiTable {
  categories: { name: string; emoji: EmojiRow[] }[];
}

const zulipCode = (unified: string) =>
  unified
    .toLowerCase()
    .split('-')
    .filter((p) => p !== 'fe0f')
    .join('-');

const fromCode = (code: string) =>
  String.fromCodePoint(...code.split('-').map((h) => Number.parseInt(h, 16)));

export function buildEmojiTable(): EmojiTable {
  const require = createRequire(import.meta.url);
  const data = (require('emoji-datasource/emoji.json') as DatasourceEmoji[]).toSorted(
    (a, b) => a.sort_order - b.sort_order,
  );
  const names = unicodeEmojiNames();
  const byCategory = new Map<string, EmojiRow[]>(CATEGORIES.map((c) => [c, []]));
  const seen = new Set<string>();
  for (const e of data) {
    const code = zulipCode(e.unified);
    const list = names.get(code);
    const rows = byCategory.get(e.category);
    if (!list || !rows || seen.has(code)) continue;
    seen.add(code);
    const text = fromCode(e.unified.toLowerCase());
    rows.push(text === fromCode(code) ? [code, list.join(' ')] : [code, list.join(' '), text]);
  }
  return { categories: CATEGORIES.map((name) => ({ name, emoji: byCategory.get(name)! })) };
}

export function emojiTable(): Plugin {
  let source: string | undefined;
  return {
    name: 'parley-emoji-table',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      source ??= `export default ${JSON.stringify(buildEmojiTable())};`;
      return source;
    },
  };
}
