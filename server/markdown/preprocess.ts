import { FENCE } from './fences';

/**
 * Zulip's preprocessors, before any parsing: line endings normalized, tabs expanded to
 * 4-column stops, lines of only spaces emptied (Python-Markdown's NormalizeWhitespace), and
 * a blank line put before a list that hangs directly off a paragraph or switches between
 * bullets and numbers (Zulip's MarkdownListPreprocessor, which skips code blocks). Bullets
 * are all written `-`: Python-Markdown keeps `*`, `-` and `+` items in one list, where
 * CommonMark starts a new list whenever the marker changes.
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
const BULLET = /^( *)[*+]( +)/;
const RULE = /^ {0,3}([*+-])(?: *\1){2,} *$/;

function hangingLists(text: string): string {
  if (!/^[ ]*(?:[*+-]|\d\.)[ ]/m.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  const open: Array<{ fence: string; code: boolean }> = [];
  let inCode = false;
  lines.forEach((line, i) => {
    // A deeply indented `* x` is a bullet only right under another list line (else it is code).
    const bullet = BULLET.exec(line);
    const inList = bullet && (bullet[1]!.length < 4 || LIST_ITEM.test(lines[i - 1] ?? ''));
    out.push(!inCode && inList && !RULE.test(line) ? line.replace(BULLET, '$1-$2') : line);
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
    const isBullet = (m: RegExpExecArray) => m[1]!.length === 1;
    if (!inCode && line && li2 && (!li1 || isBullet(li1) !== isBullet(li2))) out.push('');
  });
  return out.join('\n');
}
