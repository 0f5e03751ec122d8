import type PrismNS from 'prismjs';
import { escapeCode } from './escape';
import { Prism } from './prism-grammars';
import { numberClass, type Rules, rulesFor } from './pygments-rules';

/**
 * Syntax highlighting with Prism's tokenizer, written out the way Pygments' HTML formatter
 * writes it: `<span class="k">def</span>`, one span per run of a token class, spans closed
 * at line ends, whitespace outside spans.
 */

function grammar(id: string): PrismNS.Grammar | undefined {
  return Prism.languages[id];
}

type Piece = [text: string, cls: string | null];

const PLAIN = /(\s+)|([\p{L}_$][\p{L}\p{N}_$]*)|(\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)|([\s\S])/gu;
const OPERATOR_CHARS = new Set('+-*/%=<>!&|^~');
const STRING_PREFIX = /^([rRbBuUfF]{1,2})(?=['"])/;
const STRING_ESCAPE =
  /\\(?:[\\'"abfnrtv0]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|\n)/g;
const INTERPOLATION_EDGE = new Set(['{', '}', '${']);

class Writer {
  readonly pieces: Piece[] = [];
  /** Text since the last newline, to spot docstrings at the start of a line. */
  private line = '';
  private offset = 0;

  constructor(private readonly rules: Rules) {}

  push(text: string, cls: string | null): void {
    if (!text) return;
    this.pieces.push([text, cls]);
    this.offset += text.length;
    const nl = text.lastIndexOf('\n');
    this.line = nl < 0 ? this.line + text : text.slice(nl + 1);
  }

  walk(stream: PrismNS.TokenStream, inherited: string | null | undefined, inInterp = false): void {
    if (typeof stream === 'string') {
      this.text(stream, inherited);
      return;
    }
    if (Array.isArray(stream)) {
      for (const item of stream) this.walk(item, inherited, inInterp);
      return;
    }
    const token = stream as PrismNS.Token;
    if (token.type === 'interpolation') {
      this.walk(token.content, undefined, true);
    } else if (inInterp && token.type === 'punctuation' && INTERPOLATION_EDGE.has(flat(token))) {
      this.push(flat(token), 'si');
    } else {
      const cls = this.classOf(token, inherited);
      if (typeof token.content === 'string' && isString(cls)) this.string(token, cls!);
      else this.walk(token.content, cls ?? inherited);
    }
  }

  private classOf(token: PrismNS.Token, inherited: string | null | undefined): string | undefined {
    const { rules } = this;
    const text = flat(token);
    const override = rules.types?.[token.type];
    if (override) return override;
    switch (token.type) {
      case 'comment':
        if (text.startsWith('#!') && this.offset === 0) return 'ch';
        if (text.startsWith('/*')) return 'cm';
        return text.startsWith('<!--') ? 'c' : 'c1';
      case 'string':
      case 'string-interpolation':
        return quoteClass(text.replace(STRING_PREFIX, ''), inherited);
      case 'triple-quoted-string':
        if (rules.python && !this.line.trim()) return 'sd';
        return quoteClass(text.replace(STRING_PREFIX, ''), inherited);
      case 'template-string':
      case 'template-punctuation':
        return 'sb';
      case 'interpolation-punctuation':
        return 'si';
      case 'char':
        return 'sc';
      case 'regex':
        return 'sr';
      case 'keyword':
        return rules.words?.[text] ?? 'k';
      case 'builtin':
        return rules.words?.[text] ?? 'nb';
      case 'boolean':
      case 'null':
      case 'nil':
        return 'kc';
      case 'number':
        return numberClass(text);
      case 'operator':
        if (rules.words?.[text]) return rules.words[text];
        return text === '=>' || text === '...' ? 'p' : 'o';
      case 'punctuation':
        return rules.punct?.[text] ?? 'p';
      case 'function':
        return rules.fn;
      case 'function-definition':
        return 'nf';
      case 'class-name':
        return 'nc';
      case 'decorator':
      case 'annotation':
        return 'nd';
      case 'tag':
      case 'selector':
        return 'nt';
      case 'attr-name':
        return 'na';
      case 'attr-value':
        return 's';
      case 'entity':
        return 'ni';
      case 'doctype':
      case 'prolog':
      case 'cdata':
      case 'macro':
      case 'directive':
        return 'cp';
      case 'variable':
        return 'nv';
      case 'constant':
        return 'no';
      case 'symbol':
        return 'ss';
      case 'namespace':
        return 'nn';
      case 'atrule':
      case 'rule':
      case 'important':
        return 'k';
    }
    const alias = ([] as string[]).concat(token.alias ?? []);
    if (alias.includes('deleted')) return 'gd';
    if (alias.includes('inserted')) return 'gi';
    if (token.type === 'coord') return 'gu';
    return undefined;
  }

  /** A string literal: Python prefixes are `sa`, backslash escapes `se`. */
  private string(token: PrismNS.Token, cls: string): void {
    let text = token.content as string;
    if (this.rules.python) {
      const prefix = STRING_PREFIX.exec(text);
      if (prefix) {
        this.push(prefix[1]!, 'sa');
        text = text.slice(prefix[1]!.length);
      }
    }
    if (!this.rules.escapes || cls === 'sr' || !text.includes('\\')) {
      this.push(text, cls);
      return;
    }
    let last = 0;
    for (const m of text.matchAll(STRING_ESCAPE)) {
      this.push(text.slice(last, m.index), cls);
      this.push(m[0], 'se');
      last = m.index + m[0].length;
    }
    this.push(text.slice(last), cls);
  }

  /** Text Prism left unmarked, or marked with `cls`. */
  private text(text: string, cls: string | null | undefined): void {
    // Strings and comments keep their whitespace inside the span.
    if (cls && (isString(cls) || cls.startsWith('c'))) {
      this.push(text, cls);
      return;
    }
    const { rules } = this;
    for (const m of text.matchAll(PLAIN)) {
      const [all, space, name, number] = m;
      if (space) this.push(all, null);
      else if (cls) this.push(all, cls);
      else if (name) this.push(all, rules.words?.[name] ?? rules.name);
      else if (number) this.push(all, rules.name === null ? null : numberClass(all));
      else this.push(all, punctClass(all, rules));
    }
  }
}

function punctClass(ch: string, rules: Rules): string | null {
  const special = rules.punct?.[ch];
  if (special) return special;
  if (rules.name === null) return null;
  return OPERATOR_CHARS.has(ch) ? 'o' : 'p';
}

function isString(cls: string | null | undefined): boolean {
  return !!cls && cls.startsWith('s') && cls !== 'ss';
}

function quoteClass(text: string, inherited: string | null | undefined): string {
  if (text.startsWith("'")) return 's1';
  if (text.startsWith('"')) return 's2';
  if (text.startsWith('`')) return 'sb';
  return isString(inherited) ? inherited! : 's2';
}

function flat(stream: PrismNS.TokenStream): string {
  if (typeof stream === 'string') return stream;
  if (Array.isArray(stream)) return stream.map(flat).join('');
  return flat((stream as PrismNS.Token).content);
}

/** Pygments-style HTML for `code`, which must not end with a newline; ends with one. */
export function highlight(code: string, prismId: string | undefined): string {
  const g = prismId ? grammar(prismId) : undefined;
  if (!g || !prismId) return `${escapeCode(code)}\n`;
  const writer = new Writer(rulesFor(prismId));
  writer.walk(Prism.tokenize(code, g), undefined);
  writer.push('\n', null);
  return serialize(writer.pieces);
}

function serialize(pieces: Piece[]): string {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && last[1] === piece[1]) last[0] += piece[0];
    else merged.push([piece[0], piece[1]]);
  }
  let html = '';
  for (const [text, cls] of merged) {
    if (cls === null) {
      html += escapeCode(text);
      continue;
    }
    html += text
      .split('\n')
      .map((part) => (part ? `<span class="${cls}">${escapeCode(part)}</span>` : ''))
      .join('\n');
  }
  return html;
}
