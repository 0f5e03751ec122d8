import { describe, expect, it } from 'vitest';
import type { Timers } from '../events/types';
import { createReadBatcher } from './read-batcher';

/** Timers that fire only when the test says so. */
function fakeTimers() {
  let queue: { fn: () => void; at: number }[] = [];
  let now = 0;
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const t = { fn, at: now + ms };
      queue.push(t);
      return t;
    },
    clearTimeout: (t) => {
      queue = queue.filter((x) => x !== t);
    },
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const t of queue.filter((x) => x.at <= now)) {
      queue = queue.filter((x) => x !== t);
      t.fn();
    }
    await new Promise((r) => setTimeout(r, 0));
  };
  return { timers, advance };
}

describe('the read batcher', () => {
  it('sends what was seen within a second as one request, each ID once', async () => {
    const { timers, advance } = fakeTimers();
    const sent: number[][] = [];
    const b = createReadBatcher(async (ids) => sent.push(ids), timers);
    b.add([1, 2]);
    b.add([2, 3, -5]);
    await advance(999);
    expect(sent).toEqual([]);
    await advance(1);
    expect(sent).toEqual([[1, 2, 3]]);
    b.add([3, 4]);
    await advance(1000);
    expect(sent).toEqual([[1, 2, 3], [4]]);
  });

  it('puts a failed batch back and retries with a growing pause', async () => {
    const { timers, advance } = fakeTimers();
    const calls: number[][] = [];
    let fail = true;
    const b = createReadBatcher(async (ids) => {
      calls.push(ids);
      if (fail) throw new Error('offline');
    }, timers);
    b.add([7]);
    await advance(1000);
    expect(calls).toEqual([[7]]);
    await advance(1999);
    expect(calls).toHaveLength(1);
    fail = false;
    await advance(1);
    expect(calls).toEqual([[7], [7]]);
    b.add([7]);
    await advance(5000);
    expect(calls).toHaveLength(2);
  });

  it('sends a message again once it was marked unread', async () => {
    const { timers, advance } = fakeTimers();
    const sent: number[][] = [];
    const b = createReadBatcher(async (ids) => sent.push(ids), timers);
    b.add([1, 2]);
    await advance(1000);
    b.forget([1]);
    b.add([1, 2]);
    await advance(1000);
    expect(sent).toEqual([[1, 2], [1]]);
  });

  it('sends nothing after stop', async () => {
    const { timers, advance } = fakeTimers();
    const sent: number[][] = [];
    const b = createReadBatcher(async (ids) => sent.push(ids), timers);
    b.add([1]);
    b.stop();
    b.add([2]);
    await advance(5000);
    expect(sent).toEqual([]);
  });
});
