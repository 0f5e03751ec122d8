import { useMemo, useState } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { type Opening, opening } from '../../model/feed-reading';
import { narrowTitle, SEARCH_RESULTS } from '../../model/narrow-title';
import { narrowToHash } from '../../model/narrow-url';
import { marksReadOnScroll } from '../../model/read-policy';
import { narrowKey } from '../../store/keys';
import { useApp, useStoreValue } from '../common/app-context';
import { MessageActionsHost } from '../message-actions/MessageActionsHost';
import { useFollowTopicMove } from '../move/useFollowTopicMove';
import { FeedHeader, FeedNotes } from './FeedNotes';
import { FeedRow } from './FeedRow';
import { FloatingRecipientBar } from './FloatingRecipientBar';
import { FeedContext } from './feed-context';
import { NewMessageAnnouncer } from './NewMessageAnnouncer';
import { loadPosition } from './reading-positions';
import { isFullTextSearch } from './search-match';
import { useCursor } from './useCursor';
import { useMessageWindow } from './useMessageWindow';
import { useReadOnSight } from './useReadOnSight';
import { useVirtualFeed } from './useVirtualFeed';
import './feed.css';
import './content.css';

interface Props {
  narrow: NarrowTerm[];
  near: number | undefined;
  /** The history entry: where this view's reading position is kept. */
  entry: string;
}

/** `log` named after the narrow: its messages, virtualized, read as they are seen. */
export function MessageFeed({ narrow, near, entry }: Props) {
  const app = useApp();
  const title = useStoreValue((s) => narrowTitle(s, narrow));
  const opensAtUnread = marksReadOnScroll(narrow, 1);
  const saved = useMemo(() => loadPosition(entry), [entry]);
  const startAt = near ?? (saved && saved !== 'bottom' ? saved.id : undefined);
  const mw = useMessageWindow(narrow, startAt, opensAtUnread);
  const w = mw.window;
  const ids = w?.ids ?? [];
  const count = ids.length;
  const byId = app.parley.getState().messages.byId;
  const { onSeen, pauseReading } = useReadOnSight(narrow, byId);
  const feedContext = useMemo(
    () => ({
      narrow,
      pauseReading,
      ...(isFullTextSearch(narrow) ? { searchKey: narrowKey(narrow) } : {}),
    }),
    [narrow, pauseReading],
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

  const { feed, scroll, topRow, toNewest } = useVirtualFeed({
    mw,
    ids,
    byId,
    initial,
    entry,
    onSeen,
  });
  const { rows } = feed;
  const v = scroll.virtualizer;
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
            <FeedHeader mw={mw} atWindowStart={feed.atWindowStart} title={title} />
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
        <FeedNotes
          mw={mw}
          atBottom={scroll.atBottom}
          onJump={toNewest}
          empty={title === SEARCH_RESULTS ? 'No search results.' : 'No messages here yet.'}
        />
      </div>
      <MessageActionsHost />
    </FeedContext.Provider>
  );
}
