import { describe, expect, it } from 'vitest';
import { createRing } from './ring-buffer';

describe('the ring buffer', () => {
  it.each([
    [1, 0, [], 0],
    [3, 2, [0, 1], 0],
    [3, 3, [0, 1, 2], 0],
    [3, 4, [1, 2, 3], 1],
    [3, 10, [7, 8, 9], 7],
    [500, 100_000, null, 99_500],
  ])('capacity %i after %i pushes keeps the newest', (capacity, pushes, kept, dropped) => {
    const ring = createRing<number>(capacity);
    for (let i = 0; i < pushes; i++) ring.push(i);
    expect(ring.size).toBe(Math.min(capacity, pushes));
    expect(ring.toArray().length).toBeLessThanOrEqual(capacity);
    if (kept) expect(ring.toArray()).toEqual(kept);
    else expect(ring.toArray().at(-1)).toBe(pushes - 1);
    expect(ring.dropped).toBe(dropped);
  });

  it('clears, and fills again from empty', () => {
    const ring = createRing<string>(2);
    for (const s of ['a', 'b', 'c']) ring.push(s);
    ring.clear();
    expect([ring.size, ring.dropped, ring.toArray()]).toEqual([0, 0, []]);
    ring.push('d');
    expect(ring.toArray()).toEqual(['d']);
  });

  it('refuses a capacity that could not hold anything', () => {
    expect(() => createRing(0)).toThrow();
    expect(() => createRing(1.5)).toThrow();
  });
});
