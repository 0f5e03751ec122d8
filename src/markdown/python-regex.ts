import { RE2JS } from 're2js';

/**
 * Linkifier patterns are Python regular expressions as Zulip's re2 accepts them:
 * `(?P<name>…)` groups, `\A`/`\Z`, `{,n}`, leading `(?i)`-style flags, but no lookaround
 * and no backreferences (re2 has neither). {@link translatePythonRegex} rewrites one into
 * RE2 syntax for re2js, a linear-time engine (as Zulip runs them on RE2: a backtracking
 * engine could take exponential time on a pattern like `(a+)+`), or throws
 * {@link PythonRegexError} with re2's wording for what re2 would reject.
 */

export class PythonRegexError extends Error {}

export interface TranslatedRegex {
  /** RE2 syntax. */
  source: string;
  /** Leading inline flags (`i`, `m`, `s`). */
  flags: string;
  /** Named groups, in order. */
  groups: string[];
}

// Characters that keep their backslash (outside a class).
const SYNTAX = new Set('^$\\.*+?()[]{}|/');
const CLASS_ESCAPES = new Set('dDwWsS');
const GROUP_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const fail = (message: string): never => {
  throw new PythonRegexError(message);
};

class Translator {
  private i = 0;
  private out = '';
  private verbose = false;
  readonly flags = new Set<string>();
  readonly groups: string[] = [];

  constructor(private readonly p: string) {}

  run(): string {
    this.leadingFlags();
    const { p } = this;
    while (this.i < p.length) {
      const c = p[this.i]!;
      if (this.verbose && /\s/.test(c)) this.i++;
      else if (this.verbose && c === '#') this.skipComment();
      else if (c === '\\') this.out += this.escape(false);
      else if (c === '[') this.charClass();
      else if (c === '(') this.group();
      else if (c === '{') this.brace();
      else if (c === '}' || c === ']') this.emit(`\\${c}`);
      else this.emit(c);
    }
    return this.out;
  }

  private emit(text: string, advance = 1): void {
    this.out += text;
    this.i += advance;
  }

  private leadingFlags(): void {
    for (
      let m = /^\(\?([aiLmsux]+)\)/.exec(this.p);
      m;
      m = /^\(\?([aiLmsux]+)\)/.exec(this.rest())
    ) {
      for (const f of m[1]!) {
        if (f === 'x') this.verbose = true;
        else if ('ims'.includes(f)) this.flags.add(f);
      }
      this.i += m[0].length;
    }
  }

  private rest(): string {
    return this.p.slice(this.i);
  }

  private skipComment(): void {
    const nl = this.p.indexOf('\n', this.i);
    this.i = nl < 0 ? this.p.length : nl + 1;
  }

  /** `\x` at this.i; returns the JavaScript for it and advances. */
  private escape(inClass: boolean): string {
    const c = this.p[this.i + 1];
    if (c === undefined) fail('trailing \\');
    this.i += 2;
    const ch = c!;
    if (CLASS_ESCAPES.has(ch) || 'ntrfv'.includes(ch)) return `\\${ch}`;
    if (ch === 'b') return inClass ? '\\x08' : '\\b';
    if (ch === 'B' && !inClass) return '\\B';
    if (ch === 'a') return '\\x07';
    if (ch === 'A' && !inClass) return '\\A';
    if ((ch === 'Z' || ch === 'z') && !inClass) return '\\z';
    if (ch === '0') {
      const digits = /^[0-7]{0,2}/.exec(this.rest())![0];
      this.i += digits.length;
      return `\\x${Number.parseInt(digits || '0', 8)
        .toString(16)
        .padStart(2, '0')}`;
    }
    if (/[1-9]/.test(ch)) fail(`invalid escape sequence: \\${ch}`);
    if (ch === 'x') return this.hex(/^[0-9a-fA-F]{2}/, ch);
    if (ch === 'u') return this.hex(/^[0-9a-fA-F]{4}/, ch);
    if (ch === 'U') return this.hex(/^[0-9a-fA-F]{8}/, ch);
    if (ch === 'p' || ch === 'P') return this.property(ch);
    if (/[a-zA-Z]/.test(ch)) fail(`invalid escape sequence: \\${ch}`);
    if (SYNTAX.has(ch) || (inClass && ch === '-')) return `\\${ch}`;
    return ch;
  }

  private hex(re: RegExp, ch: string): string {
    const m = re.exec(this.rest()) ?? fail(`invalid escape sequence: \\${ch}`);
    this.i += m[0].length;
    return `\\x{${Number.parseInt(m[0], 16).toString(16)}}`;
  }

