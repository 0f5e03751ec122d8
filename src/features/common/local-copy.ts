/**
 * The local copy of the store, in IndexedDB, so that a reload or a new tab opens at once from it
 * and catches up from the server (useEventStore). One copy per account and server; written while
 * the store is live, coalesced (at most every WRITE_EVERY_MS, and when the page is hidden);
 * removed on logout or when the person turns it off. What is written is store/copy.ts's
 * (no API key: the session stays where it was kept before).
 */
import { del, get, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { parseRoute } from '../../model/route';
import { type CopyRecord, copyOf, stateFromCopy } from '../../store/copy';
import { narrowKey } from '../../store/keys';
import type { ParleyState } from '../../store/state';
import type { ParleyStore } from '../../store/store';
import {
  claimKeptQueue,
  forgetKeptQueue,
  type KeptQueue,
  keptQueueWaiting,
  openKeptQueues,
} from './kept-queue';
import { oneWriter } from './one-writer';
import { lazyStore, openStoreNow } from './store-now';

/** How often a busy organization's copy is written at most, and how soon after a visit. */
export const WRITE_EVERY_MS = 20_000;
const VISIT_WRITE_MS = 1500;
const PREFERENCE = 'parley.local-copy';

const DB = 'parley';
const STORE = 'local-copy';
const copies = lazyStore(DB, STORE);

/** Whose copy: the session's server ('' is the one that served the page) and user. */
export interface Account {
  realm: string;
  userId: number;
}

/** One key per account and server ('' is the server that served the page). */
export const copyKey = (a: Account) => `${a.realm || 'here'}|${a.userId}`;

/** The person's choice for this browser: on unless turned off in Preferences. */
export function copyEnabled(): boolean {
  try {
    return localStorage.getItem(PREFERENCE) !== 'off';
  } catch {
    return false;
  }
}

const choiceListeners = new Set<() => void>();

/** Turning the copy off deletes it at once; on, it is written from the next change. */
export async function setCopyEnabled(on: boolean, account: Account): Promise<void> {
  try {
    if (on) localStorage.removeItem(PREFERENCE);
    else localStorage.setItem(PREFERENCE, 'off');
  } catch {
    // Storage refused: nothing can be kept anyway.
  }
  for (const l of choiceListeners) l();
  if (!on) await deleteCopy(account);
}

export function useCopyEnabled(): boolean {
  return useSyncExternalStore((l) => {
    choiceListeners.add(l);
    return () => choiceListeners.delete(l);
  }, copyEnabled);
}

const reads = new Map<string, Promise<ParleyState | null>>();

/**
 * The state to open with, or null (none, off, unreadable, another version or person: a copy
 * that cannot be used is deleted). Started as early as the session is known; asked once more
 * by the store, which then gets the same answer.
 */
export function readCopy(account: Account): Promise<ParleyState | null> {
  const key = copyKey(account);
  let read = reads.get(key);
  if (!read) {
    read = (async () => {
      if (!copyEnabled() || typeof indexedDB === 'undefined') return null;
      const record = await get<unknown>(key, copies());
      const state = stateFromCopy(record, account.userId);
      if (record !== undefined && !state) await del(key, copies());
      return state;
    })().catch(() => null);
    reads.set(key, read);
  }
  return read;
}

export async function deleteCopy(account: Account): Promise<void> {
  const key = copyKey(account);
  reads.delete(key);
  if (typeof indexedDB === 'undefined') return;
  await Promise.all([del(key, copies()).catch(() => undefined), forgetKeptQueue(key)]);
}

/**
 * Whether the page, leaving now, leaves its event queue to the next page (kept-queue.ts): the
 * copy is on and the store live, so the copy written as it goes matches the queue.
 */
export function leavesQueue(parley: ParleyStore): boolean {
  const state = parley.getState();
  return (
    copyEnabled() && typeof indexedDB !== 'undefined' && !state.copy && state.queue_id !== null
  );
}

/** The queue the last page of this account left, claimed for this page (or null). */
export function claimQueue(account: Account) {
  return copyEnabled() ? claimKeptQueue(copyKey(account)) : Promise.resolve(null);
}

/** The views visited, most recent first, as the store's window keys. */
function visits(win: Window): { list: string[]; stop(): void } {
  const list: string[] = [];
  const note = () => {
    const route = parseRoute(win.location.hash);
    if (route.kind !== 'narrow') return;
    const key = narrowKey(route.narrow);
    const at = list.indexOf(key);
    if (at >= 0) list.splice(at, 1);
    list.unshift(key);
    list.length = Math.min(list.length, 50);
  };
  note();
  win.addEventListener('hashchange', note);
  return { list, stop: () => win.removeEventListener('hashchange', note) };
}

/**
 * Writes the live store's copy while it changes, until the returned function is called. Not
 * the copy's own state (it has nothing new), and nothing when the person turned it off.
 */
export function keepCopy(parley: ParleyStore, account: Account, win: Window = window): () => void {
  const key = copyKey(account);
  const visited = visits(win);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = 0;
  let lastWrite = 0;
  let stopped = false;
  // A view just visited is written soon, once its messages are there: it is what a reload opens.
  let visiting: string | undefined;
  // Of several tabs of one account only one writes as it goes (each writes as it leaves).
  const writer = oneWriter(`parley-copy|${key}`);
  // Opened now: what is written as the page goes must be written and committed at once.
  const copiesNow = openStoreNow(DB, STORE);
  const keptNow = openKeptQueues();
  // Leaving, the queue goes with the copy: the next page resumes it from the same event.
  const write = (leaving = false) => {
    timer = undefined;
    const state = parley.getState();
    if (stopped || state.copy || !copyEnabled() || !(leaving || writer.holds)) return;
    lastWrite = Date.now();
    const record: CopyRecord = copyOf(state, visited.list, lastWrite);
    const shown = visiting === undefined ? undefined : state.messages.windows[visiting];
    if (shown && !shown.stale) visiting = undefined;
    reads.delete(key);
    if (!leaving) {
      // A tab that just left wrote the copy its kept queue goes with: the page resuming that
      // queue must open that copy, not this tab's (which may lack an event the queue has
      // already passed). This tab writes again once the queue is claimed or too old.
      void keptQueueWaiting(key)
        .then((waiting) => (waiting ? schedule() : set(key, record, copies())))
        .catch(() => undefined);
      return;
    }
    const { queue_id, last_event_id } = state;
    if (!copiesNow.putNow(key, record) || queue_id === null) return;
    const kept: KeptQueue = { queue_id, last_event_id, savedAt: lastWrite };
    keptNow.putNow(key, kept);
  };
  const schedule = () => {
    const wait = visiting !== undefined ? VISIT_WRITE_MS : lastWrite + WRITE_EVERY_MS - Date.now();
    const at = Date.now() + Math.max(VISIT_WRITE_MS, wait);
    if (timer !== undefined && due <= at) return;
    clearTimeout(timer);
    due = at;
    timer = setTimeout(write, at - Date.now());
  };
  const visit = () => {
    visiting = visited.list[0];
    schedule();
  };
  // Leaving (or hiding) the page writes what is pending at once: that is what the next visit opens.
  const flush = (e: Event) => {
    if (e.type === 'pagehide' && leavesQueue(parley)) {
      clearTimeout(timer);
      write(true);
      return;
    }
    if (timer === undefined) return;
    if (e.type === 'visibilitychange' && win.document.visibilityState !== 'hidden') return;
    clearTimeout(timer);
    write();
  };
  const unsubscribe = parley.store.subscribe(schedule);
  win.addEventListener('hashchange', visit);
  win.document.addEventListener('visibilitychange', flush);
  win.addEventListener('pagehide', flush);
  visiting = visited.list[0];
  if (!parley.getState().copy) schedule();
  return () => {
    stopped = true;
    writer.release();
    copiesNow.close();
    keptNow.close();
    clearTimeout(timer);
    unsubscribe();
    visited.stop();
    win.removeEventListener('hashchange', visit);
    win.document.removeEventListener('visibilitychange', flush);
    win.removeEventListener('pagehide', flush);
  };
}
