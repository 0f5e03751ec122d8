/**
 * What the feed says besides its messages: at its top, older messages loading or the narrow's
 * beginning; over it, an empty narrow, the first load, newer messages loading, a failed load
 * (with Retry unless the server refused the narrow itself), and "Jump to latest" when the reader is above the newest message.
 */
import { JumpToLatest } from './JumpToLatest';
import type { MessageWindowState } from './useMessageWindow';
import { FEED_HEADER_HEIGHT } from './useVirtualFeed';

export function FeedHeader({
  mw,
  atWindowStart,
  title,
}: {
  mw: MessageWindowState;
  /** The first row laid out is the window's first. */
  atWindowStart: boolean;
  title: string;
}) {
  const w = mw.window;
  return (
    <p className="feed-header" style={{ height: FEED_HEADER_HEIGHT }}>
      {mw.loadingOlder
        ? 'Loading older messages…'
        : w?.found_oldest && atWindowStart && w.ids.length > 0
          ? `This is the beginning of ${title}.`
          : ''}
    </p>
  );
}

export function FeedNotes({
  mw,
  atBottom,
  onJump,
  empty,
}: {
  mw: MessageWindowState;
  atBottom: boolean;
  onJump(): Promise<void>;
  /** What an empty narrow says ("No search results." for a search). */
  empty: string;
}) {
  const w = mw.window;
  const count = w?.ids.length ?? 0;
  return (
    <>
      {w && count === 0 && <p className="empty-state feed-overlay">{empty}</p>}
      {!w && !mw.error && <p className="feed-loading feed-overlay">Loading messages…</p>}
      {mw.loadingNewer && <p className="feed-loading feed-bottom-note">Loading newer messages…</p>}
      {mw.error && !mw.canRetry && (
        <div className="feed-error" role="alert">
          {mw.error}
        </div>
      )}
      {mw.error && mw.canRetry && (
        <div className="feed-error" role="alert">
          Could not load messages: {mw.error}{' '}
          <button type="button" onClick={mw.retry}>
            Retry
          </button>
        </div>
      )}
      {w && (!atBottom || !w.found_newest) && count > 0 && <JumpToLatest onJump={onJump} />}
    </>
  );
}
