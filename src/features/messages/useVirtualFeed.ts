/**
 * The feed's rows laid out and scrolled: the model's slice of the window, scrolled by
 * `useFeedScroll` with the row heights of the last visit (kept again on leaving), the reading
 * position saved as it changes, more history asked of the model near either end, the
 * conversation whose recipient bar has scrolled away, and the jump to the newest.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Feed, FeedState } from '../../model/feed';
import { startsConversation } from '../../model/message-list';
import { sortedIndex } from '../../store';
import type { StoredMessage } from '../../store/state';
import { useApp } from '../common/app-context';
import {
  loadMeasurements,
  persistPositions,
  saveMeasurements,
  savePosition,
} from './reading-positions';
import { FEED_HEADER_HEIGHT, rowEstimates } from './row-height';
import { useFeedScroll } from './useFeedScroll';

interface Options {
  model: Feed;
  state: FeedState;
  byId: ReadonlyMap<number, StoredMessage>;
  /** The history entry: where this view's reading position is kept. */
  entry: string;
  onSeen(seen: number[]): void;
}

export function useVirtualFeed({ model, state, byId, entry, onSeen }: Options) {
  const app = useApp();
  const self = () => app.parley.getState().current_user_id;
  const { rows, key } = state;
  const ids = state.window?.ids ?? [];
  // The conversation at the top of the feed, when its recipient bar has scrolled away.
  const [topRow, setTopRow] = useState<number>();
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const scroll = useFeedScroll({
    measured: useMemo(() => loadMeasurements(key), [key]),
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
    foundNewest: state.window?.found_newest ?? false,
    paddingStart: FEED_HEADER_HEIGHT,
    paddingEnd: 24,
    initial: state.opening,
    onPosition: (p) => savePosition(entry, p),
    onTopRow: (id, cut) =>
      setTopRow(
        id !== undefined && (cut || !startsConversation(ids, byId, id, self())) ? id : undefined,
      ),
    onNearEdge: (edge) => model.nearEdge(edge),
    onSeen,
  });
  const v = scroll.virtualizer;
  useEffect(
    () => () => {
      persistPositions();
      saveMeasurements(key, v.takeSnapshot());
    },
    [key, v],
  );
  const toNewest = async () => {
    await model.toNewest();
    requestAnimationFrame(scroll.scrollToBottom);
  };
  return { scroll, topRow, toNewest };
}
