import type { TokenizerAndRendererExtension } from 'marked';
import { escapeText, startTag } from './escape';
import { MENTION_ALLOWED_BEFORE } from './mentions';
import { prevChar, type RenderState, state } from './state';

/**
 * Channel links: `#**channel**`, `#**channel>topic**` and `#**channel>topic@message_id**`,
 * rendered as Zulip's narrow links. A link to a channel the context does not hold stays
 * text. Channel names match exactly (case included), as in Zulip.
 */

// The topic may be empty: `#**Denmark>**` links the empty topic (feature level 346).
const MESSAGE = /^#\*\*([^*>]+)>([^*]*)@(\d+)\*\*/;
const TOPIC = /^#\*\*([^*>]+)>([^*]*)\*\*/;

/** How links show the empty topic (Zulip's Message.EMPTY_TOPIC_FALLBACK_NAME, in `<em>`). */
const EMPTY_TOPIC_NAME = 'general chat';
const CHANNEL = /^#\*\*([^*]+)\*\*/;

/**
 * Zulip's `hash_util_encode`: percent-encoding as Python's `quote(s, safe="")` does it,
 * then `.` → `%2E` and `%` → `.` (`some topic` → `some.20topic`).
 */
export function hashUtilEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/\./g, '%2E')
    .replace(/%/g, '.');
}

/** Zulip's `encode_stream`: `1-Denmark`, spaces in the name as `-`. */
export function encodeChannel(id: number, name: string): string {
  return `${id}-${hashUtilEncode(name.replace(/ /g, '-'))}`;
}

interface ChannelLinkToken {
  type: 'zulipChannelLink';
  raw: string;
  href: string;
  html: string;
}

function link(st: RenderState, src: string): ChannelLinkToken | undefined {
  const message = MESSAGE.exec(src);
  if (message) {
    const [raw, name, topic, id] = message as unknown as [string, string, string, string];
    const channel = st.streamByName(name);
    if (channel) {
      const href = `/#narrow/channel/${encodeChannel(channel.id, name)}/topic/${hashUtilEncode(topic)}/near/${id}`;
      return make(raw, href, { class: 'message-link', href }, `#${name} > `, topic, ' @ 💬');
    }
  }
  const topicMatch = TOPIC.exec(src);
  if (topicMatch) {
    const [raw, name, topic] = topicMatch as unknown as [string, string, string];
    const channel = st.streamByName(name);
    if (channel) {
      // Topic links follow moves: `/with/` the topic's first message (feature level 347).
      const first = st.ctx.topicFirstMessageId?.(channel.id, topic);
      const withId = first === undefined ? '' : `/with/${first}`;
      const href = `/#narrow/channel/${encodeChannel(channel.id, name)}/topic/${hashUtilEncode(topic)}${withId}`;
      const attrs = { class: 'stream-topic', 'data-stream-id': String(channel.id), href };
      return make(raw, href, attrs, `#${name} > `, topic);
    }
  }
  const channelMatch = CHANNEL.exec(src);
  if (channelMatch) {
    const [raw, name] = channelMatch as unknown as [string, string];
    const channel = st.streamByName(name);
    if (channel) {
      const href = `/#narrow/channel/${encodeChannel(channel.id, name)}`;
      const attrs = { class: 'stream', 'data-stream-id': String(channel.id), href };
      return make(raw, href, attrs, `#${name}`);
    }
  }
  return undefined;
}

/** A link whose text is `before`, then the topic (if any), then `after`. */
function make(
  raw: string,
  href: string,
  attrs: Record<string, string>,
  before: string,
  topic?: string,
  after = '',
): ChannelLinkToken {
  const shown =
    topic === undefined ? '' : topic === '' ? `<em>${EMPTY_TOPIC_NAME}</em>` : escapeText(topic);
  return {
    type: 'zulipChannelLink',
    raw,
    href,
    html: `${startTag('a', attrs)}${escapeText(before)}${shown}${escapeText(after)}</a>`,
  };
}

export const channelLink: TokenizerAndRendererExtension = {
  name: 'zulipChannelLink',
  level: 'inline',
  tokenizer(src, tokens) {
    if (!src.startsWith('#**') || !MENTION_ALLOWED_BEFORE.test(prevChar(tokens))) return undefined;
    return link(state(), src);
  },
  renderer(token) {
    const { href, html } = token as unknown as ChannelLinkToken;
    state().hrefs.push(href);
    return html;
  },
};
