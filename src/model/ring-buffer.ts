/**
 * A bounded buffer that keeps the newest `capacity` items: pushing beyond it drops the oldest.
 * The event inspector records into one, so recording never grows without bound.
 */
export interface Ring<T> {
  readonly capacity: number;
  readonly size: number;
  /** How many items were dropped to make room since the last clear. */
  readonly dropped: number;
  push(item: T): void;
  /** Oldest first. */
  toArray(): T[];
  clear(): void;
}

export function createRing<T>(capacity: number): Ring<T> {
  if (!Number.isInteger(capacity) || capacity < 1) throw new Error('capacity must be ≥ 1');
  let items: (T | undefined)[] = new Array(capacity);
  let start = 0;
  let size = 0;
  let dropped = 0;
  return {
    capacity,
    get size() {
      return size;
    },
    get dropped() {
      return dropped;
    },
    push(item) {
      if (size < capacity) {
        items[(start + size) % capacity] = item;
        size++;
      } else {
        items[start] = item;
        start = (start + 1) % capacity;
        dropped++;
      }
    },
    toArray() {
      const out: T[] = [];
      for (let i = 0; i < size; i++) out.push(items[(start + i) % capacity] as T);
      return out;
    },
    clear() {
      items = new Array(capacity);
      start = 0;
      size = 0;
      dropped = 0;
    },
  };
}
