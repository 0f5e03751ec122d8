/**
 * The feed's scrolling: a virtualized list (TanStack Virtual) that keeps the reader's place
 * when older pages or taller rows arrive above (anchorTo 'end'), follows new messages only when
 * the reader is at the bottom of a window that reaches the newest message, opens at a given
 * position, reports where the reader is, and asks for more history near either end.
 */
import { useVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Opening, Position } from '../../model/feed-reading';

export interface FeedScrollOptions {
  /** Row heights measured in an earlier visit, so positions are exact when coming back. */
  measured: VirtualItem[];
  /** Rows laid out, and messages in the whole window (a change there may make room to fetch). */
  count: number;
  total: number;
  keyAt(index: number): number;
  indexOf(id: number): number;
  estimate(index: number): number;
  foundNewest: boolean;
  /** Room above the first row (the feed's header) and below the last. */
  paddingStart: number;
  paddingEnd: number;
  /** Where to open, once the window is there; later changes are ignored. */
  initial: Opening | undefined;
  onPosition(position: Position): void;
  /** The row at the top edge, and whether its top is scrolled out of view. */
  onTopRow?(id: number | undefined, cut: boolean): void;
  onNearEdge(edge: 'top' | 'bottom'): void;
  /** After scrolling settles or the rows change: the rows fully or mostly on screen. */
  onSeen(ids: number[]): void;
}

export interface FeedScroll {
  scrollRef: React.RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, HTMLDivElement>;
  atBottom: boolean;
  scrollToBottom(): void;
  scrollToId(id: number): void;
}

