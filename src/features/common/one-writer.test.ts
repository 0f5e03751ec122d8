import { describe, expect, it } from 'vitest';
import { oneWriter } from './one-writer';

/** Web Locks' exclusive mode for one origin: a queue per name, granted in order of request. */
function fakeLocks(): LockManager {
  const queues = new Map<string, (() => void)[]>();
  const busy = new Set<string>();
  const next = (name: string) => {
    const grant = queues.get(name)?.shift();
    if (grant) grant();
    else busy.delete(name);
  };
  const request = (
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => unknown,
  ): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const grant = () => {
        Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)).then(
          (v) => {
            resolve(v);
            next(name);
          },
          (e) => {
            reject(e);
            next(name);
          },
        );
      };
      options.signal?.addEventListener('abort', () => {
        const queue = queues.get(name) ?? [];
        const at = queue.indexOf(grant);
        if (at >= 0) {
          queue.splice(at, 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
      if (!busy.has(name)) {
        busy.add(name);
        grant();
      } else queues.set(name, [...(queues.get(name) ?? []), grant]);
    });
  return { request, query: async () => ({}) } as unknown as LockManager;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('oneWriter', () => {
  it('one tab holds the job; the next takes over when it lets go, in the order they asked', async () => {
    const locks = fakeLocks();
    const tabs = [1, 2, 3].map(() => oneWriter('copy|here|7', locks));
    await settle();
    expect(tabs.map((t) => t.holds)).toEqual([true, false, false]);
    tabs[0]!.release();
    await settle();
    expect(tabs.map((t) => t.holds)).toEqual([false, true, false]);
    // A waiting tab that closes leaves the queue without ever holding the job.
    tabs[2]!.release();
    tabs[1]!.release();
    await settle();
    expect(tabs.map((t) => t.holds)).toEqual([false, false, false]);
    const later = oneWriter('copy|here|7', locks);
    await settle();
    expect(later.holds).toBe(true);
  });

  it('jobs of other names (other accounts) do not wait for each other', async () => {
    const locks = fakeLocks();
    const a = oneWriter('copy|here|7', locks);
    const b = oneWriter('copy|here|8', locks);
    await settle();
    expect([a.holds, b.holds]).toEqual([true, true]);
  });

  it('without Web Locks every tab does the job', () => {
    expect(oneWriter('copy|here|7', null).holds).toBe(true);
  });
});
