/**
 * HTML copied from a web page or a document, as Markdown: links, bold and italics, code, code
 * blocks, lists, headings, quotes and paragraphs; everything else as its text. Loaded when
 * HTML is first pasted.
 */

const BLOCKS = new Set([
  'P',
  'DIV',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'NAV',
  'FIGURE',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'DL',
  'DT',
  'DD',
  'ADDRESS',
  'FORM',
  'FIELDSET',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD', 'TITLE', 'META']);
/** Code blocks wait out the whitespace clean-up behind a marker; so does a list's indent. */
const PRE = '\u0000';
const INDENT = '\u0001';

interface Context {
  pre: string[];
}

const weight = (el: HTMLElement) => el.style.fontWeight;
const isBold = (el: HTMLElement) =>
  el.tagName === 'STRONG' ||
  (el.tagName === 'B' && !/^(normal|[1-4]00)$/.test(weight(el))) ||
  /^(bold|[6-9]00)$/.test(weight(el));
const isItalic = (el: HTMLElement) =>
  el.tagName === 'EM' || el.tagName === 'I' || el.style.fontStyle === 'italic';
const isCode = (el: HTMLElement) =>
  el.tagName === 'CODE' || el.tagName === 'KBD' || el.tagName === 'SAMP' || el.tagName === 'TT';

/** Wraps text in a mark, keeping the spaces outside it (`** bold **` is not bold). */
function mark(text: string, open: string, close = open): string {
  const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  return m[2] ? `${m[1]}${open}${m[2]}${close}${m[3]}` : text;
}

function children(node: Node, ctx: Context): string {
  let out = '';
  for (const child of node.childNodes) out += convert(child, ctx);
  return out;
}

function list(el: HTMLElement, ctx: Context): string {
  const ordered = el.tagName === 'OL';
  let n = Number(el.getAttribute('start') ?? 1) || 1;
  const items: string[] = [];
  for (const li of el.children) {
    if (li.tagName !== 'LI') continue;
    const bullet = ordered ? `${n++}. ` : '- ';
    const body = tidy(children(li, ctx)).replace(/\n{2,}/g, '\n');
    items.push(bullet + body.replace(/\n/g, `\n${INDENT.repeat(bullet.length)}`));
  }
  return `\n\n${items.join('\n')}\n\n`;
}

function convert(node: Node, ctx: Context): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (!(node instanceof HTMLElement) || SKIPPED.has(node.tagName)) return '';
  const tag = node.tagName;
  if (tag === 'BR') return '\n';
  if (tag === 'HR') return '\n\n---\n\n';
  if (tag === 'PRE') {
    ctx.pre.push((node.textContent ?? '').replace(/\n$/, ''));
    return `\n\n${PRE}${ctx.pre.length - 1}${PRE}\n\n`;
  }
  if (tag === 'UL' || tag === 'OL') return list(node, ctx);
  if (tag === 'BLOCKQUOTE') {
    const inner = tidy(children(node, ctx));
    return `\n\n${inner.replace(/^/gm, '> ')}\n\n`;
  }
  if (/^H[1-6]$/.test(tag)) {
    const text = tidy(children(node, ctx)).replace(/\n+/g, ' ');
    return `\n\n${'#'.repeat(Number(tag[1]))} ${text}\n\n`;
  }
  if (tag === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    return /^https?:/.test(src) ? `[${node.getAttribute('alt') || 'image'}](${src})` : '';
  }
  if (isCode(node)) return mark(node.textContent ?? '', '`');
  let text = children(node, ctx);
  if (tag === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (/^(https?|mailto):/i.test(href)) {
      const label = text.trim();
      text = label === '' || label === href ? href : mark(text, '[', `](${href})`);
    }
  }
  if (isBold(node)) text = mark(text, '**');
  if (isItalic(node)) text = mark(text, '*');
  if (tag === 'LI') return `\n${text}\n`;
  if (tag === 'TD' || tag === 'TH') return `${text} `;
  return BLOCKS.has(tag) ? `\n\n${text}\n\n` : text;
}

/** Spaces around line breaks go; at most one blank line in a row. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The Markdown for pasted HTML. */
export function htmlToMarkdown(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const ctx: Context = { pre: [] };
  const text = tidy(children(doc.body, ctx)).replaceAll(INDENT, ' ');
  return text.replace(
    new RegExp(`${PRE}(\\d+)${PRE}`, 'g'),
    (_m, i: string) => `\`\`\`\n${ctx.pre[Number(i)]}\n\`\`\``,
  );
}
