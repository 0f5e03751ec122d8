import katex from 'katex';
import type { RendererExtension, TokenizerAndRendererExtension } from 'marked';
import { escapeText } from './escape';
import type { MathToken } from './fences';
import { prevChar } from './state';

/**
 * TeX with KaTeX, as Zulip renders it: inline `$$…$$` (not next to a word character or
 * another `$`), and ```` ```math ```` blocks, one display formula per paragraph. TeX that
 * KaTeX rejects becomes `<span class="tex-error">`.
 */

function renderTex(tex: string, displayMode: boolean): string | undefined {
  // KaTeX warns on the console about characters it has no metrics for (emoji, say).
  const warn = console.warn;
  console.warn = () => {};
  try {
    return katex.renderToString(tex, { displayMode, throwOnError: true, strict: 'ignore' });
  } catch {
    return undefined;
  } finally {
    console.warn = warn;
  }
}

// Zulip's TEX_RE, from the `$$`: the body starts with neither a newline, `_` nor `$`.
const TEX = /^\$\$([^\n_$](?:\\\$|[^$\n])*)\$\$(?!\$)(?![\p{L}\p{N}_])/u;
const WORD = /[\p{L}\p{N}_]/u;

export const inlineTex: TokenizerAndRendererExtension = {
  name: 'zulipTex',
  level: 'inline',
  tokenizer(src, tokens) {
    if (!src.startsWith('$$')) return undefined;
    const before = prevChar(tokens);
    if (before === '$' || WORD.test(before)) return undefined;
    const m = TEX.exec(src);
    return m ? { type: 'zulipTex', raw: m[0], text: m[1]! } : undefined;
  },
  renderer(token) {
    const tex = token.text as string;
    return renderTex(tex, false) ?? `<span class="tex-error">${escapeText(`$$${tex}$$`)}</span>`;
  },
};

// Django's `escape`.
const djangoEscape = (text: string) =>
  escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

export const mathBlock: RendererExtension = {
  name: 'zulipMath',
  renderer(token) {
    const parts = (token as unknown as MathToken).text
      .split('\n\n')
      .map((tex) => renderTex(tex, true) ?? `<span class="tex-error">${djangoEscape(tex)}</span>`);
    return `<p>${parts.join('\n\n')}</p>\n`;
  },
};
