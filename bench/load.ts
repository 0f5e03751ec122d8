/**
 * Load (issue 16, item 9): 500 simulated clients for 60 seconds on loopback, each with its
 * own event queue long-polled on its own connection, each sending a message to its channel
 * every few seconds. 100 users (5 clients each) in 10 channels. Required: no failed request,
 * every client receives every message sent to its channel exactly once, and the server's
 * memory flat: the mean resident size over the last 10 seconds within 10% of the first 10.
 * The server is a process of its own, so its memory is its own.
 * `npx tsx bench/load.ts` or `npm run bench load` (BENCH_LOAD_SECONDS, BENCH_LOAD_CLIENTS).
 */
import { pathToFileURL } from 'node:url';
import { type BenchRow, percentile, report } from './lib';
import { Api, rssMb, startServerProcess } from './server-process';

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 500);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const USERS = Math.max(1, Math.round(CLIENTS / 5));
const CHANNELS = 10;
const SEND_EVERY_MS = 10_000;
// Senders start staggered over one interval; the load is steady after it.
const WARM_UP_MS = SEND_EVERY_MS + 5_000;
const MEMORY_BUDGET = 1.1;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number) => Math.round(n * 100) / 100;

interface Client {
  auth: string;
  channel: number;
  queueId: string;
  lastEventId: number;
  received: Map<number, number>;
  duplicates: number;
  errors: string[];
}

