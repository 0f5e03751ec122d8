/**
 * POST /register for one person (Iago) of the large organization (10,000 people, 1,000
 * channels, 500,000 messages: org-scale-setup.ts makes it once, or PARLEY_BENCH_LARGE_ORG names
 * one) and of the demo beside it, through a real server on loopback, as a browser asks (gzip
 * accepted). For each: the server's time against the time to JSON.stringify its own answer in
 * the same process — the floor for any server that sends it — and the gzipped bytes on the wire.
 * Measured for the parameters the web app registers with (its people and subscriber lists come
 * later), for a register with everyone and the smaller channels' lists ("partial"), and for one
 * with every list. Budgets (the large organization's; `budgeted`): 3× for the time of the
 * registers with everyone, 1 MB for the bytes of the web app's and the "partial" one; the rest is
 * stated.
 * `npm run bench -- register-scale`
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { buildServer, type ParleyServer } from '../server/app';
import { DEFAULT_CONFIG, NO_RATE_LIMITS } from '../server/config';
import { DEFAULT_REGISTER_PARAMS } from '../src/events/queue-policy';
import { type BenchRow, median, report } from './lib';
import { largeOrganizationDir } from './org-scale-setup';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const MB = 1_000_000;

const FETCH_EVENT_TYPES = [
  'realm',
  'realm_user',
  'subscription',
  'message',
  'update_message_flags',
  'recent_private_conversations',
  'starred_messages',
  'user_topic',
  'realm_user_groups',
  'realm_linkifiers',
  'default_streams',
  'saved_snippets',
  'user_settings',
  'realm_emoji',
  'muted_users',
  'alert_words',
  'custom_profile_fields',
];
const CAPABILITIES = {
  notification_settings_null: true,
  bulk_message_deletion: true,
  user_avatar_url_field_optional: true,
  stream_typing_notifications: true,
  user_settings_object: true,
  linkifier_url_template: true,
  user_list_incomplete: true,
  include_deactivated_groups: true,
  archived_channels: true,
  empty_topic_name: true,
};

/** What the web app registers with, and two registers with more in them. */
const VARIANTS = {
  'web app': { ...DEFAULT_REGISTER_PARAMS } as Record<string, unknown>,
  'with people, partial lists': {
    apply_markdown: true,
    client_gravatar: false,
    slim_presence: true,
    include_subscribers: 'partial',
    fetch_event_types: FETCH_EVENT_TYPES,
    client_capabilities: CAPABILITIES,
  },
  'with people, every list': {
    apply_markdown: true,
    client_gravatar: false,
    slim_presence: true,
    include_subscribers: true,
    fetch_event_types: [...FETCH_EVENT_TYPES, 'stream'],
    client_capabilities: CAPABILITIES,
  },
} as const;

interface Answer {
  ms: number;
  wireBytes: number;
  /** As it came: decoded only where it is read (bodyOf), so that measuring costs no more. */
  raw: Buffer;
  encoding?: string;
}

const bodyOf = ({ raw, encoding }: Answer): Buffer =>
  encoding === 'gzip'
    ? zlib.gunzipSync(raw)
    : encoding === 'br'
      ? zlib.brotliDecompressSync(raw)
      : raw;

