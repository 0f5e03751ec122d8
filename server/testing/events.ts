/** Test support: a fake clock and clients that register and poll for events. */
import { ALL_CLIENT_CAPABILITIES } from '../../src/api/types/register';
import type { Clock } from '../events/clock';
import type { TestClient } from './test-server';

/** A clock whose time moves only when a test says so; due timers fire in order. */
export class FakeClock implements Clock {
  private time = 1_700_000_000_000;
  private nextHandle = 1;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const handle = this.nextHandle++;
    this.timers.set(handle, { at: this.time + ms, fn });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  get pendingTimers(): number {
    return this.timers.size;
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let next: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.timers) {
        if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
      }
      if (!next) break;
      this.timers.delete(next[0]);
      this.time = next[1].at;
      next[1].fn();
    }
    this.time = end;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary event fields
export type AnyEvent = Record<string, any> & { id: number; type: string };

/** A registered client that remembers its queue and last_event_id. */
export interface Listener {
  client: TestClient;
  queueId: string;
  // biome-ignore lint/suspicious/noExplicitAny: register state is read field by field
  state: Record<string, any>;
  lastEventId: number;
  /** Everything queued so far (dont_block), acknowledging what it has seen. */
  drain(): Promise<AnyEvent[]>;
  /** Drained events other than heartbeats. */
  events(): Promise<AnyEvent[]>;
}

/** The client's own list (a wire constant), so server tests register as the client does. */
export const ALL_CAPABILITIES = ALL_CLIENT_CAPABILITIES;

/** POST /register (with every capability unless `params` says otherwise) and a poller. */
export async function listen(
  client: TestClient,
  params: Record<string, unknown> = {},
): Promise<Listener> {
  const res = await client.post('/register', {
    apply_markdown: true,
    client_capabilities: ALL_CAPABILITIES,
    ...params,
  });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const l: Listener = {
    client,
    queueId: res.body.queue_id,
    state: res.body,
    lastEventId: res.body.last_event_id,
    async drain() {
      const r = await client.get('/events', {
        queue_id: l.queueId,
        last_event_id: l.lastEventId,
        dont_block: true,
      });
      if (r.status !== 200) throw new Error(`poll failed: ${JSON.stringify(r.body)}`);
      const events = r.body.events as AnyEvent[];
      for (const e of events) l.lastEventId = Math.max(l.lastEventId, e.id);
      return events;
    },
    async events() {
      return (await l.drain()).filter((e) => e.type !== 'heartbeat');
    },
  };
  return l;
}
