/**
 * The page's handle on the event worker: start it, hear snapshots, batches and connection
 * changes, ask for a resync, and stop it (deleting the server's queue). On page unload the
 * worker may die before its DELETE goes out, so the page sends its own (see deleteQueueOnUnload).
 */
import { deleteQueue } from '../api/endpoints/queue';
import type { Connection } from '../api/http';
import type { WireEvent } from '../api/types/event';
import type { User } from '../api/types/models';
import type { LaterChannels, RegisterParams, RegisterResponse } from '../api/types/register';
import {
  adoptEarlyWorker,
  createModuleWorker,
  letEarlyWorkerGo,
  noteAppClientStart,
  type WorkerLike,
} from './early-worker';
import type { WorkerConnection, WorkerToPage } from './protocol';
import { backoffMs } from './queue-policy';

export type { WorkerLike } from './early-worker';

import type { ResumePoint } from './queue';
import { joinSnapshot, type ReadSlice, readSlice } from './snapshot-parts';
import type { ConnectionState } from './types';

export interface EventWorkerHandlers {
  onSnapshot(snapshot: RegisterResponse, generation: number, reason: 'initial' | 'resync'): void;
  onEvents(events: WireEvent[], generation: number): void;
  /** The queue `start` was asked to resume answered; its events follow. */
  onResumed?(queueId: string, generation: number): void;
  /** After a snapshot with `people_to_come`: everyone, and an older server's channels. */
  onPeople?(
    people: User[],
    channels: LaterChannels,
    generation: number,
    /** The active ones' IDs by name (model/people-order.ts), and what they were sorted by. */
    order: { userIds: number[]; collation: string },
  ): void;
  /** After `generation`'s snapshot: its active people's IDs by name (model/people-order.ts). */
  onPeopleOrder?(userIds: number[], generation: number): void;
  onConnection?(state: ConnectionState): void;
}

export interface EventWorkerClient {
  start(conn: WorkerConnection, registerParams?: RegisterParams, resume?: ResumePoint): void;
  resync(): void;
  wake(): void;
  /** The main view has shown its content: the people after the register may come (people-later.ts). */
  drawn(): void;
  /** The page is going away (it deletes the queue itself): the worker stops, registering no more. */
  closing(): void;
  /** Stops polling and deletes the queue (DELETE /events), e.g. on logout. */
  stop(): Promise<void>;
  /** The server queue currently in use, for deleteQueueOnUnload. */
  readonly queueId: string | null;
  readonly connection: ConnectionState;
}

const eventObservers = new Set<(queueId: string | null, events: WireEvent[]) => void>();

/**
 * Hears every batch of events as the page receives it from the worker, before it is applied
 * (the event inspector, while it records). Returns the function that stops listening.
 */
export function observeEvents(
  observer: (queueId: string | null, events: WireEvent[]) => void,
): () => void {
  eventObservers.add(observer);
  return () => eventObservers.delete(observer);
}

