import { FENCE } from './fences';

/**
 * Zulip's preprocessors, before any parsing: line endings normalized, tabs expanded to
 * 4-column stops, lines of only spaces emptied (Python-Markdown's NormalizeWhitespace), and
 * a blank line put before a list that hangs directly off a paragraph or switches between
 * bullets and numbers (Zulip's MarkdownListPreprocessor, which skips code blocks).
 */
export function preprocess(content: string): string {
  // U+FFF9–U+FFFB mark placeholders in inline-pass.ts; they never come from users.
  let text = content.replace(/\r\n?/g, '\n').replace(/[\uFFF9-\uFFFB]/g, '');
  if (text.includes('\t')) text = text.split('\n').map(expandTabs).join('\n');
  text = text.replace(/(?<=\n) +\n/g, '\n');
  return hangingLists(text);
}

function expandTabs(line: string): string {
  let out = '';
  for (const ch of line) {
    out += ch === '\t' ? ' '.repeat(4 - (out.length % 4)) : ch;
  }
  return out;
}

const LIST_ITEM = /^[ ]*([*+-]|\d\.)[ ]+(.*)/;

function hangingLists(text: string): string {
  if (!/^[ ]*(?:[*+-]|\d\.)[ ]/m.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  const open: Array<{ fence: string; code: boolean }> = [];
  let inCode = false;
  lines.forEach((line, i) => {
    out.push(line);
    const next = lines[i + 1];
    if (next === undefined) return;
    const fence = FENCE.exec(line);
    if (fence) {
      const [, fenceStr, lang] = fence;
      if (!lang && open.at(-1)?.fence === fenceStr) open.pop();
      else open.push({ fence: fenceStr!, code: lang !== 'quote' && lang !== 'quoted' });
      inCode = open.some((f) => f.code);
    }
    const li1 = LIST_ITEM.exec(line);
    const li2 = LIST_ITEM.exec(next);
    const bullet = (m: RegExpExecArray) => m[1]!.length === 1;
    if (!inCode && line && li2 && (!li1 || bullet(li1) !== bullet(li2))) out.push('');
  });
  return out.join('\n');
}
