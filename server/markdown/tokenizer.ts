import { Tokenizer, type TokenizerExtension, type TokenizerObject, type Tokens } from 'marked';
import { hrefFor } from './links';
import { nestedAfter, prevChar, state } from './state';

/**
 * Where Zulip's Markdown differs from marked's CommonMark/GFM at the tokenizer level:
 * no raw HTML (it is text), no `<url>` autolinks, reference definitions, setext headings
 * or `_` emphasis, images are not a syntax, emphasis and strikethrough stay within a line,
 * code spans keep their spaces, a newline is a line break, and links are sanitized.
 */

const proto = Tokenizer.prototype;
const EMPTY_QUOTE_LINE = /^ {0,3}>\s*$/;

/** Runs a nested-block tokenizer where Zulip's fences are not recognized. */
function withoutFences<T>(fn: () => T): T {
  const st = state();
  const outer = st.fenceOk;
  st.fenceOk = false;
  try {
    return fn();
  } finally {
    st.fenceOk = outer;
  }
}

export const tokenizer: TokenizerObject = {
  html: () => undefined,
  tag: () => undefined,
  autolink: () => undefined,
  url: () => undefined,
  def: () => undefined,
  lheading: () => undefined,
  // Zulip's fences are the zulipFence extension; `~~` is zulipDel.
  fences: () => undefined,
  del: () => undefined,

  blockquote(src) {
    // A quote of nothing but empty `>` lines is not a quote (`>` alone is text).
    const block = src.split('\n\n', 1)[0]!.replace(/\n+$/, '');
    if (block.split('\n').every((line) => EMPTY_QUOTE_LINE.test(line))) return undefined;
    return withoutFences(() => proto.blockquote.call(this, src));
  },

  list(src) {
    return withoutFences(() => proto.list.call(this, src));
  },

  emStrong(src, maskedSrc, prev) {
    if (src[0] === '_' || state().atomic) return undefined;
    const token = nestedAfter('*', () => proto.emStrong.call(this, src, maskedSrc, prev));
    if (!token || token.raw.includes('\n')) return undefined;
    // `***x***` is <strong><em>x</em></strong> in Zulip, <em><strong> in marked.
    const inner = token.tokens[0];
    if (token.type === 'em' && token.tokens.length === 1 && inner?.type === 'strong') {
      const em: Tokens.Em = {
        type: 'em',
        raw: inner.raw,
        text: inner.text,
        tokens: inner.tokens ?? [],
      };
      const strong: Tokens.Strong = {
        type: 'strong',
        raw: token.raw,
        text: token.text,
        tokens: [em],
      };
      return strong;
    }
    return token;
  },

  codespan(src) {
    // Zulip keeps the code exactly, spaces and newlines included.
    const m = /^(`+)([\s\S]+?)(?<!`)\1(?!`)/.exec(src);
    return m ? { type: 'codespan', raw: m[0], text: m[2]! } : undefined;
  },

  br(src) {
    // Each newline is a break; spaces around it stay text.
    if (src.charCodeAt(0) !== 10 || state().atomic || /^\n\s*$/.test(src)) return undefined;
    return { type: 'br', raw: '\n' };
  },

  link(src) {
    if (src.charCodeAt(0) !== 91 /* [ */) return undefined;
    const st = state();
    // Link text is left almost as written (Zulip makes it atomic).
    st.atomic++;
    let token: Tokens.Link | Tokens.Image | undefined;
    try {
      token = nestedAfter('[', () => proto.link.call(this, src));
    } finally {
      st.atomic--;
    }
    if (token?.type !== 'link') return undefined;
    const href = hrefFor(token.href.trim(), st.ctx.realmUrl);
    if (href === null) return undefined;
    token.href = href;
    return token;
  },
};

/** `~~text~~` on one line, not touching another `~` (Zulip's DEL_RE). */
export const strikethrough: TokenizerExtension = {
  name: 'zulipDel',
  level: 'inline',
  start(src) {
    const i = src.indexOf('~~');
    return i < 0 ? undefined : i;
  },
  tokenizer(src, tokens) {
    if (!src.startsWith('~~') || state().atomic || prevChar(tokens) === '~') return undefined;
    const m = /^~~([^~\n]+?)~~(?!~)/.exec(src);
    if (!m) return undefined;
    const text = m[1]!;
    const del: Tokens.Del = {
      type: 'del',
      raw: m[0],
      text,
      tokens: nestedAfter('~', () => this.lexer.inlineTokens(text)),
    };
    return del;
  },
};
