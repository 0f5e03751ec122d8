import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resetDataDir } from './reset';
import { DEMO_USERS } from './seed/demo';
import { spawnServer } from './testing/server-process';

/** `npm start -- --reset [--yes]` (scripts/start.mjs passes its arguments to server/main.ts). */

const IAGO = DEMO_USERS.find((u) => u.key === 'iago')!.email;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-reset-'));
const servers: ChildProcess[] = [];
afterAll(() => {
  for (const child of servers) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const startServer = (extra: string[] = []) =>
  spawnServer(['--port', '0', '--data-dir', dataDir, ...extra]);

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function api(url: string, pathAndQuery: string, init: RequestInit = {}) {
  const login = await fetch(`${url}/api/v1/dev_fetch_api_key`, {
    method: 'POST',
    body: new URLSearchParams({ username: IAGO }),
  });
  const { api_key } = (await login.json()) as { api_key: string };
  const auth = `Basic ${Buffer.from(`${IAGO}:${api_key}`).toString('base64')}`;
  const res = await fetch(`${url}/api/v1${pathAndQuery}`, {
    ...init,
    headers: { authorization: auth },
  });
  expect(res.status).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

async function organization(url: string) {
  const messages = await api(url, '/messages?anchor=newest&num_before=5000&num_after=0');
  const users = await api(url, '/users');
  return {
    messageCount: (messages.messages as unknown[]).length,
    humans: (users.members as { email: string; is_bot: boolean }[])
      .filter((u) => !u.is_bot)
      .map((u) => u.email)
      .sort(),
  };
}

describe('resetDataDir', () => {
  it('keeps everything when the person does not confirm, deletes everything when they do', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-reset-unit-'));
    fs.writeFileSync(path.join(dir, 'keep.txt'), 'x');
    expect(await resetDataDir(dir, false, async () => 'n')).toBe(false);
    expect(fs.existsSync(path.join(dir, 'keep.txt'))).toBe(true);
    expect(await resetDataDir(dir, false, async () => 'y')).toBe(true);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('does not ask with --yes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-reset-unit-'));
    const ask = async () => {
      throw new Error('asked');
    };
    expect(await resetDataDir(dir, true, ask)).toBe(true);
    expect(fs.existsSync(dir)).toBe(false);
  });
});

describe('the server with --reset --yes on an existing data directory', () => {
  it('starts over with the fresh demo organization', { timeout: 120_000 }, async () => {
    let server = await startServer();
    servers.push(server.child);
    const fresh = await organization(server.url);
    expect(fresh.humans).toEqual(DEMO_USERS.map((u) => u.email).sort());
    expect(fresh.messageCount).toBeGreaterThan(100);
    // Live in it a little: one more message and a stray file of our own.
    await api(server.url, '/messages', {
      method: 'POST',
      body: new URLSearchParams({
        type: 'stream',
        to: 'general',
        topic: 'before the reset',
        content: 'This message must not survive the reset.',
      }),
    });
    expect((await organization(server.url)).messageCount).toBe(fresh.messageCount + 1);
    await stop(server.child);
    fs.writeFileSync(path.join(dataDir, 'stray.txt'), 'old data');

    server = await startServer(['--reset', '--yes']);
    servers.push(server.child);
    expect(await organization(server.url)).toEqual(fresh);
    expect(fs.existsSync(path.join(dataDir, 'stray.txt'))).toBe(false);
    await stop(server.child);
  });
});