const EDGE_ROWS = 10;
const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export function useFeedScroll(o: FeedScrollOptions): FeedScroll {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Follow appended rows only if the window already reached the newest message before they
  // came: a page of newer history must not carry the reader to its end.
  const followRef = useRef(o.foundNewest);
  // A remembered place is known when the feed mounts with its window: the list starts there,
  // so rows measured above it never move the reader.
  const startOffset = useRef<number | undefined>(undefined);
  if (startOffset.current === undefined && o.initial?.kind === 'exact' && o.count > 0) {
    startOffset.current = offsetOf(o, o.initial.id) - o.initial.offset;
  }
  const v = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: o.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: o.estimate,
    getItemKey: o.keyAt,
    overscan: 8,
    initialMeasurementsCache: o.measured,
    initialOffset: () => startOffset.current ?? 0,
    paddingStart: o.paddingStart,
    paddingEnd: o.paddingEnd,
    anchorTo: 'end',
    followOnAppend: followRef.current,
  });
  followRef.current = o.foundNewest;
  const [atBottom, setAtBottom] = useState(true);
  const opened = useRef(false);
  // The message at the top of the view and how far its text is from the view's top, as last
  // seen: what the reader is reading, which must stay put when history arrives above it.
  const topRow = useRef<{ id: number; offset: number; within: number } | undefined>(undefined);
  const latest = useRef(o);
  latest.current = o;

  const report = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < 4;
    setAtBottom(bottom);
    const top = v.getVirtualItemForOffset(el.scrollTop);
    if (top) {
      const id = Number(top.key);
      const offset = textOffset(el, id);
      const within = textInRow(el, top.index, id);
      topRow.current =
        offset === undefined || within === undefined ? undefined : { id, offset, within };
    }
    const position: Position | undefined =
      bottom && latest.current.foundNewest
        ? 'bottom'
        : top
          ? { id: Number(top.key), offset: top.start - el.scrollTop }
          : undefined;
    if (position) latest.current.onPosition(position);
    const edge = v.getVirtualItemForOffset(el.scrollTop + 1);
    latest.current.onTopRow?.(
      edge && el.scrollTop > 0 ? Number(edge.key) : undefined,
      edge ? edge.start < el.scrollTop : false,
    );
    const seen: number[] = [];
    const viewTop = el.scrollTop;
    const viewBottom = viewTop + el.clientHeight;
    for (const item of v.getVirtualItems()) {
      const fits = item.end <= viewBottom + 2 && item.end > viewTop;
      const tallAndShown =
        item.size > el.clientHeight && item.start < viewBottom && item.end > viewTop;
      if (fits || tallAndShown) seen.push(Number(item.key));
    }
    latest.current.onSeen(seen);
  }, [v]);

  // Open at the requested place once the window's rows exist.
  useLayoutEffect(() => {
    const initial = o.initial;
    if (opened.current || initial === undefined || o.count === 0) return;
    opened.current = true;
    const index = initial.kind === 'bottom' ? -1 : o.indexOf(initial.id);
    if (initial.kind === 'bottom' || index < 0) v.scrollToEnd();
    else if (initial.kind === 'message') v.scrollToIndex(index, { align: initial.align });
    else {
      if (startOffset.current === undefined) v.scrollToIndex(index, { align: 'start' });
      settle(initial.id, initial.offset);
    }
  });

  /**
   * Holds a row at a height for the first frames, while rows around it are measured (the
   * virtualizer leaves the list's first scroll where it was written); any input from the
   * reader ends it at once.
   */
  const settle = (id: number, offset: number) => {
    const el = scrollRef.current;
    if (!el) return;
    let frames = 0;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of INPUT_EVENTS) el.removeEventListener(type, stop);
    };
    for (const type of INPUT_EVENTS) el.addEventListener(type, stop, { passive: true, once: true });
    const step = () => {
      const start = v.measurementsCache[latest.current.indexOf(id)]?.start;
      if (start !== undefined && Math.abs(el.scrollTop - (start - offset)) > 1) {
        el.scrollTop = start - offset;
      }
      if (++frames < 30) frame = requestAnimationFrame(step);
      else stop();
    };
    frame = requestAnimationFrame(step);
  };

  // An older page arrived above: the virtualizer keeps the top row by the new rows' estimated
  // heights, and the row itself may lose its recipient bar and sender line, so hold the text
  // the reader was reading in place while the new rows are measured.
  const firstKey = o.count > 0 ? o.keyAt(0) : undefined;
  const previousFirstKey = useRef(firstKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first row changes
  useLayoutEffect(() => {
    const before = previousFirstKey.current;
    previousFirstKey.current = firstKey;
    const top = topRow.current;
    if (!opened.current || before === undefined || before === firstKey || !top) return;
    if (latest.current.indexOf(before) > 0) holdText(top);
  }, [firstKey]);

  /** Like `settle`, by the message text's place on screen rather than its row's. */
  const holdText = ({
    id,
    offset,
    within: before,
  }: {
    id: number;
    offset: number;
    within: number;
  }) => {
    const el = scrollRef.current;
    if (!el) return;
    let frames = 0;
    let frame = 0;
    let within = before;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of INPUT_EVENTS) el.removeEventListener(type, stop);
    };
    for (const type of INPUT_EVENTS) el.addEventListener(type, stop, { passive: true, once: true });
    const step = () => {
      const index = latest.current.indexOf(id);
      const start = v.measurementsCache[index]?.start;
      if (start !== undefined) {
        // Where the text sits in its row, once the row is on the page; the scroll position
        // follows from the row's start (the virtualizer's), not from where the DOM is now.
        within = textInRow(el, index, id) ?? within;
        const target = start + within - offset;
        if (Math.abs(el.scrollTop - target) > 1) el.scrollTop = target;
      }
      if (++frames < 30) frame = requestAnimationFrame(step);
      else stop();
    };
    frame = requestAnimationFrame(step);
  };

  // Ask for more history near either end, and say what is on screen, after each change.
  const items = v.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page in the window may allow another step
  useEffect(() => {
    if (!opened.current || o.count === 0) return;
    if (first < EDGE_ROWS) latest.current.onNearEdge('top');
    if (last >= o.count - EDGE_ROWS) latest.current.onNearEdge('bottom');
  }, [first, last, o.count, o.total]);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(report);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('focus', onScroll);
    document.addEventListener('visibilitychange', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      window.removeEventListener('focus', onScroll);
      document.removeEventListener('visibilitychange', onScroll);
    };
  }, [report]);

  // When the feed's box changes height (compose opens or closes, a banner, a phone's keyboard),
  // what sat at its bottom edge stays there: a chat reads from the bottom.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    // Kept as a place in the content, not a change of scrollTop: at the bottom, a taller box
    // has already been clamped by the browser before the observer hears of it.
    let bottomEdge = el.scrollTop + el.clientHeight;
    const onScroll = () => {
      bottomEdge = el.scrollTop + el.clientHeight;
    };
    let height = el.clientHeight;
    const observer = new ResizeObserver(() => {
      if (height === el.clientHeight) return;
      height = el.clientHeight;
      if (opened.current) el.scrollTop = bottomEdge - el.clientHeight;
      onScroll();
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(el);
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Rows that change height or arrive also change what is seen.
  const total = v.getTotalSize();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when rows or their sizes change
  useEffect(() => {
    if (!opened.current) return;
    const frame = requestAnimationFrame(report);
    return () => cancelAnimationFrame(frame);
  }, [total, o.count, report]);

  return {
    scrollRef,
    virtualizer: v,
    atBottom,
    scrollToBottom: () => v.scrollToEnd(),
    scrollToId: (id) => {
      const index = latest.current.indexOf(id);
      if (index >= 0) v.scrollToIndex(index, { align: 'center' });
    },
  };
}

const textOf = (el: HTMLElement, id: number) =>
  el.querySelector(`article[data-message-id="${id}"] .message-content`);

/** How far a message's text is below the top of the feed's viewport, if it is rendered. */
function textOffset(el: HTMLElement, id: number): number | undefined {
  const text = textOf(el, id);
  return text ? text.getBoundingClientRect().top - el.getBoundingClientRect().top : undefined;
}

/** How far a message's text is below the top of its row, if it is rendered. */
function textInRow(el: HTMLElement, index: number, id: number): number | undefined {
  const row = el.querySelector(`.feed-row[data-index="${index}"]`);
  const text = textOf(el, id);
  if (!row || !text || !row.contains(text)) return undefined;
  return text.getBoundingClientRect().top - row.getBoundingClientRect().top;
}

/** Where a row starts, from remembered heights where there are some and estimates elsewhere. */
function offsetOf(o: FeedScrollOptions, id: number): number {
  const sizes = new Map(o.measured.map((m) => [m.key, m.size]));
  const end = o.indexOf(id);
  let offset = o.paddingStart;
  for (let i = 0; i < end; i++) offset += sizes.get(o.keyAt(i)) ?? o.estimate(i);
  return offset;
}
