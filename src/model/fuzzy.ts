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
const PREPARED_MAX = 20_000;

function prepare(text: string): Prepared {
  const known = prepared.get(text);
  if (known) return known;
  let folded = '';
  for (let j = 0; j < text.length; j++) folded += fold(text[j]!);
  const codes = new Uint16Array(text.length);
  const bonus = new Int8Array(text.length);
  for (let j = 0; j < text.length; j++) {
    codes[j] = folded.charCodeAt(j);
    const ch = text[j]!;
    const prev = j > 0 ? text[j - 1]! : '';
    let b = CHAR;
    if (j === 0) b += START;
    else if (!ALNUM.test(prev) && ALNUM.test(ch)) b += WORD;
    else if (LOWER.test(prev) && UPPER.test(ch)) b += CAMEL;
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
  const q = foldQuery(query);
  const found: (Ranked<T> & { order: number })[] = [];
  items.forEach((item, order) => {
    const main = fuzzyMatchFolded(q, item.text);
    const alt = item.alt === undefined ? null : fuzzyMatchFolded(q, item.alt);
    if (alt && (!main || alt.score - ALT_PENALTY > main.score)) {
      found.push({ item, score: alt.score - ALT_PENALTY, positions: [], order });
    } else if (main) {
      found.push({ item, score: main.score, positions: main.positions, order });
    }
  });
  found.sort(
    (a, b) =>
      b.score - a.score ||
      (b.item.recency ?? 0) - (a.item.recency ?? 0) ||
      (b.item.unread ?? 0) - (a.item.unread ?? 0) ||
      a.order - b.order,
  );
  return found.slice(0, limit).map(({ item, score, positions }) => ({ item, score, positions }));
}