async function startServer(dataDir: string): Promise<{ server: ParleyServer; port: number }> {
  const server = await buildServer({
    ...DEFAULT_CONFIG,
    ...NO_RATE_LIMITS,
    port: 0,
    dataDir,
    distDir: dataDir,
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  return { server, port: (server.app.server.address() as { port: number }).port };
}

/** What this Chromium sends, over http too. */
const CHROMIUM_ACCEPTS = 'gzip, deflate, br, zstd';

function post(
  port: number,
  agent: http.Agent,
  p: string,
  form: string,
  auth?: string,
  acceptEncoding = 'gzip',
) {
  return new Promise<Answer>((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1${p}`,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(form),
          'accept-encoding': acceptEncoding,
          ...(auth ? { authorization: auth } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - t0;
          const raw = Buffer.concat(chunks);
          const answer = {
            ms,
            wireBytes: raw.length,
            raw,
            encoding: res.headers['content-encoding'],
          };
          if (res.statusCode !== 200)
            reject(new Error(`${p}: ${res.statusCode} ${bodyOf(answer)}`));
          else resolve(answer);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(form);
  });
}

const encode = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();

/**
 * The budgets are the large organization's (the issue's): a demo's answer is so small that its
 * JSON.stringify (0.05 ms) is no floor for a request's fixed costs, so its figures are stated.
 * The register with every list stays over 1 MB (its lists are most of it): stated, as the one
 * the web app never asks for.
 */
const budgeted = (org: string, variant: string, what: 'time' | 'bytes'): boolean =>
  org !== 'demo' &&
  (what === 'time' ? variant !== 'web app' : variant !== 'with people, every list');

async function measureOrg(org: string, dataDir: string): Promise<BenchRow[]> {
  const { server, port } = await startServer(dataDir);
  const agent = new http.Agent({ keepAlive: true });
  const rows: BenchRow[] = [];
  try {
    const login = JSON.parse(
      (
        await post(port, agent, '/dev_fetch_api_key', encode({ username: 'iago@example.com' }))
      ).raw.toString(),
    ) as { api_key: string };
    const auth = `Basic ${Buffer.from(`iago@example.com:${login.api_key}`).toString('base64')}`;
    for (const [variant, params] of Object.entries(VARIANTS)) {
      const form = encode(params);
      for (let i = 0; i < 2; i++) await post(port, agent, '/register', form, auth);
      // Only the times are kept: holding every answer would add to the collector's work.
      const times: number[] = [];
      let last: Answer | undefined;
      for (let i = 0; i < RUNS; i++) {
        last = await post(port, agent, '/register', form, auth);
        times.push(last.ms);
      }
      const lastBody = bodyOf(last!);
      const state = JSON.parse(lastBody.toString()) as unknown;
      const stringify: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        JSON.stringify(state);
        stringify.push(performance.now() - t0);
      }
      const browser = await post(port, agent, '/register', form, auth, CHROMIUM_ACCEPTS);
      const serverMs = median(times);
      const stringifyMs = median(stringify);
      const raw = lastBody.length;
      const wire = last!.wireBytes;
      rows.push(
        {
          name: `${org}, ${variant}: POST /register (median ms) ÷ JSON.stringify of its answer`,
          value: serverMs,
          unit: 'ms',
          baseline: stringifyMs,
          ratio: serverMs / stringifyMs,
          // See `budgeted`: the web app's own register is a fifth of the size, so its
          // JSON.stringify is no floor for what the server does before it (unread counts,
          // channel activity); the demo's is too small to be a floor for anything.
          budget: budgeted(org, variant, 'time') ? 3 : Number.POSITIVE_INFINITY,
        },
        {
          name: `${org}, ${variant}: gzipped bytes on the wire (MB; ${(raw / MB).toFixed(2)} MB raw) ÷ 1 MB`,
          value: wire / MB,
          unit: 'MB',
          baseline: 1,
          ratio: wire / MB,
          budget: budgeted(org, variant, 'bytes') ? 1 : Number.POSITIVE_INFINITY,
        },
        {
          name: `${org}, ${variant}: bytes on the wire as Chromium asks (${browser.encoding}; MB)`,
          value: browser.wireBytes / MB,
          unit: 'MB',
          baseline: 1,
          ratio: browser.wireBytes / MB,
          budget: Number.POSITIVE_INFINITY,
        },
      );
    }
  } finally {
    agent.destroy();
    await server.close();
  }
  return rows;
}

export async function run(): Promise<BenchRow[]> {
  const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  // The server writes to its data: it runs on a copy.
  const largeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-large-'));
  fs.copyFileSync(
    path.join(largeOrganizationDir(), 'parley.sqlite3'),
    path.join(largeDir, 'parley.sqlite3'),
  );
  try {
    const rows = [
      ...(await measureOrg('demo', demoDir)),
      ...(await measureOrg('10,000 people', largeDir)),
    ];
    return report('register-scale', rows);
  } finally {
    fs.rmSync(demoDir, { recursive: true, force: true });
    fs.rmSync(largeDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
