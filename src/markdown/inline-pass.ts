import type { Token, Tokens } from 'marked';
import { compileLinkifier, expandMatch, type LinkifierMatch } from './linkifiers';
import { hrefFor, webLinkRegex } from './links';
import type { RenderState } from './state';

/**
 * Zulip's own inline patterns, applied as Python-Markdown applies them. Marked lexes the
 * syntax Zulip gives higher priority (code spans, mentions, links, timestamps, TeX, emoji);
 * this pass then writes each run of inline tokens as one string, those tokens as
 * placeholders, and applies Zulip's remaining patterns in Zulip's order: `***x***`, bare
 * URLs, each linkifier, `**x**`, `*x*`, `~~x~~`. Each pattern replaces its matches left to
 * right; the text inside a match is processed only by the patterns after it. Zulip's
 * regexes keep emphasis within a line and leave `_` alone, and applying them is linear,
 * where CommonMark emphasis can take quadratic time.
 */

export interface ZulipLinkToken {
  type: 'zulipLink';
  raw: string;
  text: string;
  href: string;
  /** Dropped from the output: an image preview replaces it. */
  hidden?: boolean;
}

// Placeholder marks; preprocess() removes these characters from messages.
export const PLACEHOLDER_START = '\uFFFA';
export const PLACEHOLDER_END = '\uFFFB';
const BREAK_MARK = '\uFFF9';
// A line break reads as a newline to the patterns around it.
const BREAK = `\n${BREAK_MARK}\n`;
const PLACEHOLDER = /\uFFFA([te])(\d+)\uFFFB|\n\uFFF9\n/g;
const NOT_PLAIN = /[\uFFF9\uFFFA]/;

type Element =
  | { kind: 'strong' | 'em' | 'del' | 'strong-em'; text: string; raw: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'text'; text: string };

/** A match: where it starts, the matched text at [0], and groups as a RegExp gives them. */
type Match = RegExpExecArray;

interface Pattern {
  /** The first match at or after `from`. */
  find(data: string, from: number): Match | null;
  /** The element for a match; null: no element, keep searching after the match. */
  make(m: Match, raw: () => string): Element | null;
  /** Whether the element's text is left as it is. */
  atomic: boolean;
  /** Searches continue in the whole text (Zulip's InlineProcessor linkifiers). */
  searchesWhole?: boolean;
}

/** Searching with a global RegExp. */
const searchWith =
  (regex: RegExp) =>
  (data: string, from: number): Match | null => {
    regex.lastIndex = from;
    return regex.exec(data);
  };

const tag = (kind: 'strong' | 'em' | 'del' | 'strong-em', regex: RegExp): Pattern => ({
  find: searchWith(regex),
  atomic: false,
  make: (m, raw) => ({ kind, text: m[1]!, raw: raw() }),
});

// Zulip's STRONG_EM_RE, STRONG_RE, EMPHASIS_RE and DEL_RE (`^` excluded as Zulip does).
const STRONG_EM = tag('strong-em', /\*\*\*(?!\s)([^*^\n]+)(?<!\s)\*\*\*/g);
const STRONG = tag('strong', /\*\*([^\n]+?)\*\*/g);
const EMPHASIS = tag('em', /\*(?!\s)([^*^\n]+)(?<!\s)\*/g);
const DEL = tag('del', /(?<!~)~~([^~\n]+?)~~(?!~)/g);

function patterns(st: RenderState): Pattern[] {
  const { realmUrl } = st.ctx;
  const autolink: Pattern = {
    find: searchWith(webLinkRegex()),
    atomic: true,
    make(m) {
      const url = m.groups!.url!;
      if (NOT_PLAIN.test(url)) return null;
      const href = hrefFor(url, realmUrl);
      // A URL Zulip will not link is left as plain text, out of later patterns' reach.
      return href === null ? { kind: 'text', text: url } : { kind: 'link', text: url, href };
    },
  };
  const linkifiers: Pattern[] = [];
  for (const linkifier of st.ctx.linkifiers) {
    const compiled = compileLinkifier(linkifier);
    if (!compiled) continue;
    const matches = new WeakMap<Match, LinkifierMatch>();
    linkifiers.push({
      find(data, from) {
        const found = compiled.find(data, from);
        if (!found) return null;
        const m = Object.assign([found.text], { index: found.index, input: data }) as Match;
        matches.set(m, found);
        return m;
      },
      atomic: true,
      searchesWhole: true,
      make(m) {
        if (m[0].length === 0 || NOT_PLAIN.test(m[0])) return null;
        const href = hrefFor(expandMatch(compiled, matches.get(m)!), realmUrl);
        return href === null ? null : { kind: 'link', text: m[0], href };
      },
    });
  }
  return [STRONG_EM, autolink, ...linkifiers, STRONG, EMPHASIS, DEL];
}

class InlinePass {
  private readonly elements: Element[] = [];
  private tokens: Token[] = [];

  constructor(private readonly patterns: Pattern[]) {}

