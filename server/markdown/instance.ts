import { Marked } from 'marked';
import { channelLink, channelLinkLength } from './channel-links';
import { emojiName } from './emoji';
import { fenceExtension, spoilerRenderer } from './fences';
import { webLinkRegex } from './links';
import { inlineTex, mathBlock, texLength } from './math';
import { groupMention, MENTION_ALLOWED_BEFORE, mentionLength, userMention } from './mentions';
import { renderer, zulipLinkRenderer } from './renderer';
import { state } from './state';
import { timestamp } from './timestamp';
import { strikethrough, tokenizer } from './tokenizer';

/**
 * Zulip applies mentions, channel links, timestamps, TeX and URLs before emphasis, so a
 * `*` inside one of them never opens or closes emphasis. Marked lets a hook hide such
 * stretches from its emphasis scan: they are masked here, keeping their length.
 */
function emStrongMask(src: string): string {
  if (!src.includes('*') && !src.includes('~')) return src;
  const st = state();
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    let length = 0;
    if (c === '@' && MENTION_ALLOWED_BEFORE.test(i > 0 ? src[i - 1]! : '')) {
      length = mentionLength(st, src, i);
    } else if (
      c === '#' &&
      src.startsWith('#**', i) &&
      MENTION_ALLOWED_BEFORE.test(i > 0 ? src[i - 1]! : '')
    ) {
      length = channelLinkLength(st, src, i);
    } else if (c === '<' && src.startsWith('<time:', i)) {
      const end = src.indexOf('>', i);
      length = end < 0 ? 0 : end + 1 - i;
    } else if (c === '$' && src.startsWith('$$', i)) {
      length = texLength(src, i);
    }
    if (length > 0) {
      spans.push([i, i + length]);
      i += length - 1;
    }
  }
  if (/[./@:]/.test(src)) {
    const web = webLinkRegex();
    web.lastIndex = 0;
    for (let m = web.exec(src); m; m = web.exec(src)) {
      if (/[*~]/.test(m[0])) spans.push([m.index, m.index + m[0].length]);
    }
  }
  if (spans.length === 0) return src;
  let out = src;
  for (const [start, end] of spans) {
    out = out.slice(0, start) + 'a'.repeat(end - start) + out.slice(end);
  }
  return out;
}

/** The one Marked instance, configured once: every message renders through it. */
export const md = new Marked({ gfm: true, breaks: true, async: false });

md.use({
  extensions: [
    fenceExtension,
    spoilerRenderer,
    mathBlock,
    timestamp,
    userMention,
    groupMention,
    channelLink,
    inlineTex,
    strikethrough,
    emojiName,
    zulipLinkRenderer,
  ],
  tokenizer,
  renderer,
  hooks: { emStrongMask },
});
