import type { TokenizerAndRendererExtension } from 'marked';
import { ZULIP_EMOJI_URL } from '../api/constants';
import { emojiCodeOfText, unicodeEmojiByName, unicodeEmojiNameByCode } from './emoji-data';
import { escapeAttr, escapeText, startTag } from './escape';
import { state } from './state';

/**
 * Emoji: `:name:` for realm emoji, the `:zulip:` emoji and Unicode emoji by name, and
 * literal Unicode emoji characters, all as Zulip renders them. Unknown names stay text.
 */

export function emojiSpan(code: string, name: string): string {
  const title = escapeAttr(name.replace(/_/g, ' '));
  return `<span aria-label="${title}" class="emoji emoji-${code}" role="img" title="${title}">:${escapeText(name)}:</span>`;
}

export function emojiImage(src: string, name: string): string {
  return startTag('img', { alt: `:${name}:`, class: 'emoji', src, title: name.replace(/_/g, ' ') });
}

// Python's `\w` is Unicode-aware.
const NAME = /^:([\p{L}\p{N}_\-+]+):/u;

export const emojiName: TokenizerAndRendererExtension = {
  name: 'zulipEmoji',
  level: 'inline',
  tokenizer(src) {
    if (src.charCodeAt(0) !== 58 /* : */) return undefined;
    const st = state();
    if (st.atomic) return undefined;
    const m = NAME.exec(src);
    if (!m) return undefined;
    const name = m[1]!;
    const realm = st.realmEmoji(name);
    let html: string | undefined;
    if (realm) html = emojiImage(realm.source_url, name);
    else if (name === 'zulip') html = emojiImage(ZULIP_EMOJI_URL, name);
    else {
      const code = unicodeEmojiByName(name);
      if (code) html = emojiSpan(code, name);
    }
    return html ? { type: 'zulipEmoji', raw: m[0], html } : undefined;
  },
  renderer(token) {
    return token.html as string;
  },
};

// Zulip's POSSIBLE_EMOJI_RE (Unicode TR51's emoji sequence grammar).
const ELEMENT =
  '(?:\\p{Regional_Indicator}\\p{Regional_Indicator}|\\p{Emoji}(?:\\p{Emoji_Modifier}|\\uFE0F\\u20E3?|[\\u{E0020}-\\u{E007E}]+\\u{E007F})?)';
const POSSIBLE_EMOJI = new RegExp(`${ELEMENT}(?:\\u200D${ELEMENT})*`, 'gu');
// A lone character that is text by default (©, ↔, a digit) is not turned into an emoji.
const TEXT_PRESENTATION = /^\P{Emoji_Presentation}\u20E3?$/u;
const NON_ASCII = /\P{ASCII}/u;

/** Replaces the Unicode emoji in escaped HTML text with emoji spans. */
export function replaceUnicodeEmoji(html: string): string {
  if (!NON_ASCII.test(html)) return html;
  return html.replace(POSSIBLE_EMOJI, (text) => {
    if (TEXT_PRESENTATION.test(text)) return text;
    const code = emojiCodeOfText(text);
    const name = unicodeEmojiNameByCode(code);
    return name ? emojiSpan(code, name) : text;
  });
}
