import { useEffect, useMemo } from 'react';
import { updateMessageFlags } from '../api/endpoints/messages';
import { realTimers } from '../events/types';
import { AppContext, type AppServices } from '../features/common/app-context';
import { claimQueue, keepCopy, leavesQueue, readCopy } from '../features/common/local-copy';
import { loadedMessageFeed, loadMessageFeed } from '../features/messages';
import type { ParleyStore } from '../store/store';
import { appShown } from './app-shell';
import { createReadBatcher } from './read-batcher';
import { navigate, onFeed } from './router';
import { Shell } from './Shell';
import { connectionOf, type Session } from './session';
import { applyColorScheme } from './theme';
import { useEventStore } from './useEventStore';

/** How long a first render waits for the feed's code before the shell is drawn without it. */
const FEED_WAIT_MS = 250;
// Opening on a feed (a reload, a link), its chunk is fetched now, beside the event queue's
// first answer, rather than once the shell is drawn and asks for it.
if (onFeed()) void loadMessageFeed();

/**
 * The first render of a store, in a task of its own (useEventStore); on a feed, once the feed's
 * code is there too, so that the shell and the feed are drawn together. A reload opening from
 * the local copy painted the shell, then "Loading messages…", then the messages a frame later.
 */
function renderLater(render: () => void) {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const next = () => {
    clearTimeout(waiting);
    if (done) return;
    done = true;
    setTimeout(render, 0);
  };
  if (!onFeed() || loadedMessageFeed()) return next();
  // Should the code be slow or fail to load, the shell shows anyway (its feed waits or retries).
  waiting = setTimeout(next, FEED_WAIT_MS);
  loadMessageFeed().then(next, next);
}

interface Props {
  session: Session;
  onLogout(): void;
}

/** The signed-in app: live data from the event worker, then the shell once the store exists. */
export default function Home({ session, onLogout }: Props) {
  // A revoked key or deactivated account cannot recover by retrying: back to the login page.
  const live = useEventStore(session, {
    onFatal: onLogout,
    readCopy: () => readCopy(session),
    keepCopy: (parley) => keepCopy(parley, session),
    claimQueue: () => claimQueue(session),
    leavesQueue,
    renderLater,
  });
  const { parley, connection } = live;
  const failing = connection.status === 'reconnecting' || connection.status === 'offline';

  if (!parley) {
    return (
      <main className="loading-page">
        {failing ? (
          <div role="alert" className="error">
            Could not load your organization: {connection.error}{' '}
            <button type="button" onClick={live.retryNow}>
              Retry
            </button>
          </div>
        ) : (
          <p role="status">Loading your organization…</p>
        )}
      </main>
    );
  }
  return <SignedIn parley={parley} session={session} live={live} onLogout={onLogout} />;
}

function SignedIn({
  parley,
  session,
  live,
  onLogout,
}: Props & { parley: ParleyStore; live: ReturnType<typeof useEventStore> }) {
  const conn = useMemo(() => connectionOf(session), [session]);
  const batcher = useMemo(
    () => createReadBatcher((ids) => updateMessageFlags(conn, ids, 'add', 'read'), realTimers),
    [conn],
  );
  useEffect(() => () => batcher.stop(), [batcher]);
  // The app is up: the service worker may install now (app-shell.ts).
  useEffect(() => appShown(), []);
  // Signing out forgets the sanitized messages (the sanitizer loads with the first message).
  useEffect(() => () => void import('../model/sanitize').then((m) => m.clearSanitizeCache()), []);
  const app: AppServices = useMemo(
    () => ({
      parley,
      conn,
      navigate,
      markRead: (ids) => batcher.add(ids),
      forgetRead: (ids) => batcher.forget(ids),
    }),
    [parley, conn, batcher],
  );
  useEffect(() => {
    const apply = () => applyColorScheme(parley.getState().userSettings.color_scheme);
    apply();
    return parley.store.subscribe((s, prev) => {
      if (s.userSettings !== prev.userSettings) apply();
    });
  }, [parley]);
  return (
    <AppContext.Provider value={app}>
      <Shell connection={live.connection} onRetry={live.retryNow} onLogout={onLogout} />
    </AppContext.Provider>
  );
}
