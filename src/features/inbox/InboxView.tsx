import { useMemo, useState } from 'react';
import { buildInbox } from '../../model/inbox';
import { selectUnreadCounts } from '../../store/unread-counts';
import { useApp, useStoreValue } from '../common/app-context';
import { markAsReadWithProgress } from '../unread';
import { InboxList } from './InboxList';
import { inboxRows } from './inbox-rows';
import '../common/view.css';
import './inbox.css';

/** `#inbox`: every conversation with unread messages, DMs first, then channel by channel. */
export function InboxView() {
  const unread = useStoreValue((s) => s.unread);
  const subscriptions = useStoreValue((s) => s.subscriptions);
  const userTopics = useStoreValue((s) => s.userTopics);
  const channels = useStoreValue((s) => s.channels);
  const users = useStoreValue((s) => s.users);
  const awaitingPeople = useStoreValue((s) => s.awaitingPeople);
  const current_user_id = useStoreValue((s) => s.current_user_id);
  const app = useApp();
  const total = useStoreValue((s) => selectUnreadCounts(s).total);
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const inbox = useMemo(
    () =>
      buildInbox(
        { unread, subscriptions, userTopics, channels, users, current_user_id, awaitingPeople },
        filter,
      ),
    [unread, subscriptions, userTopics, channels, users, current_user_id, awaitingPeople, filter],
  );
  const toggle = (key: string) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const rows = useMemo(() => inboxRows(inbox, collapsed), [inbox, collapsed]);

  return (
    <div className="inbox-view">
      <div className="view-toolbar">
        <input
          type="search"
          className="view-filter"
          placeholder="Filter conversations"
          aria-label="Filter conversations"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <span className="spacer" />
        <button
          type="button"
          disabled={total === 0}
          onClick={() => void markAsReadWithProgress(app, [], total)}
        >
          Mark all as read
        </button>
      </div>
      <InboxList
        rows={rows}
        onToggle={toggle}
        empty={filter ? 'No unread conversations match.' : 'You have no unread messages!'}
      />
    </div>
  );
}
