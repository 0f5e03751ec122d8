// Shared setup of the message benchmarks (not a benchmark itself: no run()).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type ParleyServer } from '../server/app';
import { DEFAULT_CONFIG, NO_RATE_LIMITS } from '../server/config';
import type { Db } from '../server/db/database';
import { insertStream } from '../server/db/streams';

export interface BenchServer {
  url: string;
  server: ParleyServer;
  db: Db;
  close(): Promise<void>;
}

/** A real server (HTTP on loopback) on a fresh data dir with the demo organization. */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const server = await buildServer({
    ...DEFAULT_CONFIG,
    ...NO_RATE_LIMITS,
    port: 0,
    dataDir,
    distDir: dataDir,
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    server,
    db: server.services.db,
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A public channel with `subscribers` members (the demo's iago among them); returns its ID. */
export function createChannel(db: Db, name: string, subscribers: number): number {
  const everyone = (
    db.prepare("SELECT id FROM user_groups WHERE name = 'role:everyone'").get() as { id: number }
  ).id;
  const members = (
    db.prepare("SELECT id FROM user_groups WHERE name = 'role:fullmembers'").get() as {
      id: number;
    }
  ).id;
  const streamId = insertStream(db, {
    name,
    description: '',
    rendered_description: '',
    date_created: 0,
    creator_id: null,
    invite_only: 0,
    is_web_public: 0,
    history_public_to_subscribers: 1,
    message_retention_days: null,
    is_default_stream: 0,
    can_send_message_group: JSON.stringify(everyone),
    can_administer_channel_group: JSON.stringify({ direct_members: [], direct_subgroups: [] }),
    can_remove_subscribers_group: JSON.stringify(everyone),
    can_add_subscribers_group: JSON.stringify({ direct_members: [], direct_subgroups: [] }),
    can_subscribe_group: JSON.stringify({ direct_members: [], direct_subgroups: [] }),
  });
  const sub = db.prepare(
    "INSERT INTO subscriptions (user_id, stream_id, color) VALUES (?, ?, '#76ce90')",
  );
  db.transaction(() => {
    sub.run(2, streamId);
    for (let i = 1; i < subscribers; i++) {
      const email = `${name}-member-${i}@example.com`;
      const id = Number(
        db
          .prepare(
            `INSERT INTO users (email, delivery_email, full_name, role, api_key, date_joined)
             VALUES (?, ?, ?, 400, ?, 0)`,
          )
          .run(email, email, `Member ${i}`, `${name}-key-${i}`).lastInsertRowid,
      );
      db.prepare('INSERT INTO user_group_members (group_id, user_id) VALUES (?, ?)').run(
        members,
        id,
      );
      sub.run(id, streamId);
    }
  })();
  return streamId;
}

/** Basic auth for a demo user, via the development login. */
export async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/dev_fetch_api_key`, {
    method: 'POST',
    body: new URLSearchParams({ username: email }),
  });
  const { api_key } = (await res.json()) as { api_key: string };
  return `Basic ${Buffer.from(`${email}:${api_key}`).toString('base64')}`;
}
