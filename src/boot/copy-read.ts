/**
 * Reading the local copy's parts (features/common/local-copy.ts) from IndexedDB, started by the
 * boot script as the page is parsed, so that the read runs while the last view's picture is
 * drawn and the app's modules load, and handed to the app when it asks for the copy.
 */

export const COPY_DB = 'parley';
export const COPY_STORE = 'local-copy';
/** localStorage: 'off' when the person turned the local copy off (Preferences). */
export const COPY_CHOICE_KEY = 'parley.local-copy';

export interface CopyParts {
  head: unknown;
  /** Each part by its name (after `<key>#`). */
  parts: Map<string, unknown>;
}

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/** Where the parts of the copy under `key` are (after its head). */
export const partsRange = (key: string) => IDBKeyRange.bound(`${key}#`, `${key}#\uffff`);

/** The head and the parts of a copy, read in one transaction (so from one write). */
export async function readParts(store: IDBObjectStore, key: string): Promise<CopyParts> {
  const range = partsRange(key);
  const [head, keys, values] = await Promise.all([
    request(store.get(key)),
    request(store.getAllKeys(range)),
    request(store.getAll(range)),
  ]);
  const parts = new Map(keys.map((k, i) => [String(k).slice(key.length + 1), values[i]]));
  return { head: head as unknown, parts };
}

/**
 * The copy's parts, or null when they cannot be read. A database not there yet is made as the
 * app makes it (idb-keyval's layout: the one store), so the app's own opens find it as theirs.
 */
export function readCopyParts(key: string, idb: IDBFactory = indexedDB): Promise<CopyParts | null> {
  return new Promise((resolve) => {
    const open = idb.open(COPY_DB);
    open.onupgradeneeded = () => open.result.createObjectStore(COPY_STORE);
    open.onerror = () => resolve(null);
    open.onblocked = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      const done = (parts: CopyParts | null) => {
        db.close();
        resolve(parts);
      };
      try {
        readParts(db.transaction(COPY_STORE).objectStore(COPY_STORE), key).then(done, () =>
          done(null),
        );
      } catch {
        // Closed or cleared meanwhile: the app reads on its own.
        done(null);
      }
    };
  });
}

const EARLY = '__parleyCopyRead';
type Early = { key: string; read: Promise<CopyParts | null> };
type WithEarly = { [EARLY]?: Early };

/** Starts reading the copy under `key` for the app to take (takeEarlyCopyRead). */
export function startEarlyCopyRead(win: object, key: string, idb?: IDBFactory): void {
  (win as WithEarly)[EARLY] = { key, read: readCopyParts(key, idb) };
}

/** The read the boot script started for `key`, once (a later read reads again), or undefined. */
export function takeEarlyCopyRead(win: object, key: string): Promise<CopyParts | null> | undefined {
  const early = (win as WithEarly)[EARLY];
  if (!early) return undefined;
  delete (win as WithEarly)[EARLY];
  return early.key === key ? early.read : undefined;
}
