import { useMemo, useState } from 'react';
import { narrowToHash } from '../../model/narrow-url';
import { dmConversationsByRecency } from '../../store/dm-conversations';
import { selectUnreadCounts } from '../../store/unread-counts';
import { Avatar } from '../common/Avatar';
import { useStoreValue } from '../common/app-context';
import { unreadLabel } from './ChannelRow';

const FEW = 8;

/** Direct-message conversations, 1:1 and group, newest first, with their unread counts. */
export function DmList({ selected }: { selected: string | undefined }) {
  const conversations = useStoreValue((s) => s.dmConversations);
  const users = useStoreValue((s) => s.users);
  const self = useStoreValue((s) => s.current_user_id);
  const counts = useStoreValue(selectUnreadCounts);
  const [expanded, setExpanded] = useState(false);
  const list = useMemo(() => dmConversationsByRecency(conversations), [conversations]);
  const shown = expanded
    ? list
    : list.filter((c, i) => i < FEW || (counts.dms[c.key] ?? 0) > 0 || c.key === selected);

  return (
    <section className="sidebar-section" aria-labelledby="dms-heading">
      <div className="sidebar-section-header">
        <h2 id="dms-heading">Direct messages</h2>
      </div>
      {list.length === 0 && <p className="sidebar-note">No direct messages yet.</p>}
      <ul className="dm-list">
        {shown.map((c) => {
          const ids = c.user_ids.length === 0 ? [self] : c.user_ids;
          const names = ids.map((id) => users[id]?.full_name ?? 'Unknown user');
          const name = c.user_ids.length === 0 ? `${names[0]} (you)` : names.join(', ');
          const unread = counts.dms[c.key] ?? 0;
          const href = narrowToHash([{ operator: 'dm', operand: ids }], {
            userName: (id) => users[id]?.full_name,
          });
          return (
            <li key={c.key}>
              <a
                href={href}
                className="sidebar-row dm-row"
                aria-current={selected === c.key ? 'page' : undefined}
                aria-label={unreadLabel(name, unread, false)}
              >
                {ids.length === 1 ? (
                  <Avatar user_id={ids[0]!} size={20} />
                ) : (
                  <span className="group-avatar" aria-hidden>
                    {ids.length}
                  </span>
                )}
                <span className="sidebar-name">{name}</span>
                {unread > 0 && (
                  <span className="count" aria-hidden>
                    {unread}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      {list.length > FEW && (
        <button type="button" className="quiet more-topics" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Fewer conversations' : 'More conversations'}
        </button>
      )}
    </section>
  );
}
