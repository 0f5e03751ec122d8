/**
 * The rows the feed lays out: a slice of the narrow's window (see slice.ts) around where the
 * feed opened, moved as the reader nears its ends. Returns the rows' message IDs and the
 * index of the first one in the whole window.
 */
import { useMemo, useState } from 'react';
import type { Opening } from '../../model/feed-reading';
import { type Slice, sliceAround, sliceDown, sliceRange, sliceUp } from '../../model/feed-slice';
import { sortedIndex } from '../../store';

export interface FeedRows {
  rows: readonly number[];
  /** Index in the window of rows[0]. */
  offset: number;
  atWindowStart: boolean;
  /** Moves the slice a step; false when it already touches that end of the window. */
  move(edge: 'top' | 'bottom'): boolean;
  /** A slice that reaches the newest message (for "Jump to latest"). */
  toEnd(): void;
}

function targetIndex(ids: readonly number[], opening: Opening): number {
  if (opening.kind === 'bottom') return ids.length - 1;
  const i = sortedIndex(ids, opening.id);
  return ids[i] === opening.id ? i : ids.length - 1;
}

export function useFeedRows(ids: readonly number[], opening: Opening | undefined): FeedRows {
  const [slice, setSlice] = useState<Slice>();
  let current = slice;
  if (!current && opening && ids.length > 0) {
    current = sliceAround(ids, targetIndex(ids, opening));
    setSlice(current);
  }
  const [start, end] = current ? sliceRange(ids, current) : [0, 0];
  // The window's ID list grows in place, so its length is part of what the rows depend on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const rows = useMemo(() => ids.slice(start, end), [ids, ids.length, start, end]);
  return {
    rows,
    offset: start,
    atWindowStart: start === 0,
    move(edge) {
      if (!current) return false;
      const next = edge === 'top' ? sliceUp(ids, current) : sliceDown(ids, current);
      if (next) setSlice(next);
      return next !== undefined;
    },
    toEnd: () => setSlice(sliceAround(ids, ids.length - 1)),
  };
}
