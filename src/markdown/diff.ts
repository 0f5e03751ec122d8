import { diffArrays } from 'diff';
import { type Element, type Node, parse, serialize, tokenize, VOID } from './html-tree';

/**
 * The edit-history diff (Zulip's `highlight_html_differences`): lxml's `htmldiff` of two
 * rendered messages — a word diff that keeps the markup of the new version — wrapped in
 * `<div>`, with `<ins>`/`<del>` written as `<span class="highlight_text_inserted">` /
 * `<span class="highlight_text_deleted">`. As in lxml, an insertion comes before the
 * deletion it replaces, a changed link target shows as ` Link: <url>` text, and markup that
 * a deletion would leave unbalanced is dropped. The word diff is jsdiff's.
 */

interface Word {
  /** What is compared: the word, `img: <src>`, or a link's href. */
  key: string;
  html: string;
  trailing: string;
  pre: string[];
  post: string[];
  /** Hrefs show only when they change. */
  hideWhenEqual: boolean;
}

type Chunk = string | typeof DEL_START | typeof DEL_END;
const DEL_START = Symbol('DEL_START');
const DEL_END = Symbol('DEL_END');

const word = (key: string, html: string, trailing: string, pre: string[], hide = false): Word => ({
  key,
  html,
  trailing,
  pre,
  post: [],
  hideWhenEqual: hide,
});

/** lxml's `tokenize`: words carrying the tags before (`pre`) and after (`post`) them. */
function words(html: string): Word[] {
  const tokens = tokenize(html);
  const result: Word[] = [];
  const openHrefs: Array<string | undefined> = [];
  let pending: string[] = [];
  let current: Word | undefined;
  const endTag = (html: string) => {
    if (pending.length > 0 || !current) pending.push(html);
    else current.post.push(html);
  };
  for (const [i, token] of tokens.entries()) {
    if (token.kind === 'start') {
      // lxml writes whitespace after an empty element as a space after it.
      const next = tokens[i + 1];
      const space = next?.kind === 'text' && /^[ \t\n\r]/.test(next.html) ? ' ' : '';
      if (token.name === 'img') {
        current = word(`img: ${token.attrs.src ?? ''}`, token.html, space, pending);
        pending = [];
        result.push(current);
      } else if (VOID.has(token.name)) {
        pending.push(token.html + space);
      } else {
        if (token.name === 'a') openHrefs.push(token.attrs.href || undefined);
        pending.push(token.html);
      }
    } else if (token.kind === 'end') {
      if (VOID.has(token.name)) continue;
      if (token.name === 'a') {
        const href = openHrefs.pop();
        if (href) {
          current = word(href, ` Link: ${href}`, ' ', pending, true);
          pending = [];
          result.push(current);
        }
      }
      // An end tag followed by whitespace keeps one space.
      const next = tokens[i + 1];
      const space = next?.kind === 'text' && /^[ \t\n\r]/.test(next.html) ? ' ' : '';
      endTag(`</${token.name}>${space}`);
    } else {
      for (const m of token.html.matchAll(/\S+(?:\s+|$)/g)) {
        const text = m[0].trimEnd();
        current = word(text, text, m[0].slice(text.length), pending);
        pending = [];
        result.push(current);
      }
    }
  }
  if (result.length === 0) return [word('', '', '', pending)];
  result.at(-1)!.post.push(...pending);
  return result;
}

function expand(tokens: Word[], equal: boolean): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    out.push(...t.pre);
    if (!equal || !t.hideWhenEqual) out.push(t.html + t.trailing);
    out.push(...t.post);
  }
  return out;
}

const tagName = (chunk: string) => chunk.split(/\s/)[0]!.replace(/^[<>/]+|[<>/]+$/g, '');

/** lxml's `split_unbalanced`: tags opened but not closed, the balanced rest, tags closed but not opened. */
function splitUnbalanced(chunks: string[]): [string[], string[], string[]] {
  const start: string[] = [];
  const end: string[] = [];
  let stack: Array<[string, number, string]> = [];
  const balanced: Array<string | null> = [];
  for (const chunk of chunks) {
    if (!chunk.startsWith('<')) {
      balanced.push(chunk);
      continue;
    }
    const name = tagName(chunk);
    if (VOID.has(name)) balanced.push(chunk);
    else if (chunk[1] === '/') {
      if (stack.at(-1)?.[0] === name) {
        balanced.push(chunk);
        const [, pos, tag] = stack.pop()!;
        balanced[pos] = tag;
      } else {
        start.push(...stack.map(([, , tag]) => tag));
        stack = [];
        end.push(chunk);
      }
    } else {
      stack.push([name, balanced.length, chunk]);
      balanced.push(null);
    }
  }
  start.push(...stack.map(([, , tag]) => tag));
  return [start, balanced.filter((c): c is string => c !== null), end];
}

function spaceAfterLast(doc: Chunk[]): void {
  const last = doc.at(-1);
  if (typeof last === 'string' && !last.endsWith(' ')) doc[doc.length - 1] = `${last} `;
}

function trimLast(balanced: string[]): void {
  const last = balanced.at(-1);
  if (last?.endsWith(' ')) balanced[balanced.length - 1] = last.slice(0, -1);
}

function mergeInsert(chunks: string[], doc: Chunk[]): void {
  const [start, balanced, end] = splitUnbalanced(chunks);
  doc.push(...start);
  spaceAfterLast(doc);
  trimLast(balanced);
  doc.push('<ins>', ...balanced, '</ins> ', ...end);
}

