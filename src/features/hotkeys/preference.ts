/**
 * Whether the hotkeys are on: a preference of this browser, as density is (the API version
 * Parley speaks has no user setting for it). Other tabs follow through the storage event.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'parley.hotkeys';
const listeners = new Set<() => void>();
/** The choice, when storage refuses to keep it (private mode): it lasts for this page. */
let unsaved: boolean | undefined;

export function hotkeysEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return unsaved ?? true;
  }
}

const notify = () => {
  for (const l of listeners) l();
};

export function setHotkeysEnabled(on: boolean): void {
  try {
    if (on) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, 'off');
  } catch {
    unsaved = on;
  }
  notify();
}

export function useHotkeysEnabled(): boolean {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEY) l();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(l);
      window.removeEventListener('storage', onStorage);
    };
  }, hotkeysEnabled);
}
