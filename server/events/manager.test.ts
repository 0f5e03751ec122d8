import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/events';
import { type PollResult, QueueManager } from './manager';
import type { QueueOptions } from './queue';

const OPTIONS: Omit<QueueOptions, 'lifespanMs'> = {
  eventTypes: null,
  narrow: null,
  capabilities: 0,
  applyMarkdown: true,
  clientGravatar: false,
};

function setup(heartbeatMs = 1000, lifespanMs = 10_000) {
  const clock = new FakeClock();
  const m = new QueueManager(clock, { heartbeatMs, lifespanMs, sweepMs: 1000 });
  return { clock, m };
}

describe('QueueManager', () => {
  it('numbers events from 0 upward and prunes what last_event_id acknowledges', async () => {
    const { m } = setup();
    const q = m.allocate(1, OPTIONS);
    q.push({ type: 'a' });
    q.push({ type: 'b' });
    const first = await m.poll(q, -1, true);
    expect(first.events.map((e) => [e.id, e.type])).toEqual([
      [0, 'a'],
      [1, 'b'],
    ]);
    q.push({ type: 'c' });
    const second = await m.poll(q, 1, true);
    expect(second.events.map((e) => e.id)).toEqual([2]);
    expect(() => m.poll(q, 0, true)).toThrow('An event newer than 0 has already been pruned!');
    expect(() => m.poll(q, 7, true)).toThrow('Event 7 was not in this queue');
    m.close();
  });

  it('holds a blocking poll until an event arrives', async () => {
    const { clock, m } = setup();
    const q = m.allocate(1, OPTIONS);
    const pending = m.poll(q, -1, false);
    expect(pending).toBeInstanceOf(Promise);
    clock.advance(500);
    q.push({ type: 'x' });
    m.finish(q);
    const res = await pending;
    expect(res.events).toEqual([{ type: 'x', id: 0 }]);
    expect(res.waited).toBe(true);
    expect(clock.pendingTimers).toBe(1); // only the sweep
    m.close();
  });

  it('answers a waiting poll with a heartbeat after the heartbeat interval', async () => {
    const { clock, m } = setup(1000);
    const q = m.allocate(1, OPTIONS);
    const pending = m.poll(q, -1, false);
    clock.advance(999);
    let done = false;
    void Promise.resolve(pending).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(1);
    expect((await pending).events).toEqual([{ type: 'heartbeat', id: 0 }]);
    m.close();
  });

  it('ends an earlier poll when a new one arrives on the same queue', async () => {
    const { m } = setup();
    const q = m.allocate(1, OPTIONS);
    const old = m.poll(q, -1, false);
    const newer = m.poll(q, -1, false);
    expect((await old).events).toEqual([]);
    q.push({ type: 'y' });
    m.finish(q);
    expect((await newer).events).toEqual([{ type: 'y', id: 0 }]);
    m.close();
  });

  it('collects a queue with no connected poll after its lifespan, never one being polled', async () => {
    const { clock, m } = setup(60_000, 10_000);
    const idle = m.allocate(1, OPTIONS);
    const polled = m.allocate(1, OPTIONS);
    const custom = m.allocate(1, OPTIONS, 30);
    void m.poll(polled, -1, false);
    clock.advance(9_000);
    expect(m.access(1, idle.id)).toBe(idle);
    clock.advance(20_000);
    expect(() => m.access(1, idle.id)).toThrow(/Bad event queue ID/);
    expect(m.access(1, polled.id)).toBe(polled);
    expect(m.access(1, custom.id)).toBe(custom);
    clock.advance(40_000);
    expect(m.count).toBe(1);
    m.close();
  });

  it("refuses another user's queue and an unknown one as BAD_EVENT_QUEUE_ID", () => {
    const { m } = setup();
    const q = m.allocate(1, OPTIONS);
    expect(() => m.access(2, q.id)).toThrow(
      expect.objectContaining({ code: 'BAD_EVENT_QUEUE_ID', extra: { queue_id: q.id } }),
    );
    expect(() => m.access(1, 'nope')).toThrow(expect.objectContaining({ status: 400 }));
    m.close();
  });

  it('closes cleanly: waiting polls are answered and no timer is left', async () => {
    const { clock, m } = setup();
    const q = m.allocate(1, OPTIONS);
    const pending = m.poll(q, -1, false);
    m.close();
    expect((await pending).events).toEqual([]);
    expect(clock.pendingTimers).toBe(0);
    const after = m.poll(q, -1, false);
    expect(after).not.toBeInstanceOf(Promise);
    expect((after as PollResult).events).toEqual([]);
    expect((after as PollResult).waited).toBe(false);
  });

  it('a client that hangs up stops its heartbeat timer and starts the idle clock', async () => {
    const { clock, m } = setup(1000, 5000);
    const q = m.allocate(1, OPTIONS);
    void m.poll(q, -1, false);
    clock.advance(3000); // heartbeats would have fired; the poll was answered
    const again = m.poll(q, 0, false);
    expect(again).toBeInstanceOf(Promise);
    m.disconnect(q);
    expect(clock.pendingTimers).toBe(1);
    clock.advance(5000);
    expect(() => m.access(1, q.id)).toThrow(/Bad event queue ID/);
    m.close();
  });
});
