/**
 * A reference server of a spec's own (port PARLEY_E2E_PORT + offset, a fresh data dir, rate
 * limits off), serving the built SPA as the shared one does: a spec may kill it, restart it or
 * fill it with anything without disturbing the others.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function ownServer(offset: number, extraArgs: string[] = []) {
  const port = Number(process.env.PARLEY_E2E_PORT ?? 9995) + offset;
  // Made when the server first starts: Playwright loads every spec file, run or not.
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;

  const start = async (): Promise<void> => {
    dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), `parley-e2e-${offset}-`));
    const c = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/main.ts',
        '--port',
        String(port),
        '--data-dir',
        dataDir,
        '--rate-limit',
        '0',
        '--address-rate-limit',
        '0',
        '--login-failure-limit',
        '0',
        ...extraArgs,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = c;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      c.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Parley listening on')) resolve();
      });
      c.once('exit', (code) => reject(new Error(`server exited (${code})`)));
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
    url: `http://127.0.0.1:${port}`,
    start,
    /** SIGKILL: no chance to answer waiting polls or say goodbye, as when a machine dies. */
    kill: () => signal('SIGKILL'),
    /** SIGTERM: stops as an operator stops it; its data stays for the next `start`. */
    stop: () => signal('SIGTERM'),
    /** Stops the server and removes its data. */
    async dispose(): Promise<void> {
      await signal('SIGTERM');
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
