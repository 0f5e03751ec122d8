/**
 * How the feed's virtualizer learns sizes without laying the page out in the middle of a render.
 * Its defaults read a new row's offsetHeight as the row mounts, and the scroller's size as the
 * rows first come: either read lays out the whole page, new rows included, inside the task that
 * rendered them (15 ms of the feed's first page on a large organization). Here both come from
 * ResizeObservers, which report after the frame's layout and before its paint.
 */
import type { Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useRef } from 'react';

type Feed = Virtualizer<HTMLDivElement, HTMLDivElement>;
interface Size {
  width: number;
  height: number;
}

/** A row's size: as its observer reports it; as it mounts, its known size or the estimate. */
export function measureRow(
  el: HTMLDivElement,
  entry: ResizeObserverEntry | undefined,
  v: Feed,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = v.indexFromElement(el);
  return v.measurementsCache[index]?.size ?? v.options.estimateSize(index);
}

/** The scroller's size as last laid out, kept from the feed's mount (before its rows come). */
export function useLaidOutSize(scrollRef: RefObject<HTMLDivElement | null>) {
  const size = useRef<Size | undefined>(undefined);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      size.current = { width: el.clientWidth, height: el.clientHeight };
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollRef]);
  return size;
}

/**
 * The virtualizer's view of the scroller's size: the size laid out before, when known (read now
 * only when not), then each size its observer reports.
 */
export function observeScroller(instance: Feed, cb: (size: Size) => void, known?: Size) {
  const el = instance.scrollElement;
  if (!el) return;
  cb(known ?? { width: el.clientWidth, height: el.clientHeight });
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => cb({ width: el.clientWidth, height: el.clientHeight }));
  observer.observe(el, { box: 'content-box' });
  return () => observer.disconnect();
}
