/**
 * The URL hash is the router. Links are plain `<a href="#...">`, so Back and Forward are the
 * browser's own; each history entry gets an ID (kept in history.state) under which a view saves
 * its reading position, so going back restores it.
 */
import { useSyncExternalStore } from 'react';
import { parseRoute, type Route } from '../model/route';

export interface Location {
  hash: string;
  route: Route;
  /** This history entry's ID. */
  entry: string;
}

let counter = 0;
const newEntry = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

function entryOf(state: unknown): string | undefined {
  const entry = (state as { parleyEntry?: unknown } | null)?.parleyEntry;
  return typeof entry === 'string' ? entry : undefined;
}

let current: Location | undefined;
/** For entries this page made: the entry they were made from (so "back" stays in the app). */
const cameFrom = new Map<string, string>();

function read(): Location {
  const hash = window.location.hash;
  let entry = entryOf(window.history.state);
  if (!entry) {
    // A new entry (a link was followed, or the URL typed): name it, keeping the browser's entry.
    entry = newEntry();
    window.history.replaceState({ ...(window.history.state ?? {}), parleyEntry: entry }, '');
    if (current) cameFrom.set(entry, current.entry);
  }
  if (!current || current.hash !== hash || current.entry !== entry) {
    current = { hash, route: parseRoute(hash), entry };
  }
  return current;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, read, read);
}

/** Goes to `hash`: a new history entry, or the current one replaced. */
export function navigate(hash: string, options: { replace?: boolean } = {}): void {
  const target = hash.startsWith('#') ? hash : `#${hash}`;
  if (target === window.location.hash && !options.replace) return;
  const state = { parleyEntry: newEntry() };
  const from = current?.entry;
  const before = from === undefined ? undefined : options.replace ? cameFrom.get(from) : from;
  if (before !== undefined) cameFrom.set(state.parleyEntry, before);
  if (options.replace) window.history.replaceState(state, '', target);
  else window.history.pushState(state, '', target);
  // pushState fires neither hashchange nor popstate: tell the subscribers.
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

/**
 * Back, as the browser's button does, when the entry before this one is the app's; otherwise
 * (the page was opened at this hash) `fallback` replaces this entry, so the app is not left.
 */
export function goBack(fallback: string): void {
  const entry = current?.entry;
  if (entry !== undefined && cameFrom.has(entry)) window.history.back();
  else navigate(fallback, { replace: true });
}

/** Whether the page's address is a feed (a narrow, or the combined feed), as it opens. */
export const onFeed = (): boolean => parseRoute(window.location.hash).kind === 'narrow';
