/** Test support for message tests: a server with demo users signed in, sending, flags, time. */
import { bitsToFlags, FLAG_BITS } from '../db/flags';
import type { Notice } from '../domain/notices';
import { spyNotices, startTestServer, type TestClient, type TestServer } from './test-server';

/** The demo organization's user IDs, in creation order. */
export const U = {
  desdemona: 1,
  iago: 2,
  shiva: 3,
  hamlet: 4,
  othello: 5,
  cordelia: 6,
  prospero: 7,
  polonius: 8,
  bot: 9,
} as const;

/** A test server, the demo users message tests act as, and every notice it publishes. */
export interface MessageWorld {
  t: TestServer;
  iago: TestClient;
  hamlet: TestClient;
  othello: TestClient;
  polonius: TestClient;
  notices: Notice[];
}

/** A fresh test server with iago, hamlet, othello and polonius signed in. */
export async function startMessageWorld(): Promise<MessageWorld> {
  const t = await startTestServer();
  return {
    t,
    iago: await t.as('iago@example.com'),
    hamlet: await t.as('hamlet@example.com'),
    othello: await t.as('othello@example.com'),
    polonius: await t.as('polonius@example.com'),
    notices: spyNotices(t),
  };
}

/** Sends a channel message and returns its ID (failing the test on error). */
export async function sendTo(
  c: TestClient,
  to: string,
  topic: string,
  content: string,
): Promise<number> {
  const r = await c.post('/messages', { type: 'stream', to, topic, content });
  if (r.status !== 200) throw new Error(`send failed: ${JSON.stringify(r.body)}`);
  return r.body.id as number;
}

/** Flag bits of a user's row for a message (undefined without a row). */
export function flagBits(t: TestServer, userId: number, messageId: number): number | undefined {
  const row = t.server.services.db
    .prepare('SELECT flags FROM user_messages WHERE user_id = ? AND message_id = ?')
    .get(userId, messageId) as { flags: number } | undefined;
  return row?.flags;
}

/** The API flag list of a user's row for a message (undefined without a row). */
export function flagNames(t: TestServer, userId: number, messageId: number): string[] | undefined {
  const bits = flagBits(t, userId, messageId);
  return bits === undefined ? undefined : bitsToFlags(bits);
}

export const isRead = (bits: number | undefined) =>
  bits !== undefined && (bits & FLAG_BITS.read) !== 0;

/** Creates `n` extra members subscribed to a channel; returns their emails. */
export function addSubscribers(
  t: TestServer,
  streamName: string,
  n: number,
  prefix: string,
): string[] {
  const db = t.server.services.db;
  const streamId = t.streamId(streamName);
  const fullMembers = t.systemGroupId('role:fullmembers');
  const emails: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `${prefix}${i}@example.com`;
    const id = Number(
      db
        .prepare(
          `INSERT INTO users (email, delivery_email, full_name, role, api_key, date_joined)
           VALUES (?, ?, ?, 400, ?, 0)`,
        )
        .run(email, email, `${prefix} ${i}`, `key${prefix}${i}`.padEnd(32, 'x')).lastInsertRowid,
    );
    db.prepare('INSERT INTO user_group_members (group_id, user_id) VALUES (?, ?)').run(
      fullMembers,
      id,
    );
    db.prepare("INSERT INTO subscriptions (user_id, stream_id, color) VALUES (?, ?, '#fff')").run(
      id,
      streamId,
    );
    emails.push(email);
  }
  return emails;
}

/** Changes realm settings directly (the settings endpoints belong to another module). */
export function setRealm(t: TestServer, settings: Record<string, unknown>): void {
  const db = t.server.services.db;
  const row = db.prepare('SELECT settings FROM realm WHERE id = 1').get() as { settings: string };
  db.prepare('UPDATE realm SET settings = ? WHERE id = 1').run(
    JSON.stringify({ ...JSON.parse(row.settings), ...settings }),
  );
}

/** Moves the server's clock by `seconds` (returns a function restoring it). */
export function shiftClock(t: TestServer, seconds: number): () => void {
  const services = t.server.services;
  const original = services.now;
  services.now = () => original() + seconds;
  return () => {
    services.now = original;
  };
}
