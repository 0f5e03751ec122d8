/**
 * Copy-on-write for one batch of events. Reducers never mutate what they were given: they ask
 * `draft.copy(x)` for a writable shallow copy. Within one batch the same object is copied at
 * most once, so every object that existed before the batch stays untouched.
 *
 * The exception is the store's big indexes (messages.byId, unread.byId, unread.mentions and
 * window ID lists): copying them once per batch made a batch cost O(store size), not O(batch).
 * Those containers are shared by successive states and written in place through `set`,
 * `delete`, `add` and `push` below; the slice object holding them is still copied, so a
 * selector on the slice (or on one entity, which is never mutated) sees every change. An older
 * state therefore sees later entries in these containers; nothing relies on reading old states
 * through them. The writes are logged so that `rollback` can undo a batch that threw, leaving
 * the state it was given exactly as it was.
 */
// How to undo one write; the log holds [how, container, key or length, old value].
const RESTORE = 0;
const DELETE = 1;
const READD = 2;
const TRUNCATE = 3;

export class Draft {
  // A Set, not a WeakSet: a draft lives for one batch, and ephemerons cost the GC more.
  private readonly owned = new Set<object>();
  /** Flat quadruples (see RESTORE…), not closures: a batch of message events writes thousands. */
  private readonly log: unknown[] = [];

  /** A writable version of `value`: itself if this batch made it, else a shallow copy. */
  copy<T extends object>(value: T): T {
    if (this.owned.has(value)) return value;
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T;
    this.owned.add(copy);
    return copy;
  }

  /** Marks an object this batch created as writable (its writes need no undo). */
  own<T extends object>(value: T): T {
    this.owned.add(value);
    return value;
  }

  /** Whether this batch made `value` (so it may be written in place). */
  owns(value: object): boolean {
    return this.owned.has(value);
  }

  /**
   * Sets an entry in a shared map (whose values are never undefined). `old` is the current
   * value when the caller has just read it: a lookup in a map of 100,000 entries is a cache miss.
   */
  set<K, V>(map: ReadonlyMap<K, V>, key: K, value: V, old: V | undefined = map.get(key)): void {
    const m = map as Map<K, V>;
    if (!this.owned.has(m)) {
      if (old === undefined) this.log.push(DELETE, m, key, undefined);
      else this.log.push(RESTORE, m, key, old);
    }
    m.set(key, value);
  }

  /** Removes an entry from a shared map or set. */
  delete<K>(container: ReadonlyMap<K, unknown> | ReadonlySet<K>, key: K): void {
    if (!container.has(key)) return;
    const owned = this.owned.has(container);
    if (container instanceof Map) {
      if (!owned) this.log.push(RESTORE, container, key, container.get(key));
      container.delete(key);
    } else {
      if (!owned) this.log.push(READD, container, key, undefined);
      (container as Set<K>).delete(key);
    }
  }

  /** Adds a member to a shared set. */
  add<K>(set: ReadonlySet<K>, key: K): void {
    const s = set as Set<K>;
    if (s.has(key)) return;
    if (!this.owned.has(s)) this.log.push(DELETE, s, key, undefined);
    s.add(key);
  }

  /** Appends to a shared array (callers keep it sorted: only ever past the last element). */
  push<T>(array: readonly T[], value: T): void {
    const a = array as T[];
    if (!this.owned.has(a)) this.log.push(TRUNCATE, a, a.length, undefined);
    a.push(value);
  }

  /** Undoes every write into shared containers, newest first. */
  rollback(): void {
    const log = this.log;
    for (let i = log.length - 4; i >= 0; i -= 4) {
      const container = log[i + 1];
      const key = log[i + 2];
      switch (log[i]) {
        case RESTORE:
          (container as Map<unknown, unknown>).set(key, log[i + 3]);
          break;
        case DELETE:
          (container as Map<unknown, unknown> | Set<unknown>).delete(key);
          break;
        case READD:
          (container as Set<unknown>).add(key);
          break;
        case TRUNCATE:
          (container as unknown[]).length = key as number;
      }
    }
    log.length = 0;
  }
}
