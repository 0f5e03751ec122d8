/**
 * Messages seen on screen are marked as read in batches: at most one POST /messages/flags a
 * second, each ID sent once. A failed request puts its IDs back and tries again later (with a
 * growing pause), so a message seen while offline is still marked when the connection returns.
 * Timers are injected so the tests run on fake time.
 */
import type { Timers } from '../events/types';

export interface ReadBatcher {
  add(ids: readonly number[]): void;
  /** Messages marked unread again: seeing them later marks them read again. */
  forget(ids: readonly number[]): void;
  /** Forgets everything pending (logout). */
  stop(): void;
}

const MAX_BATCH = 1000;

export function createReadBatcher(
  send: (ids: number[]) => Promise<unknown>,
  timers: Timers,
  delayMs = 1000,
): ReadBatcher {
  const pending = new Set<number>();
  const sent = new Set<number>();
  let timer: unknown;
  let busy = false;
  let failures = 0;
  let stopped = false;

  const schedule = (ms: number) => {
    if (timer !== undefined || stopped) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      void flush();
    }, ms);
  };

  async function flush() {
    if (busy || pending.size === 0 || stopped) return;
    busy = true;
    const batch = [...pending].slice(0, MAX_BATCH);
    for (const id of batch) {
      pending.delete(id);
      sent.add(id);
    }
    try {
      await send(batch);
      failures = 0;
    } catch {
      failures++;
      for (const id of batch) {
        sent.delete(id);
        pending.add(id);
      }
    } finally {
      busy = false;
    }
    if (pending.size > 0) schedule(delayMs * 2 ** Math.min(failures, 5));
  }

  return {
    add(ids) {
      for (const id of ids) if (id > 0 && !sent.has(id)) pending.add(id);
      if (pending.size > 0) schedule(delayMs);
    },
    forget(ids) {
      for (const id of ids) {
        sent.delete(id);
        pending.delete(id);
      }
    },
    stop() {
      stopped = true;
      pending.clear();
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
