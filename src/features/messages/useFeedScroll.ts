/**
 * The feed's scrolling: a virtualized list (TanStack Virtual) that keeps the reader's place
 * when older pages or taller rows arrive above (anchorTo 'end'), follows new messages only when
 * the reader is at the bottom of a window that reaches the newest message, opens at a given
 * position, reports where the reader is, and asks for more history near either end.
 */
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Position } from './reading-positions';

export interface FeedScrollOptions {
  count: number;
  keyAt(index: number): number;
  indexOf(id: number): number;
  estimate(index: number): number;
  foundNewest: boolean;
  /** Room above the first row (the feed's header) and below the last. */
  paddingStart: number;
  paddingEnd: number;
  /** Where to open, once the window is there; later changes are ignored. */
  initial: Position | undefined;
  onPosition(position: Position): void;
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

export function useFeedScroll(o: FeedScrollOptions): FeedScroll {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Follow appended rows only if the window already reached the newest message before they
  // came: a page of newer history must not carry the reader to its end.
  const followRef = useRef(o.foundNewest);
  const v = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: o.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: o.estimate,
    getItemKey: o.keyAt,
    overscan: 8,
    paddingStart: o.paddingStart,
    paddingEnd: o.paddingEnd,
    anchorTo: 'end',
    followOnAppend: followRef.current,
  });
  followRef.current = o.foundNewest;
  const [atBottom, setAtBottom] = useState(true);
  const opened = useRef(false);
  const latest = useRef(o);
  latest.current = o;

  const report = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < 4;
    setAtBottom(bottom);
    const top = v.getVirtualItemForOffset(el.scrollTop);
    const position: Position | undefined =
      bottom && latest.current.foundNewest
        ? 'bottom'
        : top
          ? { id: Number(top.key), offset: top.start - el.scrollTop }
          : undefined;
    if (position) latest.current.onPosition(position);
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
    if (initial === 'bottom') v.scrollToIndex(o.count - 1, { align: 'end' });
    else {
      const index = o.indexOf(initial.id);
      if (index < 0) v.scrollToIndex(o.count - 1, { align: 'end' });
      else if (initial.offset === 0) v.scrollToIndex(index, { align: 'start' });
      else {
        const start = v.getOffsetForIndex(index, 'start')?.[0] ?? 0;
        v.scrollToOffset(Math.max(0, start - initial.offset));
      }
    }
  });

  // Ask for more history near either end, and say what is on screen, after each change.
  const items = v.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (!opened.current || o.count === 0) return;
    if (first < EDGE_ROWS) latest.current.onNearEdge('top');
    if (last >= o.count - EDGE_ROWS) latest.current.onNearEdge('bottom');
  }, [first, last, o.count]);

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
    scrollToBottom: () => v.scrollToIndex(latest.current.count - 1, { align: 'end' }),
    scrollToId: (id) => {
      const index = latest.current.indexOf(id);
      if (index >= 0) v.scrollToIndex(index, { align: 'center' });
    },
  };
}
