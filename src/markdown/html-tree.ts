/**
 * A small HTML tokenizer and a forgiving tree builder, for the edit-history diff. Input is
 * rendered message HTML (ours or a Zulip server's); tags are kept as written, text stays
 * escaped. Building a tree drops stray end tags and closes what is left open, so whatever
 * comes out of {@link serialize} is balanced.
 */

export type HtmlToken =
  | { kind: 'start'; name: string; html: string; attrs: Record<string, string> }
  | { kind: 'end'; name: string; html: string }
  | { kind: 'text'; html: string };

export const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const TOKEN =
  /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|[^<]+|</g;
const ATTR = /([^\s/>"'=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function tokenize(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  for (const m of html.matchAll(TOKEN)) {
    const [all, endName, startName, attrText] = m;
    if (all.startsWith('<!--')) continue;
    if (endName)
      tokens.push({
        kind: 'end',
        name: endName.toLowerCase(),
        html: `</${endName.toLowerCase()}>`,
      });
    else if (startName) {
      const attrs: Record<string, string> = {};
      for (const a of (attrText ?? '').matchAll(ATTR))
        attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
      tokens.push({ kind: 'start', name: startName.toLowerCase(), html: all, attrs });
    } else {
      // A `<` that starts no tag is text.
      const text = all === '<' ? '&lt;' : all;
      const last = tokens.at(-1);
      if (last?.kind === 'text') last.html += text;
      else tokens.push({ kind: 'text', html: text });
    }
  }
  return tokens;
}

export interface Element {
  name: string;
  /** The start tag as written; undefined for the root. */
  start?: string;
  children: Node[];
}

/** An element, or escaped text. */
export type Node = Element | string;

export function parse(html: string): Element {
  const root: Element = { name: '#root', children: [] };
  const stack: Element[] = [root];
  for (const token of tokenize(html)) {
    const top = stack.at(-1)!;
    if (token.kind === 'text') top.children.push(token.html);
    else if (token.kind === 'start') {
      const el: Element = { name: token.name, start: token.html, children: [] };
      top.children.push(el);
      if (!VOID.has(token.name)) stack.push(el);
    } else {
      const at = stack.findLastIndex((el) => el.name === token.name);
      if (at > 0) stack.length = at;
    }
  }
  return root;
}

export function serialize(node: Node): string {
  if (typeof node === 'string') return node;
  const inner = node.children.map(serialize).join('');
  if (!node.start) return inner;
  return VOID.has(node.name) ? node.start : `${node.start}${inner}</${node.name}>`;
}
