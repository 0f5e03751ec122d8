// Send-to-delivery latency with 1,000 long-polling clients, and server memory with 10,000 idle
// queues. The server runs as its own process (real HTTP on loopback) so its memory is its own.
// `npx tsx bench/events-fanout.ts` or `npm run bench events-fanout`.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const POLLERS = 1000;
const SENDERS = 10;
const MESSAGES_PER_SENDER = Number(process.env.BENCH_MESSAGES_PER_SENDER ?? 5);
const SEND_INTERVAL_MS = Number(process.env.BENCH_SEND_INTERVAL_MS ?? 2000);
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
const agent = new http.Agent({ keepAlive: true, maxSockets: POLLERS + 200 });

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
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/v1${p}${query}`,
      {
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
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--heartbeat-seconds',
      '60',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Parley listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
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

export async function run() {
  const started = performance.now();
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
      const t0 = performance.now();
      await call(
        base,
        'GET',
        '/events',
        { queue_id: probe.body.queue_id, last_event_id: -1, dont_block: true },
        admin,
      );
      rtts.push(performance.now() - t0);
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
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let stopped = false;
    const pollers = queues.map(async ({ auth, queueId }) => {
      let last = -1;
      while (!stopped) {
        const r = await call(
          base,
          'GET',
          '/events',
          { queue_id: queueId, last_event_id: last },
          auth,
        );
        const now = performance.now();
        if (r.status !== 200) return;
        for (const e of r.body.events as Record<string, unknown>[]) {
          last = Math.max(last, e.id as number);
          const text =
            e.type === 'message'
              ? String((e.message as { content: string }).content)
              : String(e.topic ?? '');
          const marker = /bench-(\d+-\d+)/.exec(text)?.[1];
          const t0 = marker ? sentAt.get(marker) : undefined;
          if (t0 !== undefined) latencies.push(now - t0);
        }
      }
    });
    await new Promise((r) => setTimeout(r, 300));

    // 10 senders, each posting to the channel every SEND_INTERVAL_MS.
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
    const senders = Array.from({ length: SENDERS }, async (_, s) => {
      const auth = auths[s % auths.length] as Auth;
      await new Promise((r) => setTimeout(r, (s * SEND_INTERVAL_MS) / SENDERS));
      for (let n = 0; n < MESSAGES_PER_SENDER; n++) {
        const marker = `${s}-${n}`;
        sentAt.set(marker, performance.now());
        if (canSend) {
          await call(
            base,
            'POST',
            '/messages',
            { type: 'stream', to: CHANNEL, topic: 'bench', content: `bench-${marker}` },
            auth,
          );
        } else {
          await call(
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
          );
        }
        await new Promise((r) => setTimeout(r, SEND_INTERVAL_MS));
      }
    });
    await Promise.all(senders);
    await new Promise((r) => setTimeout(r, 1000));
    stopped = true;
    await Promise.all(
      queues.map(({ auth, queueId }) =>
        call(base, 'DELETE', '/events', { queue_id: queueId }, auth),
      ),
    );
    await Promise.all(pollers);
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const expected = SENDERS * MESSAGES_PER_SENDER * POLLERS;

    const result = {
      pollers: POLLERS,
      senders: SENDERS,
      operation: canSend ? 'POST /messages' : 'POST /typing (channel)',
      deliveries: latencies.length,
      expected_deliveries: canSend ? expected : undefined,
      latency_p50_ms: round(p50),
      latency_p99_ms: round(p99),
      loopback_rtt_ms: round(rttMs),
      p99_over_rtt: round(p99 / rttMs),
      idle_queues: idleRegistered,
      server_rss_mb_before: round(rssBefore),
      server_rss_mb_with_idle_queues: round(rssAfter),
      kb_per_idle_queue: round(((rssAfter - rssBefore) * 1024) / IDLE_QUEUES),
      budget: BUDGET,
      within_budget: p99 < BUDGET.p99Ms && rssAfter < BUDGET.memoryMb,
      seconds: round((performance.now() - started) / 1000),
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
