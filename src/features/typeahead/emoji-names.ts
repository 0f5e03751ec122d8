/**
 * Emoji by the names the server accepts: the organization's custom emoji (not deactivated), the
 * extra `zulip` emoji, and the unicode emoji under Zulip's names.
 */

import { ZULIP_EMOJI_URL } from '../../api/constants';
import type { EmojiName } from '../../model/typeahead';
import type { ParleyState } from '../../store/state';
import { retrying } from '../common/retrying-import';

let unicode: readonly EmojiName[] = [];
let loading: Promise<void> | undefined;
const loadTable = retrying(() => import('virtual:emoji-table'));

export const emojiLoaded = () => unicode.length > 0;

const characters = (code: string) =>
  String.fromCodePoint(...code.split('-').map((h) => Number.parseInt(h, 16)));

/**
 * The unicode emoji under every name the server accepts (the table generated from the
 * server's own, shared with the emoji picker), loaded once, in a chunk of its own (tried again
 * until it loads).
 */
export function loadUnicodeEmoji(): Promise<void> {
  loading ??= loadTable().then(({ default: table }) => {
    unicode = table.categories.flatMap((c) =>
      c.emoji.flatMap(([code, names, text]) =>
        names.split(' ').map((name) => ({ name, glyph: text ?? characters(code) })),
      ),
    );
    memo = undefined;
  });
  return loading;
}

let memo: { realm: ParleyState['realmEmoji']; names: EmojiName[] } | undefined;

export function emojiNames(state: Pick<ParleyState, 'realmEmoji'>): EmojiName[] {
  if (memo?.realm === state.realmEmoji) return memo.names;
  const custom = Object.values(state.realmEmoji)
    .filter((e) => !e.deactivated)
    .map((e) => ({ name: e.name, url: e.source_url }));
  const taken = new Set(custom.map((e) => e.name));
  // A custom emoji overrides a unicode one of the same name, as on the server.
  const names = [
    ...custom,
    { name: 'zulip', url: ZULIP_EMOJI_URL },
    ...unicode.filter((e) => !taken.has(e.name)),
  ];
  memo = { realm: state.realmEmoji, names };
  return names;
}
