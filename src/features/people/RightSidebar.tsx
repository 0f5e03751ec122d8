import { useMemo, useRef, useState } from 'react';
import type { User } from '../../api/types/models';
import { compareText } from '../../model/collate';
import type { ParleyState } from '../../store/state';
import { useStoreValue } from '../common/app-context';
import { PeopleList, PersonButton } from './PeopleList';
import { UserCardHost } from './UserCardHost';
import './people.css';

interface Listed {
  user: User;
  /** Name and email in lower case, for the filter. */
  text: string;
}

// Sorted once per change of the users (10,000 people: not on every render or keystroke).
const lists = new WeakMap<object, { people: Listed[]; bots: Listed[] }>();

function peopleAndBots(users: ParleyState['users']) {
  let hit = lists.get(users);
  if (!hit) {
    const active = Object.values(users)
      .filter((u) => u.is_active)
      .sort((a, b) => compareText(a.full_name, b.full_name))
      .map((user) => ({ user, text: `${user.full_name}\n${user.email}`.toLowerCase() }));
    hit = {
      people: active.filter((p) => !p.user.is_bot),
      bots: active.filter((p) => p.user.is_bot),
    };
    lists.set(users, hit);
  }
  return hit;
}

/**
 * The organization's people (active humans; bots apart), filterable (the filter's ID,
 * `people-filter`, is what the `w` hotkey focuses), each opening their user card. The people
 * are a virtualized list (PeopleList): an organization of 10,000 costs a screenful of rows.
 */
export function RightSidebar() {
  const users = useStoreValue((s) => s.users);
  const self = useStoreValue((s) => s.current_user_id);
  const [filter, setFilter] = useState('');
  const scroller = useRef<HTMLElement>(null);
  const text = filter.trim().toLowerCase();
  const { people, bots } = useMemo(() => {
    const all = peopleAndBots(users);
    const keep = (list: Listed[]) =>
      (text ? list.filter((p) => p.text.includes(text)) : list).map((p) => p.user);
    return { people: keep(all.people), bots: keep(all.bots) };
  }, [users, text]);
  return (
    <aside ref={scroller} className="right-sidebar" aria-label="People">
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
      <PeopleList people={people} self={self} scroller={scroller} />
      {bots.length > 0 && (
        <>
          <h2 className="people-heading">Bots</h2>
          <ul className="people-list">
            {bots.map((u) => (
              <li key={u.user_id}>
                <PersonButton user={u} self={u.user_id === self} />
              </li>
            ))}
          </ul>
        </>
      )}
      <UserCardHost />
    </aside>
  );
}
