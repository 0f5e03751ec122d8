/**
 * The local copy of the store, in IndexedDB, so that a reload or a new tab opens at once from it
 * and catches up from the server (useEventStore). One copy per account and server; written while
 * the store is live, coalesced (at most every WRITE_EVERY_MS, and when the page is hidden);
 * removed on logout or when the person turns it off. What is written is store/copy.ts's
 * (no API key: the session stays where it was kept before), in parts of which each write puts
 * only those that changed (store/copy-parts.ts).
 */
import { promisifyRequest } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import {
  COPY_CHOICE_KEY,
  COPY_DB,
  COPY_STORE,
  type CopyParts,
  partsRange,
  readParts,
  takeEarlyCopyRead,
} from '../../boot/copy-read';
import { accountKey } from '../../boot/session';
import type { ResumePoint } from '../../events/queue';
import { parseRoute } from '../../model/route';
import { type CopyRecord, copyOf, stateFromCopy } from '../../store/copy';
import { assembleCopy, type CopyHead, CopyWriter } from '../../store/copy-parts';
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
import { deleteSnapshot, writeSnapshot } from './view-snapshot';

/** How often a busy organization's copy is written at most, and how soon after a visit. */
export const WRITE_EVERY_MS = 20_000;
const VISIT_WRITE_MS = 1500;
/** How long the boot script's read is waited for before the page reads on its own. */
const EARLY_READ_WAIT_MS = 2000;

const copies = lazyStore(COPY_DB, COPY_STORE);

/** Whose copy: the session's server ('' is the one that served the page) and user. */
export interface Account {
  realm: string;
  userId: number;
}

/** One key per account and server ('' is the server that served the page): the copy's head. */
export const copyKey = (a: Account) => accountKey(a.realm, a.userId);
/** Where each part of the copy is (copy-parts.ts), after its head. */
const partKey = (key: string, name: string) => `${key}#${name}`;

const removeCopy = (key: string) =>
  copies()('readwrite', (store) => {
    store.delete(key);
    store.delete(partsRange(key));
    return promisifyRequest(store.transaction);
  });

/** The person's choice for this browser: on unless turned off in Preferences. */
export function copyEnabled(): boolean {
  try {
    return localStorage.getItem(COPY_CHOICE_KEY) !== 'off';
  } catch {
    return false;
  }
}

const choiceListeners = new Set<() => void>();

/** Turning the copy off deletes it at once; on, it is written from the next change. */
export async function setCopyEnabled(on: boolean, account: Account): Promise<void> {
  try {
    if (on) localStorage.removeItem(COPY_CHOICE_KEY);
    else localStorage.setItem(COPY_CHOICE_KEY, 'off');
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

/** What `read` gives within `ms`, else null. */
const withinTime = (read: Promise<CopyParts | null>, ms: number) =>
  Promise.race([read, new Promise<null>((r) => setTimeout(() => r(null), ms))]);

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
      // Started by the boot script as the page was parsed, when it was (never waited for long).
      const early = takeEarlyCopyRead(globalThis, key);
      const { head, parts } =
        (early && (await withinTime(early, EARLY_READ_WAIT_MS))) ??
        (await copies()('readonly', (store) => readParts(store, key)));
      const state = stateFromCopy(assembleCopy(head, parts), account.userId);
      if (head !== undefined && !state) await removeCopy(key);
      return state;
    })().catch(() => null);
    reads.set(key, read);
  }
  return read;
}

export async function deleteCopy(account: Account): Promise<void> {
  const key = copyKey(account);
  reads.delete(key);
  claims.delete(key);
  deleteSnapshot(account);
  if (typeof indexedDB === 'undefined') return;
  await Promise.all([removeCopy(key).catch(() => undefined), forgetKeptQueue(key)]);
}

/**
 * Whether the page, leaving now, leaves its event queue to the next page (kept-queue.ts): the
 * copy is on and the store live, so the copy written as it goes matches the queue.
 */
export function leavesQueue(parley: ParleyStore): boolean {
  const state = parley.getState();
  return (
    copyEnabled() &&
    typeof indexedDB !== 'undefined' &&
    !state.copy &&
    // No copy is written while the people are still to come: the next page registers.
    !state.awaitingPeople &&
    state.queue_id !== null
  );
}

const claimNow = (key: string): Promise<ResumePoint | null> =>
  copyEnabled() ? claimKeptQueue(key) : Promise.resolve(null);

