/**
 * The event queue a page leaves alive for the next one (a reload, a new tab after the last one
 * closed): written with the local copy as the page goes (local-copy.ts keepCopy), claimed once
 * by the next page, which resumes it with GET /events instead of registering (useEventStore).
 * In a database of its own, so that claiming it never waits for the copy's large read.
 */
import { del, get, promisifyRequest } from 'idb-keyval';
import type { ResumePoint } from '../../events/queue';
import { lazyStore, openStoreNow, type StoreNow } from './store-now';

/**
 * A queue kept longer than this is not tried: Zulip deletes a queue nobody polled for ten
 * minutes, and a poll that finds it gone costs a round trip before the register.
 */
export const KEPT_QUEUE_MS = 9 * 60_000;

export interface KeptQueue extends ResumePoint {
  savedAt: number;
}

const DB = 'parley-queue';
const STORE = 'kept';

const kept = lazyStore(DB, STORE);

/**
 * Where a page going away writes its queue (putNow, beside the copy of the state it belongs
 * to: same queue, same last event), opened while the page is live.
 */
export const openKeptQueues = (): StoreNow => openStoreNow(DB, STORE);

const isKept = (v: unknown): v is KeptQueue => {
  const k = v as Partial<KeptQueue> | undefined;
  return (
    typeof k?.queue_id === 'string' &&
    typeof k.last_event_id === 'number' &&
    typeof k.savedAt === 'number'
  );
};

/**
 * The kept queue, taken so that no other page resumes it too (read and removed in one
 * transaction), or null: none, too old, or IndexedDB refused.
 */
export async function claimKeptQueue(key: string, now = Date.now()): Promise<ResumePoint | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    let found: unknown;
    await kept()('readwrite', (store) => {
      const request = store.get(key);
      request.onsuccess = () => {
        found = request.result;
        if (found !== undefined) store.delete(key);
      };
      return promisifyRequest(store.transaction);
    });
    if (!isKept(found) || now - found.savedAt > KEPT_QUEUE_MS) return null;
    return { queue_id: found.queue_id, last_event_id: found.last_event_id };
  } catch {
    return null;
  }
}

/**
 * Whether a queue is kept for `key` and young enough to be resumed: the copy written with it is
 * the one the page claiming it must open, so no other tab overwrites that copy meanwhile.
 */
export async function keptQueueWaiting(key: string, now = Date.now()): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    const found = await get<unknown>(key, kept());
    return isKept(found) && now - found.savedAt <= KEPT_QUEUE_MS;
  } catch {
    return false;
  }
}

export async function forgetKeptQueue(key: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await del(key, kept()).catch(() => undefined);
}
