import { useMemo, useRef, useState } from 'react';
import { buildRecent, filterRecent, type RecentFilters } from '../../model/recent';
import { selectUnreadCounts } from '../../store/unread-counts';
import { useStoreValue } from '../common/app-context';
import { moveFocus } from '../common/roving-focus';
import { useRowFocus } from '../common/row-focus';
import { useFeed, usePrefetchFeed } from '../messages';
import { RecentRow } from './RecentRow';
import '../common/view.css';
import './recent.css';

/** Every message, newest first: what Recent conversations is built from. */
const ALL_MESSAGES: [] = [];
const PAGE = 400;

/** `#recent`: topics and DMs by last activity, with filters and "Load more". */
export function RecentView() {
  const [feed, mw] = useFeed({ narrow: ALL_MESSAGES, opensAtUnread: false, pageSize: PAGE });
  // The slice changes identity with every message change (its byId map is shared).
  const messagesSlice = useStoreValue((s) => s.messages);
  const counts = useStoreValue(selectUnreadCounts);
  const channels = useStoreValue((s) => s.channels);
  const users = useStoreValue((s) => s.users);
  const awaitingPeople = useStoreValue((s) => s.awaitingPeople);
  // A conversation starts loading as it is pressed, before the click.
  const prefetch = usePrefetchFeed();
  const current_user_id = useStoreValue((s) => s.current_user_id);
  const subscriptions = useStoreValue((s) => s.subscriptions);
  const userTopics = useStoreValue((s) => s.userTopics);
  const [filters, setFilters] = useState<RecentFilters>({
    unreadOnly: false,
    participated: false,
    includeDms: true,
    text: '',
  });
  const w = mw.window;
  const all = useMemo(() => {
    if (!w) return [];
    const messages = w.ids.map((id) => messagesSlice.byId.get(id)).filter((m) => m !== undefined);
    return buildRecent(
      { channels, users, current_user_id, subscriptions, userTopics, awaitingPeople },
      messages,
      counts,
    );
  }, [
    w,
    messagesSlice,
    counts,
    channels,
    users,
    current_user_id,
    subscriptions,
    userTopics,
    awaitingPeople,
  ]);
  const shown = filterRecent(all, filters);
  // Keyboard-first, as Zulip's: its first row has the focus once the conversations are in.
  const list = useRef<HTMLDivElement>(null);
  useRowFocus(list, w !== undefined || mw.error !== undefined);
  const toggle = (key: 'unreadOnly' | 'participated' | 'includeDms', label: string) => (
    <button
      type="button"
      className="filter-toggle"
      aria-pressed={filters[key]}
      onClick={() => setFilters((f) => ({ ...f, [key]: !f[key] }))}
    >
      {label}
    </button>
  );

  return (
    <div className="recent-view">
      <div className="view-toolbar">
        <input
          type="search"
          className="view-filter"
          placeholder="Filter topics"
          aria-label="Filter topics"
          value={filters.text}
          onChange={(e) => setFilters((f) => ({ ...f, text: e.target.value }))}
        />
        {toggle('unreadOnly', 'Unread')}
        {toggle('participated', 'Participated')}
        {toggle('includeDms', 'Include DMs')}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys (↑/↓, j/k) move between the rows' links */}
      <div ref={list} className="recent-list" onKeyDown={moveFocus}>
        {!w && !mw.error && <p className="feed-loading">Loading conversations…</p>}
        {mw.error && (
          <p role="alert" className="error">
            Could not load conversations: {mw.error}{' '}
            <button type="button" onClick={feed.retry}>
              Retry
            </button>
          </p>
        )}
        {w && (
          <table
            className="recent-table"
            onPointerDown={prefetch.onPointerDown}
            onClickCapture={prefetch.onClickCapture}
          >
            <thead>
              <tr>
                <th scope="col" className="recent-where">
                  Channel
                </th>
                <th scope="col">Topic</th>
                <th scope="col" className="recent-participants">
                  Participants
                </th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <RecentRow key={c.key} conversation={c} />
              ))}
            </tbody>
          </table>
        )}
        {w && shown.length === 0 && (
          <p className="empty-state">No conversations match your filters.</p>
        )}
        {w && !w.found_oldest && (
          <button
            type="button"
            className="load-more"
            disabled={mw.loadingOlder}
            onClick={feed.loadOlder}
          >
            {mw.loadingOlder ? 'Loading…' : 'Load more'}
          </button>
        )}
      </div>
    </div>
  );
}
