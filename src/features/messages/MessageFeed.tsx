import { useMemo } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { narrowTitle, SEARCH_RESULTS } from '../../model/narrow-title';
import { marksReadOnScroll } from '../../model/read-policy';
import { narrowKey } from '../../store/keys';
import { useApp, useStoreValue } from '../common/app-context';
import { MessageActionsHost } from './actions/MessageActionsHost';
import { DmReadContext, useDmRead } from './dm-read';
import { FeedHeader, FeedNotes } from './FeedNotes';
import { FeedRow } from './FeedRow';
import { FloatingRecipientBar } from './FloatingRecipientBar';
import { FeedContext } from './feed-context';
import { NewMessageAnnouncer } from './NewMessageAnnouncer';
import { NotSubscribedBanner } from './NotSubscribedBanner';
import { loadPosition } from './reading-positions';
import { isFullTextSearch } from './search-match';
import { useCursor } from './useCursor';
import { useFeed } from './useFeed';
import { useFollowTopic } from './useFollowTopic';
import { useReadOnSight } from './useReadOnSight';
import { useVirtualFeed } from './useVirtualFeed';
import { warmUpFeed } from './warm-up';
import './feed.css';
import './content.css';

warmUpFeed();

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
  const saved = useMemo(() => loadPosition(entry), [entry]);
  const opensAtUnread = marksReadOnScroll(narrow, 1);
  const [model, state] = useFeed({ narrow, near, saved, opensAtUnread }, { rowsLater: true });
  useFollowTopic(state.movedTo, entry);
  const ids = state.window?.ids ?? [];
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
  const { scroll, topRow, toNewest } = useVirtualFeed({ model, state, byId, entry, onSeen });
  const { rows, opening: initial } = state;
  const v = scroll.virtualizer;
  const selected = useCursor({
    rows,
    initial,
    scroll,
    atNewest: (state.window?.found_newest ?? false) && state.offset + rows.length === ids.length,
    toNewest,
    context: feedContext,
    entry,
  });

  const readId = useDmRead(narrow, ids);
  const items = v.getVirtualItems();
  return (
    <FeedContext.Provider value={feedContext}>
      <DmReadContext.Provider value={readId}>
        <NotSubscribedBanner narrow={narrow} />
        <div className="feed-wrap">
          <div
            ref={scroll.scrollRef}
            className="feed-scroll"
            role="log"
            aria-live="off"
            aria-label={title}
            aria-busy={!state.window}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the feed scrolls with the keyboard
            tabIndex={0}
          >
            <div className="feed-rows" style={{ height: v.getTotalSize() }}>
              <FeedHeader state={state} title={title} />
              {items.map((item) => (
                <FeedRow
                  key={item.key}
                  index={item.index}
                  id={rows[item.index]!}
                  prevId={ids[state.offset + item.index - 1]}
                  start={item.start}
                  measure={v.measureElement}
                  target={near === rows[item.index]}
                  selected={selected === rows[item.index]}
                />
              ))}
            </div>
          </div>
          <NewMessageAnnouncer feed={model} />
          {topRow !== undefined && <FloatingRecipientBar id={topRow} />}
          <FeedNotes
            state={state}
            retry={model.retry}
            atBottom={scroll.atBottom}
            onJump={toNewest}
            empty={title === SEARCH_RESULTS ? 'No search results.' : 'No messages here yet.'}
          />
        </div>
        <MessageActionsHost />
      </DmReadContext.Provider>
    </FeedContext.Provider>
  );
}
