/**
 * A status set to clear after a while: when, remembered in this browser (the API keeps no
 * expiry), and the clearing itself, done by whichever page of the user is open then.
 */
import { useEffect } from 'react';
import { updateStatus } from '../../api/endpoints/presence';
import { statusRequest } from '../../model/status-choices';
import { useApp, useStoreValue } from '../common/app-context';

interface Expiry {
  at: number;
  status_text: string;
}

const keyOf = (realm: string, user_id: number) => `parley.status-clears.${realm}.${user_id}`;

export function rememberExpiry(realm: string, user_id: number, expiry: Expiry | null): void {
  try {
    if (expiry) localStorage.setItem(keyOf(realm, user_id), JSON.stringify(expiry));
    else localStorage.removeItem(keyOf(realm, user_id));
  } catch {
    // Storage refused (private mode): the status simply stays.
  }
}

function readExpiry(realm: string, user_id: number): Expiry | null {
  try {
    const raw = localStorage.getItem(keyOf(realm, user_id));
    return raw ? (JSON.parse(raw) as Expiry) : null;
  } catch {
    return null;
  }
}

/** Clears the user's status when it is due, if it is still the status that was set. */
export function useStatusExpiry(): void {
  const { conn } = useApp();
  const self = useStoreValue((s) => s.current_user_id);
  const text = useStoreValue((s) => s.userStatus[s.current_user_id]?.status_text ?? '');
  useEffect(() => {
    const expiry = readExpiry(conn.realm, self);
    if (!expiry) return;
    if (expiry.status_text !== text) {
      rememberExpiry(conn.realm, self, null);
      return;
    }
    const clear = () => {
      rememberExpiry(conn.realm, self, null);
      void updateStatus(conn, statusRequest('', null)).catch(() => {});
    };
    // Timers longer than about 24.8 days overflow; a page is rarely open that long.
    const wait = Math.min(expiry.at - Date.now(), 2 ** 31 - 1);
    const timer = window.setTimeout(clear, Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [conn, self, text]);
}
