import type { Subscription } from '../../api/types/models';
import { ChannelIcon } from './ChannelIcon';

interface Props {
  subscriptions: readonly Subscription[];
}

/** The subscribed channels, pinned first, then by name as Zulip sorts them. */
export function ChannelList({ subscriptions }: Props) {
  const sorted = [...subscriptions].sort(
    (a, b) =>
      Number(b.pin_to_top) - Number(a.pin_to_top) ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
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
