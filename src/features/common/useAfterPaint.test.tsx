// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint, usePaintedSteps } from './useAfterPaint';

afterEach(() => vi.useRealTimers());

/** Lets the effects run (after a paint) and then the task each one starts. */
const nextTask = () => act(() => vi.advanceTimersByTime(0));

describe('usePaintedSteps', () => {
  it('waits for ready, then takes one step per task after a paint, up to the last', async () => {
    vi.useFakeTimers();
    const hook = renderHook(({ ready }) => usePaintedSteps(ready, 3), {
      initialProps: { ready: false },
    });
    await nextTask();
    expect(hook.result.current).toBe(0);
    hook.rerender({ ready: true });
    expect(hook.result.current).toBe(0);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      await nextTask();
      seen.push(hook.result.current);
    }
    expect(seen).toEqual([1, 2, 3, 3, 3]);
  });

  it('useAfterPaint is true from the task after its first paint', async () => {
    vi.useFakeTimers();
    const hook = renderHook(() => useAfterPaint());
    expect(hook.result.current).toBe(false);
    await nextTask();
    expect(hook.result.current).toBe(true);
  });
});
