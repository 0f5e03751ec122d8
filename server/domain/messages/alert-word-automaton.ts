/**
 * Alert words are found with one Aho–Corasick automaton per word list: a single pass over a
 * message finds every word in it, however many words there are, where a regular expression
 * per word costs a pass per word. Matching is case-insensitive (per code point) and on whole
 * words: no letter, digit or underscore right before or after.
 */

const foldCache = new Map<number, number>();

/** A code point in lower case, where that is one code point. */
function fold(cp: number): number {
  if (cp < 128) return cp >= 65 && cp <= 90 ? cp + 32 : cp;
  let f = foldCache.get(cp);
  if (f === undefined) {
    const lower = String.fromCodePoint(cp).toLowerCase();
    const first = lower.codePointAt(0)!;
    f = lower.length === String.fromCodePoint(first).length ? first : cp;
    if (foldCache.size < 10_000) foldCache.set(cp, f);
  }
  return f;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordChar(cp: number | undefined): boolean {
  if (cp === undefined) return false;
  if (cp < 128) {
    return (cp >= 48 && cp <= 57) || (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122) || cp === 95;
  }
  return LETTER_OR_DIGIT.test(String.fromCodePoint(cp));
}

/** A message's text as code points, original and folded, shared by every recipient's search. */
export interface PreparedText {
  readonly original: readonly number[];
  readonly folded: readonly number[];
}

export function prepareText(text: string): PreparedText {
  const original: number[] = [];
  for (const ch of text) original.push(ch.codePointAt(0)!);
  return { original, folded: original.map(fold) };
}

export class AlertWordAutomaton {
  /** Trie edges by folded code point; node 0 is the root. */
  private readonly edges: Array<Map<number, number>> = [new Map()];
  private readonly failure: number[] = [0];
  /** Length in code points of the word ending at each node, or 0. */
  private readonly wordLength: number[] = [0];
  /** The nearest node down the failure chain (not the node itself) that ends a word, or -1. */
  private readonly nextWordEnd: number[] = [-1];

  constructor(words: readonly string[]) {
    for (const word of words) this.insert(word);
    this.link();
  }

  private insert(word: string): void {
    let node = 0;
    let length = 0;
    for (const ch of word) {
      const c = fold(ch.codePointAt(0)!);
      let next = this.edges[node]!.get(c);
      if (next === undefined) {
        next = this.edges.length;
        this.edges.push(new Map());
        this.failure.push(0);
        this.wordLength.push(0);
        this.nextWordEnd.push(-1);
        this.edges[node]!.set(c, next);
      }
      node = next;
      length++;
    }
    if (length > 0) this.wordLength[node] = length;
  }

  /** Failure links, breadth-first (a node's link is shallower than the node). */
  private link(): void {
    const queue: number[] = [];
    for (const child of this.edges[0]!.values()) queue.push(child);
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!;
      for (const [c, child] of this.edges[node]!) {
        let f = this.failure[node]!;
        while (f !== 0 && !this.edges[f]!.has(c)) f = this.failure[f]!;
        const target = this.edges[f]!.get(c);
        const fail = target !== undefined && target !== child ? target : 0;
        this.failure[child] = fail;
        this.nextWordEnd[child] = this.wordLength[fail]! > 0 ? fail : this.nextWordEnd[fail]!;
        queue.push(child);
      }
    }
  }

  /** Whether one of the words occurs in the text as a whole word. */
  matches(text: PreparedText): boolean {
    const { original, folded } = text;
    let node = 0;
    for (let i = 0; i < folded.length; i++) {
      const c = folded[i]!;
      while (node !== 0 && !this.edges[node]!.has(c)) node = this.failure[node]!;
      node = this.edges[node]!.get(c) ?? 0;
      let end = this.wordLength[node]! > 0 ? node : this.nextWordEnd[node]!;
      // Every word ending here shares the character after it.
      if (end < 0 || isWordChar(original[i + 1])) continue;
      for (; end >= 0; end = this.nextWordEnd[end]!) {
        const start = i + 1 - this.wordLength[end]!;
        if (!isWordChar(original[start - 1])) return true;
      }
    }
    return false;
  }
}

const automata = new WeakMap<readonly string[], AlertWordAutomaton>();

/** The automaton for a word list, built once per list (lists are replaced when they change). */
export function automatonFor(words: readonly string[]): AlertWordAutomaton {
  let automaton = automata.get(words);
  if (!automaton) {
    automaton = new AlertWordAutomaton(words);
    automata.set(words, automaton);
  }
  return automaton;
}
