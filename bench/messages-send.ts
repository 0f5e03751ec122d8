/**
 * Messages sent per second to a 100-subscriber channel through the real HTTP server
 * (POST /messages: parsing, permissions, rendering, flags, storage, events), next to a raw
 * SQLite insert of the same rows (the message, its 100 user_messages rows and its search
 * entry, one transaction per message) in the same run. Budget: 3×.
 * `npx tsx bench/messages-send.ts`
 */
import { pathToFileURL } from 'node:url';
import { type BenchRow, report } from './lib';
import { createChannel, login, startBenchServer } from './messages-setup';

const SUBSCRIBERS = 100;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const WARMUP = 50;

export async function run(): Promise<BenchRow[]> {
  const bench = await startBenchServer();
  try {
    const { db, url } = bench;
    const streamId = createChannel(db, 'bench-send', SUBSCRIBERS);
    const auth = await login(url, 'iago@example.com');
    const send = async (i: number) => {
      const res = await fetch(`${url}/api/v1/messages`, {
        method: 'POST',
        headers: { authorization: auth },
        body: new URLSearchParams({
          type: 'stream',
          to: String(streamId),
          topic: `topic ${i % 20}`,
          content: `Message ${i}: a short line with **some** formatting and a https://example.com link.`,
        }),
      });
      if (res.status !== 200) throw new Error(await res.text());
      await res.arrayBuffer();
    };
    for (let i = 0; i < WARMUP; i++) await send(i);
    const t0 = performance.now();
    for (let i = 0; i < MESSAGES; i++) await send(WARMUP + i);
    const httpMs = (performance.now() - t0) / MESSAGES;

    // The same rows, written directly.
    const template = db
      .prepare('SELECT * FROM messages WHERE stream_id = ? ORDER BY id DESC LIMIT 1')
      .get(streamId) as Record<string, unknown>;
    const users = (
      db
        .prepare('SELECT user_id FROM subscriptions WHERE stream_id = ? AND active = 1')
        .all(streamId) as { user_id: number }[]
    ).map((r) => r.user_id);
    const insertMessage = db.prepare(
      `INSERT INTO messages (sender_id, recipient_id, stream_id, topic, content, rendered_content,
         date_sent, client, is_me_message, has_link, has_image, has_attachment)
       VALUES (@sender_id, @recipient_id, @stream_id, @topic, @content, @rendered_content,
         @date_sent, @client, @is_me_message, @has_link, @has_image, @has_attachment)`,
    );
    const insertSearch = db.prepare(
      'INSERT INTO message_search (rowid, topic, content) VALUES (?, ?, ?)',
    );
    const insertUm = db.prepare(
      'INSERT INTO user_messages (user_id, message_id, flags) VALUES (?, ?, ?)',
    );
    const raw = db.transaction((i: number) => {
      const id = Number(
        insertMessage.run({
          ...template,
          id: undefined,
          edit_history: undefined,
          last_edit_timestamp: undefined,
          topic: `raw ${i % 20}`,
        }).lastInsertRowid,
      );
      insertSearch.run(id, `raw ${i % 20}`, String(template.content));
      for (const u of users) insertUm.run(u, id, u === 2 ? 1 : 0);
    });
    const t1 = performance.now();
    for (let i = 0; i < MESSAGES; i++) raw(i);
    const rawMs = (performance.now() - t1) / MESSAGES;

    return report('messages-send', [
      {
        name: `POST /messages to ${SUBSCRIBERS} subscribers (ms per message)`,
        value: httpMs,
        unit: 'ms',
        baseline: rawMs,
        ratio: httpMs / rawMs,
        budget: 3,
      },
      {
        name: 'messages per second over HTTP',
        value: 1000 / httpMs,
        unit: 'msg/s',
        baseline: 1000 / rawMs,
        ratio: httpMs / rawMs,
        budget: 3,
      },
    ]);
  } finally {
    await bench.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
