/**
 * Issue 22: a reload never makes the server compute a register for the page that is closing.
 * The page's event worker (the real host and client, real fetch and timers) polls the real
 * server; the page closes (pagehide: the worker stops, the keepalive DELETE ends the queue, so
 * its long poll comes back BAD_EVENT_QUEUE_ID); the registers the server receives are counted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import type { PageToWorker, WorkerToPage } from '../src/events/protocol';
import {
  createEventWorkerClient,
  installPageLifecycle,
  type WorkerLike,
} from '../src/events/worker-client';
import { hostEventQueue } from '../src/events/worker-host';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A page's worker joined to it in memory; every request it makes is recorded. */
function workerPage(url: string) {
  const paths: string[] = [];
  /** Polls answered or given up. */
  let pollsEnded = 0;
  const recording = ((input: string, init?: RequestInit) => {
    const u = new URL(String(input), url);
    paths.push(`${init?.method ?? 'GET'} ${u.pathname}`);
    const answer = fetch(u, init);
    if (u.pathname.endsWith('/events')) void answer.finally(() => pollsEnded++).catch(() => {});
    return answer;
  }) as typeof fetch;
  const toPage: ((e: { data: WorkerToPage }) => void)[] = [];
  const toWorker: ((e: { data: PageToWorker }) => void)[] = [];
  hostEventQueue(
    {
      postMessage: (data) => {
        for (const l of toPage) l({ data: structuredClone(data) });
      },
      addEventListener: ((type: string, listener: never) => {
        if (type === 'message') toWorker.push(listener);
      }) as never,
    },
    { fetch: recording },
  );
  const worker: WorkerLike = {
    postMessage: (data) => {
      for (const l of toWorker) l({ data: structuredClone(data) });
    },
    addEventListener: (_type, listener) => toPage.push(listener),
    removeEventListener: () => {},
    terminate: () => {},
  };
  const listeners: Record<string, (e: Event) => void> = {};
  const target = {
    addEventListener: (type: string, l: (e: Event) => void) => {
      listeners[type] = l;
    },
    removeEventListener: () => {},
  };
  const doc = { ...target, visibilityState: 'visible' as DocumentVisibilityState };
  return {
    paths,
    pollsEnded: () => pollsEnded,
    worker,
    target,
    doc,
    fire: (type: string) => listeners[type]!({} as Event),
  };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(ok()).toBe(true);
};

it('a closing page deletes its queue, and its worker registers no more', async () => {
  const iago = await t.as('iago@example.com');
  const conn = { realm: t.url, email: iago.email!, apiKey: iago.apiKey! };
  const page = workerPage(t.url);
  const snapshots: string[] = [];
  const client = createEventWorkerClient(
    { onSnapshot: (s) => snapshots.push(s.queue_id!), onEvents: () => {} },
    () => page.worker,
  );
  installPageLifecycle(
    client,
    { ...conn, fetch: (i, init) => fetch(new URL(String(i), t.url), init) },
    page.target as never,
    page.doc as never,
  );
  client.start(conn);
  await until(() => snapshots.length === 1 && page.paths.includes('GET /api/v1/events'));

  const ended = page.pollsEnded();
  page.fire('pagehide');
  // The DELETE ends the queue, and with it the poll the server held (BAD_EVENT_QUEUE_ID).
  await until(() => page.pollsEnded() > ended);
  const poll = await iago.get('/events', { queue_id: snapshots[0]!, last_event_id: -1 });
  expect(poll.body).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID' });
  // Time for a register from the closed page's worker to show, had there been one.
  await new Promise((r) => setTimeout(r, 500));
  expect(page.paths.filter((p) => p === 'POST /api/v1/register')).toHaveLength(1);
  expect(snapshots).toHaveLength(1);
});
