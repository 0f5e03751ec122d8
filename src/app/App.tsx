import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { appClientStarted, prepareEventWorker, startEventsEarly } from '../events/early-worker';
import { readingElement } from '../features/common/active-feed';
import { keepFocus } from '../features/common/focus-keeper';
import { claimQueueEarly, deleteCopy, readCopy } from '../features/common/local-copy';
import { retrying } from '../features/common/retrying-import';
import {
  DevLoginHandoff,
  LoginPage,
  parseDevLoginHash,
  takeDevLoginRequest,
} from '../features/login';
import { loadMessageFeed } from '../features/messages/lazy-feed';
import { preloadSignedInChunks } from './preload-signed-in';
import { onFeed } from './router';
import { clearSession, loadSession, type Session, saveSession } from './session';

// The signed-in app is its own chunk: preloaded as a signed-in page starts (preload-signed-in),
// and by the login page at an idle moment.
const loadHome = retrying(() => import('./Home'));
const Home = lazy(loadHome);

/**
 * Signed in, the local copy starts loading at once and the app's code from the next task, while
 * the page still asks the service worker whether a newer version waits (main.tsx), not after.
 */
export function preloadSignedIn(): void {
  const session = loadSession();
  if (!session) return;
  const feed = onFeed();
  void readCopy(session);
  // The links to the app's code and stylesheets go in from the next task: a link costs the
  // main thread a millisecond or two as it goes in, and with the entry module's own run
  // they made the page's first task long (45-75 ms on this machine).
  setTimeout(() => {
    void loadHome();
    preloadSignedInChunks(document, { feed });
    // The feed's code loads beside Home's, not once Home has loaded and run; in a task of its
    // own, as Vite's loader adds a link for each of its chunks not preloaded yet.
    if (feed) setTimeout(() => void loadMessageFeed(), 0);
  }, 0);
}

/**
 * Once the page is sure to start (main.tsx), with neither a queue left by the last page to
 * resume nor a local copy to open from: the register starts now, not once the app's code has
 * loaded and rendered. (With a copy, the page draws it first; the register follows.)
 */
export function startEventsSoon(): void {
  const session = loadSession();
  if (!session || devLoginRequested()) return;
  void readCopy(session).then(async (copy) => {
    // The claim waits for the copy's read: together they slowed a reload of a large one.
    if (copy || appClientStarted() || (await claimQueueEarly(session))) return;
    // The app's own client may have claimed and registered meanwhile.
    if (appClientStarted()) return;
    startEventsEarly({ realm: session.realm, email: session.email, apiKey: session.apiKey });
  });
}

/** A tab opened by "Open as … in a new tab" logs in as someone else (takeDevLoginRequest). */
const devLoginRequested = () => parseDevLoginHash(window.location.hash) !== null;

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  // A tab opened by "Open as … in a new tab" is that user, whoever logged in last.
  const [handoff, setHandoff] = useState(() => takeDevLoginRequest());
  const [handoffError, setHandoffError] = useState<string | null>(null);
  const [session, setSession] = useState<Session | null>(() =>
    handoff === null ? loadSession() : null,
  );
  // The local copy is read while the signed-in app's code loads.
  if (session) void readCopy(session);

  useEffect(() => keepFocus(document, readingElement), []);
  // The login page installs no service worker: its install fetches the whole build, which
  // competed with a login clicked meanwhile (a 10,000-person organization's, by 100 ms and
  // more, on two cores). The signed-in app installs it once it shows (Home).
  useEffect(() => {
    if (session || handoff !== null) return;
    prepareEventWorker();
    // While the person logs in, the signed-in app's code loads at an idle moment, so logging in
    // waits for the register alone.
    if (!('requestIdleCallback' in window)) return;
    const idle = requestIdleCallback(
      () => {
        void loadHome();
        preloadSignedInChunks();
      },
      { timeout: 5000 },
    );
    return () => cancelIdleCallback(idle);
  }, [session, handoff]);

  const login = useCallback((s: Session) => {
    saveSession(s);
    // Before the idle moment came: the chunks go with the register.
    void loadHome();
    preloadSignedInChunks();
    // The register starts now, while the signed-in app's code loads.
    startEventsEarly({ realm: s.realm, email: s.email, apiKey: s.apiKey });
    setSession(s);
    setHandoff(null);
  }, []);
  const failHandoff = useCallback((reason: string) => {
    setHandoffError(reason);
    setHandoff(null);
    setSession(loadSession());
  }, []);
  const logout = () => {
    if (session) void deleteCopy(session);
    clearSession();
    queryClient.clear();
    setSession(null);
  };

  return (
    <QueryClientProvider client={queryClient}>
      {session ? (
        <Suspense fallback={<p className="loading-page">Loading…</p>}>
          <Home session={session} onLogout={logout} />
        </Suspense>
      ) : handoff !== null ? (
        <DevLoginHandoff
          realm=""
          email={handoff}
          onLogin={(r) =>
            login({ realm: '', email: r.email, apiKey: r.api_key, userId: r.user_id })
          }
          onFail={failHandoff}
        />
      ) : (
        <>
          {handoffError && (
            <p role="alert" className="error handoff-error">
              {handoffError}
            </p>
          )}
          <LoginPage realm="" onLogin={login} />
        </>
      )}
    </QueryClientProvider>
  );
}
