import { Tokenizer, type TokenizerObject, type Tokens } from 'marked';
import { hrefFor } from './links';
import { nestedAfter, nestedBlock, state } from './state';

/**
 * Where Zulip's Markdown differs from marked's CommonMark/GFM at the tokenizer level:
 * no raw HTML (it is text), no `<url>` autolinks, reference definitions, setext headings
 * or CommonMark emphasis (Zulip's is in inline-pass.ts), images are not a syntax, code spans
 * keep their spaces, a newline is a line break, and links are sanitized.
 */

const proto = Tokenizer.prototype;
const EMPTY_QUOTE_LINE = /^ {0,3}>\s*$/;
// Text stops where a token could start: marked's (`\ < ! [ \``) and the Zulip extensions'
// (`@` mentions, `#**` channel links, `:` emoji, `$$` TeX, `<time:`).
const INLINE_TEXT = /^(`+|[^`])(?:(?= *\n)|[\s\S]*?(?:(?=[\\<![`@#:$]| *\n|$)|[^ ](?= *\n)))/;

const firstLine = (src: string) => {
  const nl = src.indexOf('\n');
  return nl < 0 ? src : src.slice(0, nl);
};

/**
 * The length of the block (up to a blank line) at the start of `src` if every line of it is
 * an empty `>`, else -1; stops at the first line that is not.
 */
function emptyQuoteRunLength(src: string): number {
  let i = 0;
  for (;;) {
    const nl = src.indexOf('\n', i);
    if (!EMPTY_QUOTE_LINE.test(nl < 0 ? src.slice(i) : src.slice(i, nl))) return -1;
    if (nl < 0) return src.length;
    if (nl + 1 === src.length || src.charCodeAt(nl + 1) === 10) return nl;
    i = nl + 1;
  }
}

export const tokenizer: TokenizerObject = {
  html: () => undefined,
  tag: () => undefined,
  autolink: () => undefined,
  url: () => undefined,
  def: () => undefined,
  lheading: () => undefined,
  // Zulip's fences are the zulipFence extension; `~~` is in inline-pass.ts.
  fences: () => undefined,
  del: () => undefined,

  blockquote(src) {
    // A quote of nothing but empty `>` lines is not a quote (`>` alone is text). Such a run
    // is then lexed as text a line at a time, each line calling this again: the verdict is
    // kept for the rest of the run, which would otherwise be rescanned per line (quadratic).
    const st = state();
    const run = st.emptyQuoteRun;
    if (
      run &&
      src.length < run.at &&
      src.length > run.end &&
      EMPTY_QUOTE_LINE.test(firstLine(src))
    ) {
      run.at = src.length;
      return undefined;
    }
    const length = emptyQuoteRunLength(src);
    if (length >= 0) {
      st.emptyQuoteRun = { at: src.length, end: src.length - length };
      return undefined;
    }
    return nestedBlock(false, () => proto.blockquote.call(this, src));
  },

  list(src) {
    // In a list item any nested list starts a list, whatever its first number (CommonMark
    // lets only `1.` interrupt the item's text; Zulip nests by indentation alone).
    const { state: lexState } = this.lexer;
    const last = lexState.lastToken;
    if (last?.type === 'text') lexState.lastToken = undefined;
    try {
      return nestedBlock(false, () => proto.list.call(this, src));
    } finally {
      lexState.lastToken = last;
    }
  },

  // Emphasis and strikethrough are Zulip's regexes, applied by inline-pass.ts.
  emStrong: () => undefined,

  inlineText(src) {
    // The inline extensions have no `start`: rescanning for each one at every stop is
    // quadratic, and so is GFM's text rule, which looks ahead for an e-mail address at
    // every character.
    const m = INLINE_TEXT.exec(src);
    return m ? { type: 'text', raw: m[0], text: m[0], escaped: false } : undefined;
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
