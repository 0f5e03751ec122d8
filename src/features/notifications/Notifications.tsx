/**
 * What notifications need on every page (small, in the first chunk): the favicon's dot, the
 * banner that asks for permission (never a prompt on load), and the hand-off of messages that
 * arrive while the tab is hidden to the notifier, which loads then.
 */
import { useEffect, useState } from 'react';
import type { WireEvent } from '../../api/types/event';
import { selectUnreadCounts } from '../../store/unread-counts';
import { useApp, useStoreValue } from '../common/app-context';
import { setFaviconDot } from './favicon';
import type { Notifier } from './notifier';
import './notifications.css';

const DISMISSED = 'parley.notifications.banner-dismissed';

const permission = () => (typeof Notification === 'undefined' ? 'denied' : Notification.permission);

function useNotifier() {
  const { parley, navigate } = useApp();
  useEffect(() => {
    let notifier: Notifier | undefined;
    let loading: WireEvent[] | undefined;
    let stopped = false;
    const unsubscribe = parley.subscribeEvents((events) => {
      if (document.visibilityState !== 'hidden') return;
      if (notifier) return notifier.onEvents(events);
      const s = parley.getState().userSettings;
      if (permission() !== 'granted' && !s.enable_sounds) return;
      if (loading) return void loading.push(...events);
      loading = [...events];
      void import('./notifier').then(({ startNotifier }) => {
        if (stopped) return;
        notifier = startNotifier(parley, (hash) => navigate(hash));
        notifier.onEvents(loading ?? []);
        loading = undefined;
      });
    });
    return () => {
      stopped = true;
      unsubscribe();
      notifier?.stop();
    };
  }, [parley, navigate]);
}

function useFaviconDot() {
  const dot = useStoreValue((s) => {
    const counts = selectUnreadCounts(s);
    return counts.mentions > 0 || Object.keys(counts.dms).length > 0;
  });
  useEffect(() => setFaviconDot(dot), [dot]);
  useEffect(() => () => setFaviconDot(false), []);
}

/** The offer to turn on desktop notifications, until allowed, refused or dismissed. */
function PermissionBanner() {
  const enabled = useStoreValue((s) => s.userSettings.enable_desktop_notifications);
  const [state, setState] = useState(permission);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED) === '1');
  if (!enabled || state !== 'default' || dismissed) return null;
  return (
    <section className="notification-banner" aria-label="Desktop notifications">
      <p>Get desktop notifications for direct messages and mentions in the background.</p>
      <button
        type="button"
        className="primary"
        onClick={() => void Notification.requestPermission().then(setState, () => undefined)}
      >
        Enable notifications
      </button>
      <button
        type="button"
        className="quiet"
        onClick={() => {
          localStorage.setItem(DISMISSED, '1');
          setDismissed(true);
        }}
      >
        Not now
      </button>
    </section>
  );
}

export function Notifications() {
  useNotifier();
  useFaviconDot();
  return <PermissionBanner />;
}
