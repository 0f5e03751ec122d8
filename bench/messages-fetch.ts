/**
 * A GET /messages page of 100 (anchor newest, channel narrow) from a channel holding
 * 100,000 messages, through the real HTTP server, next to a raw SQLite select of the same
 * 100 rows in the same run. Budget: 3×.
 * `npx tsx bench/messages-fetch.ts`
 */
import { pathToFileURL } from 'node:url';
import { getUserById } from '../server/db/users';
import { fetchMessages } from '../server/domain/messages/fetch';
import { type BenchRow, median, report } from './lib';
import { createChannel, login, startBenchServer } from './messages-setup';

const HELD = 100_000;
const PAGE = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

export async function run(): Promise<BenchRow[]> {
  const bench = await startBenchServer();
  try {
    const { db, url } = bench;
    const streamId = createChannel(db, 'bench-fetch', 10);
    const recipient = (
      db.prepare('SELECT id FROM recipients WHERE stream_id = ?').get(streamId) as { id: number }
    ).id;
    const users = (
      db
        .prepare('SELECT user_id FROM subscriptions WHERE stream_id = ? AND active = 1')
        .all(streamId) as { user_id: number }[]
    ).map((r) => r.user_id);
    // Setup (untimed): 100,000 messages with their user_messages rows and search entries.
    const insert = db.prepare(
      `INSERT INTO messages (sender_id, recipient_id, stream_id, topic, content, rendered_content, date_sent, client)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'bench')`,
    );
    const search = db.prepare(
      'INSERT INTO message_search (rowid, topic, content) VALUES (?, ?, ?)',
    );
    const um = db.prepare(
      'INSERT INTO user_messages (user_id, message_id, flags) VALUES (?, ?, 1)',
    );
    db.transaction(() => {
      for (let i = 0; i < HELD; i++) {
        const text = `Message ${i} about the release, the standup and the weather in Verona.`;
        const sender = users[i % users.length]!;
        const id = Number(
          insert.run(
            sender,
            recipient,
            streamId,
            `topic ${i % 50}`,
            text,
            `<p>${text}</p>`,
            1_700_000_000 + i,
          ).lastInsertRowid,
        );
        search.run(id, `topic ${i % 50}`, text);
        for (const u of users) um.run(u, id);
      }
    })();

    const auth = await login(url, 'iago@example.com');
    const query = new URLSearchParams({
      anchor: 'newest',
      num_before: String(PAGE),
      num_after: '0',
      narrow: JSON.stringify([{ operator: 'channel', operand: streamId }]),
    });
    const fetchPage = async () => {
      const res = await fetch(`${url}/api/v1/messages?${query}`, {
        headers: { authorization: auth },
      });
      const body = (await res.json()) as { messages: unknown[] };
      if (body.messages.length !== PAGE) throw new Error(`got ${body.messages.length}`);
    };
    for (let i = 0; i < 20; i++) await fetchPage();
    const httpTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await fetchPage();
      httpTimes.push(performance.now() - t0);
    }

    // The same rows, selected directly (with the viewer's flags).
    const raw = db.prepare(
      `SELECT m.*, um.flags FROM messages m
       LEFT JOIN user_messages um ON um.user_id = ? AND um.message_id = m.id
       WHERE m.stream_id = ? ORDER BY m.id DESC LIMIT ?`,
    );
    for (let i = 0; i < 20; i++) raw.all(2, streamId, PAGE);
    const rawTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const rows = raw.all(2, streamId, PAGE);
      rawTimes.push(performance.now() - t0);
      if (rows.length !== PAGE) throw new Error('raw page short');
    }
    // The same page through the domain function alone (no HTTP, no JSON), for scale.
    const viewer = getUserById(db, 2)!;
    const domainTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      fetchMessages(db, viewer, {
        anchor: 'newest',
        numBefore: PAGE,
        numAfter: 0,
        includeAnchor: true,
        narrow: [{ operator: 'channel', operand: streamId }],
        applyMarkdown: true,
      });
      domainTimes.push(performance.now() - t0);
    }
    const domainMs = median(domainTimes);
    const httpMs = median(httpTimes);
    const rawMs = median(rawTimes);
    return report('messages-fetch', [
      {
        name: `GET /messages page of ${PAGE} from ${HELD} (median ms)`,
        value: httpMs,
        unit: 'ms',
        baseline: rawMs,
        ratio: httpMs / rawMs,
        budget: 3,
      },
      {
        name: `fetchMessages in process, page of ${PAGE} (median ms)`,
        value: domainMs,
        unit: 'ms',
        baseline: rawMs,
        ratio: domainMs / rawMs,
        budget: 3,
      },
    ]);
  } finally {
    await bench.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
