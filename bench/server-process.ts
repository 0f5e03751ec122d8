// Shared by the benchmarks that run the server as a process of its own (not a benchmark: no
// run()): so that its event loop and memory are its own, measured from outside as clients see
// them. Requests go over loopback HTTP with keep-alive connections.
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from '../server/testing/server-process';

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Raises a process's scheduling priority where the system allows it (root may), so that other
 * work on a shared machine does not decide what a latency benchmark measures. Whether it could
 * is part of the result.
 */
export function raisePriority(pid = 0): boolean {
  try {
    os.setPriority(pid, -10);
    return true;
  } catch {
    return false;
  }
}

/** The server on a fresh data dir (the demo organization), rate limits off. */
export async function startServerProcess(extraArgs: string[] = []): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const { child, url: base } = await spawnServer([
    '--port',
    '0',
    '--data-dir',
    dataDir,
    // Benchmarks send as few users, many times a minute: not a test of the rate limits.
    '--rate-limit',
    '0',
    '--address-rate-limit',
    '0',
    '--login-failure-limit',
    '0',
    ...extraArgs,
  ]);
  return {
    base,
    child,
    dataDir,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Milliseconds a process's main thread (its event loop) has spent running on a CPU, from
 * Linux's schedstat: unlike the wall clock, not lengthened while the machine runs other work.
 * Undefined where /proc does not say.
 */
export function mainThreadCpuMs(pid: number): number | undefined {
  try {
    const [onCpuNs] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ');
    return Number(onCpuNs) / 1e6;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in MB, from /proc (Linux) or ps. */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb) return kb / 1024;
  } catch {}
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024
  );
}

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: benchmarks read arbitrary response fields
  body: any;
}

/** Parameters as the API takes them: strings raw, everything else JSON, url-encoded. */
export function encodeParams(params: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return form.toString();
}

/** A keep-alive API client for one server. */
export class Api {
  readonly agent: http.Agent;
  private readonly url: URL;

  constructor(base: string, maxSockets = 64) {
    this.url = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  call(
    method: string,
    p: string,
    params: Record<string, unknown> = {},
    auth?: string,
  ): Promise<ApiAnswer> {
    const form = encodeParams(params);
    return method === 'GET'
      ? this.send(method, form ? `${p}?${form}` : p, '', auth)
      : this.send(method, p, form, auth);
  }

  /** A request with its form body already encoded (see encodeParams). */
  send(method: string, p: string, payload: string, auth?: string): Promise<ApiAnswer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          path: `/api/v1${p}`,
          method,
          agent: this.agent,
          headers: {
            ...(auth ? { authorization: auth } : {}),
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
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {}
            resolve({ status: res.statusCode ?? 0, body });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Basic auth for a user, by development login. */
  async login(email: string): Promise<string> {
    const r = await this.call('POST', '/dev_fetch_api_key', { username: email });
    if (r.status !== 200) throw new Error(`login as ${email}: ${JSON.stringify(r.body)}`);
    return `Basic ${Buffer.from(`${email}:${r.body.api_key}`).toString('base64')}`;
  }

  /** Calls and fails loudly on anything but success. */
  async ok(method: string, p: string, params: Record<string, unknown>, auth: string) {
    const r = await this.call(method, p, params, auth);
    if (r.status !== 200) throw new Error(`${method} ${p}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }

  close(): void {
    this.agent.destroy();
  }
}
