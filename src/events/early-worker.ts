/**
 * The event worker started at login, before the signed-in app's code has loaded: the
 * register (seconds of server work and megabytes on a large organization) then runs while
 * that code loads, not after. The login page loads the worker beforehand, so the register
 * leaves before the app's code asks for the browser's connections. What the worker says
 * meanwhile waits here until the app's client adopts it (worker-client.ts start) or lets it go.
 */
import { deleteQueue } from '../api/endpoints/queue';
import type { PageToWorker, WorkerConnection, WorkerToPage } from './protocol';

/** The part of Worker the client uses (a fake in tests). */
export interface WorkerLike {
  postMessage(message: PageToWorker): void;
  addEventListener(type: 'message', listener: (e: { data: WorkerToPage }) => void): void;
  removeEventListener(type: 'message', listener: (e: { data: WorkerToPage }) => void): void;
  terminate(): void;
}

export const createModuleWorker = (): WorkerLike =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as WorkerLike;

interface Early {
  conn: WorkerConnection;
  worker: WorkerLike;
  said: WorkerToPage[];
  listen(e: { data: WorkerToPage }): void;
}

let early: Early | undefined;
/** Whether an app client has started (worker-client start): an early start is then too late. */
let clientStarted = false;
export const appClientStarted = (): boolean => clientStarted;
export const noteAppClientStart = (): void => {
  clientStarted = true;
};
/** A worker loaded ahead of the login, waiting to be told to start. */
let prepared: WorkerLike | undefined;

/** Loads the event worker now (on the login page), so that a login starts it at once. */
export function prepareEventWorker(createWorker?: () => WorkerLike): void {
  if (!createWorker && typeof Worker === 'undefined') return;
  prepared ??= (createWorker ?? createModuleWorker)();
}

const same = (a: WorkerConnection, b: WorkerConnection) =>
  a.realm === b.realm && a.email === b.email && a.apiKey === b.apiKey;

/** Starts the worker registering for `conn` (with the app's default parameters). */
export function startEventsEarly(
  conn: WorkerConnection,
  createWorker: () => WorkerLike = createModuleWorker,
): void {
  letEarlyWorkerGo();
  const worker = prepared ?? createWorker();
  prepared = undefined;
  const said: WorkerToPage[] = [];
  const listen = (e: { data: WorkerToPage }) => said.push(e.data);
  worker.addEventListener('message', listen);
  worker.postMessage({ type: 'start', conn });
  early = { conn, worker, said, listen };
  deleteOnLeaving();
}

/**
 * The early worker for `conn`, with what it has said so far (oldest first), now the caller's;
 * undefined when there is none for these credentials.
 */
export function adoptEarlyWorker(
  conn: WorkerConnection,
): { worker: WorkerLike; said: WorkerToPage[] } | undefined {
  if (!early || !same(early.conn, conn)) return undefined;
  const { worker, said, listen } = early;
  early = undefined;
  worker.removeEventListener('message', listen);
  return { worker, said };
}

/** Nobody will adopt the early worker (another account, or a kept queue resumes): it stops, deleting its queue. */
export function letEarlyWorkerGo(): void {
  if (!early) return;
  const { worker } = early;
  early = undefined;
  // Ended once its DELETE /events is done (after a register still on its way, on a large
  // organization seconds), or after a minute whatever happens.
  const end = () => {
    clearTimeout(timer);
    worker.terminate();
  };
  const timer = setTimeout(end, STOP_TIMEOUT_MS);
  worker.addEventListener('message', ({ data }) => {
    if (data.type === 'stopped') end();
  });
  worker.postMessage({ type: 'stop' });
}

export const STOP_TIMEOUT_MS = 60_000;

/**
 * The page goes away before the app adopted the worker: its queue is deleted by the page (the
 * worker may die first), and the worker registers no more.
 */
function leaveEarly(): void {
  if (!early) return;
  const { conn, worker, said } = early;
  early = undefined;
  const snapshot = said.find((m) => m.type === 'snapshot');
  const queueId = snapshot?.snapshot.queue_id;
  if (queueId) void deleteQueue(conn, queueId, { keepalive: true }).catch(() => {});
  worker.postMessage({ type: 'closing' });
}

let leaving = false;
function deleteOnLeaving(): void {
  if (leaving || typeof window === 'undefined') return;
  leaving = true;
  window.addEventListener('pagehide', leaveEarly);
}
