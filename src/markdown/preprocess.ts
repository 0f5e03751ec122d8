import { FENCE } from './fences';

/**
 * Zulip's preprocessors, before any parsing: line endings normalized, tabs expanded to
 * 4-column stops, lines of only spaces emptied (Python-Markdown's NormalizeWhitespace), and
 * a blank line put before a list that hangs directly off a paragraph or switches between
 * bullets and numbers (Zulip's MarkdownListPreprocessor, which skips code blocks). Bullets
 * are all written `-`: Python-Markdown keeps `*`, `-` and `+` items in one list, where
 * CommonMark starts a new list whenever the marker changes. And an item indented two spaces
 * more than the item above is its child in Zulip; under `1. ` CommonMark needs three, so
 * such items are indented to where the parent's text starts.
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
const ANY_ITEM = /^( *)([*+-]|\d{1,9}[.)])( +)/;
const BULLET = /^( *)[*+]( +)/;
const RULE = /^ {0,3}([*+-])(?: *\1){2,} *$/;

function hangingLists(text: string): string {
  if (!/^[ ]*(?:[*+-]|\d\.)[ ]/m.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  const open: Array<{ fence: string; code: boolean }> = [];
  let inCode = false;
  const nest = new ListNesting();
  lines.forEach((original, i) => {
    const line = inCode ? original : nest.line(original);
    // A deeply indented `* x` is a bullet only right under another list line (else it is code).
    const bullet = BULLET.exec(line);
    const inList = bullet && (bullet[1]!.length < 4 || LIST_ITEM.test(out.at(-1) ?? ''));
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

/** Re-indents list items that Zulip nests with two spaces (see {@link preprocess}). */
class ListNesting {
  // Open items: their indentation as written and as rewritten, and where their text starts.
  private items: Array<{ written: number; indent: number; text: number }> = [];

  line(line: string): string {
    const item = ANY_ITEM.exec(line);
    if (!item) {
      if (line.trim() && !line.startsWith('  ')) this.items = [];
      return line;
    }
    const written = item[1]!.length;
    while (this.items.length && this.items.at(-1)!.written >= written) this.items.pop();
    const parent = this.items.at(-1);
    const indent =
      parent && written >= parent.written + 2 ? Math.max(parent.text, written) : written;
    this.items.push({ written, indent, text: indent + item[2]!.length + item[3]!.length });
    return indent === written ? line : ' '.repeat(indent) + line.slice(written);
  }
}
