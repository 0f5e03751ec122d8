import { describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS, retrying } from './retrying-import';

function fakeSurroundings() {
  const listeners = new Set<() => void>();
  return {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
    events: {
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    online: () => {
      for (const fn of [...listeners]) fn();
    },
    listeners,
  };
}

describe('retrying', () => {
  it('loads once and answers every call with the same promise', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = retrying(load, fakeSurroundings());
    expect(get()).toBe(get());
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after growing pauses until the chunk loads, never rejecting', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const load = vi.fn(async () => {
        if (++calls <= 5) throw new TypeError('Failed to fetch dynamically imported module');
        return 'chunk';
      });
      const settled = vi.fn();
      retrying(load, fakeSurroundings())().then(settled, settled);
      const waits = [...RETRY_DELAYS_MS, RETRY_DELAYS_MS.at(-1)!];
      for (const [i, ms] of waits.entries()) {
        await vi.advanceTimersByTimeAsync(ms - 1);
        expect(load).toHaveBeenCalledTimes(i + 1);
        await vi.advanceTimersByTimeAsync(1);
      }
      expect(load).toHaveBeenCalledTimes(6);
      expect(settled).toHaveBeenCalledWith('chunk');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again at once when the browser comes back online, and stops listening', async () => {
    vi.useFakeTimers();
    try {
      const s = fakeSurroundings();
      let fail = true;
      const load = vi.fn(async () => {
        if (fail) throw new TypeError('offline');
        return 'chunk';
      });
      const result = retrying(load, s)();
      await vi.advanceTimersByTimeAsync(0);
      expect(s.listeners.size).toBe(1);
      fail = false;
      s.online();
      expect(await result).toBe('chunk');
      expect(load).toHaveBeenCalledTimes(2);
      expect(s.listeners.size).toBe(0);
      // The pending pause was cancelled: no third attempt.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
