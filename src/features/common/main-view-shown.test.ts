// What waits for the main view: woken once it has shown its content, or after a while.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: "shown" is once per page. */
const fresh = async () => {
  vi.resetModules();
  return import('./main-view-shown');
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenMainViewShown', () => {
  it('wakes once the main view has shown, once, and not again at the fallback', async () => {
    const m = await fresh();
    const wake = vi.fn();
    m.whenMainViewShown(wake, 1500);
    vi.advanceTimersByTime(1000);
    expect(wake).not.toHaveBeenCalled();
    m.mainViewShown();
    expect(wake).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    m.mainViewShown();
    expect(wake).toHaveBeenCalledOnce();
  });

  it('wakes after the fallback when no view says so', async () => {
    const m = await fresh();
    const wake = vi.fn();
    m.whenMainViewShown(wake, 1500);
    vi.advanceTimersByTime(1499);
    expect(wake).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(wake).toHaveBeenCalledOnce();
  });

  it('wakes at once when the view has shown already; stopped, never', async () => {
    const m = await fresh();
    m.mainViewShown();
    const now = vi.fn();
    m.whenMainViewShown(now, 1500);
    expect(now).toHaveBeenCalledOnce();
    const n = await fresh();
    const later = vi.fn();
    const stop = n.whenMainViewShown(later, 1500);
    stop();
    n.mainViewShown();
    vi.advanceTimersByTime(2000);
    expect(later).not.toHaveBeenCalled();
  });
});
