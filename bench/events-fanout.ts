// Send-to-delivery latency with 1,000 long-polling clients, and server memory with 10,000 idle
// queues. The server runs as its own process (real HTTP on loopback) so its memory is its own;
// the 1,000 pollers run in a worker thread, each with its own keep-alive connection, so the
// senders' clock is never stuck behind the pollers' work.
// `npx tsx bench/events-fanout.ts` or `npm run bench events-fanout`.
// BENCH_CPU_PROF=<dir> also writes the server's CPU profile into <dir>.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { spawnServer } from '../server/testing/server-process';

const POLLERS = 1000;
const SENDERS = 10;
// Each sender posts one message per interval on a fixed schedule (not waiting for the last
// send), staggered so the channel sees SENDERS messages per interval, evenly spaced.
const MESSAGES_PER_SENDER = Number(process.env.BENCH_MESSAGES_PER_SENDER ?? 10);
const SEND_INTERVAL_MS = Number(process.env.BENCH_SEND_INTERVAL_MS ?? 1000);
const IDLE_QUEUES = 10_000;
const CHANNEL = 'general';
const DEMO_EMAILS = [
  'desdemona',
  'iago',
  'shiva',
  'hamlet',
  'othello',
  'cordelia',
  'prospero',
  'polonius',
].map((u) => `${u}@example.com`);
const BUDGET = { p99Ms: 50, memoryMb: 300 };

const root = path.resolve(import.meta.dirname, '..');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1200, maxFreeSockets: 1200 });

/** Milliseconds on the monotonic clock every thread of the process shares. */
const clockMs = () => Number(process.hrtime.bigint()) / 1e6;

interface Auth {
  email: string;
  header: string;
}

function call(
  base: string,
  method: string,
  p: string,
  params: Record<string, unknown>,
  auth?: Auth,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const query = method === 'GET' ? `?${form}` : '';
  const payload = method === 'GET' ? '' : form.toString();
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `/api/v1${p}${query}`,
        method,
        agent,
        headers: {
          ...(auth ? { authorization: auth.header } : {}),
          ...(payload
            ? {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(payload),
              }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function startServer(): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const { child, url: base } = await spawnServer(
    [
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--heartbeat-seconds',
      '60',
      // Many clients as few users: not a test of the rate limits.
      '--rate-limit',
      '0',
      '--address-rate-limit',
      '0',
    ],
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [],
  );
  return { base, child, dataDir };
}

/** Resident memory of a process in MB, from /proc (Linux) or ps. */
async function rssMb(pid: number): Promise<number> {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb) return kb / 1024;
  } catch {}
  const { execFileSync } = await import('node:child_process');
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024
  );
}

/** CPU time a process has used in ms (user + system), from /proc; NaN where there is none. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function inBatches<T>(n: number, width: number, f: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += width) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(width, n - i) }, (_, j) => f(i + j)))),
    );
  }
  return out;
}

interface PollerSpec {
  header: string;
  queueId: string;
}

interface PollerReport {
  /** For every event that carried a marker: the marker and when its poll response arrived. */
  markers: string[];
  receivedAt: number[];
  failures: number;
  errors: string[];
  /** The worker's event-loop utilization from 'measure' to 'stop' (1 = always busy). */
  utilization: number;
  /** Poll responses received from 'measure' to 'stop'. */
  polls: number;
}

/**
 * The worker thread, as plain JavaScript (a Node 20 worker cannot load TypeScript through tsx).
 * Every client holds one keep-alive TCP connection, as a browser tab does, and speaks plain
 * HTTP/1.1 on it with as little work as a client can do (one write per request; a response is
 * read by its Content-Length), so that the pollers, which share the machine's cores with the
 * server, cost little next to what is measured. Each re-polls as soon as a response has
 * arrived and notes when each marked event did. workerData: {base, clients: PollerSpec[]};
 * answers 'stop' with 'stopping', then posts a PollerReport once every poll loop has ended.
 */
