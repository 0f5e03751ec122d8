/**
 * Copy-on-write for one batch of events. Reducers never mutate what they were given: they ask
 * `draft.copy(x)` for a writable shallow copy. Within one batch the same object is copied at
 * most once, so applying N events to a store of M messages costs O(N + M), not O(N·M), while
 * every object that existed before the batch stays untouched (old snapshots stay valid).
 */
export class Draft {
  private readonly owned = new WeakSet<object>();

  /** A writable version of `value`: itself if this batch made it, else a shallow copy. */
  copy<T extends object>(value: T): T {
    if (this.owned.has(value)) return value;
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T;
    this.owned.add(copy);
    return copy;
  }

  /** Marks an object this batch created as writable. */
  own<T extends object>(value: T): T {
    this.owned.add(value);
    return value;
  }
}
