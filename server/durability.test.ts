import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './testing/server-process';

/**
 * Faults on the server: the process is killed with SIGKILL in the middle of a stream of
 * sends, then started again on the same data. Every send the server acknowledged is stored,
 * exactly once; nothing is stored twice; the database passes its integrity check.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-crash-'));
// Enough sends that the kill lands in a steady stream of them, eight at a time (a few hundred:
// every one is a committed transaction, and more only make the test longer).
const SENDS = 1500;
const IN_FLIGHT = 8;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const startServer = () => spawnServer(['--port', '0', '--data-dir', dataDir, '--rate-limit', '0']);

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/dev_fetch_api_key`, {
    method: 'POST',
    body: new URLSearchParams({ username: email }),
  });
  const { api_key } = (await res.json()) as { api_key: string };
  return `Basic ${Buffer.from(`${email}:${api_key}`).toString('base64')}`;
}

describe('a server killed with SIGKILL while messages are being sent', () => {
  it(`keeps every acknowledged send of ${SENDS} exactly once, and a sound database`, async () => {
    const first = await startServer();
    const auth = await login(first.url, 'iago@example.com');
    const acknowledged = new Map<number, number>(); // send number → message ID
    // Killed somewhere in the middle of the stream, at a point not known in advance.
    const killAt = 200 + Math.floor(Math.random() * 400);
    let next = 0;
    let killed = false;
    const sender = async () => {
      while (next < SENDS && !killed) {
        const i = next++;
        try {
          const res = await fetch(`${first.url}/api/v1/messages`, {
            method: 'POST',
            headers: { authorization: auth },
            body: new URLSearchParams({
              type: 'stream',
              to: 'Verona',
              topic: 'crash test',
              content: `crash-test send ${i}`,
            }),
          });
          const body = (await res.json()) as { id?: number };
          if (res.status === 200 && body.id) acknowledged.set(i, body.id);
        } catch {
          // The connection died with the server: this send was not acknowledged.
        }
        if (!killed && acknowledged.size >= killAt) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
    await exited;
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAt);

    // Started again on the same data, the server answers with every acknowledged message.
    const second = await startServer();
    try {
      const auth2 = await login(second.url, 'iago@example.com');
      const last = Math.max(...acknowledged.values());
      const res = await fetch(`${second.url}/api/v1/messages/${last}`, {
        headers: { authorization: auth2 },
      });
      expect(res.status).toBe(200);

      const db = new Database(path.join(dataDir, 'parley.sqlite3'), { readonly: true });
      try {
        const rows = db
          .prepare("SELECT id, content FROM messages WHERE content LIKE 'crash-test send %'")
          .all() as { id: number; content: string }[];
        const idsBySend = new Map<number, number[]>();
        for (const r of rows) {
          const i = Number(r.content.slice('crash-test send '.length));
          idsBySend.set(i, [...(idsBySend.get(i) ?? []), r.id]);
        }
        // Each acknowledged send is there once, under the ID the server answered with.
        for (const [i, id] of acknowledged) expect(idsBySend.get(i)).toEqual([id]);
        // A send cut off by the kill is there once or not at all; none is there twice.
        for (const ids of idsBySend.values()) expect(ids).toHaveLength(1);
        expect(rows.length - acknowledged.size).toBeLessThanOrEqual(IN_FLIGHT);
        // No message is half-written: each has its recipients' rows and its search entry.
        const recipients = db
          .prepare(
            `SELECT COUNT(DISTINCT n) AS shapes, MIN(n) AS fewest FROM (
               SELECT COUNT(*) AS n FROM user_messages WHERE message_id IN (
                 SELECT id FROM messages WHERE content LIKE 'crash-test send %')
               GROUP BY message_id)`,
          )
          .get() as { shapes: number; fewest: number };
        expect(recipients).toMatchObject({ shapes: 1 });
        expect(recipients.fewest).toBeGreaterThan(1);
        const searchable = db
          .prepare(
            `SELECT COUNT(*) AS n FROM message_search WHERE rowid IN (
               SELECT id FROM messages WHERE content LIKE 'crash-test send %')`,
          )
          .get() as { n: number };
        expect(searchable.n).toBe(rows.length);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
      } finally {
        db.close();
      }
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
    }
  }, 120_000);
});