/** lxml's `cleanup_delete`: turns delete markers into `<del>`, dropping unbalanced tags. */
function cleanupDelete(input: Chunk[]): Chunk[] {
  let chunks = input;
  for (let at = chunks.indexOf(DEL_START); at >= 0; at = chunks.indexOf(DEL_START)) {
    const endAt = chunks.indexOf(DEL_END);
    const pre = chunks.slice(0, at);
    const post = chunks.slice(endAt + 1);
    const [start, balanced, end] = splitUnbalanced(chunks.slice(at + 1, endAt) as string[]);
    // Let a dangling start tag be stood in for by the same tag right after the delete…
    while (start.length && post.length) {
      const next = post[0];
      if (typeof next !== 'string' || !next.startsWith('<') || next[1] === '/') break;
      if (tagName(next) === 'ins' || tagName(next) !== tagName(start[0]!)) break;
      start.shift();
      pre.push(post.shift()!);
    }
    // …and a dangling end tag by the same tag right before it.
    while (end.length && pre.length) {
      const prev = pre.at(-1);
      if (typeof prev !== 'string' || !prev.startsWith('</')) break;
      const name = tagName(prev);
      if (name === 'ins' || name === 'del' || name !== tagName(end.at(-1)!)) break;
      end.pop();
      post.unshift(pre.pop()!);
    }
    spaceAfterLast(pre);
    trimLast(balanced);
    chunks = [...pre, '<del>', ...balanced, '</del> ', ...post];
  }
  return chunks;
}

type Op = ['equal' | 'insert' | 'delete' | 'replace', number, number, number, number];

/**
 * Opcodes from jsdiff's matching, keeping only matches longer than lxml's threshold
 * (`InsensitiveSequenceMatcher`: tiny equal runs amid large changes are not matches).
 */
function opcodes(a: string[], b: string[]): Op[] {
  const threshold = Math.min(2, b.length / 4);
  const blocks: Array<[number, number, number]> = [];
  let i = 0;
  let j = 0;
  for (const change of diffArrays(a, b)) {
    const n = change.count ?? change.value.length;
    if (change.added) j += n;
    else if (change.removed) i += n;
    else {
      if (n > threshold) blocks.push([i, j, n]);
      i += n;
      j += n;
    }
  }
  blocks.push([a.length, b.length, 0]);
  const ops: Op[] = [];
  i = 0;
  j = 0;
  for (const [ai, bj, size] of blocks) {
    if (i < ai && j < bj) ops.push(['replace', i, ai, j, bj]);
    else if (i < ai) ops.push(['delete', i, ai, j, bj]);
    else if (j < bj) ops.push(['insert', i, ai, j, bj]);
    i = ai + size;
    j = bj + size;
    if (size) ops.push(['equal', ai, i, bj, j]);
  }
  return ops;
}

function htmldiff(before: string, after: string): string {
  const a = words(before);
  const b = words(after);
  let doc: Chunk[] = [];
  for (const [op, i1, i2, j1, j2] of opcodes(
    a.map((w) => w.key),
    b.map((w) => w.key),
  )) {
    if (op === 'equal') {
      doc.push(...expand(b.slice(j1, j2), true));
      continue;
    }
    if (op === 'insert' || op === 'replace') mergeInsert(expand(b.slice(j1, j2), false), doc);
    if (op === 'delete' || op === 'replace')
      doc.push(DEL_START, ...expand(a.slice(i1, i2), false), DEL_END);
  }
  doc = cleanupDelete(doc);
  return (doc as string[]).join('').trim();
}

const BLOCK = new Set(
  (
    'address blockquote center dir div dl fieldset form h1 h2 h3 h4 h5 h6 hr isindex menu ' +
    'noframes noscript ol p pre table ul dd dt frameset li tbody td tfoot th thead tr'
  ).split(' '),
);

const isElement = (node: Node): node is Element => typeof node !== 'string';

function containsBlock(el: Element): boolean {
  return BLOCK.has(el.name) || el.children.some((c) => isElement(c) && containsBlock(c));
}

const wrap = (name: string, children: Node[]): Element => ({ name, start: `<${name}>`, children });

/** lxml's `_move_el_inside_block`: an `<ins>` around blocks goes inside each of them. */
function moveInsideBlock(el: Element, name: string): void {
  if (!el.children.some((c) => isElement(c) && containsBlock(c))) {
    el.children = [wrap(name, el.children)];
    return;
  }
  const out: Node[] = [];
  for (const child of el.children) {
    if (isElement(child) && containsBlock(child)) {
      moveInsideBlock(child, name);
      out.push(child);
    } else {
      // Text following an inline element travels with it, as an lxml tail does.
      const last = out.at(-1);
      if (
        typeof child === 'string' &&
        last &&
        isElement(last) &&
        last.name === name &&
        !containsBlock(last)
      ) {
        last.children.push(child);
      } else out.push(wrap(name, [child]));
    }
  }
  el.children = out;
}

/** lxml's `fixup_ins_del_tags`, then Zulip's renaming of `ins`/`del` to spans. */
function fixup(node: Element): void {
  node.children = node.children.flatMap((child) => {
    if (!isElement(child)) return [child];
    fixup(child);
    if ((child.name === 'ins' || child.name === 'del') && containsBlock(child)) {
      moveInsideBlock(child, child.name);
      return child.children;
    }
    return [child];
  });
}

function rename(node: Node): void {
  if (!isElement(node)) return;
  if (node.name === 'ins') node.start = '<span class="highlight_text_inserted">';
  if (node.name === 'del') node.start = '<span class="highlight_text_deleted">';
  if (node.name === 'ins' || node.name === 'del') node.name = 'span';
  node.children.forEach(rename);
}

/** The edit-history diff of two rendered messages (api-notes §8). */
export function htmlDiff(beforeHtml: string, afterHtml: string): string {
  const tree = parse(htmldiff(beforeHtml, afterHtml));
  fixup(tree);
  rename(tree);
  return `<div>${serialize(tree)}</div>`;
}
