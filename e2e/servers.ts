/**
 * Reference servers for the browser tests, each on a free loopback port with a fresh data dir
 * (the demo organization) and serving the built SPA: one per Playwright worker (support.ts), and
 * one of its own for a spec that kills, restarts or fills it. They run bundled (server/bundle.mjs),
 * as `npm start` runs it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverBundle } from '../server/bundle.mjs';

/**
 * How every test server runs: rate limits off (the specs act as a few users many times a
 * minute) and typing notices that expire after 20 s instead of 45 (no test waits for Zulip's).
 */
export const TEST_SERVER_ARGS = [
  '--rate-limit',
  '0',
  '--address-rate-limit',
  '0',
  '--login-failure-limit',
  '0',
  '--typing-expiry-seconds',
  '20',
];
export const TYPING_EXPIRY_MS = 20_000;

export interface OwnServer {
  /** Known once `start` has resolved (the port is chosen then and kept across restarts). */
  readonly url: string;
  start(): Promise<void>;
  /** SIGKILL: no chance to answer waiting polls or say goodbye, as when a machine dies. */
  kill(): Promise<void>;
  /** SIGTERM: stops as an operator stops it; its data stays for the next `start`. */
  stop(): Promise<void>;
  /** Stops the server and removes its data. */
  dispose(): Promise<void>;
}

/** A port nothing listens on now (the server binds it a moment later; the range is the kernel's). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A server of its own; `extraArgs` after the usual ones (`--production`, `--zulip URL`, ...). */
export function ownServer(extraArgs: string[] = []): OwnServer {
  let port: number | undefined;
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;

  const start = async (): Promise<void> => {
    port ??= await freePort();
    dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
    const c = spawn(
      process.execPath,
      [
        await serverBundle(),
        '--port',
        String(port),
        '--data-dir',
        dataDir,
        ...TEST_SERVER_ARGS,
        ...extraArgs,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = c;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        if (!/listening on/.test(out)) return;
        // Keep draining the server's log (a full pipe would stall it), without keeping it.
        c.stdout!.off('data', read);
        c.stdout!.resume();
        resolve();
      };
      c.stdout!.on('data', read);
      c.once('exit', (code) => reject(new Error(`server exited (${code}): ${out.slice(-2000)}`)));
    });
  };

  const signal = async (sig: NodeJS.Signals): Promise<void> => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill(sig);
    await exited;
  };

  return {
    get url() {
      if (port === undefined) throw new Error('the server has not started yet');
      return `http://127.0.0.1:${port}`;
    },
    start,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    async dispose(): Promise<void> {
      await signal('SIGTERM');
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
