/**
 * The event inspector's preferences, kept by this browser (not the account): offering it in
 * the personal menu on servers that are not development servers, and recording while it is
 * closed. Other tabs follow through the storage event.
 */
import { useSyncExternalStore } from 'react';

export type DevtoolsPreference = 'inMenu' | 'recordWhileClosed';

const KEYS: Record<DevtoolsPreference, string> = {
  inMenu: 'parley.devtools.menu',
  recordWhileClosed: 'parley.devtools.record',
};
const listeners = new Set<() => void>();

export function getDevtoolsPreference(name: DevtoolsPreference): boolean {
  try {
    return localStorage.getItem(KEYS[name]) === 'on';
  } catch {
    return false;
  }
}

export function setDevtoolsPreference(name: DevtoolsPreference, on: boolean): void {
  try {
    if (on) localStorage.setItem(KEYS[name], 'on');
    else localStorage.removeItem(KEYS[name]);
  } catch {
    // Storage refused (private mode): nothing to remember.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key && Object.values(KEYS).includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDevtoolsPreference(name: DevtoolsPreference): boolean {
  return useSyncExternalStore(subscribe, () => getDevtoolsPreference(name));
}
