import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ParleyServer } from './app';
import { DATABASE_FILE } from './backup';
import { DEFAULT_CONFIG, NO_RATE_LIMITS } from './config';
import { startTestServer, type TestClient, type TestServer } from './testing/test-server';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-backup-'));
const archive = path.join(work, 'backup.tar.gz');
const restored = path.join(work, 'restored');

let t: TestServer;
let hamlet: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  hamlet = await t.as('hamlet@example.com');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const send = async (content: string) => {
  const r = await hamlet.post('/messages', {
    type: 'stream',
    to: 'Verona',
    topic: 'backup',
    content,
  });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.id as number;
};

/** `npm run backup -- FILE --data-dir DIR`, as a child process. */
const runBackup = () =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(
      'npm',
      ['run', '--silent', 'backup', '--', archive, '--data-dir', t.server.services.config.dataDir],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
  });

describe('npm run backup -- FILE, while the server runs, and restoring it', () => {
  it('restores to a server that has every message sent before the backup, and the uploads', async () => {
    const form = new FormData();
    form.append('file', new Blob(['the minutes']), 'minutes.txt');
    const up = await fetch(`${t.url}/api/v1/user_uploads`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${hamlet.email}:${hamlet.apiKey}`)}` },
      body: form,
    });
    const { url } = (await up.json()) as { url: string };
    await send(`[minutes](${url})`);
    let last = 0;
    for (let i = 0; i < 50; i++) last = await send(`before the backup ${i}`);

    // Messages keep coming while the backup is taken.
    let writing = true;
    const during: number[] = [];
    const writer = (async () => {
      for (let i = 0; writing; i++) during.push(await send(`during the backup ${i}`));
    })();
    const output = await runBackup();
    writing = false;
    await writer;
    // The demo organization's own uploads (its pictures), and this one.
    const { n: uploads } = t.server.services.db
      .prepare('SELECT COUNT(*) AS n FROM attachments')
      .get() as { n: number };
    expect(output).toMatch(new RegExp(`Backed up .* \\d+ messages, ${uploads} uploaded files`));
    expect(during.length).toBeGreaterThan(0);

    // Restore as the README says: extract into an empty directory, start the server there.
    fs.mkdirSync(restored);
    execFileSync('tar', ['-xzf', archive, '-C', restored]);
    const server: ParleyServer = await buildServer({
      ...DEFAULT_CONFIG,
      ...NO_RATE_LIMITS,
      dataDir: restored,
      distDir: path.join(restored, 'no-dist'),
    });
    try {
      expect(server.createdDemo).toBe(false);
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const address = server.app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      // The same accounts and API keys.
      const auth = { authorization: `Basic ${btoa(`${hamlet.email}:${hamlet.apiKey}`)}` };
      const message = await fetch(`${base}/api/v1/messages/${last}`, { headers: auth });
      expect(message.status).toBe(200);
      expect(((await message.json()) as { message: { content: string } }).message.content).toBe(
        '<p>before the backup 49</p>',
      );
      const file = await fetch(`${base}${url}`, { headers: auth });
      expect(file.status).toBe(200);
      expect(await file.text()).toBe('the minutes');
    } finally {
      await server.close();
    }

    // One moment's snapshot: the messages sent meanwhile are there up to some point, then not.
    const db = new Database(path.join(restored, DATABASE_FILE), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set(
        (
          db.prepare('SELECT id FROM messages WHERE id >= ?').all(during[0] ?? 0) as {
            id: number;
          }[]
        ).map((r) => r.id),
      );
      const kept = during.filter((id) => ids.has(id));
      expect(during.slice(0, kept.length)).toEqual(kept);
    } finally {
      db.close();
    }
  }, 60_000);
});
