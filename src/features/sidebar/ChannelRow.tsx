import { memo, type ReactNode, useState } from 'react';
import { narrowToHash } from '../../model/narrow-url';
import { ChannelMenu } from '../channels';
import { ChannelIcon } from '../common/ChannelIcon';
import type { SidebarChannel } from './channels';

interface Props {
  channel: SidebarChannel;
  unread: number;
  mentioned: boolean;
  selected: boolean;
  /** The topic list, under the selected channel. */
  children?: ReactNode;
}

export function unreadLabel(name: string, unread: number, mentioned: boolean) {
  if (unread === 0) return name;
  return `${name}, ${unread} unread${mentioned ? ', mentions you' : ''}`;
}

/**
 * One channel in the sidebar: its colour, privacy, name and counts; a menu on ⋮ or right-click.
 * Memoized: a switch or a new unread count re-renders the rows it changes, not hundreds.
 */
export const ChannelRow = memo(function ChannelRow({
  channel,
  unread,
  mentioned,
  selected,
  children,
}: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const href = narrowToHash([{ operator: 'channel', operand: channel.stream_id }], {
    channelName: () => channel.name,
  });
  return (
    <li className={`channel-item${channel.is_muted ? ' muted' : ''}`}>
      <div className="sidebar-row-wrap">
        <a
          href={href}
          onContextMenu={(e) => {
            e.preventDefault();
            setMenuOpen(true);
          }}
          className="sidebar-row channel-row"
          aria-current={selected ? 'page' : undefined}
          aria-label={unreadLabel(channel.name, unread, mentioned)}
        >
          <span className="channel-color" style={{ backgroundColor: channel.color }} />
          <ChannelIcon inviteOnly={channel.invite_only} webPublic={channel.is_web_public} />
          <span className="sidebar-name">{channel.name}</span>
          {mentioned && (
            <span className="mention-marker" aria-hidden>
              @
            </span>
          )}
          {unread > 0 && (
            <span className="count" aria-hidden>
              {unread}
            </span>
          )}
        </a>
        <ChannelMenu
          stream_id={channel.stream_id}
          name={channel.name}
          open={menuOpen}
          onOpenChange={setMenuOpen}
        />
      </div>
      {children}
    </li>
  );
});
