/**
 * One tab at a time does a shared job (writing the local copy): the one holding a Web Lock of
 * the job's name. The others wait in the lock's queue and take over, in order, when it closes.
 * Without the Web Locks API every tab does the job, as before.
 */
export interface Writer {
  /** Whether this tab holds the job now. */
  readonly holds: boolean;
  /** Gives the job up (or leaves the queue for it). */
  release(): void;
}

export function oneWriter(
  name: string,
  locks: LockManager | null = globalThis.navigator?.locks ?? null,
): Writer {
  if (!locks) return { holds: true, release() {} };
  let holds = false;
  let released = false;
  let letGo = () => {};
  const abort = new AbortController();
  locks
    .request(name, { signal: abort.signal }, () => {
      if (released) return undefined;
      holds = true;
      return new Promise<void>((resolve) => {
        letGo = resolve;
      });
    })
    .catch(() => undefined);
  return {
    get holds() {
      return holds;
    },
    release() {
      released = true;
      holds = false;
      abort.abort();
      letGo();
    },
  };
}
