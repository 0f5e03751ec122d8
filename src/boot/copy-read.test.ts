// The boot script's read of the local copy, in a real IndexedDB implementation: the head and
// the parts of one copy, never a database or store made where there was none, and handed to the
// app once, for the account it was read for.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COPY_DB,
  COPY_STORE,
  readCopyParts,
  startEarlyCopyRead,
  takeEarlyCopyRead,
} from './copy-read';

beforeAll(() => {
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/** A database as the app leaves it: the copies' store with `records` in it. */
async function withCopies(records: Record<string, unknown>): Promise<IDBFactory> {
  const idb = new IDBFactory();
  const open = idb.open(COPY_DB);
  open.onupgradeneeded = () => open.result.createObjectStore(COPY_STORE);
  const db = await request(open);
  const tx = db.transaction(COPY_STORE, 'readwrite');
  for (const [k, v] of Object.entries(records)) tx.objectStore(COPY_STORE).put(v, k);
  await new Promise((done) => {
    tx.oncomplete = done;
  });
  db.close();
  return idb;
}

describe('readCopyParts', () => {
  it("reads one account's head and parts, not another's", async () => {
    const idb = await withCopies({
      'here|5': { tag: 'a' },
      'here|5#users': [1, 2],
      'here|5#messages': { ids: [3] },
      'here|50': { tag: 'other' },
      'here|50#users': [9],
    });
    const read = await readCopyParts('here|5', idb);
    expect(read?.head).toEqual({ tag: 'a' });
    expect([...(read?.parts ?? [])]).toEqual([
      ['messages', { ids: [3] }],
      ['users', [1, 2]],
    ]);
  });

  it('makes a database not there yet as the app makes it, and reads nothing from it', async () => {
    const idb = new IDBFactory();
    const read = await readCopyParts('here|5', idb);
    expect(read?.head).toBeUndefined();
    expect(read?.parts.size).toBe(0);
    const db = await request(idb.open(COPY_DB));
    expect([...db.objectStoreNames]).toEqual([COPY_STORE]);
    db.close();
  });

  it("reads nothing, and does not wait forever, from a database without the copies' store", async () => {
    const idb = new IDBFactory();
    const open = idb.open(COPY_DB);
    open.onupgradeneeded = () => open.result.createObjectStore('kept-queues');
    (await request(open)).close();
    expect(await readCopyParts('here|5', idb)).toBeNull();
  });
});

describe('the early read handed to the app', () => {
  it('is taken once, by the account it was read for', async () => {
    const idb = await withCopies({ 'here|5': { tag: 'a' } });
    const win = {};
    startEarlyCopyRead(win, 'here|5', idb);
    expect((await takeEarlyCopyRead(win, 'here|5'))?.head).toEqual({ tag: 'a' });
    expect(takeEarlyCopyRead(win, 'here|5')).toBeUndefined();
  });

  it("is not another account's", () => {
    const win = {};
    startEarlyCopyRead(win, 'here|5', new IDBFactory());
    expect(takeEarlyCopyRead(win, 'here|6')).toBeUndefined();
    // Nor is it left for a later ask.
    expect(takeEarlyCopyRead(win, 'here|5')).toBeUndefined();
  });
});