export async function run(): Promise<BenchRow[]> {
  const server = await startServerProcess();
  const api = new Api(server.base, CLIENTS + 100);
  try {
    const owner = await api.login('desdemona@example.com');
    // Users, and a channel for each tenth of them.
    const users: Array<{ id: number; auth: string; channel: number }> = [];
    for (let i = 0; i < USERS; i++) {
      const email = `load${i}@example.com`;
      const created = await api.ok(
        'POST',
        '/users',
        { email, password: `load-password-${i}`, full_name: `Load User ${i}` },
        owner,
      );
      users.push({ id: created.user_id, auth: await api.login(email), channel: i % CHANNELS });
    }
    for (let c = 0; c < CHANNELS; c++) {
      const principals = users.filter((u) => u.channel === c).map((u) => u.id);
      await api.ok(
        'POST',
        '/users/me/subscriptions',
        { subscriptions: [{ name: `load ${c}` }], principals },
        owner,
      );
    }

    // The clients: a queue each, long-polled without pause.
    const clients: Client[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const u = users[i % USERS]!;
      const q = await api.ok('POST', '/register', { event_types: ['message'] }, u.auth);
      clients.push({
        auth: u.auth,
        channel: u.channel,
        queueId: q.queue_id,
        lastEventId: q.last_event_id,
        received: new Map(),
        duplicates: 0,
        errors: [],
      });
    }
    let polling = true;
    let polls = 0;
    const latencies: number[] = [];
    const poll = async (c: Client) => {
      while (polling) {
        let r: Awaited<ReturnType<Api['call']>>;
        try {
          r = await api.call(
            'GET',
            '/events',
            { queue_id: c.queueId, last_event_id: c.lastEventId },
            c.auth,
          );
        } catch (e) {
          c.errors.push(String(e));
          await sleep(100);
          continue;
        }
        polls++;
        if (r.status !== 200) {
          c.errors.push(`GET /events ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
          if (r.body?.code === 'BAD_EVENT_QUEUE_ID') return;
          continue;
        }
        for (const e of r.body.events as Array<{
          id: number;
          type: string;
          message?: { id: number; content: string };
        }>) {
          if (e.id <= c.lastEventId) c.duplicates++;
          c.lastEventId = Math.max(c.lastEventId, e.id);
          if (e.type !== 'message' || !e.message) continue;
          const sent = /sent at ([\d.]+)/.exec(e.message.content)?.[1];
          if (sent && !c.received.has(e.message.id))
            latencies.push(performance.now() - Number(sent));
          const seen = c.received.get(e.message.id) ?? 0;
          if (seen > 0) c.duplicates++;
          c.received.set(e.message.id, seen + 1);
        }
      }
    };
    const pollers = clients.map(poll);

    // Sending: each client every SEND_EVERY_MS, staggered; acknowledged IDs by channel.
    const sentTo = Array.from({ length: CHANNELS }, () => [] as number[]);
    const sendErrors: string[] = [];

    let sending = true;
    const sender = async (c: Client, i: number) => {
      await sleep((i / CLIENTS) * SEND_EVERY_MS);
      for (let n = 0; sending; n++) {
        const started = performance.now();
        try {
          const r = await api.call(
            'POST',
            '/messages',
            {
              type: 'stream',
              to: `load ${c.channel}`,
              topic: `client ${i}`,
              content: `message ${n} sent at ${started.toFixed(1)}`,
            },
            c.auth,
          );
          if (r.status === 200) sentTo[c.channel]!.push(r.body.id);
          else sendErrors.push(`POST /messages ${r.status} ${JSON.stringify(r.body)}`);
        } catch (e) {
          sendErrors.push(String(e));
        }
        await sleep(Math.max(0, SEND_EVERY_MS - (performance.now() - started)));
      }
    };
    const senders = clients.map(sender);

    // Memory, once a second, from the end of the warm-up.
    await sleep(WARM_UP_MS);
    const memory: number[] = [];
    const started = performance.now();
    while (performance.now() - started < SECONDS * 1000) {
      memory.push(rssMb(server.child.pid!));
      await sleep(1000);
    }
    sending = false;
    await Promise.all(senders);

    // Every client should now have every message sent to its channel: wait for the last ones.
    const missing = () =>
      clients.reduce(
        (n, c) => n + sentTo[c.channel]!.filter((id) => !c.received.has(id)).length,
        0,
      );
    const drainUntil = performance.now() + 15_000;
    while (missing() > 0 && performance.now() < drainUntil) await sleep(200);
    polling = false;
    await Promise.all(
      clients.map((c) => api.call('DELETE', '/events', { queue_id: c.queueId }, c.auth)),
    );
    await Promise.all(pollers);

    const expected = clients.reduce((n, c) => n + sentTo[c.channel]!.length, 0);
    const lost = missing();
    const duplicated = clients.reduce((n, c) => n + c.duplicates, 0);
    const pollErrors = clients.flatMap((c) => c.errors);
    const errors = sendErrors.length + pollErrors.length;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const first = mean(memory.slice(0, 10));
    const last = mean(memory.slice(-10));
    const messages = sentTo.reduce((n, s) => n + s.length, 0);
    console.log({
      clients: CLIENTS,
      users: USERS,
      channels: CHANNELS,
      seconds: SECONDS,
      messages_sent: messages,
      deliveries_expected: expected,
      polls,
      errors: [...sendErrors, ...pollErrors].slice(0, 5),
      rss_mb_first_10s: round(first),
      rss_mb_last_10s: round(last),
      rss_mb_max: round(Math.max(...memory)),
      rss_mb_p50: round(percentile(memory, 50)),
      delivery_ms_p50: round(percentile(latencies, 50)),
      delivery_ms_p99: round(percentile(latencies, 99)),
      delivery_ms_max: round(latencies.reduce((a, b) => Math.max(a, b), 0)),
    });
    return report('load', [
      {
        name: 'failed requests',
        value: errors,
        unit: 'count',
        baseline: polls + messages,
        ratio: errors,
        budget: 0,
      },
      {
        name: 'lost deliveries',
        value: lost,
        unit: 'count',
        baseline: expected,
        ratio: lost,
        budget: 0,
      },
      {
        name: 'duplicated events',
        value: duplicated,
        unit: 'count',
        baseline: expected,
        ratio: duplicated,
        budget: 0,
      },
      {
        name: 'server memory, last 10 s over first 10 s',
        value: last,
        unit: 'MB',
        baseline: first,
        ratio: last / first,
        budget: MEMORY_BUDGET,
      },
    ]);
  } finally {
    api.close();
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await run();
  if (rows.some((r) => r.ratio > r.budget)) process.exitCode = 1;
}
