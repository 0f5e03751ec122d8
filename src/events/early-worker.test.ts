// The event worker started at login, adopted by the app's client once its code has loaded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterResponse } from '../api/types/register';
import {
  letEarlyWorkerGo,
  prepareEventWorker,
  STOP_TIMEOUT_MS,
  startEventsEarly,
  type WorkerLike,
} from './early-worker';
import type { PageToWorker, WorkerToPage } from './protocol';
import { createEventWorkerClient } from './worker-client';

/** A worker the test speaks for: what the page posts, and who listens. */
function fakeWorker() {
  const posted: PageToWorker[] = [];
  const listeners: ((e: { data: WorkerToPage }) => void)[] = [];
  const terminate = vi.fn();
  const worker: WorkerLike = {
    postMessage: (m) => posted.push(m),
    addEventListener: (_t, l) => listeners.push(l),
    removeEventListener: (_t, l) => {
      listeners.splice(listeners.indexOf(l), 1);
    },
    terminate,
  };
  const say = (data: WorkerToPage) => {
    for (const l of [...listeners]) l({ data });
  };
  return { worker, posted, listeners, terminate, say };
}

const conn = { realm: '', email: 'iago@example.com', apiKey: 'key' };
const snapshot = { queue_id: 'q1', last_event_id: -1 } as RegisterResponse;

function client() {
  const onSnapshot = vi.fn();
  const onEvents = vi.fn();
  const own = fakeWorker();
  const created = vi.fn(() => own.worker);
  return {
    c: createEventWorkerClient({ onSnapshot, onEvents }, created),
    onSnapshot,
    onEvents,
    own,
    created,
  };
}

afterEach(() => {
  letEarlyWorkerGo();
  vi.useRealTimers();
});

describe('the event worker started at login', () => {
  it('is adopted by the client for the same account: one register, and nothing it said is lost', () => {
    const early = fakeWorker();
    startEventsEarly(conn, () => early.worker);
    expect(early.posted).toEqual([{ type: 'start', conn }]);
    // The snapshot and a batch arrive before the app's code has loaded.
    early.say({ type: 'snapshot', generation: 1, reason: 'initial', snapshot });
    early.say({ type: 'events', generation: 1, events: [{ id: 0, type: 'heartbeat' }] });
    const { c, onSnapshot, onEvents, created } = client();
    c.start(conn);
    expect(created).not.toHaveBeenCalled();
    expect(early.posted.filter((m) => m.type === 'start')).toHaveLength(1);
    expect(onSnapshot).toHaveBeenCalledWith(snapshot, 1, 'initial');
    expect(onEvents).toHaveBeenCalledWith([{ id: 0, type: 'heartbeat' }], 1);
    expect(c.queueId).toBe('q1');
    // Later messages reach the client once, not the early buffer too.
    early.say({ type: 'events', generation: 1, events: [{ id: 1, type: 'heartbeat' }] });
    expect(onEvents).toHaveBeenCalledTimes(2);
    expect(early.listeners).toHaveLength(1);
  });

  it.each([
    ['another account', { ...conn, email: 'hamlet@example.com' }, undefined],
    ['a kept queue to resume', conn, { queue_id: 'kept', last_event_id: 7 }],
  ])('for %s, is stopped (its queue deleted) and the client starts its own', (_, other, resume) => {
    vi.useFakeTimers();
    const early = fakeWorker();
    startEventsEarly(conn, () => early.worker);
    const { c, created, own } = client();
    c.start(other, undefined, resume);
    expect(created).toHaveBeenCalledOnce();
    expect(own.posted[0]).toMatchObject({ type: 'start', conn: other });
    expect(early.posted.at(-1)).toEqual({ type: 'stop' });
    // Ended once its DELETE is done, not before.
    expect(early.terminate).not.toHaveBeenCalled();
    early.say({ type: 'stopped' });
    expect(early.terminate).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(STOP_TIMEOUT_MS);
    expect(early.terminate).toHaveBeenCalledOnce();
  });

  it('is ended after a while even if it never says it stopped', () => {
    vi.useFakeTimers();
    const early = fakeWorker();
    startEventsEarly(conn, () => early.worker);
    letEarlyWorkerGo();
    vi.advanceTimersByTime(STOP_TIMEOUT_MS - 1);
    expect(early.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(early.terminate).toHaveBeenCalledOnce();
  });

  it('a page leaving before the app adopted it deletes its queue and tells it to register no more', async () => {
    const page = new EventTarget();
    const fetch = vi.fn(async () => Response.json({ result: 'success', msg: '' }));
    vi.stubGlobal('window', page);
    vi.stubGlobal('fetch', fetch);
    try {
      const early = fakeWorker();
      startEventsEarly(conn, () => early.worker);
      early.say({ type: 'snapshot', generation: 1, reason: 'initial', snapshot });
      page.dispatchEvent(new Event('pagehide'));
      expect(early.posted.at(-1)).toEqual({ type: 'closing' });
      expect(fetch).toHaveBeenCalledOnce();
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toContain('/api/v1/events');
      expect(init).toMatchObject({ method: 'DELETE', keepalive: true });
      expect(String(init.body ?? url)).toContain('q1');
      // Nothing left to adopt.
      const { c, created } = client();
      c.start(conn);
      expect(created).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a second login lets the first one go', () => {
    vi.useFakeTimers();
    const first = fakeWorker();
    const second = fakeWorker();
    startEventsEarly(conn, () => first.worker);
    startEventsEarly({ ...conn, apiKey: 'other' }, () => second.worker);
    expect(first.posted.at(-1)).toEqual({ type: 'stop' });
    const { c, created } = client();
    c.start({ ...conn, apiKey: 'other' });
    expect(created).not.toHaveBeenCalled();
    expect(second.posted).toEqual([{ type: 'start', conn: { ...conn, apiKey: 'other' } }]);
  });

  it('starts in the worker the login page loaded beforehand, once', () => {
    const loaded = fakeWorker();
    prepareEventWorker(() => loaded.worker);
    prepareEventWorker(() => fakeWorker().worker);
    const create = vi.fn(() => fakeWorker().worker);
    startEventsEarly(conn, create);
    expect(create).not.toHaveBeenCalled();
    expect(loaded.posted).toEqual([{ type: 'start', conn }]);
    // Used up: the next login loads its own.
    startEventsEarly({ ...conn, apiKey: 'other' }, create);
    expect(create).toHaveBeenCalledOnce();
  });
});
