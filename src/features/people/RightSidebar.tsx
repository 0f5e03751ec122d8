import { useMemo, useState } from 'react';
import { Avatar } from '../common/Avatar';
import { useStoreValue } from '../common/app-context';
import { openUserCard } from '../common/user-card-state';
import { UserCardHost } from './UserCardHost';
import './people.css';

/**
 * The organization's people (active humans; bots apart), filterable (the filter's ID,
 * `people-filter`, is what the `w` hotkey focuses), each opening their user card.
 */
export function RightSidebar() {
  const users = useStoreValue((s) => s.users);
  const self = useStoreValue((s) => s.current_user_id);
  const [filter, setFilter] = useState('');
  const { people, bots } = useMemo(() => {
    const active = Object.values(users)
      .filter((u) => u.is_active)
      .sort((a, b) => a.full_name.localeCompare(b.full_name));
    return { people: active.filter((u) => !u.is_bot), bots: active.filter((u) => u.is_bot) };
  }, [users]);
  const text = filter.trim().toLowerCase();
  const match = (u: { full_name: string; email: string }) =>
    !text || u.full_name.toLowerCase().includes(text) || u.email.toLowerCase().includes(text);
  const row = (u: (typeof people)[number]) => (
    <li key={u.user_id}>
      <button
        type="button"
        className="person-row"
        aria-haspopup="dialog"
        onClick={(e) => openUserCard(u.user_id, e.currentTarget)}
      >
        <Avatar user_id={u.user_id} size={24} />
        <span className="person-name">{u.full_name}</span>
        {u.user_id === self && <span className="sender-you">(you)</span>}
      </button>
    </li>
  );
  return (
    <aside className="right-sidebar" aria-label="People">
      <h2 className="people-heading">People</h2>
      <input
        id="people-filter"
        type="search"
        className="sidebar-filter"
        placeholder="Filter people"
        aria-label="Filter people"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <ul className="people-list">{people.filter(match).map(row)}</ul>
      {bots.some(match) && (
        <>
          <h2 className="people-heading">Bots</h2>
          <ul className="people-list">{bots.filter(match).map(row)}</ul>
        </>
      )}
      <UserCardHost />
    </aside>
  );
}
