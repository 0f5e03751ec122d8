// POST /register reads the unread messages on the database's read thread while it builds the
// rest of the state: the same answer as reading them in place, and a change that reaches the
// queue meanwhile makes it start over, so the state and the queue still meet exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getUserById } from '../db/users';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';
import { unreadMsgsState } from './messages/state';

let t: TestServer;
let hamlet: TestClient;
let othello: TestClient;
const REGISTER = { fetch_event_types: JSON.stringify(['message', 'update_message_flags']) };

beforeAll(async () => {
  t = await startTestServer({ unreadElsewhereFrom: 0 });
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

describe('unread messages read on the read thread', () => {
  it('are what reading them in place gives', async () => {
    const res = await hamlet.post('/register', REGISTER);
    expect(res.status).toBe(200);
    expect(res.body.unread_msgs).toEqual(inPlace());
    expect(res.body.unread_msgs.count).toBeGreaterThanOrEqual(5);
  });

  it('a message that reaches the queue meanwhile: a new queue and state, which holds it', async () => {
    const worker = t.server.services.reads!;
    // Keep the thread busy, so the register's read waits while Othello writes.
    const busy = worker.all(
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT COUNT(*) AS n FROM c',
      [],
    );
    const registering = hamlet.post('/register', REGISTER);
    await new Promise((r) => setTimeout(r, 50));
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
    const events = await hamlet.get('/events', {
      queue_id: res.body.queue_id,
      last_event_id: -1,
      dont_block: true,
    });
    expect(events.status).toBe(200);
    expect(events.body.events.filter((e: { type: string }) => e.type === 'message')).toEqual([]);
  });
});
