/**
 * A chunk of the app that loads on demand, loaded by a promise that does not give up. When the
 * server cannot be reached (it restarts, the network drops) the import is tried again after a
 * pause (1 s growing to 10 s) or as soon as the browser says it is back online; the promise
 * settles only once the chunk has loaded. Under React.lazy this keeps the Suspense fallback on
 * screen meanwhile: a lazy component whose import rejects throws to the root, and React then
 * unmounts the whole page — a blank window, and the text being typed gone with it.
 */

export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000];

interface Surroundings {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Where `online` comes from; none in tests or workers. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const browser: Surroundings = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  events: typeof window === 'undefined' ? undefined : window,
};

/** `load` tried until it succeeds; every call answers with the same promise. */
export function retrying<T>(
  load: () => Promise<T>,
  surroundings: Surroundings = browser,
): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= new Promise<T>((resolve) => {
      let failures = 0;
      const attempt = () => {
        load().then(resolve, () => {
          const delay = RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)]!;
          const again = () => {
            surroundings.clearTimeout(timer);
            surroundings.events?.removeEventListener('online', again);
            attempt();
          };
          const timer = surroundings.setTimeout(again, delay);
          surroundings.events?.addEventListener('online', again);
        });
      };
      attempt();
    });
    return loaded;
  };
}
