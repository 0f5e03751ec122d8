/**
 * Fuzzy matching for the command palette. A query matches a text when its characters appear in
 * the text in order (a subsequence), ignoring case, accents and the query's spaces. Of all the
 * ways to match, the best scoring one counts: characters at the start of the text or of a word
 * score most, runs of adjacent characters score more than scattered ones, and gaps cost. So
 * "den" finds "Denmark" before "Desdemona", and "vl" finds "Verona > lunch".
 *
 * Ranking sorts matches by score; equal scores go to the more recent conversation, then to the
 * one with more unread messages.
 */

export interface FuzzyMatch {
  score: number;
  /** Indexes (UTF-16 code units) of the text's matched characters, ascending. */
  positions: number[];
}

// Integer weights, so that equally good matches tie exactly and recency decides between them.
const CHAR = 1;
const START = 10;
const WORD = 8;
const CAMEL = 6;
const RUN = 6;
const GAP_START = 3;
const GAP_EXT = 1;
const LEAD = 1;
const LEAD_MAX = 3;
const EXACT = 10;
/** The longest query and text considered: a longer one is cut (the palette shows short names). */
const MAX_QUERY = 64;
const MAX_TEXT = 256;
const NONE = -1e9;

const ALNUM = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

// ASCII decided by code (10,000 names took 20 ms to prepare with the regular expressions
// alone, on the first keystroke of a large organization's palette); the rest by them.
const code = (text: string, j: number) => text.charCodeAt(j);
function isAlnum(text: string, j: number): boolean {
  const c = code(text, j);
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return ALNUM.test(text[j]!);
}
function isUpper(text: string, j: number): boolean {
  const c = code(text, j);
  return c < 0x80 ? c >= 65 && c <= 90 : UPPER.test(text[j]!);
}
function isLower(text: string, j: number): boolean {
  const c = code(text, j);
  return c < 0x80 ? c >= 97 && c <= 122 : LOWER.test(text[j]!);
}

/** One code unit, without case or accents ("É" → "e"). */
const fold = (ch: string) =>
  ch < '\x80' ? ch.toLowerCase() : ch.normalize('NFD').toLowerCase().charAt(0) || ch;

/** The query as matched: folded, without spaces. */
export function foldQuery(query: string): string {
  let out = '';
  const text = query.slice(0, MAX_QUERY);
  for (let i = 0; i < text.length; i++) if (!/\s/.test(text[i]!)) out += fold(text[i]!);
  return out;
}

/** A text made ready to match: folded code unit by code unit, and what each index earns. */
interface Prepared {
  folded: string;
  codes: Uint16Array;
  bonus: Int8Array;
}

// Texts are prepared once, not on every keystroke: the palette matches the same names each time.
const prepared = new Map<string, Prepared>();
const PREPARED_MAX = 50_000;

function prepare(text: string): Prepared {
  const known = prepared.get(text);
  if (known) return known;
  let folded = '';
  for (let j = 0; j < text.length; j++) folded += fold(text[j]!);
  const codes = new Uint16Array(text.length);
  const bonus = new Int8Array(text.length);
  for (let j = 0; j < text.length; j++) {
    codes[j] = folded.charCodeAt(j);
    let b = CHAR;
    if (j === 0) b += START;
    else if (!isAlnum(text, j - 1) && isAlnum(text, j)) b += WORD;
    else if (isLower(text, j - 1) && isUpper(text, j)) b += CAMEL;
    bonus[j] = b;
  }
  const p = { folded, codes, bonus };
  if (prepared.size >= PREPARED_MAX) prepared.clear();
  prepared.set(text, p);
  return p;
}

// The dynamic programme's rows and back-pointers, reused from one match to the next.
let prevRow = new Float64Array(MAX_TEXT);
let curRow = new Float64Array(MAX_TEXT);
const from = new Int32Array(MAX_QUERY * MAX_TEXT);

