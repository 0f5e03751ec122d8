/**
 * What the feed on screen offers the hotkeys and the rest of the app (common/active-feed.ts)
 * through its selected message: moving it, where a message is against the view, showing one.
 * Reads the feed as it is now through `latest` (useCursor keeps it current).
 */
import { type CursorStep, cursorTarget } from '../../model/feed-cursor';
import { type MessagePlace, type Opening, rowPlace } from '../../model/feed-reading';
import { sortedIndex } from '../../store';
import type { FeedCursor } from '../common/active-feed';
import { focusWhenShown } from './cursor';
import type { FeedContextValue } from './feed-context';
import type { FeedScroll } from './feed-scroll';

export interface CursorOptions {
  /** The rows laid out (message IDs). */
  rows: readonly number[];
  initial: Opening | undefined;
  scroll: FeedScroll;
  /** Whether the rows reach the newest message there is. */
  atNewest: boolean;
  /** Loads and lays out the newest messages ("Jump to latest"). */
  toNewest(): Promise<void>;
  context: FeedContextValue;
  /** The history entry, under which the selection is remembered. */
  entry: string;
}

/** The feed as useCursor last rendered it, with its selected message. */
export type CursorNow = CursorOptions & { selected: number | undefined };

export function cursorHandle(
  latest: { readonly current: CursorNow },
  setSelected: (id: number) => void,
): FeedCursor {
  const select = (index: number) => {
    const { rows, scroll } = latest.current;
    const id = rows[index];
    if (id === undefined) return;
    setSelected(id);
    scroll.virtualizer.scrollToIndex(index, { align: 'auto' });
    requestAnimationFrame(() => focusWhenShown(latest.current.scroll.scrollRef.current, id));
  };
  const move = (step: CursorStep): boolean => {
    const { rows, scroll, selected: current, atNewest } = latest.current;
    const el = scroll.scrollRef.current;
    const v = scroll.virtualizer;
    const target = cursorTarget(step, {
      count: rows.length,
      current: current === undefined ? -1 : sortedIndex(rows, current),
      viewport: el ? { top: el.scrollTop, height: el.clientHeight } : undefined,
      rowAt: (i) => v.measurementsCache[i],
      rendered: v.getVirtualItems(),
      indexAt: (offset) => v.getVirtualItemForOffset(offset)?.index,
      atNewest,
    });
    if (target === 'newest') {
      void latest.current
        .toNewest()
        .then(() => requestAnimationFrame(() => select(latest.current.rows.length - 1)));
    } else if (target !== undefined) select(target);
    return target !== undefined;
  };
  const indexOf = (id: number) => {
    const { rows } = latest.current;
    const i = sortedIndex(rows, id);
    return rows[i] === id ? i : -1;
  };
  const whereIs = (id: number): MessagePlace | undefined => {
    const { rows, scroll, atNewest } = latest.current;
    const el = scroll.scrollRef.current;
    const row = scroll.virtualizer.measurementsCache[indexOf(id)];
    if (el && row) return rowPlace(row, { top: el.scrollTop, height: el.clientHeight });
    // Newer than the rows laid out, which stop short of the newest messages: below them.
    return !atNewest && rows.length > 0 && sortedIndex(rows, id) === rows.length
      ? 'below'
      : undefined;
  };
  const show = (id: number) => {
    if (indexOf(id) >= 0) return select(indexOf(id));
    if (latest.current.atNewest) return;
    void latest.current.toNewest().then(() =>
      requestAnimationFrame(() => {
        if (indexOf(id) >= 0) select(indexOf(id));
      }),
    );
  };
  const onScroll = (listener: () => void) => {
    const el = latest.current.scroll.scrollRef.current;
    el?.addEventListener('scroll', listener, { passive: true });
    return () => el?.removeEventListener('scroll', listener);
  };
  return {
    selected: () => latest.current.selected,
    move,
    whereIs,
    show,
    onScroll,
    get context() {
      return latest.current.context;
    },
  };
}
