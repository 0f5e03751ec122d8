import { ChannelList } from '../features/sidebar/ChannelList';
import { type ParleyStore, useParley } from '../store/store';
import { ConnectionStatus } from './ConnectionStatus';
import type { Session } from './session';
import { useEventStore } from './useEventStore';

interface Props {
  session: Session;
  onLogout(): void;
}

/** The signed-in shell: who you are, your channels (live), the connection, and a way out. */
export function Home({ session, onLogout }: Props) {
  // A revoked key or deactivated account cannot recover by retrying: back to the login page.
  const live = useEventStore(session, { onFatal: onLogout });
  const { parley, connection } = live;
  const failing = connection.status === 'reconnecting' || connection.status === 'offline';

  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">Parley</span>
        {parley && <Identity parley={parley} realm={session.realm} />}
        <span className="spacer" />
        <ConnectionStatus state={connection} onRetry={live.retryNow} />
        {/* Unmounting stops the worker, which deletes the server's queue. */}
        <button type="button" onClick={onLogout}>
          Log out
        </button>
      </header>
      <main className="layout">
        {!parley && !failing && <p role="status">Loading your organization…</p>}
        {!parley && failing && (
          <div role="alert" className="error">
            Could not load your organization: {connection.error}{' '}
            <button type="button" onClick={live.retryNow}>
              Retry
            </button>
          </div>
        )}
        {parley && <ChannelList parley={parley} />}
      </main>
    </div>
  );
}

/** The organization's name and the signed-in user, kept current by events. */
function Identity({ parley, realm }: { parley: ParleyStore; realm: string }) {
  const realmName = useParley(parley, (s) => s.realm.name);
  const me = useParley(parley, (s) => s.users[s.current_user_id]);
  return (
    <>
      <span className="realm-name">{realmName}</span>
      {me && (
        <span className="current-user" title="Signed in as">
          <img
            className="avatar"
            src={me.avatar_url ?? `${realm}/avatar/${me.user_id}`}
            alt=""
            width={24}
            height={24}
          />
          {me.full_name}
        </span>
      )}
    </>
  );
}