/** The best match of a folded query (see foldQuery) in `text`, or null if it does not match. */
export function fuzzyMatchFolded(query: string, text: string): FuzzyMatch | null {
  const q = query.length > MAX_QUERY ? query.slice(0, MAX_QUERY) : query;
  const n = q.length;
  const source = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  const m = source.length;
  if (n === 0) return { score: 0, positions: [] };
  if (n > m) return null;
  const { folded: t, codes, bonus: b } = prepare(source);
  // A quick check: most texts do not contain the query at all. `first` is where q[0] can go.
  let first = -1;
  for (let i = 0, j = 0; i < n; i++, j++) {
    j = t.indexOf(q[i]!, j);
    if (j < 0) return null;
    if (i === 0) first = j;
  }
  // prev[j]: the best score of q[0..i] with q[i] matched at j; from[i*m+j]: where q[i-1] was.
  let prev = prevRow;
  let cur = curRow;
  let c = q.charCodeAt(0);
  for (let j = 0; j < m; j++) {
    prev[j] = j >= first && codes[j] === c ? b[j]! - Math.min(j, LEAD_MAX) * LEAD : NONE;
  }
  for (let i = 1; i < n; i++) {
    c = q.charCodeAt(i);
    // gap: the best prev[k] for k <= j-2, less what the gap between k and j costs.
    let gap = NONE;
    let gapAt = -1;
    for (let j = 0; j < m; j++) {
      if (j >= 2) {
        gap -= GAP_EXT;
        const start = prev[j - 2]! - GAP_START;
        if (start >= gap) {
          gap = start;
          gapAt = j - 2;
        }
      }
      cur[j] = NONE;
      if (codes[j] !== c) continue;
      const run = j >= 1 ? prev[j - 1]! + RUN : NONE;
      const best = Math.max(run, gap);
      if (best <= NONE / 2) continue;
      cur[j] = best + b[j]!;
      from[i * m + j] = run >= gap ? j - 1 : gapAt;
    }
    [prev, cur] = [cur, prev];
  }
  prevRow = prev;
  curRow = cur;
  let end = -1;
  let score = NONE;
  for (let j = 0; j < m; j++) {
    if (prev[j]! > score) {
      score = prev[j]!;
      end = j;
    }
  }
  if (end < 0 || score <= NONE / 2) return null;
  const positions = new Array<number>(n);
  for (let i = n - 1, j = end; i >= 0; i--) {
    positions[i] = j;
    j = from[i * m + j]!;
  }
  if (n === m && t === q) score += EXACT;
  return { score, positions };
}

/** The best match of `query` in `text`, or null. */
export const fuzzyMatch = (query: string, text: string) => fuzzyMatchFolded(foldQuery(query), text);

export interface Rankable {
  /** What is shown and matched first. */
  text: string;
  /** Also matched, scoring a little less ("Verona lunch" for the topic "lunch"). */
  alt?: string;
  /** Newer is higher (a message ID); breaks ties. */
  recency?: number;
  /** Breaks ties after recency. */
  unread?: number;
}

export interface Ranked<T> {
  item: T;
  score: number;
  /** The matched characters of `text`; empty when only `alt` matched. */
  positions: number[];
}

const ALT_PENALTY = 4;

/** The items matching `query`, best first, at most `limit`. */
export function rankByQuery<T extends Rankable>(
  query: string,
  items: readonly T[],
  limit = 50,
): Ranked<T>[] {
  if (limit <= 0) return [];
  const q = foldQuery(query);
  type Found = Ranked<T> & { order: number };
  const before = (a: Found, b: Found) =>
    b.score - a.score ||
    (b.item.recency ?? 0) - (a.item.recency ?? 0) ||
    (b.item.unread ?? 0) - (a.item.unread ?? 0) ||
    a.order - b.order;
  // The best `limit`, kept in order as they are found: a one-letter query matches most of a
  // large organization's 20,000 entries, and sorting them all to show 50 took 10 ms.
  const best: Found[] = [];
  const keep = (f: Found) => {
    if (best.length === limit && before(f, best[limit - 1]!) >= 0) return;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(best[mid]!, f) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, f);
    if (best.length > limit) best.pop();
  };
  // Texts repeat (a person's name is both their card and their conversation): matched once.
  const matched = new Map<string, FuzzyMatch | null>();
  const match = (text: string) => {
    let m = matched.get(text);
    if (m === undefined) {
      m = fuzzyMatchFolded(q, text);
      matched.set(text, m);
    }
    return m;
  };
  items.forEach((item, order) => {
    const main = match(item.text);
    const alt = item.alt === undefined ? null : match(item.alt);
    if (alt && (!main || alt.score - ALT_PENALTY > main.score)) {
      keep({ item, score: alt.score - ALT_PENALTY, positions: [], order });
    } else if (main) {
      keep({ item, score: main.score, positions: main.positions, order });
    }
  });
  return best.map(({ item, score, positions }) => ({ item, score, positions }));
}

/**
 * Prepares texts for matching a slice at a time, while the page is idle (as a palette opens, so
 * that its first keystroke does not prepare thousands of names); returns the way to stop.
 */
export function prepareWhenIdle(texts: readonly string[], slice = 1000): () => void {
  let at = 0;
  let stopped = false;
  const idle =
    typeof requestIdleCallback === 'function'
      ? (f: () => void) => requestIdleCallback(f, { timeout: 200 })
      : (f: () => void) => setTimeout(f, 0);
  const step = () => {
    if (stopped) return;
    for (const end = Math.min(at + slice, texts.length); at < end; at++) {
      const text = texts[at]!;
      prepare(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
    }
    if (at < texts.length) idle(step);
  };
  idle(step);
  return () => {
    stopped = true;
  };
}
