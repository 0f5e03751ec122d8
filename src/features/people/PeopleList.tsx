/**
 * The people of the right sidebar as a virtualized list: a screenful of rows in the page, however
 * many people there are, each named for screen readers with its place in the whole list
 * (aria-posinset/aria-setsize); arrow keys, Home/End and PageUp/PageDown walk all of them.
 */
import { type RefObject, useRef } from 'react';
import type { User } from '../../api/types/models';
import { withPresence } from '../../model/presence';
import { Avatar } from '../common/Avatar';
import { PresenceDot, UserStatusLabel, usePresence } from '../common/presence';
import { openUserCard } from '../common/user-card-state';
import { useVirtualRows } from '../common/virtual-rows';

/** A row's height in pixels (people.css gives rows exactly this). */
export const PERSON_ROW = 32;

interface Props {
  people: readonly User[];
  self: number;
  /** The sidebar, which scrolls the list. */
  scroller: RefObject<HTMLElement | null>;
}

export function PeopleList({ people, self, scroller }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const { rows, height, onKeyDown } = useVirtualRows({
    count: people.length,
    size: PERSON_ROW,
    scroller,
    list,
    keyOf: (i) => people[i]!.user_id,
  });
  return (
    <ul ref={list} className="people-list virtual" style={{ height }} onKeyDown={onKeyDown}>
      {rows.map((item) => {
        const u = people[item.index]!;
        return (
          <li
            key={u.user_id}
            data-index={item.index}
            aria-posinset={item.index + 1}
            aria-setsize={people.length}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <PersonButton user={u} self={u.user_id === self} />
          </li>
        );
      })}
    </ul>
  );
}

/** A person's row: named "Othello, active", with their status after. */
export function PersonButton({ user, self }: { user: User; self: boolean }) {
  const presence = usePresence(user.user_id);
  return (
    <button
      type="button"
      className="person-row"
      data-row
      aria-haspopup="dialog"
      aria-label={
        user.is_bot ? undefined : `${withPresence(user.full_name, presence)}${self ? ' (you)' : ''}`
      }
      aria-describedby={`people-status-${user.user_id}`}
      onClick={(e) => openUserCard(user.user_id, e.currentTarget)}
    >
      <span className="person-avatar">
        <Avatar user_id={user.user_id} size={24} />
        {!user.is_bot && <PresenceDot user_id={user.user_id} />}
      </span>
      <span className="person-name">{user.full_name}</span>
      {self && <span className="sender-you">(you)</span>}
      <UserStatusLabel user_id={user.user_id} id={`people-status-${user.user_id}`} />
    </button>
  );
}