  run(tokens: Token[]): Token[] {
    if (!tokens.some((t) => t.type === 'text')) return tokens;
    this.tokens = tokens;
    let data = '';
    tokens.forEach((token, i) => {
      if (token.type === 'text' && !('tokens' in token)) data += token.raw;
      else if (token.type === 'br') data += BREAK;
      else data += `${PLACEHOLDER_START}t${i}${PLACEHOLDER_END}`;
    });
    return this.toTokens(this.handle(data, 0));
  }

  /** Python-Markdown's `__handleInline`: each pattern in turn, from `first` on. */
  private handle(input: string, first: number): string {
    let data = input;
    for (let p = first; p < this.patterns.length; p++) data = this.apply(p, data);
    return data;
  }

  /**
   * Replaces a pattern's matches with placeholders, left to right. Like Python-Markdown's
   * legacy patterns, each search after a match looks at the rest of the text only (so a
   * lookbehind sees the start of text); linkifiers search the whole text, as Zulip's do.
   * Output is built in pieces, so many matches cost linear time.
   */
  private apply(p: number, data: string): string {
    const pattern = this.patterns[p]!;
    const out: string[] = [];
    let rest = data;
    let offset = 0;
    let from = 0;
    for (
      let m = pattern.find(rest, from);
      m;
      m = from > rest.length ? null : pattern.find(rest, from)
    ) {
      const matched = m;
      const element = pattern.make(matched, () => this.expand(matched[0]));
      const end = matched.index + matched[0].length;
      if (!element) {
        from = Math.max(end, matched.index + 1);
        continue;
      }
      if (!pattern.atomic && element.kind !== 'link' && element.kind !== 'text') {
        element.text = this.handle(element.text, p + 1);
      }
      this.elements.push(element);
      out.push(
        rest.slice(offset, matched.index),
        `${PLACEHOLDER_START}e${this.elements.length - 1}${PLACEHOLDER_END}`,
      );
      if (pattern.searchesWhole) {
        offset = end;
        from = end;
      } else {
        rest = rest.slice(end);
        offset = 0;
        from = 0;
      }
    }
    out.push(rest.slice(offset));
    return out.join('');
  }

  /** The source text behind a string with placeholders. */
  private expand(data: string): string {
    return data.replace(PLACEHOLDER, (_mark, kind: string, index: string) => {
      if (!kind) return '\n';
      if (kind === 't') return this.tokens[Number(index)]!.raw;
      const el = this.elements[Number(index)]!;
      return 'raw' in el ? el.raw : el.text;
    });
  }

  private toTokens(data: string): Token[] {
    const out: Token[] = [];
    let last = 0;
    const text = (s: string) => {
      if (s) out.push({ type: 'text', raw: s, text: s, escaped: false });
    };
    for (const m of data.matchAll(PLACEHOLDER)) {
      text(data.slice(last, m.index));
      last = m.index + m[0].length;
      if (!m[1]) out.push({ type: 'br', raw: '\n' });
      else if (m[1] === 't') out.push(this.tokens[Number(m[2])]!);
      else out.push(this.elementToken(this.elements[Number(m[2])]!));
    }
    text(data.slice(last));
    return out;
  }

  private elementToken(el: Element): Token {
    switch (el.kind) {
      case 'text':
        return { type: 'text', raw: el.text, text: el.text, escaped: false };
      case 'link': {
        const link: ZulipLinkToken = {
          type: 'zulipLink',
          raw: el.text,
          text: el.text,
          href: el.href,
        };
        return link as unknown as Token;
      }
      case 'strong-em': {
        const em: Tokens.Em = {
          type: 'em',
          raw: el.raw,
          text: el.raw,
          tokens: this.toTokens(el.text),
        };
        return { type: 'strong', raw: el.raw, text: el.raw, tokens: [em] };
      }
      default:
        return {
          type: el.kind,
          raw: el.raw,
          text: el.raw,
          tokens: this.toTokens(el.text),
        } as Token;
    }
  }
}

/** Applies Zulip's inline patterns to every run of inline tokens in a token tree. */
export function applyInlinePatterns(tokens: Token[], st: RenderState): void {
  const list = patterns(st);
  const inline = (run: Token[]) => new InlinePass(list).run(run);
  walk(tokens, inline);
}

function walk(tokens: Token[], inline: (run: Token[]) => Token[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'paragraph': {
        const first = token.tokens?.[0];
        // Zulip strips a paragraph's leading whitespace.
        if (first?.type === 'text' && !('tokens' in first)) {
          first.text = first.text.trimStart();
          first.raw = first.raw.trimStart();
        }
        token.tokens = inline(token.tokens ?? []);
        break;
      }
      case 'heading':
      case 'text':
        if (token.tokens) token.tokens = inline(token.tokens);
        break;
      case 'blockquote':
        walk(token.tokens ?? [], inline);
        break;
      case 'list':
        for (const item of (token as Tokens.List).items) walk(item.tokens, inline);
        break;
      case 'table': {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()])
          cell.tokens = inline(cell.tokens);
        break;
      }
      case 'zulipSpoiler':
        walk(token.header as Token[], inline);
        walk(token.tokens as Token[], inline);
        break;
    }
  }
}
