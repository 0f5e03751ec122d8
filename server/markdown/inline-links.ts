import type { Token, Tokens } from 'marked';
import { compileLinkifier, expandMatch } from './linkifiers';
import { hrefFor, webLinkRegex } from './links';
import type { RenderState } from './state';

/**
 * Bare URLs and linkifier matches in text become links. This runs over the lexed tokens,
 * on each run of plain text, in Zulip's order: URLs first, then each linkifier in turn on
 * what is left. Zulip applies these patterns before emphasis, so the character before a
 * run inside `**…**` is `*` (which blocks a match, as in Zulip), and a link, code span or
 * mention next to the run reads as Zulip's placeholder characters.
 */

export interface ZulipLinkToken {
  type: 'zulipLink';
  raw: string;
  text: string;
  href: string;
  /** Dropped from the output: an image preview replaces it. */
  hidden?: boolean;
}

// What Zulip's inline placeholders look like to a neighbouring pattern.
const STX = '\u0002';
const ETX = '\u0003';
const PLACEHOLDERS = new Set([
  'link',
  'codespan',
  'zulipUserMention',
  'zulipGroupMention',
  'zulipChannelLink',
  'zulipTime',
  'zulipLink',
]);

interface Segment {
  text: string;
  href?: string;
}

type Finder = (text: string) => Iterable<{ index: number; text: string; href: string | null }>;

function* autolinks(st: RenderState, text: string) {
  if (!/[.@:]/.test(text)) return;
  const regex = webLinkRegex();
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m; m = regex.exec(text)) {
    const url = m.groups!.url!;
    yield { index: m.index, text: url, href: hrefFor(url, st.ctx.realmUrl) };
  }
}

function finders(st: RenderState): Finder[] {
  const list: Finder[] = [(text) => autolinks(st, text)];
  for (const linkifier of st.ctx.linkifiers) {
    const compiled = compileLinkifier(linkifier);
    if (!compiled) continue;
    list.push(function* (text) {
      const { regex } = compiled;
      regex.lastIndex = 0;
      for (let m = regex.exec(text); m; m = regex.exec(text)) {
        if (m[0].length === 0) {
          regex.lastIndex++;
          continue;
        }
        yield {
          index: m.index,
          text: m[0],
          href: hrefFor(expandMatch(compiled, m), st.ctx.realmUrl),
        };
      }
    });
  }
  return list;
}

function splitText(text: string, before: string, after: string, find: Finder[]): Segment[] {
  let segments: Segment[] = [{ text }];
  for (const finder of find) {
    const next: Segment[] = [];
    for (const [i, segment] of segments.entries()) {
      if (segment.href !== undefined) {
        next.push(segment);
        continue;
      }
      const prev = segments[i - 1];
      const following = segments[i + 1];
      const b = i === 0 ? before : prev!.href !== undefined ? ETX : prev!.text.slice(-1);
      const a = !following ? after : following.href !== undefined ? STX : following.text[0]!;
      const source = b + segment.text + a;
      let last = b.length;
      for (const m of finder(source)) {
        if (
          m.href === null ||
          m.index < last ||
          m.index + m.text.length > source.length - a.length
        ) {
          continue;
        }
        if (m.index > last) next.push({ text: source.slice(last, m.index) });
        next.push({ text: m.text, href: m.href });
        last = m.index + m.text.length;
      }
      if (last < source.length - a.length) {
        next.push({ text: source.slice(last, source.length - a.length) });
      }
    }
    segments = next;
  }
  return segments;
}

function edgeChar(token: Token | undefined, side: 'before' | 'after', outer: string): string {
  if (!token) return outer;
  if (PLACEHOLDERS.has(token.type)) return side === 'before' ? ETX : STX;
  return side === 'before' ? token.raw.slice(-1) : token.raw.charAt(0);
}

function inline(tokens: Token[], before: string, after: string, find: Finder[]): Token[] {
  const out: Token[] = [];
  for (const [i, token] of tokens.entries()) {
    if (token.type === 'strong' || token.type === 'em' || token.type === 'del') {
      const delimiter = token.type === 'del' ? '~' : '*';
      token.tokens = inline(token.tokens ?? [], delimiter, delimiter, find);
    }
    if (token.type !== 'text' || 'tokens' in token) {
      out.push(token);
      continue;
    }
    const segments = splitText(
      token.raw,
      edgeChar(tokens[i - 1], 'before', before),
      edgeChar(tokens[i + 1], 'after', after),
      find,
    );
    if (segments.length === 1 && segments[0]!.href === undefined) {
      out.push(token);
      continue;
    }
    for (const s of segments) {
      if (s.href === undefined)
        out.push({ type: 'text', raw: s.text, text: s.text, escaped: false });
      else
        out.push({
          type: 'zulipLink',
          raw: s.text,
          text: s.text,
          href: s.href,
        } as ZulipLinkToken as unknown as Token);
    }
  }
  return out;
}

/** Links bare URLs and linkifier matches throughout a token tree (block level). */
export function linkifyTokens(tokens: Token[], st: RenderState): void {
  walk(tokens, finders(st));
}

function walk(tokens: Token[], find: Finder[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'paragraph': {
        const first = token.tokens?.[0];
        // Zulip strips a paragraph's leading whitespace.
        if (first?.type === 'text' && !('tokens' in first)) {
          first.text = first.text.trimStart();
          first.raw = first.raw.trimStart();
        }
        token.tokens = inline(token.tokens ?? [], '', '', find);
        break;
      }
      case 'heading':
      case 'text':
        if (token.tokens) token.tokens = inline(token.tokens, '', '', find);
        break;
      case 'blockquote':
        walk(token.tokens ?? [], find);
        break;
      case 'list':
        for (const item of (token as Tokens.List).items) walk(item.tokens, find);
        break;
      case 'table': {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) {
          cell.tokens = inline(cell.tokens, '', '', find);
        }
        break;
      }
      case 'zulipSpoiler':
        walk(token.header as Token[], find);
        walk(token.tokens as Token[], find);
        break;
    }
  }
}
