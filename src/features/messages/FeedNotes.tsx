/**
 * What the feed says besides its messages: at its top, older messages loading or the narrow's
 * beginning; over it, an empty narrow, the first load, newer messages loading, a failed load
 * (with Retry unless the server refused the narrow itself), and "Jump to latest" when the reader is above the newest message.
 */
import type { FeedState } from '../../model/feed';
import { JumpToLatest } from './JumpToLatest';
import { FEED_HEADER_HEIGHT } from './row-height';

export function FeedHeader({ state, title }: { state: FeedState; title: string }) {
  const w = state.window;
  // The first row laid out is the window's first.
  const atWindowStart = state.offset === 0;
  return (
    <p className="feed-header" style={{ height: FEED_HEADER_HEIGHT }}>
      {state.loadingOlder
        ? 'Loading older messages…'
        : w?.found_oldest && atWindowStart && w.ids.length > 0
          ? `This is the beginning of ${title}.`
          : ''}
    </p>
  );
}

export function FeedNotes({
  state,
  retry,
  atBottom,
  onJump,
  empty,
}: {
  state: FeedState;
  retry(): void;
  atBottom: boolean;
  onJump(): Promise<void>;
  /** What an empty narrow says ("No search results." for a search). */
  empty: string;
}) {
  const w = state.window;
  const count = w?.ids.length ?? 0;
  return (
    <>
      {w && count === 0 && <p className="empty-state feed-overlay">{empty}</p>}
      {!w && !state.error && <p className="feed-loading feed-overlay">Loading messages…</p>}
      {state.loadingNewer && (
        <p className="feed-loading feed-bottom-note">Loading newer messages…</p>
      )}
      {state.error && !state.canRetry && (
        <div className="feed-error" role="alert">
          {state.error}
        </div>
      )}
      {state.error && state.canRetry && (
        <div className="feed-error" role="alert">
          Could not load messages: {state.error}{' '}
          <button type="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {w && (!atBottom || !w.found_newest) && count > 0 && <JumpToLatest onJump={onJump} />}
    </>
  );
}
