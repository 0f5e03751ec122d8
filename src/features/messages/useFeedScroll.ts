/**
 * The feed's scrolling: a virtualized list (TanStack Virtual) that keeps the reader's place
 * when older pages or taller rows arrive above (anchorTo 'end'; useHoldPlace), follows new
 * messages only when the reader is at the bottom of a window that reaches the newest message,
 * opens at a given position, reports where the reader is (useScrollReport), and asks for more
 * history near either end.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { edgesNear } from '../../model/feed-reading';
import { mainViewShown } from '../common/main-view-shown';
import { usePaintedSteps } from '../common/useAfterPaint';
import { type FeedScroll, type FeedScrollOptions, firstOffset, holdScroll } from './feed-scroll';
import { FLOATING_BAR_HEIGHT } from './row-height';
import { useHoldOnPrepend, useKeepBottomEdge } from './useHoldPlace';
import { useReportWhenMoved, useScrollReport } from './useScrollReport';

/**
 * Rows laid out beyond the screen on each side, by the paints since the rows came: none in the
 * first frame, then at most two more a side per step (a row is drawn, sanitized and measured in
 * 2-5 ms; four more a side took a step of 30-40 ms).
 */
const OVERSCAN = [0, 1, 2, 3, 4, 6, 8];

export function useFeedScroll(o: FeedScrollOptions): FeedScroll {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Follow appended rows only if the window already reached the newest message before they
  // came: a page of newer history must not carry the reader to its end.
  const followRef = useRef(o.foundNewest);
  // The list starts where it opens, known when the feed mounts with its window: a remembered
  // place exactly (rows measured above it never move the reader), else a guess.
  const startOffset = useRef<number | undefined>(undefined);
  if (startOffset.current === undefined && o.initial && o.count > 0) {
    startOffset.current = firstOffset(o, o.initial, window.innerHeight, FLOATING_BAR_HEIGHT);
  }
  // The first frame with rows renders only those on screen; those just beyond come after it,
  // a few more after each paint (each row's content is sanitized and measured as it mounts):
  // all at once they held the frames after the first for a task of 20-30 ms.
  const step = usePaintedSteps(o.count > 0, OVERSCAN.length - 1);
  const painted = step > 0;
  useEffect(() => {
    if (painted) mainViewShown();
  }, [painted]);
  const opened = useRef(false);
  const v = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    // Off until the window's rows are there: the virtualizer reads its initial offset once,
    // when first on, and a feed mounts before its window when that is still being fetched.
    enabled: o.count > 0 || opened.current,
    count: o.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: o.estimate,
    getItemKey: o.keyAt,
    overscan: OVERSCAN[step],
    initialMeasurementsCache: o.measured,
    initialOffset: () => startOffset.current ?? 0,
    initialRect: { width: 0, height: window.innerHeight },
    paddingStart: o.paddingStart,
    scrollPaddingStart: FLOATING_BAR_HEIGHT,
    paddingEnd: o.paddingEnd,
    anchorTo: 'end',
    followOnAppend: followRef.current,
  });
  followRef.current = o.foundNewest;
  const latest = useRef(o);
  latest.current = o;
  const { atBottom, topText, report } = useScrollReport(scrollRef, v, latest);

  // Open at the requested place once the window's rows exist; a remembered place is held for
  // the first frames, while the rows around it are measured.
  useLayoutEffect(() => {
    const at = o.initial;
    if (opened.current || at === undefined || o.count === 0) return;
    opened.current = true;
    const index = at.kind === 'bottom' ? -1 : o.indexOf(at.id);
    if (at.kind === 'bottom' || index < 0) v.scrollToEnd();
    else if (at.kind === 'message') v.scrollToIndex(index, { align: at.align });
    else {
      if (startOffset.current === undefined) v.scrollToIndex(index, { align: 'start' });
      const start = () => v.measurementsCache[latest.current.indexOf(at.id)]?.start;
      const el = scrollRef.current;
      if (el) holdScroll(el, () => (start() === undefined ? undefined : start()! - at.offset));
    }
  });
  useHoldOnPrepend(scrollRef, v, latest, topText, opened);

  // Ask for more history near either end, and say what is on screen, after each change.
  const items = v.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page in the window may allow another step
  useEffect(() => {
    if (!opened.current || o.count === 0) return;
    for (const edge of edgesNear(first, last, o.count)) latest.current.onNearEdge(edge);
  }, [first, last, o.count, o.total]);
  useReportWhenMoved(scrollRef, report, opened, o.count, v.getTotalSize());
  useKeepBottomEdge(scrollRef, v, opened);

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
