/** A wall clock that jumped far past a timer means the machine slept: `onJump` is called. */
import type { Clock, Timers } from './types';

/** Starts watching; returns the function that stops it. */
export function watchWallClock(
  clock: Clock,
  timers: Timers,
  { interval, threshold }: { interval: number; threshold: number },
  onJump: () => void,
): () => void {
  let last = clock.now();
  let handle: unknown;
  const tick = () => {
    const now = clock.now();
    if (now - last > interval + threshold) onJump();
    last = now;
    handle = timers.setTimeout(tick, interval);
  };
  handle = timers.setTimeout(tick, interval);
  return () => timers.clearTimeout(handle);
}
