/** Fake time, a scripted fake server and a worker joined to its page, for the event machinery's tests. */
import { vi } from 'vitest';
import type { PageToWorker, WorkerToPage } from './protocol';
import type { Clock, Timers } from './types';
import {
  createEventWorkerClient,
  type EventWorkerHandlers,
  type WorkerLike,
} from './worker-client';
import { hostEventQueue } from './worker-host';

/** Lets pending promise callbacks (fetch, json, the loop) run to their next wait. */
export async function settle(rounds = 5) {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setImmediate(r));
}

export class FakeTime implements Clock, Timers {
  t = 1_000_000;
  private seq = 0;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();

  now = () => this.t;

  setTimeout = (fn: () => void, ms: number) => {
    const id = ++this.seq;
    this.timers.set(id, { at: this.t + ms, fn });
    return id;
  };

  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };

  /** Moves time forward, firing due timers in order and letting promises settle. */
  async advance(ms: number) {
    const end = this.t + ms;
    for (;;) {
      let next: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.timers)
        if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
      if (!next) break;
      this.t = Math.max(this.t, next[1].at);
      this.timers.delete(next[0]);
      next[1].fn();
      await settle();
    }
    this.t = end;
    await settle();
  }

  /** The wall clock jumps (the machine slept) without any timer firing. */
  jump(ms: number) {
    this.t += ms;
  }
}

export type Outcome =
  | { events: object[] }
  | { status: number; body?: object; headers?: Record<string, string> }
  | 'network'
  | 'hang'
  /** As a real server's poll: waits for events until its queue is deleted, then BAD_EVENT_QUEUE_ID. */
  | 'until-deleted'
  | { deferred: Promise<object[]> }
  /** For a register: answer normally once the gate opens (the server was slow). */
  | { gate: Promise<void> }
  /** For a register: this text, as it is, with these headers (a server's member lines). */
  | { text: string; headers: Record<string, string> };

export interface Call {
  method: string;
  path: string;
  params: Record<string, string>;
  keepalive?: boolean;
}

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

/** The people of fakeServer's organization (GET /users), its user first (GET /users/me). */
const member = (user_id: number, full_name: string, is_active = true) => ({
  user_id,
  email: `${full_name.toLowerCase()}@b`,
  full_name,
  role: 400,
  is_admin: false,
  is_owner: false,
  is_guest: false,
  is_bot: false,
  is_active,
});
export const FAKE_PEOPLE = [member(1, 'Ada'), member(2, 'Bea'), member(3, 'Cy', false)];
/** A bot of the server's own, not in GET /users but by its ID (as a Zulip server's are). */
export const FAKE_SERVER_BOT = { ...member(9, 'Welcome Bot'), is_bot: true };

/** fakeServer's GET /users/me/subscriptions?include_subscribers=true: one channel's list. */
export const FAKE_LISTS = { 10: [1, 2] };

/**
 * A server whose GET /events answers follow a script; register hands out q1, q2, ...;
 * GET /users/me and GET /users answer FAKE_PEOPLE; GET /users/me/subscriptions FAKE_LISTS.
 */