const POLLERS_WORKER = String.raw`
const net = require('node:net');
const { performance } = require('node:perf_hooks');
const { parentPort, workerData } = require('node:worker_threads');
const clockMs = () => Number(process.hrtime.bigint()) / 1e6;
const url = new URL(workerData.base);
const report = { markers: [], receivedAt: [], failures: 0, errors: [], utilization: 0, polls: 0 };
let measuring = false;
const fail = (why) => {
  report.failures++;
  if (report.errors.length < 5) report.errors.push(why);
};
let stopped = false;
let elu = performance.eventLoopUtilization();
parentPort.on('message', (m) => {
  if (m === 'stop') {
    stopped = true;
    report.utilization = performance.eventLoopUtilization(elu).utilization;
    measuring = false;
    parentPort.postMessage('stopping');
  } else if (m === 'measure') {
    elu = performance.eventLoopUtilization();
    measuring = true;
  }
});
let connecting = workerData.clients.length;
const poller = (c) =>
  new Promise((done) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    socket.once('connect', () => {
      if (--connecting === 0) parentPort.postMessage('connected');
    });
    socket.setNoDelay(true);
    const head = 'GET /api/v1/events?queue_id=' + encodeURIComponent(c.queueId) + '&last_event_id=';
    const tail = ' HTTP/1.1\r\nHost: ' + url.host + '\r\nAuthorization: ' + c.header + '\r\n\r\n';
    let last = -1;
    let buf = null;
    let bodyStart = 0;
    let end = -1;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      socket.destroy();
      done();
    };
    const poll = () => socket.write(head + last + tail);
    socket.on('data', (chunk) => {
      buf = buf === null ? chunk : Buffer.concat([buf, chunk]);
      if (end < 0) {
        const headEnd = buf.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const header = buf.toString('latin1', 0, headEnd);
        const length = /\r\ncontent-length: *(\d+)/i.exec(header);
        if (!header.startsWith('HTTP/1.1 200 ') || !length) {
          if (!stopped) fail(header.split('\r\n')[0]);
          return finish();
        }
        bodyStart = headEnd + 4;
        end = bodyStart + Number(length[1]);
      }
      if (buf.length < end) return;
      const at = clockMs();
      if (buf.length > end) {
        fail('bytes after the response');
        return finish();
      }
      const events = JSON.parse(buf.toString('utf8', bodyStart, end)).events;
      buf = null;
      end = -1;
      if (measuring) report.polls++;
      for (const e of events) last = Math.max(last, e.id);
      if (stopped) return finish();
      poll();
      for (const e of events) {
        const text = e.type === 'message' ? String(e.message.content) : String(e.topic ?? '');
        const marker = /bench-(\d+-\d+)/.exec(text)?.[1];
        if (marker) {
          report.markers.push(marker);
          report.receivedAt.push(at);
        }
      }
    });
    socket.on('error', (err) => {
      if (!stopped) fail(String(err));
      finish();
    });
    socket.on('close', () => {
      if (!stopped && !ended) fail('connection closed');
      finish();
    });
    poll();
  });
Promise.all(workerData.clients.map(poller)).then(() => parentPort.postMessage(report));
`;

function startPollers(base: string, clients: PollerSpec[]) {
  const worker = new Worker(POLLERS_WORKER, { eval: true, workerData: { base, clients } });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  failed.catch(() => {}); // surfaced by stop()
  const next = () =>
    Promise.race([new Promise<unknown>((resolve) => worker.once('message', resolve)), failed]);
  const connected = next();
  return {
    /** Resolves once every poller has its connection (and has sent its first poll). */
    connected: () => connected,
    /** Starts the measured phase (the worker's utilization is taken from here). */
    measure: () => worker.postMessage('measure'),
    /** Ends every poll loop once its current poll returns; resolves with what they saw. */
    async stop(deleteQueues: () => Promise<unknown>): Promise<PollerReport> {
      const stopping = next();
      worker.postMessage('stop');
      await stopping;
      const report = next() as Promise<PollerReport>;
      await deleteQueues();
      const r = await report;
      await worker.terminate();
      return r;
    },
  };
}