export function createEventWorkerClient(
  handlers: EventWorkerHandlers,
  createWorker: () => WorkerLike = createModuleWorker,
  stopTimeoutMs = 3000,
): EventWorkerClient {
  let worker: WorkerLike | undefined;
  let queueId: string | null = null;
  let connection: ConnectionState = { status: 'stopped' };
  let stopped: (() => void) | undefined;
  // The slices of the snapshot on its way, each read in a task of its own, and why one could
  // not be read (its text was no JSON).
  let slices: { generation: number; slices: ReadSlice[]; unreadable?: unknown } = {
    generation: -1,
    slices: [],
  };
  // Snapshots in a row that could not be read: each is asked for again after a backoff, as a
  // register that failed would be, with the lists parsed in the worker this time (a server
  // that wrote a line the worker passed on as one list's text, but it was not).
  let unreadable = 0;
  // The people on their way after a snapshot (people-later.ts), each slice read as it comes.
  let people: { generation: number; slices: unknown[][] } = { generation: -1, slices: [] };
  let askTimer: ReturnType<typeof setTimeout> | undefined;
  const stopAsking = () => {
    clearTimeout(askTimer);
    askTimer = undefined;
  };
  const askNow = () => {
    stopAsking();
    worker?.postMessage({ type: 'resync', parseLists: true });
  };
  const askAgain = (error: unknown) => {
    // The parser's message quotes the text: for the console, not the page.
    console.warn("The server's answer could not be read", error);
    unreadable++;
    const delay = backoffMs(unreadable, Math.random());
    connection = {
      status: 'reconnecting',
      failures: unreadable,
      retryAt: Date.now() + delay,
      error: "The server's answer could not be read",
    };
    handlers.onConnection?.(connection);
    stopAsking();
    askTimer = setTimeout(askNow, delay);
  };

  const onMessage = ({ data }: { data: WorkerToPage }) => {
    switch (data.type) {
      case 'snapshot-slice':
        if (data.first || slices.generation !== data.generation)
          slices = { generation: data.generation, slices: [] };
        // After one that could not be read, the rest of this snapshot is of no use.
        if (slices.unreadable !== undefined) return;
        try {
          slices.slices.push(readSlice(data.slice));
        } catch (error) {
          slices.unreadable = error;
        }
        return;
      case 'snapshot': {
        const own = slices.generation === data.generation ? slices : undefined;
        slices = { generation: -1, slices: [] };
        if (own?.unreadable !== undefined) return askAgain(own.unreadable);
        unreadable = 0;
        // A good snapshot (a resync the worker made itself, say) is not to be thrown away.
        stopAsking();
        const snapshot = joinSnapshot(own?.slices ?? [], data.snapshot);
        queueId = snapshot.queue_id;
        handlers.onSnapshot(snapshot, data.generation, data.reason);
        return;
      }
      case 'people-slice':
        if (people.generation !== data.generation)
          people = { generation: data.generation, slices: [] };
        people.slices.push(JSON.parse(data.json) as unknown[]);
        return;
      case 'people': {
        const own = people.generation === data.generation ? people.slices : [];
        people = { generation: -1, slices: [] };
        handlers.onPeople?.(own.flat() as User[], data.channels, data.generation, {
          userIds: data.userIds,
          collation: data.collation,
        });
        return;
      }
      case 'people-order':
        handlers.onPeopleOrder?.(data.userIds, data.generation);
        return;
      case 'resumed':
        queueId = data.queueId;
        handlers.onResumed?.(data.queueId, data.generation);
        return;
      case 'events':
        for (const observer of eventObservers) observer(queueId, data.events);
        handlers.onEvents(data.events, data.generation);
        // Only now may the worker's next poll acknowledge them (queue.ts acknowledgeApplied).
        worker?.postMessage({
          type: 'applied',
          generation: data.generation,
          lastEventId: data.events.reduce((last, e) => Math.max(last, e.id), -1),
        });
        return;
      case 'connection':
        connection = data.state;
        handlers.onConnection?.(data.state);
        return;
      case 'stopped':
        stopped?.();
        return;
    }
  };

  return {
    start(conn, registerParams, resume) {
      noteAppClientStart();
      // The worker login started, registering with the default parameters, when it fits.
      const early = !worker && !registerParams && !resume ? adoptEarlyWorker(conn) : undefined;
      if (early) {
        worker = early.worker;
        worker.addEventListener('message', onMessage);
        for (const data of early.said) onMessage({ data });
        return;
      }
      letEarlyWorkerGo();
      if (!worker) {
        worker = createWorker();
        worker.addEventListener('message', onMessage);
      }
      // Until the resumed queue answers it is not the page's to delete on leaving.
      worker.postMessage({ type: 'start', conn, registerParams, resume });
    },
    resync: () => {
      stopAsking();
      worker?.postMessage({ type: 'resync' });
    },
    // "Retry now" while an unreadable snapshot waits out its backoff: ask for one now.
    wake: () => (askTimer === undefined ? worker?.postMessage({ type: 'wake' }) : askNow()),
    closing: () => worker?.postMessage({ type: 'closing' }),
    drawn: () => worker?.postMessage({ type: 'drawn' }),
    async stop() {
      stopAsking();
      const w = worker;
      if (!w) return;
      worker = undefined;
      // Wait for the worker's DELETE /events, but not forever.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, stopTimeoutMs);
        stopped = () => {
          clearTimeout(timer);
          resolve();
        };
        w.postMessage({ type: 'stop' });
      });
      stopped = undefined;
      queueId = null;
      w.terminate();
    },
    get queueId() {
      return queueId;
    },
    get connection() {
      return connection;
    },
  };
}

/**
 * DELETE /events that survives the page going away. sendBeacon cannot send DELETE nor an
 * Authorization header, so this is a keepalive fetch.
 */
export function deleteQueueOnUnload(conn: Connection, queueId: string): void {
  void deleteQueue(conn, queueId, { keepalive: true }).catch(() => {});
}

/**
 * Wires the browser's signals to the client: `pagehide` stops the worker (first, so the poll a
 * DELETE ends does not make it register again for a page going away) and deletes the queue,
 * unless `keepQueue` says the local copy keeps it for the next page to resume; `pageshow` from
 * the back-forward cache starts again from a new snapshot; `online` and a page becoming visible
 * poll at once. So does `offline`: the poll in flight may hang on a dead connection for a
 * minute or more, while a poll made now fails at once and the page says it is offline.
 * Returns a function that removes the listeners.
 */
export function installPageLifecycle(
  client: EventWorkerClient,
  conn: Connection,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> = document,
  keepQueue: () => boolean = () => false,
): () => void {
  let closed = false;
  const onHide = () => {
    closed = true;
    client.closing();
    if (client.queueId && !keepQueue()) deleteQueueOnUnload(conn, client.queueId);
  };
  const onShow = (e: Event) => {
    if (closed && (e as PageTransitionEvent).persisted) client.resync();
    closed = false;
  };
  const pollNow = () => client.wake();
  const onVisible = () => {
    if (doc.visibilityState === 'visible') client.wake();
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('pageshow', onShow);
  target.addEventListener('online', pollNow);
  target.addEventListener('offline', pollNow);
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('pageshow', onShow);
    target.removeEventListener('online', pollNow);
    target.removeEventListener('offline', pollNow);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
