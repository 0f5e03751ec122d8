// The local copy in a real IndexedDB implementation: written in parts by pages as they go and as
// they leave, read back whole, never read when two pages' parts are mixed, and deleted whole.
import { IDBFactory, IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { promisifyRequest } from 'idb-keyval';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyCopyRead } from '../../boot/copy-read';
import { createParleyStore, type ParleyStore } from '../../store/store';
import { GENERAL, registerFixture, SELF, stored, streamMessage } from '../../store/test-support';
import { claimKeptQueue } from './kept-queue';
import {
  type Account,
  claimQueue,
  claimQueueEarly,
  copyKey,
  deleteCopy,
  keepCopy,
  leavesQueue,
  readCopy,
} from './local-copy';

const account: Account = { realm: '', userId: SELF };
const key = copyKey(account);
const view = [{ operator: 'channel', operand: GENERAL }];

/** A page's window, as far as keepCopy uses it: its hash, its visibility, its leaving. */
function page() {
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible',
    // No view to picture (view-snapshot.test.ts pictures one).
    getElementById: () => null,
  });
  const win = Object.assign(new EventTarget(), {
    location: { hash: '#narrow/channel/10-general' },
  });
  return {
    win: Object.assign(win, { document }) as unknown as Window,
    /** Hidden: what is pending is written (the writes that wait for no page leaving). */
    hide() {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      document.visibilityState = 'visible';
    },
    leave: () => win.dispatchEvent(new Event('pagehide')),
  };
}

/** What is in the database now: every key, and the head's tag. */
async function records(): Promise<{ keys: string[]; tag?: string }> {
  const db = await promisifyRequest(indexedDB.open('parley'));
  try {
    const store = db.transaction('local-copy').objectStore('local-copy');
    const [keys, head] = await Promise.all([
      promisifyRequest(store.getAllKeys()),
      promisifyRequest(store.get(key)),
    ]);
    return { keys: keys.map(String), tag: (head as { tag?: string } | undefined)?.tag };
  } finally {
    db.close();
  }
}

/** Waits until the head in the database has changed from `before`. */
async function written(before?: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { tag } = await records().catch(() => ({ tag: undefined }));
    if (tag !== undefined && tag !== before) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('the copy was not written');
}

/** Until the stores a page keeps open for its last write are open. */
const opened = () => new Promise((r) => setTimeout(r, 50));

/** A store whose page kept the copy and has left, leaving its queue to the next page. */
async function leftWithQueue(): Promise<ParleyStore> {
  const parley = createParleyStore(registerFixture());
  const p = await keptByPage(parley);
  p.leave();
  p.stop();
  return parley;
}

/** A page keeping `parley`'s copy, its first write done and its stores open for the last. */
async function keptByPage(parley: ParleyStore) {
  const p = page();
  const stop = keepCopy(parley, account, p.win);
  p.hide();
  await written();
  await opened();
  return { ...p, stop };
}

/** A copy of a store holding messages `ids`, written as its page was hidden. */
async function copyWritten(ids: number[]): Promise<void> {
  const parley = createParleyStore(registerFixture());
  withMessages(parley, ids);
  const p = page();
  const stop = keepCopy(parley, account, p.win);
  p.hide();
  await written();
  stop();
}

/** The message IDs of each view in a state read from a copy. */
const windowIds = (state: Awaited<ReturnType<typeof readCopy>>) =>
  Object.values(state?.messages.windows ?? {}).map((w) => w.ids);

function withMessages(parley: ParleyStore, ids: number[]) {
  parley.receiveMessages(view, {
    messages: ids.map((id) => stored(streamMessage(id, GENERAL, 'lunch'))),
    found_oldest: true,
    found_newest: true,
  });
}

