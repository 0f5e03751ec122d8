import { useMemo, useState } from 'react';
import { dmConversationsByRecency } from '../../store/dm-conversations';
import { personName } from '../../store/people-to-come';
import { selectUnreadCounts } from '../../store/unread-counts';
import { useStoreValue } from '../common/app-context';
import { DmRow } from './DmRow';

const FEW = 8;

/** Direct-message conversations, 1:1 and group, newest first, with their unread counts. */
export function DmList({ selected }: { selected: string | undefined }) {
  const conversations = useStoreValue((s) => s.dmConversations);
  const users = useStoreValue((s) => s.users);
  const awaitingPeople = useStoreValue((s) => s.awaitingPeople);
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
          const names = ids.map((id) => personName({ users, awaitingPeople }, id));
          return (
            <DmRow
              key={c.key}
              user_ids={ids}
              name={c.user_ids.length === 0 ? `${names[0]} (you)` : names.join(', ')}
              unread={counts.dms[c.key] ?? 0}
              selected={selected === c.key}
            />
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
