import type { TokenizerAndRendererExtension } from 'marked';
import { escapeText, startTag } from './escape';
import { prevChar, type RenderState, state } from './state';

/**
 * Mentions (`zerver/lib/markdown/__init__.py`, UserMentionPattern and
 * UserGroupMentionPattern): `@**Full Name**`, `@**Full Name|id**`, `@**|id**`, the silent
 * `@_**…**`, the wildcards `@**all**` (everyone, channel, stream) and `@**topic**`, and
 * group mentions `@*group*` / `@_*group*`. A mention must follow whitespace, a quote, an
 * opening bracket, `/` or `<`. One that names nobody stays text (its `**…**` then renders
 * bold). Deactivated users and groups render silent, and so does every mention inside a
 * blockquote; only non-silent mentions are reported.
 */

const USER = /^@(_?)\*\*([^*]+)\*\*/;
const GROUP = /^@(_?)\*([^*]+)\*/;
const ID_SYNTAX = /^(.+)?\|(\d+)$/;
const STREAM_WILDCARDS = new Set(['all', 'everyone', 'stream', 'channel']);

export const MENTION_ALLOWED_BEFORE = /^$|^[\s'"({[/<]$/;

export type UserMention =
  | { kind: 'user'; id: number; name: string; active: boolean }
  | { kind: 'stream-wildcard'; name: string }
  | { kind: 'topic-wildcard'; name: string };

export function resolveUserMention(st: RenderState, name: string): UserMention | undefined {
  let user: { id: number; full_name: string; is_active: boolean } | undefined;
  const idSyntax = ID_SYNTAX.exec(name);
  if (idSyntax) {
    user = st.userById(Number(idSyntax[2]));
    // `@**Name|id**` must name the user with that id.
    if (idSyntax[1] && user && user.full_name !== idSyntax[1]) return undefined;
  } else {
    user = st.userByName(name);
  }
  if (STREAM_WILDCARDS.has(name)) return { kind: 'stream-wildcard', name };
  if (name === 'topic') return { kind: 'topic-wildcard', name };
  if (user) return { kind: 'user', id: user.id, name: user.full_name, active: user.is_active };
  return undefined;
}

interface UserMentionToken {
  type: 'zulipUserMention';
  raw: string;
  silent: boolean;
  mention: UserMention;
}

interface GroupMentionToken {
  type: 'zulipGroupMention';
  raw: string;
  silent: boolean;
  id: number;
  name: string;
  deactivated: boolean;
}

export const userMention: TokenizerAndRendererExtension = {
  name: 'zulipUserMention',
  level: 'inline',
  tokenizer(src, tokens) {
    if (src.charCodeAt(0) !== 64 /* @ */) return undefined;
    const m = USER.exec(src);
    if (!m || !MENTION_ALLOWED_BEFORE.test(prevChar(tokens))) return undefined;
    const mention = resolveUserMention(state(), m[2]!);
    if (!mention) return undefined;
    const token: UserMentionToken = {
      type: 'zulipUserMention',
      raw: m[0],
      silent: m[1] === '_',
      mention,
    };
    return token;
  },
  renderer(generic) {
    const { silent: silentSyntax, mention } = generic as unknown as UserMentionToken;
    const st = state();
    let silent = silentSyntax || st.quoteDepth > 0;
    let attrs: Record<string, string>;
    if (mention.kind === 'stream-wildcard') {
      if (!silent) st.streamWildcardMentioned = true;
      attrs = { class: 'user-mention channel-wildcard-mention', 'data-user-id': '*' };
    } else if (mention.kind === 'topic-wildcard') {
      if (!silent) st.topicWildcardMentioned = true;
      attrs = { class: 'topic-mention' };
    } else {
      if (!mention.active) silent = true;
      if (!silent) st.mentionedUserIds.add(mention.id);
      attrs = { class: 'user-mention', 'data-user-id': String(mention.id) };
    }
    if (silent) attrs.class += ' silent';
    const text = silent ? mention.name : `@${mention.name}`;
    return `${startTag('span', attrs)}${escapeText(text)}</span>`;
  },
};

export const groupMention: TokenizerAndRendererExtension = {
  name: 'zulipGroupMention',
  level: 'inline',
  tokenizer(src, tokens) {
    if (src.charCodeAt(0) !== 64 /* @ */) return undefined;
    const m = GROUP.exec(src);
    if (!m || !MENTION_ALLOWED_BEFORE.test(prevChar(tokens))) return undefined;
    const group = state().groupByName(m[2]!);
    if (!group || (group.system && m[1] !== '_')) return undefined;
    const token: GroupMentionToken = {
      type: 'zulipGroupMention',
      raw: m[0],
      silent: m[1] === '_',
      id: group.id,
      name: group.name,
      deactivated: !!group.deactivated,
    };
    return token;
  },
  renderer(generic) {
    const token = generic as unknown as GroupMentionToken;
    const st = state();
    const silent = token.silent || token.deactivated || st.quoteDepth > 0;
    if (!silent) st.mentionedGroupIds.add(token.id);
    const attrs = {
      class: silent ? 'user-group-mention silent' : 'user-group-mention',
      'data-user-group-id': String(token.id),
    };
    return `${startTag('span', attrs)}${escapeText(silent ? token.name : `@${token.name}`)}</span>`;
  },
};
