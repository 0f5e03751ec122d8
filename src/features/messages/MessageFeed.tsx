import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { rowLayout } from '../../model/message-list';
import { narrowTitle } from '../../model/narrow-title';
import { narrowToHash } from '../../model/narrow-url';
import { marksReadOnScroll } from '../../model/read-policy';
import { sortedIndex } from '../../store';
import { narrowKey } from '../../store/keys';
import { useApp, useStoreValue } from '../common/app-context';
import { MessageActionsHost } from '../message-actions/MessageActionsHost';
import { useFollowTopicMove } from '../move/useFollowTopicMove';
import { FeedRow } from './FeedRow';
import { FloatingRecipientBar } from './FloatingRecipientBar';
import { FeedContext } from './feed-context';
import { JumpToLatest } from './JumpToLatest';
import { NewMessageAnnouncer } from './NewMessageAnnouncer';
import { opening } from './opening';
import {
  loadMeasurements,
  loadPosition,
  persistPositions,
  saveMeasurements,
  savePosition,
} from './reading-positions';
import { rowEstimates } from './row-height';
import { isFullTextSearch } from './search-match';
import { useCursor } from './useCursor';
import { useFeedRows } from './useFeedRows';
import { type Opening, useFeedScroll } from './useFeedScroll';
import { useMessageWindow } from './useMessageWindow';
import './feed.css';
import './content.css';

interface Props {
  narrow: NarrowTerm[];
  near: number | undefined;
  /** The history entry: where this view's reading position is kept. */
  entry: string;
}

const HEADER_HEIGHT = 44;

/** `log` named after the narrow: its messages, virtualized, read as they are seen. */
export function MessageFeed({ narrow, near, entry }: Props) {
  const app = useApp();
  const title = useStoreValue((s) => narrowTitle(s, narrow));
  const policy = useStoreValue((s) => s.userSettings.web_mark_read_on_scroll_policy);
  const marksRead = marksReadOnScroll(narrow, policy ?? 1);
  const opensAtUnread = marksReadOnScroll(narrow, 1);
  const saved = useMemo(() => loadPosition(entry), [entry]);
  const startAt = near ?? (saved && saved !== 'bottom' ? saved.id : undefined);
  const mw = useMessageWindow(narrow, startAt, opensAtUnread);
  const w = mw.window;
  const ids = w?.ids ?? [];
  const count = ids.length;
  const byId = app.parley.getState().messages.byId;
  // Messages just marked unread stay unread while the reader is here.
  const readingPaused = useRef(false);
  const feedContext = useMemo(
    () => ({
      narrow,
      pauseReading: () => (readingPaused.current = true),
      ...(isFullTextSearch(narrow) ? { searchKey: narrowKey(narrow) } : {}),
    }),
    [narrow],
  );
  useFollowTopicMove(narrow, (to) => {
    const at = loadPosition(entry);
    const hash = narrowToHash(
      to,
      { channelName: (id) => app.parley.getState().channels[id]?.name },
      at && at !== 'bottom' ? at.id : undefined,
    );
    app.navigate(hash, { replace: true });
  });
  const [initial, setInitial] = useState<Opening>();
  if (w && initial === undefined) setInitial(opening(w, near, saved, byId, opensAtUnread));

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
    total: count,
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
    foundNewest: w?.found_newest ?? false,
    paddingStart: HEADER_HEIGHT,
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
    onSeen: (seen) => {
      if (
        !marksRead ||
        readingPaused.current ||
        !document.hasFocus() ||
        document.visibilityState !== 'visible'
      )
        return;
      const unread = seen.filter((id) => byId.get(id)?.flags.includes('read') === false);
      if (unread.length > 0) app.markRead(unread);
    },
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
  const selected = useCursor({
    rows,
    initial,
    scroll,
    atNewest: (w?.found_newest ?? false) && feed.offset + rows.length === count,
    toNewest,
    context: feedContext,
    entry,
  });

  const items = v.getVirtualItems();
  return (
    <FeedContext.Provider value={feedContext}>
      <div className="feed-wrap">
        <div
          ref={scroll.scrollRef}
          className="feed-scroll"
          role="log"
          aria-live="off"
          aria-label={title}
          aria-busy={!w}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the feed scrolls with the keyboard
          tabIndex={0}
        >
          <div className="feed-rows" style={{ height: v.getTotalSize() }}>
            <p className="feed-header" style={{ height: HEADER_HEIGHT }}>
              {mw.loadingOlder
                ? 'Loading older messages…'
                : w?.found_oldest && feed.atWindowStart && count > 0
                  ? `This is the beginning of ${title}.`
                  : ''}
            </p>
            {items.map((item) => (
              <FeedRow
                key={item.key}
                index={item.index}
                id={rows[item.index]!}
                prevId={ids[feed.offset + item.index - 1]}
                start={item.start}
                measure={v.measureElement}
                target={near === rows[item.index]}
                selected={selected === rows[item.index]}
              />
            ))}
          </div>
        </div>
        <NewMessageAnnouncer windowKey={mw.key} />
        {topRow !== undefined && <FloatingRecipientBar id={topRow} />}
        {w && count === 0 && <p className="empty-state feed-overlay">No messages here yet.</p>}
        {!w && !mw.error && <p className="feed-loading feed-overlay">Loading messages…</p>}
        {mw.loadingNewer && (
          <p className="feed-loading feed-bottom-note">Loading newer messages…</p>
        )}
        {mw.error && (
          <div className="feed-error" role="alert">
            Could not load messages: {mw.error}{' '}
            <button type="button" onClick={mw.retry}>
              Retry
            </button>
          </div>
        )}
        {w && (!scroll.atBottom || !w.found_newest) && count > 0 && (
          <JumpToLatest onJump={toNewest} />
        )}
      </div>
      <MessageActionsHost />
    </FeedContext.Provider>
  );
}
