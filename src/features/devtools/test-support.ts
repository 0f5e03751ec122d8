/** Tests of the inspector: events as the page receives them from a (fake) worker. */
import type { WireEvent } from '../../api/types/event';
import type { WorkerToPage } from '../../events/protocol';
import { createEventWorkerClient, type WorkerLike } from '../../events/worker-client';

/** A page-side client whose worker is a fake: the test posts what the worker would. */
export function receiving() {
  let deliver: (e: { data: WorkerToPage }) => void = () => {};
  const worker: WorkerLike = {
    postMessage: () => {},
    addEventListener: (_type, listener) => {
      deliver = listener;
    },
    removeEventListener: () => {},
    terminate: () => {},
  };
  const client = createEventWorkerClient(
    { onSnapshot: () => {}, onEvents: () => {} },
    () => worker,
  );
  client.start({ realm: '', email: 'a@b', apiKey: 'k' });
  deliver({
    data: {
      type: 'snapshot',
      generation: 1,
      reason: 'initial',
      snapshot: { queue_id: 'q-1' } as never,
    },
  });
  let next = 1;
  /** `count` heartbeats, or these events. */
  return (what: number | Record<string, unknown>[] = 1) => {
    const events = (
      typeof what === 'number' ? Array.from({ length: what }, () => ({ type: 'heartbeat' })) : what
    ).map((e) => ({ id: next++, ...e }) as WireEvent);
    deliver({ data: { type: 'events', generation: 1, events } });
  };
}
