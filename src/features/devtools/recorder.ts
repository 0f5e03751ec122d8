/**
 * What the event inspector shows: the events this page receives and the requests it makes,
 * in a bounded ring (the newest RECORDER_CAPACITY). Recording happens only while someone holds
 * the recorder (the open inspector, or the "record while closed" preference); with nobody
 * holding it the hooks in src/api and src/events have no listener and nothing is kept.
 */
import { useSyncExternalStore } from 'react';
import { observeRequests, type RequestRecord } from '../../api/http';
import type { WireEvent } from '../../api/types/event';
import { observeEvents } from '../../events/worker-client';
import { createRing } from '../../model/ring-buffer';
import { RECORDER_CAPACITY } from './capacity';

export type Recorded =
  | { seq: number; at: number; kind: 'event'; queueId: string | null; event: WireEvent }
  | { seq: number; at: number; kind: 'request'; request: RequestRecord };

const ring = createRing<Recorded>(RECORDER_CAPACITY);
let seq = 0;
let holders = 0;
let stopHooks: (() => void) | null = null;
let snapshot: { entries: Recorded[]; recording: boolean } = { entries: [], recording: false };
const listeners = new Set<() => void>();

function changed() {
  snapshot = { entries: ring.toArray(), recording: holders > 0 };
  for (const l of listeners) l();
}

type Unstamped<T> = T extends unknown ? Omit<T, 'seq' | 'at'> : never;

function record(entry: Unstamped<Recorded>) {
  ring.push({ ...entry, seq: ++seq, at: Date.now() } as Recorded);
}

/** Starts recording (if not already); the returned function lets go of it. */
export function holdRecorder(): () => void {
  if (holders++ === 0) {
    const a = observeEvents((queueId, events) => {
      for (const event of events) record({ kind: 'event', queueId, event });
      changed();
    });
    const b = observeRequests((request) => {
      record({ kind: 'request', request });
      changed();
    });
    stopHooks = () => {
      a();
      b();
    };
  }
  changed();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders === 0) {
      stopHooks?.();
      stopHooks = null;
    }
    changed();
  };
}

export function clearRecorder(): void {
  ring.clear();
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The recorded entries (oldest first) and whether recording is on. */
export const recorded = () => snapshot;

export function useRecorder() {
  return useSyncExternalStore(subscribe, recorded);
}
