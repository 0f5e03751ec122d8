/** Time and timers for the event system, injected so tests drive them with fake time. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const t = setTimeout(fn, ms);
    // Queue timers never keep the process alive on their own.
    t.unref();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * A clock that can be moved forward (`--testing-clock`): end-to-end tests make "a minute
 * from now" arrive at once. Timers keep running in real time.
 */
export class ShiftedClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock) {}

  now(): number {
    return this.base.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    return this.base.setTimeout(fn, ms);
  }

  clearTimeout(handle: unknown): void {
    this.base.clearTimeout(handle);
  }
}
