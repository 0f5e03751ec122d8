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

/**
 * A real server (HTTP on loopback) on a fresh data dir with the demo organization; with `spa`,
 * it also serves the built web app (dist/), for the browser benchmarks. With `copyOf`, the data
 * dir starts as a copy of that one (an organization made once and reused, see org-scale-setup).
 */
export async function startBenchServer(
  options: { spa?: boolean; copyOf?: string } = {},
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  if (options.copyOf) fs.cpSync(options.copyOf, dataDir, { recursive: true });
  const server = await buildServer({
    ...DEFAULT_CONFIG,
    ...NO_RATE_LIMITS,
    port: 0,
    dataDir,
    distDir: options.spa ? DEFAULT_CONFIG.distDir : dataDir,
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

/**
 * Fills a channel with `count` messages from its subscribers, straight into the database
 * (untimed setup): paragraphs of varied length, some with code, quotes or lists, in 50 topics.
 * Flags: read for every subscriber. Returns the first and last IDs.
 */
export function fillChannel(
  db: Db,
  streamId: number,
  count: number,
): { first: number; last: number } {
  const recipient = (
    db.prepare('SELECT id FROM recipients WHERE stream_id = ?').get(streamId) as { id: number }
  ).id;
  const users = (
    db
      .prepare('SELECT user_id FROM subscriptions WHERE stream_id = ? AND active = 1')
      .all(streamId) as { user_id: number }[]
  ).map((r) => r.user_id);
  const insert = db.prepare(
    `INSERT INTO messages (sender_id, recipient_id, stream_id, topic, content, rendered_content, date_sent, client)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'bench')`,
  );
  const search = db.prepare('INSERT INTO message_search (rowid, topic, content) VALUES (?, ?, ?)');
  const um = db.prepare('INSERT INTO user_messages (user_id, message_id, flags) VALUES (?, ?, 1)');
  let first = 0;
  let last = 0;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const words = 'the release and the standup and the weather in Verona today'.split(' ');
      const text = Array.from(
        { length: 6 + ((i * 7) % 40) },
        (_, k) => words[(i + k) % words.length],
      ).join(' ');
      const html =
        i % 11 === 0
          ? `<p>${text}</p>\n<div class="codehilite"><pre><span></span><code>const x = ${i};\n</code></pre></div>`
          : i % 13 === 0
            ? `<blockquote>\n<p>${text}</p>\n</blockquote>\n<p>Agreed.</p>`
            : i % 17 === 0
              ? `<ul>\n<li>${text}</li>\n<li>and more</li>\n</ul>`
              : `<p>${text}</p>`;
      const sender = users[Math.floor(i / 3) % users.length]!;
      const topic = `topic ${Math.floor(i / 20) % 50}`;
      const id = Number(
        insert.run(sender, recipient, streamId, topic, text, html, 1_700_000_000 + i * 60)
          .lastInsertRowid,
      );
      search.run(id, topic, text);
      for (const u of users) um.run(u, id);
      if (i === 0) first = id;
      last = id;
    }
  })();
  return { first, last };
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
