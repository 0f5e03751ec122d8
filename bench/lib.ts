/** Small helpers shared by the benchmarks: timing, medians, and the results file. */
import fs from 'node:fs';
import path from 'node:path';

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}

/** Milliseconds `fn` takes, after `setup` (untimed) prepares its input, as the median of `runs`. */
export function timeMedian<T>(runs: number, setup: () => T, fn: (input: T) => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const input = setup();
    const start = performance.now();
    fn(input);
    times.push(performance.now() - start);
  }
  return median(times);
}

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  ratio: number;
  budget: number;
}

/** A row measuring `value` against `baseline` (the ratio is value ÷ baseline), within `budget`. */
export function ratioRow(
  name: string,
  value: number,
  baseline: number,
  budget: number,
  unit = 'ms',
): BenchRow {
  return { name, value, unit, baseline, ratio: value / baseline, budget };
}

export function report(name: string, rows: BenchRow[]): BenchRow[] {
  console.table(
    rows.map((r) => ({
      measure: r.name,
      [`value (${r.unit})`]: Number(r.value.toFixed(2)),
      baseline: Number(r.baseline.toFixed(2)),
      ratio: Number(r.ratio.toFixed(2)),
      budget: r.budget,
      within: r.ratio <= r.budget ? 'yes' : 'NO',
    })),
  );
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(rows, null, 2)}\n`);
  return rows;
}
