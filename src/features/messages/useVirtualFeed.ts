/**
 * The feed's rows laid out and scrolled: the slice of the window that is laid out
 * (`useFeedRows`), scrolled by `useFeedScroll` with the row heights of the last visit (kept
 * again on leaving), the reading position saved as it changes, more history asked for near
 * either end, the conversation whose recipient bar has scrolled away, and the jump to the newest.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Opening } from '../../model/feed-reading';
import { rowLayout } from '../../model/message-list';
import { sortedIndex } from '../../store';
import type { StoredMessage } from '../../store/state';
import { useApp } from '../common/app-context';
import {
  loadMeasurements,
  persistPositions,
  saveMeasurements,
  savePosition,
} from './reading-positions';
import { rowEstimates } from './row-height';
import { useFeedRows } from './useFeedRows';
import { useFeedScroll } from './useFeedScroll';
import type { MessageWindowState } from './useMessageWindow';

/** Room above the first row for the feed's header (older messages loading, the beginning). */
export const FEED_HEADER_HEIGHT = 44;

interface Options {
  mw: MessageWindowState;
  ids: readonly number[];
  byId: ReadonlyMap<number, StoredMessage>;
  initial: Opening | undefined;
  /** The history entry: where this view's reading position is kept. */
  entry: string;
  onSeen(seen: number[]): void;
}

export function useVirtualFeed({ mw, ids, byId, initial, entry, onSeen }: Options) {
  const app = useApp();
  const feed = useFeedRows(ids, initial);
  // The conversation at the top of the feed, when its recipient bar has scrolled away.
  const [topRow, setTopRow] = useState<number>();
  const startsBlock = (id: number) => {
    const i = sortedIndex(ids, id);
    const m = byId.get(id);
    return (
      !m ||
      rowLayout(byId.get(ids[i - 1]!), m, app.parley.getState().current_user_id).recipientStart
    );
  };
  const { rows } = feed;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const scroll = useFeedScroll({
    measured: useMemo(() => loadMeasurements(mw.key), [mw.key]),
    count: rows.length,
    total: ids.length,
    keyAt: useCallback((i: number) => rowsRef.current[i]!, []),
    indexOf: useCallback((id: number) => {
      const list = rowsRef.current;
      const i = sortedIndex(list, id);
      return list[i] === id ? i : -1;
    }, []),
    estimate: useMemo(() => {
      const guess = rowEstimates(byId);
      return (i: number) => guess(rowsRef.current, i);
    }, [byId]),
    foundNewest: mw.window?.found_newest ?? false,
    paddingStart: FEED_HEADER_HEIGHT,
    paddingEnd: 24,
    initial,
    onPosition: (p) => savePosition(entry, p),
    onTopRow: (id, cut) =>
      setTopRow(id !== undefined && (cut || !startsBlock(id)) ? id : undefined),
    onNearEdge: (edge) => {
      if (feed.move(edge)) return;
      if (edge === 'top') mw.loadOlder();
      else mw.loadNewer();
    },
    onSeen,
  });
  const v = scroll.virtualizer;
  useEffect(
    () => () => {
      persistPositions();
      saveMeasurements(mw.key, v.takeSnapshot());
    },
    [mw.key, v],
  );
  const toNewest = async () => {
    await mw.jumpToNewest();
    feed.toEnd();
    requestAnimationFrame(scroll.scrollToBottom);
  };
  return { feed, scroll, topRow, toNewest };
}
