/**
 * Which part of a narrow's window the feed lays out. A window may hold 50,000 messages, and the
 * virtualizer's bookkeeping is linear in what it is given, so it is given a slice of at most
 * SLICE_MAX rows around the reader, which moves by SLICE_STEP rows as the reader nears either
 * end (the far end trimmed). Bounds are message IDs, so a page of history added to the window
 * leaves the slice where it was; `to: 'end'` follows new messages as they arrive.
 */
import { sortedIndex } from '../store/windows';

export const SLICE_MAX = 1500;
export const SLICE_STEP = 500;

export interface Slice {
  from: number;
  to: number | 'end';
}

/** The slice's rows as indices into the window: [start, end). */
export function sliceRange(ids: readonly number[], slice: Slice): [number, number] {
  const start = sortedIndex(ids, slice.from);
  if (slice.to === 'end') return [start, ids.length];
  const at = sortedIndex(ids, slice.to);
  return [start, Math.min(ids.length, ids[at] === slice.to ? at + 1 : at)];
}

const bounds = (ids: readonly number[], start: number, end: number): Slice => ({
  // A local echo (negative ID) goes when the server's message replaces it: never a bound.
  from: Math.max(0, ids[start] ?? 0),
  to: end >= ids.length ? 'end' : ids[end - 1]!,
});

/** A slice around one row, reaching the end when the row is near it. */
export function sliceAround(ids: readonly number[], index: number): Slice {
  const end = Math.min(ids.length, Math.max(index + SLICE_MAX - SLICE_STEP, SLICE_MAX));
  const start = Math.max(0, Math.min(index - SLICE_STEP, end - SLICE_MAX));
  return bounds(ids, start, end);
}

/** The slice moved up by a step (its bottom trimmed), or undefined at the window's first row. */
export function sliceUp(ids: readonly number[], slice: Slice): Slice | undefined {
  const [start, end] = sliceRange(ids, slice);
  if (start === 0) return undefined;
  const from = Math.max(0, start - SLICE_STEP);
  return bounds(ids, from, Math.min(end, from + SLICE_MAX));
}

/** The slice moved down by a step (its top trimmed), or undefined at the window's last row. */
export function sliceDown(ids: readonly number[], slice: Slice): Slice | undefined {
  const [start, end] = sliceRange(ids, slice);
  if (end >= ids.length) return undefined;
  const to = Math.min(ids.length, end + SLICE_STEP);
  return bounds(ids, Math.max(start, to - SLICE_MAX), to);
}
