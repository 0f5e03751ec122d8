/**
 * What the long lists (People, Inbox) share: rows virtualized by @tanstack/react-virtual, so the
 * page holds a screenful of them whatever the organization's size, and keys that walk every row,
 * not only those in the page. A row is an element with `data-index` holding one control marked
 * `data-row` (a link or button); ArrowUp/ArrowDown, Home/End and PageUp/PageDown move the focus
 * between rows, scrolling the next into the page first. The focused row stays in the page while
 * it scrolls out of view, so the focus is never lost. Tab works too: a focused row scrolls into
 * view, which brings the next rows into the page.
 */
import {
  defaultRangeExtractor,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Lists this short are laid out whole: cheap, and every row is in the page (find in page, tests). */
export const LAID_OUT_WHOLE = 200;

export interface VirtualRowsOptions {
  count: number;
  /** Each row's height in pixels (rows have fixed heights in CSS). */
  size(index: number): number;
  scroller: RefObject<HTMLElement | null>;
  /** The element holding the rows (where the keys are listened to), inside the scroller. */
  list: RefObject<HTMLElement | null>;
}

export interface VirtualRows {
  virtualizer: Virtualizer<HTMLElement, Element>;
  /** The rows to put in the page, each with its offset from the list's top. */
  rows: { index: number; start: number }[];
  /** The list's whole height. */
  height: number;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

const rowAt = (list: HTMLElement | null, index: number) =>
  list?.querySelector<HTMLElement>(`[data-index="${index}"] [data-row]`) ?? null;

const indexOf = (el: Element | null) => {
  const row = el?.closest<HTMLElement>('[data-index]');
  return row ? Number(row.dataset.index) : -1;
};

function wholeList(count: number, size: (index: number) => number) {
  const rows: { index: number; start: number }[] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    rows.push({ index, start });
    start += size(index);
  }
  return rows;
}

export function useVirtualRows(o: VirtualRowsOptions): VirtualRows {
  // The scroller may be a parent's element (the People sidebar), whose ref is set only after
  // this component's layout effects, where the virtualizer looks for it: render once more then.
  const [, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Where the list starts inside the scroller (below whatever comes first there).
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const list = o.list.current;
    const box = o.scroller.current;
    if (!list || !box) return;
    const top = list.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (Math.abs(top - margin) >= 1) setMargin(top);
  });
  // The focused row, kept in the page; and the row to focus once it is there.
  const focused = useRef(-1);
  const pending = useRef(-1);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = focused.current;
    if (keep < 0 || keep >= range.count || indexes.includes(keep)) return indexes;
    return [...indexes, keep].sort((a, b) => a - b);
  }, []);
  const virtualizer = useVirtualizer({
    count: o.count,
    getScrollElement: () => o.scroller.current,
    estimateSize: o.size,
    overscan: 10,
    scrollMargin: margin,
    rangeExtractor,
  });

  useLayoutEffect(() => {
    const list = o.list.current;
    if (!list) return;
    const onFocus = (e: FocusEvent) => {
      focused.current = indexOf(e.target as Element);
    };
    const onBlur = (e: FocusEvent) => {
      if (!list.contains(e.relatedTarget as Node | null)) focused.current = -1;
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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const count = o.count;
    if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const at = indexOf(document.activeElement);
    const page = Math.max(1, Math.floor((o.scroller.current?.clientHeight ?? 0) / o.size(0)) - 1);
    const next: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: count - 1,
      PageDown: at + page,
      PageUp: at - page,
    };
    if (!(event.key in next)) return;
    const target = Math.min(count - 1, Math.max(0, next[event.key]!));
    event.preventDefault();
    focused.current = target;
    virtualizer.scrollToIndex(target, { align: 'auto' });
    const row = rowAt(o.list.current, target);
    if (row) row.focus();
    else pending.current = target;
  };

  // A short list is laid out whole from the rows' heights, whatever the scroller measures.
  const whole = o.count <= LAID_OUT_WHOLE;
  const rows = whole
    ? wholeList(o.count, o.size)
    : virtualizer.getVirtualItems().map((v) => ({ index: v.index, start: v.start - margin }));
  const height = whole ? rows.reduce((h, r) => h + o.size(r.index), 0) : virtualizer.getTotalSize();
  return { virtualizer, rows, height, onKeyDown };
}
