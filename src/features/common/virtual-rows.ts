/**
 * What the long lists (People, Inbox) share: rows virtualized, so the page holds a screenful of
 * them whatever the organization's size, and keys that walk every row, not only those in the
 * page. Rows have fixed heights, so their places are sums: no measuring, and no virtualizer
 * library in the main view's JS (the feed's is a chunk of its own). A row is an element with
 * `data-index` holding one control marked `data-row` (a link or button); ArrowUp/ArrowDown,
 * Home/End and PageUp/PageDown (and j/k if asked; the table is row-keys.ts) move the focus
 * between rows, scrolling the next into the page first. The focused row stays in the page while
 * it scrolls out of view, so the focus is never lost. Tab works too: a focused row scrolls into
 * view, which brings the next rows into the page.
 */
import {
  type Key,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { rowStep, stepTo } from './row-keys';

/** Lists this short are laid out whole: cheap, and every row is in the page (find in page, tests). */
export const LAID_OUT_WHOLE = 200;

export interface VirtualRowsOptions {
  count: number;
  /**
   * Each row's height in pixels (rows have fixed heights in CSS): one for all, or by row. One
   * for all is placed by arithmetic: nothing made per row of 10,000 on every render.
   */
  size: number | ((index: number) => number);
  scroller: RefObject<HTMLElement | null>;
  /** The element holding the rows (where the keys are listened to), inside the scroller. */
  list: RefObject<HTMLElement | null>;
  /** j and k move too (the Inbox, as Zulip's). */
  letters?: boolean;
  /** Up to how many rows the list is laid out whole (LAID_OUT_WHOLE): fewer for heavy rows. */
  wholeUpTo?: number;
  /**
   * Each row's key (as React's): the focused row is kept in the page by it, so that rows coming
   * or going above it while it is out of view do not put another in its place (and its focus
   * out of the page).
   */
  keyOf?: (index: number) => Key;
}

export interface VirtualRows {
  /** The rows to put in the page, each with its offset from the list's top. */
  rows: { index: number; start: number }[];
  /** The list's whole height. */
  height: number;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  /** Focuses a row, scrolling it into the page first. */
  focusRow(index: number): void;
}

const rowAt = (list: HTMLElement | null, index: number) =>
  list?.querySelector<HTMLElement>(`[data-index="${index}"] [data-row]`) ?? null;

const indexOf = (el: Element | null) => {
  const row = el?.closest<HTMLElement>('[data-index]');
  return row ? Number(row.dataset.index) : -1;
};

/** Where rows start: `at(i)` is row i's start, `at(count)` the list's end. */
interface Offsets {
  at(index: number): number;
  /** The first index whose row ends below `y` (0 to count). */
  firstBelow(y: number): number;
}

function fixedOffsets(count: number, size: number): Offsets {
  return {
    at: (index) => index * size,
    firstBelow: (y) => Math.min(count, Math.max(0, Math.floor(y / size))),
  };
}

/** Each row's start, then the list's end: plain numbers (row objects only for those shown). */
function summedOffsets(count: number, size: (index: number) => number): Offsets {
  const offsets = new Array<number>(count + 1);
  let start = 0;
  for (let index = 0; index < count; index++) {
    offsets[index] = start;
    start += size(index);
  }
  offsets[count] = start;
  return {
    at: (index) => offsets[index]!,
    firstBelow(y) {
      let lo = 0;
      let hi = count;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (offsets[mid + 1]! > y) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
  };
}

const rowsBetween = (offsets: Offsets, first: number, last: number) => {
  const rows: { index: number; start: number }[] = [];
  for (let index = first; index <= last; index++) rows.push({ index, start: offsets.at(index) });
  return rows;
};

/** Rows drawn beyond each edge of the scroller's view, in pixels. */
const OVERSCAN = 320;

export function useVirtualRows(o: VirtualRowsOptions): VirtualRows {
  // The scroller may be a parent's element (the People sidebar), whose ref is set only after
  // this component's layout effects: render once more then.
  const [, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Where the list starts inside the scroller (below whatever comes first there), and the part
  // of the scroller in view.
  const margin = useRef(0);
  const [view, setView] = useState({ top: 0, height: 0 });
  const box = o.scroller.current;
  useLayoutEffect(() => {
    const list = o.list.current;
    if (!list || !box) return;
    const measure = () => {
      margin.current =
        list.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
      const next = { top: box.scrollTop, height: box.clientHeight };
      setView((v) => (v.top === next.top && v.height === next.height ? v : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [box, o.list]);
  // The focused row, kept in the page (found again by its key when rows come or go); and the
  // row to focus once it is there.
  const focused = useRef(-1);
  const focusedKey = useRef<Key | undefined>(undefined);
  const keyOf = useRef(o.keyOf);
  keyOf.current = o.keyOf;
  const pending = useRef(-1);

  useLayoutEffect(() => {
    const list = o.list.current;
    if (!list) return;
    const onFocus = (e: FocusEvent) => {
      focused.current = indexOf(e.target as Element);
      focusedKey.current = focused.current >= 0 ? keyOf.current?.(focused.current) : undefined;
    };
    const onBlur = (e: FocusEvent) => {
      if (!list.contains(e.relatedTarget as Node | null)) {
        focused.current = -1;
        focusedKey.current = undefined;
      }
    };
    list.addEventListener('focusin', onFocus);
    list.addEventListener('focusout', onBlur);
    return () => {
      list.removeEventListener('focusin', onFocus);
      list.removeEventListener('focusout', onBlur);
    };
  }, [o.list]);

  // After a render that brought the row asked for into the page: focus it.
  useLayoutEffect(() => {
    if (pending.current < 0) return;
    const row = rowAt(o.list.current, pending.current);
    if (!row) return;
    pending.current = -1;
    row.focus();
  });

  const size = o.size;
  const sizeOf = typeof size === 'number' ? () => size : size;
  const offsets =
    typeof size === 'number' ? fixedOffsets(o.count, size) : summedOffsets(o.count, size);
  const height = offsets.at(o.count);

  /** Scrolls the least that brings a row into view. */
  const scrollTo = (index: number) => {
    if (!box) return;
    const start = margin.current + offsets.at(index);
    const end = start + sizeOf(index);
    if (start < box.scrollTop) box.scrollTop = start;
    else if (end > box.scrollTop + box.clientHeight) box.scrollTop = end - box.clientHeight;
  };

  const focusRow = (index: number) => {
    focused.current = index;
    focusedKey.current = o.keyOf?.(index);
    scrollTo(index);
    const row = rowAt(o.list.current, index);
    if (row) row.focus();
    else {
      pending.current = index;
      // The scroll event renders the rows now in view; this makes sure of it.
      if (box) setView({ top: box.scrollTop, height: box.clientHeight });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A key a row's own menu (a portal, whose events bubble here through React) has used.
    if (o.count === 0 || event.defaultPrevented) return;
    if (!event.currentTarget.contains(event.target as Node)) return;
    const step = rowStep(event, o.letters);
    if (!step) return;
    const page = Math.max(1, Math.floor((box?.clientHeight ?? 0) / sizeOf(0)) - 1);
    event.preventDefault();
    focusRow(stepTo(step, indexOf(document.activeElement), o.count, page));
  };

  // A short list is laid out whole, whatever the scroller measures.
  if (o.count <= (o.wholeUpTo ?? LAID_OUT_WHOLE))
    return { rows: rowsBetween(offsets, 0, o.count - 1), height, onKeyDown, focusRow };
  const top = view.top - margin.current;
  const first = Math.min(offsets.firstBelow(top - OVERSCAN), o.count - 1);
  const last = Math.min(offsets.firstBelow(top + view.height + OVERSCAN), o.count - 1);
  const rows = rowsBetween(offsets, first, last);
  const wanted = focusedKey.current;
  const was = focused.current;
  const moved = !(was >= 0 && was < o.count && o.keyOf?.(was) === wanted);
  if (wanted !== undefined && o.keyOf && moved) {
    focused.current = -1;
    for (let index = 0; index < o.count; index++) {
      if (o.keyOf(index) === wanted) {
        focused.current = index;
        break;
      }
    }
  }
  const keep = focused.current;
  if (keep >= 0 && keep < o.count && (keep < first || keep > last)) {
    rows.push({ index: keep, start: offsets.at(keep) });
    rows.sort((a, b) => a.index - b.index);
  }
  return { rows, height, onKeyDown, focusRow };
}
