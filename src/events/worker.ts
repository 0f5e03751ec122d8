/** The Web Worker entry point: runs the event queue off the main thread. */
import type { PageToWorker, WorkerToPage } from './protocol';
import { hostEventQueue } from './worker-host';

// Typed locally: the project's lib is DOM, and pulling in the WebWorker lib would clash with it.
const scope = self as unknown as {
  postMessage(message: WorkerToPage): void;
  addEventListener(type: string, listener: (e: MessageEvent<PageToWorker>) => void): void;
};

hostEventQueue({
  postMessage: (message) => scope.postMessage(message),
  addEventListener: (type: string, listener: (e: { data: PageToWorker }) => void) =>
    scope.addEventListener(type, listener),
});
