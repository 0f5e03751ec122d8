/**
 * Emoji by the names the server accepts: the organization's custom emoji (not deactivated), the
 * extra `zulip` emoji, and the unicode emoji under Zulip's names.
 */
import type { EmojiName } from '../../../model/typeahead';
import type { ParleyState } from '../../../store/state';

let unicode: readonly EmojiName[] = [];

/** The unicode emoji names (from the shared Markdown renderer's emoji table, once loaded). */
export function setUnicodeEmoji(names: readonly EmojiName[]): void {
  unicode = names;
  memo = undefined;
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
    { name: 'zulip', url: '/static/generated/emoji/images/emoji/unicode/zulip.png' },
    ...unicode.filter((e) => !taken.has(e.name)),
  ];
  memo = { realm: state.realmEmoji, names };
  return names;
}
