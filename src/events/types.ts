/** What the event machinery needs from its surroundings, so tests can supply fakes. */

export interface Clock {
  /** Wall-clock milliseconds (jumps when the machine slept: that is how sleep is noticed). */
  now(): number;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = { now: () => Date.now() };

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the UI shows about the connection to the server. */
export type ConnectionState =
  | { status: 'stopped' }
  | { status: 'connecting' }
  | { status: 'connected' }
  /** Failing and retrying; `retryAt` is when the next attempt happens (clock ms). */
  | { status: 'reconnecting' | 'offline'; failures: number; retryAt: number; error: string }
  /** The credentials no longer work (401): only logging in again helps. */
  | { status: 'fatal'; code: string; error: string };
