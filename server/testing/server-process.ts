/** Test support: the server as a process of its own (server/main.ts), for tests and benchmarks. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { serverBundle } from '../bundle.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface SpawnedServer {
  child: ChildProcess;
  /** The URL the server said it listens on. */
  url: string;
}

/**
 * Starts `server/main.ts` (bundled: server/bundle.mjs) with `args` (Node's own flags in `nodeArgs`) and resolves once it
 * says where it listens; rejects if it exits first. Its stderr is the caller's.
 */
export async function spawnServer(
  args: readonly string[],
  nodeArgs: readonly string[] = [],
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [...nodeArgs, await serverBundle(), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const m = /Parley listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  child.stdout!.resume();
  return { child, url };
}
