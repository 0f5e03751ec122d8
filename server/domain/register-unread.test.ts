// POST /register reads the unread messages on the database's read thread while it builds the
// rest of the state: the same answer as reading them in place, and a change that reaches the
// queue meanwhile makes it start over, so the state and the queue still meet exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getUserById } from '../db/users';
import { encode, startTestServer, type TestClient, type TestServer } from '../testing/test-server';
import { unreadMsgsState } from './messages/state';

let t: TestServer;
let hamlet: TestClient;
let othello: TestClient;
const REGISTER = { fetch_event_types: JSON.stringify(['message', 'update_message_flags']) };

beforeAll(async () => {
  t = await startTestServer({ unreadElsewhereFrom: 0, testingClock: true });
  hamlet = await t.as('hamlet@example.com');
  othello = await t.as('othello@example.com');
  for (let i = 0; i < 5; i++) await send(`unread ${i}`);
  // The thread starts with the first register, which reads in place meanwhile.
  await hamlet.post('/register', REGISTER);
  const worker = t.server.services.reads!;
  for (let i = 0; i < 200 && !worker.available; i++) await new Promise((r) => setTimeout(r, 10));
  expect(worker.available).toBe(true);
});
afterAll(() => t.close());

async function send(content: string): Promise<number> {
  const res = await othello.post('/messages', {
    type: 'stream',
    to: 'Verona',
    topic: 'thread',
    content,
  });
  expect(res.status).toBe(200);
  return res.body.id as number;
}

const inPlace = () => {
  const db = t.server.services.db;
  return unreadMsgsState(db, getUserById(db, hamlet.userId!)!);
};

/** Holds the read thread for about `ms` (a count it works through), so a register waits. */
const holdThread = (n: number) =>
  t.server.services.reads!.all(
    'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ?) SELECT COUNT(*) AS n FROM c',
    [n],
  );
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const eventsOf = async (c: TestClient, queueId: string) => {
  const res = await c.get('/events', { queue_id: queueId, last_event_id: -1, dont_block: true });
  expect(res.status).toBe(200);
  return res.body.events as { type: string; [k: string]: unknown }[];
};

