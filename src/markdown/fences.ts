import type { RendererExtension, Token, TokenizerExtension, Tokens } from 'marked';
import { canNest, nestedBlock, state } from './state';

/**
 * Zulip's fenced blocks (`zerver/lib/markdown/fenced_code.py`): ``` or ~~~ fences at the
 * start of a line, with a language (`python`, `.python`, `{.python}`) and, for spoilers, a
 * header. `quote`/`quoted` and `spoiler` blocks hold Markdown, and fences nest inside them;
 * every other block is code (`math` is TeX). A fence closes at the first line that is
 * exactly the opening fence; an unclosed fence runs to the end of the message. Zulip finds
 * fences before parsing anything else, so they are recognized at top level and inside
 * quote/spoiler blocks, never inside lists or `>` quotes.
 */
export const FENCE = /^(`{3,}|~{3,})[ ]*(?:\{?\.?([a-zA-Z0-9_+,\-./#]+)[ ]*([^ ~`][^~`]*)?\}?)?$/;
const FENCE_LINE = /^(?:`{3,}|~{3,})[^\n]*$/gm;

type Kind = 'code' | 'math' | 'quote' | 'spoiler';

function kindOf(lang: string | undefined): Kind {
  if (lang === 'quote' || lang === 'quoted') return 'quote';
  if (lang === 'spoiler') return 'spoiler';
  if (lang === 'math') return 'math';
  return 'code';
}

export interface SpoilerToken {
  type: 'zulipSpoiler';
  raw: string;
  header: Token[];
  tokens: Token[];
}

export interface MathToken {
  type: 'zulipMath';
  raw: string;
  text: string;
}

/** Splits `src` (starting at an opening fence) into the block's raw text and body lines. */
function scan(src: string, fence: string, kind: Kind): { raw: string; body: string[] } {
  // Each open fence, innermost last; only quote and spoiler blocks look for nested fences.
  const open = [{ fence, nests: kind === 'quote' || kind === 'spoiler' }];
  const body: string[] = [];
  let end = src.indexOf('\n');
  if (end < 0) return { raw: src, body };
  while (end < src.length) {
    const start = end + 1;
    end = src.indexOf('\n', start);
    if (end < 0) end = src.length;
    const line = src.slice(start, end);
    const top = open.at(-1)!;
    if (line.trimEnd() === top.fence) {
      open.pop();
      if (open.length === 0) return { raw: src.slice(0, Math.min(end + 1, src.length)), body };
    } else if (top.nests) {
      const nested = FENCE.exec(line);
      if (nested) {
        const k = kindOf(nested[2]?.toLowerCase());
        open.push({ fence: nested[1]!, nests: k === 'quote' || k === 'spoiler' });
      }
    }
    body.push(line);
  }
  return { raw: src, body };
}

export const fenceExtension: TokenizerExtension = {
  name: 'zulipFence',
  level: 'block',
  start(src) {
    if (!state().fenceOk) return undefined;
    // `src` starts one character into a paragraph: a fence at index 0 is not at a line start.
    FENCE_LINE.lastIndex = 1;
    for (let m = FENCE_LINE.exec(src); m; m = FENCE_LINE.exec(src)) {
      if (FENCE.test(m[0])) return m.index;
    }
    return undefined;
  },
  tokenizer(src) {
    const st = state();
    if (!st.fenceOk) return undefined;
    const nl = src.indexOf('\n');
    const m = FENCE.exec(nl < 0 ? src : src.slice(0, nl));
    if (!m) return undefined;
    const lang = m[2]?.toLowerCase();
    const kind = kindOf(lang);
    // Nested too deep: the fence is left as text.
    if ((kind === 'quote' || kind === 'spoiler') && !canNest()) return undefined;
    const { raw, body } = scan(src, m[1]!, kind);
    // An empty block renders as nothing at all.
    if (body.length === 0) return { type: 'space', raw };
    if (kind === 'code') {
      const text = body.map((line) => line.trimEnd()).join('\n');
      const code: Tokens.Code = { type: 'code', raw, text, codeBlockStyle: undefined, lang };
      return code;
    }
    if (kind === 'math') return { type: 'zulipMath', raw, text: body.join('\n') } as MathToken;
    const lex = (text: string) => nestedBlock(true, () => this.lexer.blockTokens(text, []));
    const text = body.join('\n');
    const tokens = lex(text) ?? [];
    if (kind === 'quote') return { type: 'blockquote', raw, text, tokens };
    const header = m[3]?.trim();
    const spoiler: SpoilerToken = {
      type: 'zulipSpoiler',
      raw,
      header: (header && lex(header)) || [],
      tokens,
    };
    return spoiler;
  },
};

/** `<div class="spoiler-block">`, exactly as Zulip writes it (an empty header is `\n`). */
export const spoilerRenderer: RendererExtension = {
  name: 'zulipSpoiler',
  renderer(token) {
    const spoiler = token as unknown as SpoilerToken;
    const header = this.parser.parse(spoiler.header);
    const content = this.parser.parse(spoiler.tokens);
    return (
      '<div class="spoiler-block"><div class="spoiler-header">\n' +
      header +
      '</div><div class="spoiler-content" aria-hidden="true">\n' +
      content +
      '</div></div>\n'
    );
  },
};
