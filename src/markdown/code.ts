import type { Tokens } from 'marked';
import { startTag } from './escape';
import { highlight } from './highlight';
import { languageFor } from './languages';

// Python-Markdown's CodeHilite reads a language from a first line like `#!python` or
// `:::python` when the block names none (Zulip keeps that line in the output).
const HEADER = /^(?:::+|#!)((?:\/\w+)*[/ ])?([\w#.+-]*)/;

/**
 * A code block as Zulip renders it:
 * `<div class="codehilite" data-code-language="Python"><pre><span></span><code>…</code></pre></div>`.
 * `data-code-language` is Pygments' name for the language the fence names (or the name as
 * typed when Pygments has none); a block without a language has no such attribute.
 */
export function renderCode(token: Tokens.Code): string {
  const lang = token.codeBlockStyle === 'indented' ? undefined : token.lang || undefined;
  const code = token.text.replace(/^\n+|\n+$/g, '');
  let prism = lang ? languageFor(lang).prism : undefined;
  if (!lang) {
    const header = HEADER.exec(code);
    if (header) prism = languageFor(header[2]!.toLowerCase()).prism;
  }
  const div = startTag('div', {
    class: 'codehilite',
    'data-code-language': lang ? languageFor(lang).name : undefined,
  });
  return `${div}<pre><span></span><code>${highlight(code, prism)}</code></pre></div>\n`;
}
