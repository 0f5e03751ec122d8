// The queue a page leaves for the next (kept-queue.ts), in a real IndexedDB implementation: the
// resume-or-register decision's first half is whether there is a queue to resume at all.
import { indexedDB } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimKeptQueue,
  forgetKeptQueue,
  KEPT_QUEUE_MS,
  keptQueueWaiting,
  openKeptQueues,
} from './kept-queue';
import { copyKey } from './local-copy';

const iago = copyKey({ realm: '', userId: 11 });
const othello = copyKey({ realm: '', userId: 12 });
const elsewhere = copyKey({ realm: 'https://chat.example.com', userId: 11 });
const T = 1_800_000_000_000;

/** What a page going away writes (synchronously, as in pagehide). */
async function leave(key: string, queue_id: string, last_event_id: number, savedAt = T) {
  const store = openKeptQueues();
  expect(await store.ready).toBe(true);
  expect(store.putNow(key, { queue_id, last_event_id, savedAt })).toBe(true);
  store.close();
}

// For this file only: the files sharing its worker run without IndexedDB, as Node does.
beforeAll(() => {
  // fake-indexeddb's one factory, shared by the files of a worker: the modules (kept alive
  // between files) keep the stores they opened on it.
  vi.stubGlobal('indexedDB', indexedDB);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(async () => {
  for (const key of [iago, othello, elsewhere]) await forgetKeptQueue(key);
});

describe('a kept event queue', () => {
  it('is resumed from its last event by the next page of the same account', async () => {
    await leave(iago, 'q-1', 41);
    expect(await claimKeptQueue(iago, T + 60_000)).toEqual({ queue_id: 'q-1', last_event_id: 41 });
  });

  it('is claimed once: a second page (another tab opening meanwhile) registers instead', async () => {
    await leave(iago, 'q-1', 41);
    const [first, second] = await Promise.all([
      claimKeptQueue(iago, T + 1000),
      claimKeptQueue(iago, T + 1000),
    ]);
    expect([first, second].filter(Boolean)).toEqual([{ queue_id: 'q-1', last_event_id: 41 }]);
    expect(await claimKeptQueue(iago, T + 2000)).toBeNull();
  });

  it('is not tried once the server would have let it expire', async () => {
    await leave(iago, 'q-1', 41);
    expect(await claimKeptQueue(iago, T + KEPT_QUEUE_MS + 1)).toBeNull();
    // An expired one is gone too, not tried by a page after it.
    expect(await claimKeptQueue(iago, T + 1000)).toBeNull();
  });

  it('belongs to one account on one server: another person or server finds none', async () => {
    await leave(iago, 'q-1', 41);
    expect(await claimKeptQueue(othello, T + 1000)).toBeNull();
    expect(await claimKeptQueue(elsewhere, T + 1000)).toBeNull();
    expect(await claimKeptQueue(iago, T + 1000)).toEqual({ queue_id: 'q-1', last_event_id: 41 });
  });

  it('a later page going away replaces the queue an earlier one left', async () => {
    await leave(iago, 'q-1', 41);
    await leave(iago, 'q-2', 7, T + 5000);
    expect(await claimKeptQueue(iago, T + 6000)).toEqual({ queue_id: 'q-2', last_event_id: 7 });
  });

  it('forgotten (logout, the copy turned off): nothing is resumed', async () => {
    await leave(iago, 'q-1', 41);
    await forgetKeptQueue(iago);
    expect(await claimKeptQueue(iago, T + 1000)).toBeNull();
  });

  it('something unreadable where the queue was is not resumed', async () => {
    const store = openKeptQueues();
    await store.ready;
    store.putNow(iago, { queue_id: 42, last_event_id: 'x' });
    store.close();
    expect(await claimKeptQueue(iago, T)).toBeNull();
  });

  it('waits for its page until claimed or too old, and meanwhile no other tab rewrites its copy', async () => {
    expect(await keptQueueWaiting(iago, T)).toBe(false);
    await leave(iago, 'q-1', 41);
    expect(await keptQueueWaiting(iago, T + 1000)).toBe(true);
    expect(await keptQueueWaiting(othello, T + 1000)).toBe(false);
    expect(await keptQueueWaiting(iago, T + KEPT_QUEUE_MS + 1)).toBe(false);
    await claimKeptQueue(iago, T + 2000);
    expect(await keptQueueWaiting(iago, T + 3000)).toBe(false);
  });
});
