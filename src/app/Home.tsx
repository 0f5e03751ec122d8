import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deleteQueue, registerQueue } from '../api/endpoints/queue';
import { ApiError } from '../api/http';
import { ALL_CLIENT_CAPABILITIES } from '../api/types/register';
import { ChannelList } from '../features/sidebar/ChannelList';
import { connectionOf, type Session } from './session';

interface Props {
  session: Session;
  onLogout(): void;
}

/** The signed-in shell: who you are, your channels, and a way out. */
export function Home({ session, onLogout }: Props) {
  const conn = connectionOf(session);
  const register = useQuery({
    queryKey: ['register', session.realm, session.email],
    queryFn: () =>
      registerQueue(conn, {
        apply_markdown: true,
        include_subscribers: false,
        client_capabilities: ALL_CLIENT_CAPABILITIES,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state = register.data;

  // A revoked key or deactivated account cannot recover by retrying: back to the login page.
  const authFailed = register.error instanceof ApiError && register.error.status === 401;
  useEffect(() => {
    if (authFailed) onLogout();
  }, [authFailed, onLogout]);

  const logout = () => {
    if (state?.queue_id) deleteQueue(conn, state.queue_id).catch(() => {});
    onLogout();
  };

  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">Parley</span>
        <span className="realm-name">{state?.realm_name}</span>
        <span className="spacer" />
        {state && (
          <span className="current-user" title="Signed in as">
            <img className="avatar" src={state.avatar_url ?? ''} alt="" width={24} height={24} />
            {state.full_name}
          </span>
        )}
        <button type="button" onClick={logout}>
          Log out
        </button>
      </header>
      <main className="layout">
        {register.isPending && <p role="status">Loading your organization…</p>}
        {register.isError && !authFailed && (
          <div role="alert" className="error">
            Could not load your organization: {register.error.message}{' '}
            <button type="button" onClick={() => register.refetch()}>
              Retry
            </button>
          </div>
        )}
        {state && <ChannelList subscriptions={state.subscriptions} />}
      </main>
    </div>
  );
}
