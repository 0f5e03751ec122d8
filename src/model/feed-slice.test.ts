import { describe, expect, it } from 'vitest';
import { SLICE_MAX, SLICE_STEP, sliceAround, sliceDown, sliceRange, sliceUp } from './feed-slice';

const window = (n: number) => Array.from({ length: n }, (_, i) => (i + 1) * 10);

describe('feed slices', () => {
  const ids = window(5000);

  it('opens around a row, reaching the end when it is near', () => {
    expect(sliceRange(ids, sliceAround(ids, 4990))).toEqual([5000 - SLICE_MAX, 5000]);
    expect(sliceAround(ids, 4990).to).toBe('end');
    expect(sliceRange(ids, sliceAround(ids, 2000))).toEqual([
      2000 - SLICE_STEP,
      2000 - SLICE_STEP + SLICE_MAX,
    ]);
    expect(sliceRange(ids, sliceAround(ids, 3))).toEqual([0, SLICE_MAX]);
    expect(sliceRange(window(40), sliceAround(window(40), 20))).toEqual([0, 40]);
  });

  it('moves up and down by a step, never holding more than the maximum', () => {
    const s = sliceAround(ids, 2000);
    const up = sliceUp(ids, s)!;
    const [a, b] = sliceRange(ids, up);
    expect(a).toBe(2000 - 2 * SLICE_STEP);
    expect(b - a).toBe(SLICE_MAX);
    const down = sliceDown(ids, s)!;
    const [c, d] = sliceRange(ids, down);
    expect(d).toBe(2000 - SLICE_STEP + SLICE_MAX + SLICE_STEP);
    expect(d - c).toBe(SLICE_MAX);
  });

  it('stops at the window ends', () => {
    expect(sliceUp(ids, sliceAround(ids, 0))).toBeUndefined();
    expect(sliceDown(ids, sliceAround(ids, 4999))).toBeUndefined();
  });

  it('stays on its messages when a page of history is added, and follows new ones at the end', () => {
    const s = sliceAround(ids, 4999);
    const older = [...window(100).map((x) => x / 100), ...ids];
    expect(sliceRange(older, s)).toEqual([100 + 5000 - SLICE_MAX, 100 + 5000]);
    const newer = [...ids, 50_010, 50_020];
    expect(sliceRange(newer, s)).toEqual([5000 - SLICE_MAX, 5002]);
  });

  it('keeps local echoes (negative IDs, last) inside a slice that reaches the end', () => {
    const withEcho = [...window(10), -1];
    expect(sliceRange(withEcho, sliceAround(withEcho, 10))).toEqual([0, 11]);
  });

  it('a slice opened on an echo alone keeps the message that replaces it', () => {
    const s = sliceAround([-1], 0);
    expect(sliceRange([-1], s)).toEqual([0, 1]);
    expect(sliceRange([501], s)).toEqual([0, 1]);
  });
});