  private property(ch: string): string {
    let name: string;
    if (this.p[this.i] === '{') {
      const end = this.p.indexOf('}', this.i);
      if (end < 0) fail(`invalid character class range: \\${ch}{`);
      name = this.p.slice(this.i + 1, end);
      this.i = end + 1;
    } else {
      name = this.p[this.i] ?? fail(`invalid character class range: \\${ch}`);
      this.i++;
    }
    const negated = name.startsWith('^');
    if (negated) name = name.slice(1);
    // RE2 knows general categories and scripts by name, and checks them when compiling.
    return `\\${negated === (ch === 'p') ? 'P' : 'p'}{${name}}`;
  }

  private charClass(): void {
    const start = this.i;
    this.emit('[');
    if (this.p[this.i] === '^') this.emit('^');
    // Python reads a `]` right after `[` or `[^` as a literal.
    if (this.p[this.i] === ']') this.emit('\\]');
    let last: 'none' | 'char' | 'class' = 'none';
    while (this.i < this.p.length && this.p[this.i] !== ']') {
      const c = this.p[this.i]!;
      if (c === '\\') {
        const isClass =
          CLASS_ESCAPES.has(this.p[this.i + 1] ?? '') || 'pP'.includes(this.p[this.i + 1] ?? '');
        this.out += this.escape(true);
        last = isClass ? 'class' : 'char';
      } else if (c === '-') {
        const next = this.p[this.i + 1];
        const nextIsClass = next === '\\' && CLASS_ESCAPES.has(this.p[this.i + 2] ?? '');
        if (last === 'none' || next === ']' || next === undefined) this.emit('\\-');
        else if (last === 'class' || nextIsClass)
          fail(`invalid character class range: ${this.p.slice(start, this.i + 3)}`);
        else {
          // A range: its end is a single character; what follows starts afresh.
          this.emit('-');
          if (this.p[this.i] === '\\') this.out += this.escape(true);
          else this.emit(this.p[this.i] === '[' ? '\\[' : (this.p[this.i] ?? ''));
          last = 'none';
        }
      } else {
        this.emit(c === '[' || c === '/' || c === '{' || c === '}' || c === '|' ? `\\${c}` : c);
        last = 'char';
      }
    }
    if (this.i >= this.p.length) fail(`missing ]: ${this.p.slice(start)}`);
    this.emit(']');
  }

  private group(): void {
    const rest = this.rest();
    if (!rest.startsWith('(?')) {
      this.emit('(');
      return;
    }
    const named = /^\(\?P?<([^>=!]*)>/.exec(rest);
    if (named) {
      const name = named[1]!;
      if (!GROUP_NAME.test(name)) fail(`invalid named capture group: ${named[0]}`);
      if (this.groups.includes(name)) fail(`duplicate capture group name: ${name}`);
      this.groups.push(name);
      this.emit(`(?P<${name}>`, named[0].length);
      return;
    }
    if (rest.startsWith('(?:')) {
      this.emit('(?:', 3);
      return;
    }
    if (rest.startsWith('(?#')) {
      const end = this.p.indexOf(')', this.i);
      if (end < 0) fail('missing ): unterminated comment');
      this.i = end + 1;
      return;
    }
    const m = /^\(\?(?:P=|P>|<=|<!|=|!|>|[-aiLmsux]+[:)])/.exec(rest);
    if (m?.[0].match(/^\(\?[-aiLmsux]+[:)]$/))
      fail(`flag groups other than at the start are not supported: ${m[0]}`);
    fail(`invalid perl operator: ${m ? m[0].slice(0, 4) : rest.slice(0, 3)}`);
  }

  private brace(): void {
    const m = /^\{(\d*)(,?)(\d*)\}/.exec(this.rest());
    if (m && (m[1] || m[3])) {
      if (m[1] && m[3] && Number(m[1]) > Number(m[3])) fail(`bad repetition operator: ${m[0]}`);
      this.emit(`{${m[1] || '0'}${m[2]}${m[3]}}`, m[0].length);
    } else {
      this.emit('\\{');
    }
  }
}

const FLAG_BITS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};

/**
 * Compiles RE2 source with inline-flag letters; throws PythonRegexError with RE2's message
 * for what the engine refuses (a repeat count over 1000, an unknown script, ...).
 */
export function compileRe2(source: string, flags: string, extraFlags = 0): RE2JS {
  let bits = extraFlags;
  for (const f of flags) bits |= FLAG_BITS[f] ?? 0;
  try {
    return RE2JS.compile(source, bits);
  } catch (e) {
    // "error parsing regexp: missing closing ]: `[a`" → "missing closing ]: [a"
    const message = (e as Error).message.replace(/^error parsing regexp: /, '');
    return fail(message.replace(/`([^`]*)`$/, '$1'));
  }
}

export function translatePythonRegex(pattern: string): TranslatedRegex {
  const t = new Translator(pattern);
  const source = t.run();
  const flags = [...t.flags].join('');
  compileRe2(source, flags);
  return { source, flags, groups: t.groups };
}
