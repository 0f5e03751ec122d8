/**
 * An IndexedDB object store opened ahead of need, so that a write can be made and committed in
 * one synchronous step: as a page goes (pagehide), a write that first waits for a promise (as
 * idb-keyval's do) is lost with the page. Same database layout as idb-keyval's createStore
 * (lazyStore: idb-keyval's own store, opened on its first use).
 */
import { createStore, type UseStore } from 'idb-keyval';

/** idb-keyval's store, opened the first time it is used (not when the module loads). */
export function lazyStore(dbName: string, storeName: string): () => UseStore {
  let store: UseStore | undefined;
  return () => {
    store ??= createStore(dbName, storeName);
    return store;
  };
}

export interface StoreNow {
  /** Resolves once the store can be written synchronously (or could not be opened). */
  readonly ready: Promise<boolean>;
  /** Writes `value` under `key` and commits at once; false when the store is not open. */
  putNow(key: IDBValidKey, value: unknown): boolean;
  /** Writes every entry in one transaction, committed at once; false when not open. */
  putAllNow(entries: readonly (readonly [IDBValidKey, unknown])[]): boolean;
  close(): void;
}

export function openStoreNow(dbName: string, storeName: string): StoreNow {
  let db: IDBDatabase | undefined;
  const ready = new Promise<boolean>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(false);
    const request = indexedDB.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => {
      db = request.result;
      // Another tab deleting or upgrading the database: let it, and write no more.
      db.onversionchange = () => {
        db?.close();
        db = undefined;
      };
      resolve(true);
    };
    request.onerror = request.onblocked = () => resolve(false);
  });
  const putAllNow: StoreNow['putAllNow'] = (entries) => {
    if (!db) return false;
    try {
      const tx = db.transaction(storeName, 'readwrite');
      const store = tx.objectStore(storeName);
      for (const [key, value] of entries) store.put(value, key);
      tx.commit?.();
      return true;
    } catch {
      return false;
    }
  };
  return {
    ready,
    putNow: (key, value) => putAllNow([[key, value]]),
    putAllNow,
    close() {
      db?.close();
      db = undefined;
    },
  };
}
