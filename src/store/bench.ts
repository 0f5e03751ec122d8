/**
 * The hook bench/ calls to time event application: builds a store state from a register
 * snapshot (optionally with message windows) and applies batches of events to it, exactly
 * as the page does, without React or zustand in the way.
 */
import type { WireEvent } from '../api/types/event';
import type { RegisterResponse } from '../api/types/register';
import { applyEvents } from './apply';
import { fromRegister } from './from-register';
import type { ParleyState } from './state';

export interface BenchOptions {
  /** Called before the batches run, e.g. to add windows with receiveMessages-like data. */
  prepare?: (state: ParleyState) => ParleyState;
  now?: number;
}

/** Applies the batches in order; returns the final state and how many events were applied. */
export function runEventBatches(
  snapshot: RegisterResponse,
  batches: readonly (readonly WireEvent[])[],
  options: BenchOptions = {},
): { state: ParleyState; applied: number } {
  let state = fromRegister(snapshot);
  if (options.prepare) state = options.prepare(state);
  let applied = 0;
  for (const batch of batches) {
    const result = applyEvents(state, batch, {
      now: options.now ?? 0,
      log: () => {},
    });
    state = result.state;
    applied += result.applied;
  }
  return { state, applied };
}