export function fakeServer() {
  const calls: Call[] = [];
  const script: Outcome[] = [];
  let registers = 0;
  const registerOutcomes: Outcome[] = [];
  /** Polls waiting for their queue's deletion, by queue ID. */
  const waiting = new Map<string, (() => void)[]>();
  const fetch = (async (input: string, init: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname.replace('/api/v1/', '');
    const params = Object.fromEntries(
      init.body instanceof URLSearchParams ? init.body : url.searchParams,
    );
    calls.push({ method: init.method ?? 'GET', path, params, keepalive: init.keepalive });
    if (init.method === 'DELETE') {
      for (const wake of waiting.get(params.queue_id ?? '') ?? []) wake();
      waiting.delete(params.queue_id ?? '');
    }
    let outcome: Outcome | undefined = path.startsWith('users')
      ? undefined
      : path === 'register'
        ? registerOutcomes.shift()
        : init.method === 'DELETE'
          ? { events: [] }
          : (script.shift() ?? 'hang');
    if (outcome && typeof outcome === 'object' && 'gate' in outcome) {
      await outcome.gate;
      outcome = undefined;
    }
    if (path === `users/${FAKE_SERVER_BOT.user_id}`) {
      return json(200, { result: 'success', msg: '', user: FAKE_SERVER_BOT });
    }
    if (path === 'users/me/subscriptions') {
      const withLists = params.include_subscribers === 'true';
      const subscriptions = Object.entries(FAKE_LISTS).map(([id, list]) => ({
        stream_id: Number(id),
        ...(withLists ? { subscribers: list } : {}),
      }));
      return json(200, { result: 'success', msg: '', subscriptions });
    }
    if (path === 'users/me' || path === 'users') {
      const people = path === 'users' ? { members: FAKE_PEOPLE } : FAKE_PEOPLE[0];
      return json(200, { result: 'success', msg: '', ...people });
    }
    if (path === 'register' && outcome === undefined) {
      registers++;
      return json(200, {
        result: 'success',
        msg: '',
        queue_id: `q${registers}`,
        last_event_id: registers * 100,
        event_queue_longpoll_timeout_seconds: 90,
        zulip_feature_level: 330,
      });
    }
    if (outcome === undefined) throw new Error('unreachable');
    if (typeof outcome === 'object' && 'text' in outcome) {
      return new Response(outcome.text, { status: 200, headers: outcome.headers });
    }
    if (outcome === 'network') throw new TypeError('Failed to fetch');
    if (outcome === 'until-deleted') {
      const queueId = params.queue_id ?? '';
      await new Promise<void>((resolve) =>
        waiting.set(queueId, [...(waiting.get(queueId) ?? []), resolve]),
      );
      return json(400, {
        result: 'error',
        msg: `Bad event queue ID: ${queueId}`,
        code: 'BAD_EVENT_QUEUE_ID',
        queue_id: queueId,
      });
    }
    if (outcome === 'hang') {
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      );
    }
    if ('deferred' in outcome) {
      // Ignores aborts: models an answer already on its way when the page moved on.
      const events = await outcome.deferred;
      return json(200, { result: 'success', msg: '', events });
    }
    if ('events' in outcome)
      return json(200, { result: 'success', msg: '', events: outcome.events });
    return json(
      outcome.status,
      { result: 'error', msg: 'error', ...outcome.body },
      outcome.headers,
    );
  }) as unknown as typeof globalThis.fetch;
  return {
    fetch,
    calls,
    script,
    registerOutcomes,
    polls: () => calls.filter((c) => c.path === 'events' && c.method === 'GET'),
  };
}

/** A worker and a page joined in memory, the worker side running the real host. */
export function pair() {
  const time = new FakeTime();
  const server = fakeServer();
  const toPage: ((e: { data: WorkerToPage }) => void)[] = [];
  const toWorker: ((e: { data: PageToWorker }) => void)[] = [];
  let online: (() => void) | undefined;
  hostEventQueue(
    {
      postMessage: (data) => {
        for (const l of toPage) l({ data: structuredClone(data) });
      },
      addEventListener: ((type: string, listener: never) => {
        if (type === 'message') toWorker.push(listener);
        else online = listener;
      }) as never,
    },
    { fetch: server.fetch, clock: time, timers: time, random: () => 0 },
  );
  const terminate = vi.fn();
  const worker: WorkerLike = {
    postMessage: (data) => {
      for (const l of toWorker) l({ data: structuredClone(data) });
    },
    addEventListener: (_type, listener) => toPage.push(listener),
    removeEventListener: (_type, listener) => {
      toPage.splice(toPage.indexOf(listener), 1);
    },
    terminate,
  };
  return { time, server, worker, terminate, online: () => online?.() };
}

/** The connection the pair's page starts its worker with. */
export const conn = { realm: '', email: 'a@b', apiKey: 'k' };

/** A page client of the pair's worker that also records every message the worker posts. */
export function recordingClient(p: ReturnType<typeof pair>, handlers: EventWorkerHandlers) {
  const posted: WorkerToPage[] = [];
  const client = createEventWorkerClient(handlers, () => ({
    ...p.worker,
    addEventListener: (type, listener) =>
      p.worker.addEventListener(type, (e) => {
        posted.push(e.data);
        listener(e);
      }),
  }));
  return { client, posted };
}
