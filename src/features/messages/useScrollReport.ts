/**
 * What the feed reports as the reader scrolls, by the reading rules of model/feed-reading.ts:
 * whether the view is at the bottom, the place to remember, the row at the top edge, the rows
 * seen; and the message text at the top of the view, which must stay put when history arrives
 * above it. Reported a frame after scrolling, on coming back to the tab, and when rows change.
 */
import type { Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { atEnd, readingPosition, seenRows } from '../../model/feed-reading';
import { type FeedScrollOptions, textInRow, textOffset } from './feed-scroll';

/** A message's text at the top of the view: its height on screen and within its row. */
export interface TopText {
  id: number;
  offset: number;
  within: number;
}

type Feed = Virtualizer<HTMLDivElement, HTMLDivElement>;

export function useScrollReport(
  scrollRef: RefObject<HTMLDivElement | null>,
  v: Feed,
  latest: RefObject<FeedScrollOptions>,
) {
  const [atBottom, setAtBottom] = useState(true);
  const topText = useRef<TopText | undefined>(undefined);
  const report = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const view = { top: el.scrollTop, height: el.clientHeight };
    const bottom = atEnd(el.scrollHeight, view);
    setAtBottom(bottom);
    const top = v.getVirtualItemForOffset(el.scrollTop);
    if (top) {
      const id = Number(top.key);
      const offset = textOffset(el, id);
      const within = textInRow(el, top.index, id);
      topText.current =
        offset === undefined || within === undefined ? undefined : { id, offset, within };
    }
    const o = latest.current;
    const position = readingPosition(bottom, o.foundNewest, top, view);
    if (position) o.onPosition(position);
    const edge = v.getVirtualItemForOffset(el.scrollTop + 1);
    o.onTopRow?.(
      edge && el.scrollTop > 0 ? Number(edge.key) : undefined,
      edge ? edge.start < el.scrollTop : false,
    );
    o.onSeen(seenRows(v.getVirtualItems(), view));
  }, [v, scrollRef, latest]);
  return { atBottom, topText, report };
}

export function useReportWhenMoved(
  scrollRef: RefObject<HTMLDivElement | null>,
  report: () => void,
  opened: RefObject<boolean>,
  /** Rows laid out, and the rows' total height: a change there changes what is seen. */
  count: number,
  total: number,
) {
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
  }, [report, scrollRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when rows or their sizes change
  useEffect(() => {
    if (!opened.current) return;
    const frame = requestAnimationFrame(report);
    return () => cancelAnimationFrame(frame);
  }, [total, count, report]);
}
