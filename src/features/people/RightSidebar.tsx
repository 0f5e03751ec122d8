import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { User } from '../../api/types/models';
import { activeByName } from '../../model/people-order';
import { byPresence, userPresence } from '../../model/presence';
import type { ParleyState } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';
import { useMainViewShown } from '../common/main-view-shown';
import { PeopleList, PersonButton } from './PeopleList';
import { UserCardHost } from './UserCardHost';
import './people.css';

interface Lists {
  people: User[];
  bots: User[];
}

// Sorted once per change of the users (10,000 people: not on every render or keystroke).
const lists = new WeakMap<object, Lists>();
// A person's name and email in lower case, for the filter: made as it first filters, not as the
// list first shows, and kept for as long as the person's object is the store's.
const filterTexts = new WeakMap<User, string>();

function filterText(u: User): string {
  let text = filterTexts.get(u);
  if (text === undefined) {
    text = `${u.full_name}\n${u.email}`.toLowerCase();
    filterTexts.set(u, text);
  }
  return text;
}

function peopleAndBots(users: ParleyState['users']): Lists {
  let hit = lists.get(users);
  if (!hit) {
    const active = activeByName(users);
    hit = { people: active.filter((u) => !u.is_bot), bots: active.filter((u) => u.is_bot) };
    lists.set(users, hit);
  }
  return hit;
}

/**
 * The users as the People list shows them: a task after they change. Everyone arriving after
 * the register (events/people-later.ts) is one store update, and the People list's own work
 * (10,000 people grouped by presence, its rows mounted) was half of a task of 50 to 75 ms.
 */
function useUsersLater(): { users: ParleyState['users']; coming: boolean } {
  const users = useStoreValue((s) => s.users);
  const coming = useStoreValue((s) => s.awaitingPeople !== undefined);
  const [shown, setShown] = useState({ users, coming });
  useEffect(() => {
    if (shown.users === users && shown.coming === coming) return;
    const timer = setTimeout(() => setShown({ users, coming }));
    return () => clearTimeout(timer);
  }, [users, coming, shown]);
  return shown;
}

/**
 * The organization's people (active humans; bots apart), filterable (the filter's ID,
 * `people-filter`, is what the `w` hotkey focuses), each opening their user card. The people
 * are a virtualized list (PeopleList): an organization of 10,000 costs a screenful of rows,
 * listed once the main view has shown its content (sorting them is not on the way to it).
 * Memoized: it takes no props, and the shell renders again on every change of view.
 */
export const RightSidebar = memo(function RightSidebar() {
  const { parley } = useApp();
  const { users, coming } = useUsersLater();
  const self = useStoreValue((s) => s.current_user_id);
  // What the order depends on besides the names (read whole from the state below).
  const presence = useStoreValue((s) => s.presence);
  const statuses = useStoreValue((s) => s.userStatus);
  const shown = useStoreValue((s) => s.userSettings.presence_enabled);
  const [filter, setFilter] = useState('');
  const scroller = useRef<HTMLElement>(null);
  const text = filter.trim().toLowerCase();
  const listed = useMainViewShown();
  // biome-ignore lint/correctness/useExhaustiveDependencies: presence, statuses and shown are read through the state
  const { people, bots } = useMemo(() => {
    if (!listed) return { people: [], bots: [] };
    const all = peopleAndBots(users);
    const keep = (list: User[]) => (text ? list.filter((u) => filterText(u).includes(text)) : list);
    const state = parley.getState();
    // As Zulip's buddy list: oneself, then active, idle and offline people, each by name.
    const people = byPresence(keep(all.people), (id) => userPresence(state, id), self);
    return { people, bots: keep(all.bots) };
  }, [listed, users, text, presence, statuses, shown, self, parley]);
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
      {listed && coming && (
        <p className="people-note" role="status">
          Loading people…
        </p>
      )}
      {listed && !coming && <PeopleList people={people} self={self} scroller={scroller} />}
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
});