/** This page's claim for each account: made as the page started, or by the store. */
const claims = new Map<string, { promise: Promise<ResumePoint | null>; taken: boolean }>();

/**
 * The kept queue claimed as the page starts (see claimQueue), so that the register, when
 * there is none to resume, can start before the app's code has loaded. The store's claim when
 * it came first: never a second claim, which could take a queue nobody then resumes.
 */
export function claimQueueEarly(account: Account): Promise<ResumePoint | null> {
  const key = copyKey(account);
  let claim = claims.get(key);
  if (!claim) {
    claim = { promise: claimNow(key), taken: false };
    claims.set(key, claim);
  }
  return claim.promise;
}

/** The queue the last page of this account left, claimed for this page (or null). */
export function claimQueue(account: Account): Promise<ResumePoint | null> {
  const key = copyKey(account);
  const early = claims.get(key);
  // Taken once: a later claim (a new login) asks again.
  if (early && !early.taken) {
    early.taken = true;
    return early.promise;
  }
  const claim = { promise: claimNow(key), taken: true };
  claims.set(key, claim);
  return claim.promise;
}

/**
 * Writes the parts of `record` that changed, one part per task (each is made then: stringified,
 * or cloned by its put; the transaction stays open between them, so the copy changes all at
 * once or not at all), then the head. The whole copy when another page wrote it since this one
 * last did.
 */
function writeInSlices(key: string, planner: CopyWriter, record: CopyRecord): Promise<void> {
  return copies()('readwrite', (store) => {
    const read = store.get(key);
    read.onsuccess = () => {
      if ((read.result as Partial<CopyHead> | undefined)?.tag !== planner.lastTag) planner.forget();
      const { head, parts } = planner.plan(record);
      const next = (i: number) => {
        const part = parts[i];
        if (!part) store.put(head, key);
        else store.put(part[1](), partKey(key, part[0])).onsuccess = () => next(i + 1);
      };
      next(0);
    };
    return promisifyRequest(store.transaction);
  });
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
export function keepCopy(
  parley: ParleyStore,
  account: Account,
  win: Window = window,
  takePicture: typeof writeSnapshot = writeSnapshot,
): () => void {
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
  // What this page wrote last, so that it writes only what changed since.
  const planner = new CopyWriter(Math.random().toString(36).slice(2));
  let writing: Promise<void> | undefined;
  // Opened now: what is written as the page goes must be written and committed at once.
  const copiesNow = openStoreNow(COPY_DB, COPY_STORE);
  const keptNow = openKeptQueues();
  // Leaving, the queue goes with the copy: the next page resumes it from the same event.
  const write = (leaving = false) => {
    timer = undefined;
    const state = parley.getState();
    // Nor while the people are still to come: a copy is opened with no register after it.
    if (stopped || state.copy || state.awaitingPeople || !copyEnabled()) return;
    if (!(leaving || writer.holds)) return;
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
        .then((waiting) => {
          if (waiting) return schedule();
          writing = writeInSlices(key, planner, record).finally(() => {
            writing = undefined;
          });
          return writing;
        })
        .catch(() => undefined);
      return;
    }
    const { queue_id, last_event_id } = state;
    // At once, in the page's last task: the changed parts and the head. Should another page have
    // written since, the head names parts of this page's that are not there: the copy is not read.
    // A write still on its way may be lost with the page: this one does not count on it.
    if (writing) planner.forget();
    const { head, parts } = planner.plan(record);
    const entries = parts.map(([name, part]) => [partKey(key, name), part()] as const);
    if (!copiesNow.putAllNow([...entries, [key, head]]) || queue_id === null) return;
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
  // The picture of the view (view-snapshot.ts) is taken as the page is hidden, and again as it
  // goes only if the store changed since (a reload hides the page, then leaves it).
  let pictured = false;
  const picture = (e: Event) => {
    if (e.type === 'visibilitychange' && win.document.visibilityState !== 'hidden') {
      pictured = false;
      return;
    }
    if (pictured || stopped || !copyEnabled()) return;
    takePicture(account, win);
    pictured = true;
  };
  // Leaving (or hiding) the page writes what is pending at once: that is what the next visit opens.
  const flush = (e: Event) => {
    picture(e);
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
  const unsubscribe = parley.store.subscribe(() => {
    pictured = false;
    schedule();
  });
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
