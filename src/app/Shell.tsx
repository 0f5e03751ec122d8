import { useEffect, useRef, useState } from 'react';
import type { ConnectionState } from '../events/types';
import { useApp, useStoreValue } from '../features/common/app-context';
import { Notices } from '../features/common/Notices';
import { ComposeArea } from '../features/compose';
import { useBackgroundRecording } from '../features/devtools';
import { useHotkeys } from '../features/hotkeys';
import { TopicMoveHost } from '../features/messages';
import { Notifications } from '../features/notifications';
import { PaletteHost } from '../features/palette';
import { RightSidebar, usePresenceHeartbeat } from '../features/people';
import { LeftSidebar, selectionOf } from '../features/sidebar';
import { useStatusExpiry } from '../features/status';
import { homeView, type View, viewToHash } from '../model/route';
import { ConnectionStatus } from './ConnectionStatus';
import { hasOverlayScreen, OverlayHost } from './OverlayHost';
import { goBack, useLocation } from './router';
import { TopBar } from './TopBar';
import { useDocumentTitle, useViewTitle } from './useViewTitle';
import { shellDrawn, ViewContent, warmFeed } from './ViewContent';
import './shell.css';

interface Props {
  connection: ConnectionState;
  onRetry(): void;
  onLogout(): void;
}

/** The signed-in layout of UI.md: left sidebar, the view under its top bar, the people list. */
export function Shell({ connection, onRetry, onLogout }: Props) {
  const { parley } = useApp();
  useEffect(() => {
    shellDrawn(parley);
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
