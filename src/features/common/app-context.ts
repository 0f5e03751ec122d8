/**
 * What every screen of the signed-in app shares: the store, the connection to the server, and
 * the few app-wide services (navigation, reading). Provided once by the shell (src/app), read
 * with useApp(); features never pass these down by hand.
 */
import { createContext, useContext } from 'react';
import type { Connection } from '../../api/http';
import type { ParleyState } from '../../store/state';
import { type ParleyStore, useParley } from '../../store/store';

export interface AppServices {
  parley: ParleyStore;
  conn: Connection;
  /** Goes to a hash (`#narrow/...`), as a new history entry unless `replace`. */
  navigate(hash: string, options?: { replace?: boolean }): void;
  /** Queues messages to be marked as read (sent in batches). */
  markRead(ids: readonly number[]): void;
  /** Messages just marked unread: markRead may send them again. */
  forgetRead(ids: readonly number[]): void;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp outside the signed-in shell');
  return app;
}

/** A value from the store; the component re-renders only when the selected value changes. */
export function useStoreValue<T>(selector: (state: ParleyState) => T): T {
  return useParley(useApp().parley, selector);
}

/** The server's feature level, for the API functions that adapt to it. */
export const featureLevel = (parley: ParleyStore) => parley.getState().server.zulip_feature_level;