describe('unread messages read on the read thread', () => {
  it('are what reading them in place gives', async () => {
    const res = await hamlet.post('/register', REGISTER);
    expect(res.status).toBe(200);
    expect(res.body.unread_msgs).toEqual(inPlace());
    expect(res.body.unread_msgs.count).toBeGreaterThanOrEqual(5);
  });

  it('the whole state, compressed while the thread reads, is the answer sent otherwise', async () => {
    const ask = async (encoding: string) => {
      const res = await fetch(`${t.url}/api/v1/register`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${hamlet.email}:${hamlet.apiKey}`).toString('base64')}`,
          'accept-encoding': encoding,
        },
        body: encode({ apply_markdown: true, include_subscribers: 'partial' }),
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      // Uncompressed, a length is announced only when the whole was known before it went out.
      const length = res.headers.get('content-length');
      if (encoding === 'identity' && length !== null) {
        expect(Number(length)).toBe(Buffer.byteLength(text));
      }
      // Each member starts a line, and says so: a line break is nowhere else.
      expect(res.headers.get('x-parley-members')).toBe('lines');
      const lines = text.split('\n');
      expect(lines.length).toBeGreaterThan(20);
      const members = lines.map((line, i) => {
        const start = i === 0 ? line.replace(/^\{/, '') : line;
        return JSON.parse(`{${start.slice(0, -1)}}`) as Record<string, unknown>;
      });
      expect(lines.at(-1)!.endsWith('}')).toBe(true);
      const whole = JSON.parse(text);
      const joined = Object.assign({}, ...members);
      for (const key of Object.keys(whole)) expect([key, joined[key]]).toEqual([key, whole[key]]);
      return { encoding: res.headers.get('content-encoding'), state: JSON.parse(text) };
    };
    const gzipped = await ask('gzip');
    const brotli = await ask('br');
    const plain = await ask('identity');
    expect([gzipped.encoding, brotli.encoding, plain.encoding]).toEqual(['gzip', 'br', null]);
    // Apart from what differs between any two registers: the queue, and the second each was made.
    const same = (state: Record<string, unknown>) => ({
      ...state,
      queue_id: '',
      server_timestamp: 0,
    });
    expect(same(gzipped.state)).toEqual(same(plain.state));
    expect(same(brotli.state)).toEqual(same(plain.state));
    expect(gzipped.state.unread_msgs).toEqual(inPlace());
    expect(gzipped.state.never_subscribed.length + gzipped.state.subscriptions.length).toBe(
      gzipped.state.streams.length,
    );
  });

  it('every message sent around a register is in its state or in its queue, never both', async () => {
    for (let round = 0; round < 12; round++) {
      const registering = hamlet.post('/register', REGISTER);
      // Sent at moments around the register's: before, while and after its read.
      const sending = Promise.all(
        [0, 1, 2, 4].map(async (ms) => {
          await pause(ms * round * 0.5);
          return send(`around register ${round} (${ms})`);
        }),
      );
      const [res, ids] = await Promise.all([registering, sending]);
      expect(res.status).toBe(200);
      const inState = new Set<number>(
        res.body.unread_msgs.streams.flatMap(
          (s: { unread_message_ids: number[] }) => s.unread_message_ids,
        ),
      );
      const queued = (await eventsOf(hamlet, res.body.queue_id))
        .filter((e) => e.type === 'message')
        .map((e) => (e.message as { id: number }).id);
      for (const id of ids) {
        expect([id, inState.has(id) || queued.includes(id)]).toEqual([id, true]);
        expect([id, inState.has(id) && queued.includes(id)]).toEqual([id, false]);
      }
    }
  });

  it('a message that reaches the queue meanwhile: a new queue and state, which holds it', async () => {
    // Keep the thread busy, so the register's read waits while Othello writes.
    const busy = holdThread(3_000_000);
    const registering = hamlet.post('/register', REGISTER);
    await pause(50);
    const id = await send('while registering');
    const res = await registering;
    await busy;
    expect(res.status).toBe(200);
    const unread = res.body.unread_msgs.streams.flatMap(
      (s: { unread_message_ids: number[] }) => s.unread_message_ids,
    );
    expect(unread).toContain(id);
    expect(res.body.unread_msgs).toEqual(inPlace());
    // Its queue came after the message: nothing to apply twice.
    const events = await eventsOf(hamlet, res.body.queue_id);
    expect(events.filter((e) => e.type === 'message')).toEqual([]);
  });

  it('starting over, it reads the person again: a change to them meanwhile is in the state', async () => {
    const busy = holdThread(3_000_000);
    const registering = hamlet.post('/register', {
      fetch_event_types: JSON.stringify(['message', 'update_message_flags', 'realm_user']),
    });
    await pause(50);
    expect((await hamlet.patch('/settings', { full_name: 'Hamlet, renamed' })).status).toBe(200);
    await send('while renaming');
    const res = await registering;
    await busy;
    expect(res.status).toBe(200);
    expect(res.body.full_name).toBe('Hamlet, renamed');
    expect(res.body.unread_msgs).toEqual(inPlace());
  });

  it('an event that leaves unread messages be (typing) stays in the queue: no start over', async () => {
    const busy = holdThread(3_000_000);
    const registering = hamlet.post('/register', {
      ...REGISTER,
      event_types: JSON.stringify(['message', 'update_message_flags', 'typing']),
    });
    await pause(50);
    const typing = await othello.post('/typing', {
      op: 'start',
      to: JSON.stringify([hamlet.userId]),
    });
    expect(typing.status).toBe(200);
    const res = await registering;
    await busy;
    expect(res.status).toBe(200);
    expect(res.body.unread_msgs).toEqual(inPlace());
    expect((await eventsOf(hamlet, res.body.queue_id)).map((e) => e.type)).toContain('typing');
  });

  it('a queue that expired while it waited is not answered: a new one is', async () => {
    const busy = holdThread(3_000_000);
    const registering = hamlet.post('/register', { ...REGISTER, queue_lifespan_secs: 1 });
    await pause(50);
    // The server's clock moves past the queue's lifespan while the register waits.
    const moved = await fetch(`${t.url}/testing/clock`, {
      method: 'POST',
      body: new URLSearchParams({ advance_seconds: '2' }),
    });
    expect(moved.status).toBe(200);
    const res = await registering;
    await busy;
    expect(res.status).toBe(200);
    expect(await eventsOf(hamlet, res.body.queue_id)).toEqual([]);
  });
});
