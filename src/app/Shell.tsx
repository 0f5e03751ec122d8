import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConnectionState } from '../events/types';
import { useApp, useStoreValue } from '../features/common/app-context';
import { Notices } from '../features/common/Notices';
import { retrying } from '../features/common/retrying-import';
import { ComposeArea } from '../features/compose';
import { useBackgroundRecording } from '../features/devtools';
import { DraftsView } from '../features/drafts';
import { useHotkeys } from '../features/hotkeys';
import { InboxView } from '../features/inbox';
import { loadedMessageFeed, loadMessageFeed, TopicMoveHost } from '../features/messages';
import { Notifications } from '../features/notifications';
import { PaletteHost } from '../features/palette';
import { RightSidebar, usePresenceHeartbeat } from '../features/people';
import { RecentView } from '../features/recent';
import { ScheduledView } from '../features/scheduled';
import { LeftSidebar, selectionOf } from '../features/sidebar';
import { useStatusExpiry } from '../features/status';
import { homeView, type View, viewToHash } from '../model/route';
import { narrowKey } from '../store/keys';
import { ConnectionStatus } from './ConnectionStatus';
import { hasOverlayScreen, OverlayHost } from './OverlayHost';
import { goBack, useLocation } from './router';
import { TopBar } from './TopBar';
import { useDocumentTitle, useViewTitle } from './useViewTitle';
import './shell.css';

// The feed (the virtualizer, the sanitizer, message rows) is a chunk of its own: Inbox and
// Recent conversations open without it. A pointer or focus on a link to a narrow fetches it.
const loadFeed = loadMessageFeed;
const MessageFeed = lazy(retrying(() => loadFeed().then((m) => ({ default: m.MessageFeed }))));
const warmFeed = (e: Event) => {
  if (e.target instanceof Element && e.target.closest('a[href^="#narrow"], a[href="#feed"]')) {
    void loadFeed();
  }
};

interface Props {
  connection: ConnectionState;
  onRetry(): void;
  onLogout(): void;
}

function ViewContent({ view, entry }: { view: View; entry: string }) {
  switch (view.kind) {
    case 'inbox':
      return <InboxView />;
    case 'recent':
      return <RecentView />;
    case 'drafts':
      return <DraftsView />;
    case 'scheduled':
      return <ScheduledView />;
    case 'narrow':
      return <FeedView view={view} entry={entry} />;
  }
}

/**
 * The feed of a narrow. A resync (a new event queue after the old one was lost, or the server
 * answering a reload opened from the local copy) keeps the feed: its window, now stale, stays
 * on screen and is fetched again where the reader is (model/feed.ts), so nothing jumps.
 */
function FeedView({ view, entry }: { view: View & { kind: 'narrow' }; entry: string }) {
  // Drawn at once when its code is there already (as a page opening on a feed loads it early):
  // through lazy() the first render waited a task, and the shell was painted without the feed
  // (60 to 130 ms later on a reload). Chosen once: another type later would remount the feed.
  const [Feed] = useState(() => loadedMessageFeed()?.MessageFeed ?? MessageFeed);
  // Drawn with a store's first shell (a cold open, a login) and with no messages of its view
  // yet, the feed mounts a task later: it has only "Loading messages…" to show, and mounting it
  // made that first render one long task (46-55 ms on a large organization). Read, not watched:
  // a subscription here for a value used once kept 7 MB more after 20 channel switches.
  const { parley } = useApp();
  const [mounted, setMounted] = useState(
    () =>
      shellDrawn.has(parley) ||
      parley.getState().messages.windows[narrowKey(view.narrow)] !== undefined,
  );
  // Armed as the shell commits (effects run only after a paint): the feed, which starts the
  // fetch of its first page, mounts in the very next task.
  useLayoutEffect(() => {
    if (mounted) return;
    const later = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(later);
  }, [mounted]);
  if (!mounted) return <p className="feed-loading">Loading messages…</p>;
  return (
    <Suspense fallback={<p className="feed-loading">Loading messages…</p>}>
      <Feed
        key={`${entry}|${narrowKey(view.narrow)}|${view.near ?? ''}`}
        narrow={view.narrow}
        near={view.near}
        entry={entry}
      />
    </Suspense>
  );
}

