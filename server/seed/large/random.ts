/** A seeded random source for the large organization: the same seed always builds the same data. */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [lo, hi]. */
  between(lo: number, hi: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  /**
   * An index in [0, n) that favours the start: index k comes about as often as 1/(k+1)^s,
   * so a list ordered by activity gives a few busy items and a long quiet tail.
   */
  skewed(n: number, s?: number): number;
  /** `k` distinct items of `list` (all of them when k ≥ its length), in random order. */
  sample<T>(list: readonly T[], k: number): T[];
  shuffle<T>(list: T[]): T[];
  /** A new source derived from this one and a label, so one part's changes leave others be. */
  fork(label: string): Random;
}

/** sfc32, seeded through a string hash: fast, and good enough for test data. */
export function random(seed: string | number): Random {
  let h = 1779033703 ^ String(seed).length;
  for (const ch of String(seed)) {
    h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const mix = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const int = (n: number) => Math.floor(next() * n);
  const r: Random = {
    next,
    int,
    between: (lo, hi) => lo + int(hi - lo + 1),
    chance: (p) => next() < p,
    pick: (list) => list[int(list.length)] as (typeof list)[number],
    skewed(n, s = 1) {
      // Inverse of the continuous approximation of a Zipf distribution's cumulative weight.
      const u = next();
      if (s === 1) return Math.min(n - 1, Math.floor((n + 1) ** u) - 1);
      const top = (n + 1) ** (1 - s) - 1;
      return Math.min(n - 1, Math.floor((1 + u * top) ** (1 / (1 - s))) - 1);
    },
    sample(list, k) {
      if (k >= list.length) return r.shuffle([...list]);
      // Floyd's algorithm: k distinct indexes without copying the list.
      const chosen = new Set<number>();
      for (let j = list.length - k; j < list.length; j++) {
        const t = int(j + 1);
        chosen.add(chosen.has(t) ? j : t);
      }
      return r.shuffle([...chosen].map((i) => list[i] as (typeof list)[number]));
    },
    shuffle(list) {
      for (let i = list.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [list[i], list[j]] = [list[j] as (typeof list)[number], list[i] as (typeof list)[number]];
      }
      return list;
    },
    fork: (label) => random(`${seed}/${label}`),
  };
  return r;
}
