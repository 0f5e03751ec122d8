import { useMemo } from 'react';
import { type ParleyStore, useParley } from '../../store/store';
import { ChannelIcon } from './ChannelIcon';
import { selectChannels, selectSubscriptions, sidebarChannels } from './channels';

interface Props {
  parley: ParleyStore;
}

/** The subscribed channels, live from the store: pinned first, then by name; muted dimmed. */
export function ChannelList({ parley }: Props) {
  const subscriptions = useParley(parley, selectSubscriptions);
  const channels = useParley(parley, selectChannels);
  const sorted = useMemo(() => sidebarChannels(subscriptions, channels), [subscriptions, channels]);
  return (
    <nav className="channel-list" aria-label="Channels">
      <h2>Channels</h2>
      {sorted.length === 0 ? (
        <p>You are not subscribed to any channels yet.</p>
      ) : (
        <ul>
          {sorted.map((s) => (
            <li key={s.stream_id} className={s.is_muted ? 'muted' : undefined}>
              <span className="channel-color" style={{ backgroundColor: s.color }} aria-hidden />
              <ChannelIcon inviteOnly={s.invite_only} webPublic={s.is_web_public} />
              <span className="channel-name">{s.name}</span>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