beforeAll(() => {
  // fake-indexeddb's one factory, shared by the files of a worker: the modules (kept alive
  // between files) keep the stores they opened on it.
  vi.stubGlobal('indexedDB', indexedDB);
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => items.set(k, v),
    removeItem: (k: string) => items.delete(k),
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(async () => {
  await deleteCopy(account);
});

describe('the local copy in IndexedDB', () => {
  it('is written in parts as the page goes and read back as the state it was', async () => {
    const parley = createParleyStore(registerFixture());
    withMessages(parley, [1, 2]);
    const p = page();
    const stop = keepCopy(parley, account, p.win);
    p.hide();
    await written();
    const state = await readCopy(account);
    expect(state?.users).toEqual(parley.getState().users);
    expect(Object.values(state?.messages.windows ?? {}).map((w) => w.ids)).toEqual([[1, 2]]);
    const { keys } = await records();
    expect(keys).toContain(key);
    expect(keys).toContain(`${key}#users`);
    stop();
  });

  it('is neither written nor left a queue while the people are still to come', async () => {
    const { realm_users: _all, ...rest } = registerFixture();
    const own = registerFixture().realm_users.slice(0, 1);
    const parley = createParleyStore({ ...rest, realm_users: own, people_to_come: true });
    withMessages(parley, [1]);
    expect(leavesQueue(parley)).toBe(false);
    const p = page();
    const stop = keepCopy(parley, account, p.win);
    p.hide();
    await opened();
    expect(await readCopy(account)).toBeNull();
    // Once they have come, the copy is written with everyone in it.
    parley.receivePeople(registerFixture().realm_users, {}, 0);
    p.hide();
    await written();
    expect(Object.keys((await readCopy(account))?.users ?? {})).toHaveLength(
      registerFixture().realm_users.length,
    );
    stop();
  });

  it('as the page leaves, its last change goes with the queue the next page resumes', async () => {
    const parley = createParleyStore(registerFixture());
    withMessages(parley, [1]);
    const p = await keptByPage(parley);
    withMessages(parley, [1, 2, 3]);
    p.leave();
    p.stop();
    const state = await readCopy(account);
    expect(Object.values(state?.messages.windows ?? {}).map((w) => w.ids)).toEqual([[1, 2, 3]]);
    expect(await claimKeptQueue(key)).toMatchObject({ queue_id: parley.getState().queue_id });
  });

  it('a claim made as the page starts is the one the store takes, once', async () => {
    const parley = await leftWithQueue();
    const early = claimQueueEarly(account);
    expect(claimQueueEarly(account)).toBe(early);
    const taken = claimQueue(account);
    expect(taken).toBe(early);
    expect(await taken).toMatchObject({ queue_id: parley.getState().queue_id });
    // Claimed: a later claim (another login) finds nothing left.
    expect(await claimQueue(account)).toBeNull();
  });

  it('a claim made by the store first is the one the page start gets: one claim, not two', async () => {
    const parley = await leftWithQueue();
    const store = claimQueue(account);
    expect(claimQueueEarly(account)).toBe(store);
    expect(await store).toMatchObject({ queue_id: parley.getState().queue_id });
  });

  it('is not read when another page wrote it between two writes of one page', async () => {
    const first = createParleyStore(registerFixture());
    const a = page();
    const stopA = keepCopy(first, account, a.win);
    a.hide();
    await written();
    await opened();
    // Another tab of the same person writes the whole copy.
    const second = createParleyStore(registerFixture());
    const b = page();
    const stopB = keepCopy(second, account, b.win);
    const before = (await records()).tag;
    b.hide();
    await written(before);
    stopB();
    // The first page, leaving, writes only what changed since its own write: mixed, not read.
    withMessages(first, [7]);
    a.leave();
    stopA();
    expect(await readCopy(account)).toBeNull();
    // And it is gone, so that the next page registers instead.
    expect((await records()).keys.filter((k) => k.startsWith(key))).toEqual([]);
  });

  it('pictures the view as the page is hidden, and again as it goes only if the store changed', async () => {
    const parley = createParleyStore(registerFixture());
    const p = page();
    const takePicture = vi.fn();
    const stop = keepCopy(parley, account, p.win, takePicture);
    p.hide();
    expect(takePicture).toHaveBeenCalledTimes(1);
    expect(takePicture).toHaveBeenLastCalledWith(account, p.win);
    // A reload hides the page, then leaves it: nothing changed in between, one picture.
    p.leave();
    expect(takePicture).toHaveBeenCalledTimes(1);
    withMessages(parley, [1]);
    p.leave();
    expect(takePicture).toHaveBeenCalledTimes(2);
    stop();
    localStorage.setItem('parley.local-copy', 'off');
    const off = keepCopy(parley, account, p.win, takePicture);
    p.hide();
    expect(takePicture).toHaveBeenCalledTimes(2);
    off();
    localStorage.removeItem('parley.local-copy');
  });

  it('opens from the read the boot script started for this account', async () => {
    await copyWritten([1, 2]);
    // The copy moves to another database, which only the boot script's read looks in.
    const db = await promisifyRequest(indexedDB.open('parley'));
    const store = db.transaction('local-copy').objectStore('local-copy');
    const [keys, values] = await Promise.all([
      promisifyRequest(store.getAllKeys()),
      promisifyRequest(store.getAll()),
    ]);
    db.close();
    const elsewhere = new IDBFactory();
    const open = elsewhere.open('parley');
    open.onupgradeneeded = () => open.result.createObjectStore('local-copy');
    const other = await promisifyRequest(open);
    const tx = other.transaction('local-copy', 'readwrite');
    for (const [i, k] of keys.entries()) tx.objectStore('local-copy').put(values[i], k);
    await promisifyRequest(tx);
    other.close();
    await deleteCopy(account);

    startEarlyCopyRead(globalThis, key, elsewhere);
    expect(windowIds(await readCopy(account))).toEqual([[1, 2]]);
  });

  it('reads on its own when the boot script read never answers', async () => {
    await copyWritten([4]);
    // An open that never completes (as Safari's sometimes did).
    const hanging = { open: () => ({}) } as unknown as IDBFactory;
    startEarlyCopyRead(globalThis, key, hanging);
    expect(windowIds(await readCopy(account))).toEqual([[4]]);
  }, 10_000);

  it('logging out deletes the head and every part', async () => {
    const parley = createParleyStore(registerFixture());
    const p = page();
    const stop = keepCopy(parley, account, p.win);
    p.hide();
    await written();
    stop();
    await deleteCopy(account);
    expect((await records()).keys).toEqual([]);
    expect(await readCopy(account)).toBeNull();
  });
});
