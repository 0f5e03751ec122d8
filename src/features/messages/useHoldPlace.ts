/**
 * The feed keeps what the reader reads where it is on screen: when history arrives above it
 * (the top row's text is held while the new rows are measured), and when the feed's box changes
 * height (compose opens or closes, a banner, a phone's keyboard), what sat at its bottom edge
 * stays there: a chat reads from the bottom.
 */
import type { Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { type FeedScrollOptions, holdScroll, textInRow } from './feed-scroll';

import type { TopText } from './useScrollReport';

/**
 * An older page arrived above: the virtualizer keeps the top row by the new rows' estimated
 * heights, and the row itself may lose its recipient bar and sender line, so the text the
 * reader was reading is held in place, by where it sits in its row once on the page.
 */
export function useHoldOnPrepend(
  scrollRef: RefObject<HTMLDivElement | null>,
  v: Virtualizer<HTMLDivElement, HTMLDivElement>,
  latest: RefObject<FeedScrollOptions>,
  topText: RefObject<TopText | undefined>,
  opened: RefObject<boolean>,
) {
  const { count, keyAt } = latest.current;
  const firstKey = count > 0 ? keyAt(0) : undefined;
  const previousFirstKey = useRef(firstKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first row changes
  useLayoutEffect(() => {
    const before = previousFirstKey.current;
    previousFirstKey.current = firstKey;
    const top = topText.current;
    const el = scrollRef.current;
    if (!opened.current || before === undefined || before === firstKey || !top || !el) return;
    if (latest.current.indexOf(before) <= 0) return;
    let within = top.within;
    holdScroll(el, () => {
      const index = latest.current.indexOf(top.id);
      const start = v.measurementsCache[index]?.start;
      if (start === undefined) return undefined;
      // The scroll position follows from the row's start (the virtualizer's), not the DOM's.
      within = textInRow(el, index, top.id) ?? within;
      return start + within - top.offset;
    });
  }, [firstKey]);
}

export function useKeepBottomEdge(
  scrollRef: RefObject<HTMLDivElement | null>,
  v: Virtualizer<HTMLDivElement, HTMLDivElement>,
  opened: RefObject<boolean>,
) {
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    // Kept as a place in the content, not a change of scrollTop: at the bottom, a taller box
    // has already been clamped by the browser before the observer hears of it.
    let bottomEdge = el.scrollTop + el.clientHeight;
    let height = el.clientHeight;
    const onScroll = () => {
      // Heard after the box changed height but before the observer: a scroll written in that
      // frame (the virtualizer following the end by the height it knew) is not the reader's
      // place, and the observer puts the bottom edge back where it was.
      if (el.clientHeight !== height) return;
      bottomEdge = el.scrollTop + el.clientHeight;
    };
    const observer = new ResizeObserver(() => {
      if (height === el.clientHeight) return;
      height = el.clientHeight;
      // Through the virtualizer, which may be moving the scroll position itself (rows above
      // resized in the same frame): a write behind its back would be undone by its next one.
      // As a place, not a step: a step is added to the offset the virtualizer last wrote, which
      // the browser may have clamped (at the bottom), so the edge landed that much off.
      if (opened.current) v.scrollToOffset(bottomEdge - el.clientHeight);
      onScroll();
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(el);
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, [scrollRef, v, opened]);
}