/** The stores whose shell has been drawn once. */
const shellDrawn = new WeakSet<object>();

/** The signed-in layout of UI.md: left sidebar, the view under its top bar, the people list. */
export function Shell({ connection, onRetry, onLogout }: Props) {
  const { parley } = useApp();
  useEffect(() => {
    shellDrawn.add(parley);
  }, [parley]);
  useBackgroundRecording();
  usePresenceHeartbeat();
  useStatusExpiry();
  const location = useLocation();
  const home = useStoreValue((s) => s.userSettings.web_home_view);
  const self = useStoreValue((s) => s.current_user_id);
  const catchingUp = useStoreValue((s) => s.copy !== undefined);
  const [drawer, setDrawer] = useState<'left' | 'right' | null>(null);
  const mainRef = useRef<HTMLElement>(null);
  const appRef = useRef<HTMLDivElement>(null);
  // What had focus in the app last: an overlay hands focus back to it when it closes.
  const lastFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && appRef.current?.contains(e.target)) {
        lastFocus.current = e.target;
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerover', warmFeed, { passive: true });
    document.addEventListener('focusin', warmFeed);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerover', warmFeed);
      document.removeEventListener('focusin', warmFeed);
    };
  }, []);
  const lastView = useRef<View | undefined>(undefined);
  const lastEntry = useRef(location.entry);
  const route = location.route;
  // An overlay opens above the view it was opened from, which stays as it was (same history
  // entry, so the feed is not rebuilt: its place, its selected message, the focus to return).
  const view: View =
    route.kind === 'home'
      ? homeView(home)
      : route.kind === 'overlay'
        ? (lastView.current ?? homeView(home))
        : route;
  lastView.current = view;
  const entry = route.kind === 'overlay' ? lastEntry.current : location.entry;
  lastEntry.current = entry;
  const { title, description } = useViewTitle(view);
  const selection = selectionOf(view, self);
  useDocumentTitle(title);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new place closes the drawers
  useEffect(() => setDrawer(null), [location.hash]);

  const overlay = route.kind === 'overlay' && hasOverlayScreen(route.overlay) ? route : null;
  useHotkeys({
    view,
    openDrawer: setDrawer,
    closeDrawer: () => {
      if (drawer === null) return false;
      setDrawer(null);
      return true;
    },
  });

  return (
    <>
      <div
        className="app"
        data-drawer={drawer ?? undefined}
        // An overlay above makes the app unreachable until it closes (Esc, Close, Back).
        inert={overlay !== null}
        ref={appRef}
      >
        <button type="button" className="skip-link" onClick={() => mainRef.current?.focus()}>
          Skip to the messages
        </button>
        <LeftSidebar selection={selection} />
        <div className="center">
          <TopBar
            title={title}
            description={description}
            onOpenLeft={() => setDrawer('left')}
            onOpenRight={() => setDrawer('right')}
            onLogout={onLogout}
            stream_id={selection.stream_id}
            view={view}
          />
          <ConnectionStatus state={connection} onRetry={onRetry} catchingUp={catchingUp} />
          <Notifications />
          <main ref={mainRef} className="main-view" tabIndex={-1} aria-label={title}>
            <ViewContent view={view} entry={entry} />
          </main>
          <ComposeArea view={view} connection={connection} />
        </div>
        <RightSidebar />
        {drawer && (
          <button
            type="button"
            className="drawer-backdrop"
            aria-label="Close the sidebar"
            onClick={() => setDrawer(null)}
          />
        )}
      </div>
      {overlay && (
        <OverlayHost
          key={overlay.overlay}
          overlay={overlay.overlay}
          path={overlay.path}
          opener={lastFocus}
          onClose={() => goBack(viewToHash(view))}
        />
      )}
      <TopicMoveHost />
      <Notices />
      <PaletteHost view={view} onLogout={onLogout} />
    </>
  );
}
