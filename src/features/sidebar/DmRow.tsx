import { useState } from 'react';
import { narrowToHash } from '../../model/narrow-url';
import { userPresence, withPresence } from '../../model/presence';
import { Avatar } from '../common/Avatar';
import { useStoreValue } from '../common/app-context';
import { Icon } from '../common/icons';
import { PresenceDot } from '../common/presence';
import { DmMenu } from '../dms';
import { unreadLabel } from './ChannelRow';

interface Props {
  /** The other participants; the user alone for the conversation with oneself. */
  user_ids: number[];
  name: string;
  unread: number;
  selected: boolean;
}

/** One direct-message conversation in the sidebar, with its menu on ⋮ or right-click. */
export function DmRow({ user_ids, name, unread, selected }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  // A conversation with one other person carries their presence: "Othello, active".
  const other = user_ids.length === 1 ? user_ids[0]! : undefined;
  const presence = useStoreValue((s) =>
    other === undefined || !s.users[other] || s.users[other].is_bot
      ? undefined
      : userPresence(s, other),
  );
  const label = presence ? withPresence(name, presence) : name;
  const href = useStoreValue((s) =>
    narrowToHash([{ operator: 'dm', operand: user_ids }], {
      userName: (id) => s.users[id]?.full_name,
    }),
  );
  return (
    <li>
      <div className="sidebar-row-wrap">
        <a
          href={href}
          className="sidebar-row dm-row"
          aria-current={selected ? 'page' : undefined}
          aria-label={unreadLabel(label, unread, false)}
          onContextMenu={(e) => {
            e.preventDefault();
            setMenuOpen(true);
          }}
        >
          {other !== undefined ? (
            <span className="dm-avatar">
              <Avatar user_id={other} size={20} />
              {presence && <PresenceDot user_id={other} />}
            </span>
          ) : (
            // A group: a people mark (a number here read as an unread count).
            <span className="group-avatar" aria-hidden>
              <Icon name="people" size={14} />
            </span>
          )}
          <span className="sidebar-name">{name}</span>
          {unread > 0 && (
            <span className="count" aria-hidden>
              {unread}
            </span>
          )}
        </a>
        <DmMenu user_ids={user_ids} label={name} open={menuOpen} onOpenChange={setMenuOpen} />
      </div>
    </li>
  );
}