export async function run() {
  const started = clockMs();
  const loadBefore = os.loadavg();
  const { base, child, dataDir } = await startServer();
  try {
    const login = async (email: string): Promise<Auth> => {
      const r = await call(base, 'POST', '/dev_fetch_api_key', { username: email });
      return {
        email,
        header: `Basic ${Buffer.from(`${email}:${r.body.api_key}`).toString('base64')}`,
      };
    };
    const admin = await login('iago@example.com');
    const reg0 = await call(
      base,
      'POST',
      '/register',
      { fetch_event_types: ['subscription'] },
      admin,
    );
    const general = (reg0.body.subscriptions as { name: string; stream_id: number }[]).find(
      (s) => s.name === CHANNEL,
    );
    // Every demo user is subscribed to #general.
    const auths = await Promise.all(DEMO_EMAILS.map(login));

    // 10,000 idle queues, measured on the fresh server before the latency phase, then removed.
    const idleParams = {
      fetch_event_types: [],
      event_types: [
        'message',
        'update_message',
        'delete_message',
        'reaction',
        'typing',
        'subscription',
        'stream',
      ],
      apply_markdown: true,
    };
    const warm = await inBatches(200, 100, (i) =>
      call(base, 'POST', '/register', idleParams, auths[i % auths.length]),
    );
    await Promise.all(
      warm.map((r, i) =>
        call(base, 'DELETE', '/events', { queue_id: r.body.queue_id }, auths[i % auths.length]),
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    const rssBefore = await rssMb(child.pid as number);
    const idle = await inBatches(IDLE_QUEUES, 200, (i) =>
      call(base, 'POST', '/register', idleParams, auths[i % auths.length]),
    );
    const idleRegistered = idle.filter((r) => r.status === 200).length;
    await new Promise((r) => setTimeout(r, 300));
    const rssAfter = await rssMb(child.pid as number);
    await inBatches(idle.length, 200, (i) =>
      call(
        base,
        'DELETE',
        '/events',
        { queue_id: idle[i]?.body.queue_id },
        auths[i % auths.length],
      ),
    );

    // Loopback round trip of a minimal authenticated API call, as the yardstick.
    const probe = await call(base, 'POST', '/register', { fetch_event_types: [] }, admin);
    const rtts: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t0 = clockMs();
      await call(
        base,
        'GET',
        '/events',
        { queue_id: probe.body.queue_id, last_event_id: -1, dont_block: true },
        admin,
      );
      rtts.push(clockMs() - t0);
    }
    rtts.sort((a, b) => a - b);
    const rttMs = percentile(rtts, 50);

    // 1,000 long-polling clients.
    const queues = await inBatches(POLLERS, 100, async (i) => {
      const auth = auths[i % auths.length] as Auth;
      const r = await call(
        base,
        'POST',
        '/register',
        {
          event_types: ['message', 'typing'],
          fetch_event_types: [],
          apply_markdown: true,
          client_capabilities: { stream_typing_notifications: true },
        },
        auth,
      );
      return { auth, queueId: r.body.queue_id as string };
    });
    const pollers = startPollers(
      base,
      queues.map(({ auth, queueId }) => ({ header: auth.header, queueId })),
    );
    // Every poll is waiting before anything is sent; a first message warms both sides up.
    await pollers.connected();
    await new Promise((r) => setTimeout(r, 500));
    const canSend =
      (
        await call(
          base,
          'POST',
          '/messages',
          { type: 'stream', to: CHANNEL, topic: 'bench', content: 'warm-up' },
          admin,
        )
      ).status === 200;
    await new Promise((r) => setTimeout(r, 500));

    // 10 senders on a fixed schedule; latency runs from just before each send request.
    const sentAt = new Map<string, number>();
    const sends: Promise<unknown>[] = [];
    const t0 = clockMs() + 50;
    const serverCpuBefore = cpuMs(child.pid as number);
    pollers.measure();
    const timers: Promise<void>[] = [];
    for (let s = 0; s < SENDERS; s++) {
      const auth = auths[s % auths.length] as Auth;
      for (let n = 0; n < MESSAGES_PER_SENDER; n++) {
        const at = t0 + n * SEND_INTERVAL_MS + (s * SEND_INTERVAL_MS) / SENDERS;
        const marker = `${s}-${n}`;
        const send = () => {
          sentAt.set(marker, clockMs());
          sends.push(
            canSend
              ? call(
                  base,
                  'POST',
                  '/messages',
                  { type: 'stream', to: CHANNEL, topic: 'bench', content: `bench-${marker}` },
                  auth,
                )
              : call(
                  base,
                  'POST',
                  '/typing',
                  {
                    type: 'channel',
                    op: 'start',
                    stream_id: general?.stream_id,
                    topic: `bench-${marker}`,
                  },
                  auth,
                ),
          );
        };
        timers.push(new Promise((r) => setTimeout(r, Math.max(0, at - clockMs()))).then(send));
      }
    }
    await Promise.all(timers);
    const sendStatuses = (await Promise.all(sends)) as { status: number }[];
    const failedSends = sendStatuses.filter((r) => r.status !== 200).length;
    await new Promise((r) => setTimeout(r, 1000));
    const serverCpu = cpuMs(child.pid as number) - serverCpuBefore;
    const report = await pollers.stop(() =>
      Promise.all(
        queues.map(({ auth, queueId }) =>
          call(base, 'DELETE', '/events', { queue_id: queueId }, auth),
        ),
      ),
    );
    const latencies: number[] = [];
    report.markers.forEach((marker, i) => {
      const sent = sentAt.get(marker);
      if (sent !== undefined) latencies.push((report.receivedAt[i] as number) - sent);
    });
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const expected = SENDERS * MESSAGES_PER_SENDER * POLLERS;
    const loadAfter = os.loadavg();

    const result = {
      pollers: POLLERS,
      senders: SENDERS,
      operation: canSend ? 'POST /messages' : 'POST /typing (channel)',
      messages_per_second: round((SENDERS * 1000) / SEND_INTERVAL_MS),
      messages: SENDERS * MESSAGES_PER_SENDER,
      failed_sends: failedSends,
      poll_failures: report.failures,
      ...(report.errors.length ? { poll_errors: report.errors } : {}),
      deliveries: latencies.length,
      expected_deliveries: canSend ? expected : undefined,
      latency_p50_ms: round(p50),
      latency_p90_ms: round(percentile(latencies, 90)),
      latency_p99_ms: round(p99),
      latency_max_ms: round(latencies[latencies.length - 1] ?? Number.NaN),
      loopback_rtt_ms: round(rttMs),
      p99_over_rtt: round(p99 / rttMs),
      // Work per delivery, which the machine's other load does not change much.
      server_cpu_us_per_delivery: round((serverCpu * 1000) / Math.max(1, latencies.length)),
      polls_answered: report.polls,
      server_cpu_us_per_poll: round((serverCpu * 1000) / Math.max(1, report.polls)),
      poller_thread_utilization: round(report.utilization),
      idle_queues: idleRegistered,
      server_rss_mb_before: round(rssBefore),
      server_rss_mb_with_idle_queues: round(rssAfter),
      kb_per_idle_queue: round(((rssAfter - rssBefore) * 1024) / IDLE_QUEUES),
      budget: BUDGET,
      within_budget:
        p99 < BUDGET.p99Ms &&
        rssAfter < BUDGET.memoryMb &&
        (!canSend || latencies.length === expected),
      // The machine is shared: the 1-minute load average before and after, for context.
      load_average_before: round(loadBefore[0] ?? 0),
      load_average_after: round(loadAfter[0] ?? 0),
      seconds: round((clockMs() - started) / 1000),
    };
    console.table(
      Object.entries(result)
        .filter(([, v]) => typeof v !== 'object')
        .map(([metric, value]) => ({ metric, value })),
    );
    fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'bench', 'results', 'events-fanout.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    return result;
  } finally {
    child.kill('SIGTERM');
    agent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
