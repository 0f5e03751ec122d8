import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NARROW_TERMS } from '../../domain/messages/narrow';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let t: TestServer;
let hamlet: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  hamlet = await t.as('hamlet@example.com');
});
afterAll(() => t.close());

type Narrow = { operator: string; operand: string | number; negated?: boolean }[];

const terms = (n: number, term: Narrow[number]): Narrow => Array.from({ length: n }, () => term);

/** Every endpoint that takes a narrow, with the rest of what it needs. */
const ENDPOINTS: [string, string, (narrow: Narrow) => Record<string, unknown>][] = [
  ['GET', '/messages', (narrow) => ({ narrow, anchor: 'newest', num_before: 5, num_after: 0 })],
  ['GET', '/messages', (narrow) => ({ narrow, message_ids: [1, 2, 3] })],
  ['GET', '/messages/matches_narrow', (narrow) => ({ narrow, msg_ids: [1, 2, 3] })],
  [
    'POST',
    '/messages/flags/narrow',
    (narrow) => ({
      narrow,
      op: 'add',
      flag: 'starred',
      anchor: 'oldest',
      num_before: 0,
      num_after: 5,
    }),
  ],
  ['POST', '/register', (narrow) => ({ narrow, fetch_event_types: ['realm'] })],
];

describe(`a narrow has at most ${MAX_NARROW_TERMS} terms`, () => {
  const refusal = {
    status: 400,
    body: expect.objectContaining({
      result: 'error',
      code: 'BAD_REQUEST',
      msg: expect.stringContaining(`at most ${MAX_NARROW_TERMS} terms`),
    }),
  };

  it.each(ENDPOINTS)(
    '%s %s refuses one more with BAD_REQUEST naming the limit',
    async (method, path, params) => {
      const narrow = terms(MAX_NARROW_TERMS + 1, { operator: 'topic', operand: 'x' });
      expect(await hamlet.request(method, path, params(narrow))).toMatchObject(refusal);
    },
  );

  // The fuzzer's request: 126 KB of topic terms (SQLite refused its expression tree: a 500).
  it.each(ENDPOINTS.filter(([method]) => method === 'POST'))(
    '%s %s refuses 126 KB of terms',
    async (method, path, params) => {
      const narrow = terms(2000, { operator: 'topic', operand: 'x' });
      expect(await hamlet.request(method, path, params(narrow))).toMatchObject(refusal);
    },
  );

  // The terms that compile to the deepest SQL, negated, as many as allowed.
  const deepest: Narrow = [
    ...terms(MAX_NARROW_TERMS / 2, { operator: 'in', operand: 'home', negated: true }),
    ...terms(MAX_NARROW_TERMS / 2, { operator: 'topic', operand: 'nope', negated: true }),
  ];
  it.each(ENDPOINTS.slice(0, 4))(
    '%s %s answers a narrow of exactly that many',
    async (method, path, params) => {
      const res = await hamlet.request(method, path, params(deepest));
      expect(res.body.msg).toBe('');
      expect(res.status).toBe(200);
    },
  );

  it(`a queue registered with ${MAX_NARROW_TERMS} terms receives the messages they select`, async () => {
    const topic = 'narrow limits';
    const narrow = [
      ...terms(MAX_NARROW_TERMS - 1, { operator: 'topic', operand: topic }),
      { operator: 'channel', operand: 'Verona' },
    ];
    const reg = await hamlet.post('/register', { narrow, event_types: ['message'] });
    expect(reg.status).toBe(200);
    for (const t of ['elsewhere', topic]) {
      const sent = await hamlet.post('/messages', {
        type: 'stream',
        to: 'Verona',
        topic: t,
        content: t,
      });
      expect(sent.status).toBe(200);
    }
    const events = await hamlet.get('/events', {
      queue_id: reg.body.queue_id,
      last_event_id: -1,
      dont_block: true,
    });
    const topics = (events.body.events as { message: { subject: string } }[]).map(
      (e) => e.message.subject,
    );
    expect(topics).toEqual([topic]);
  });
});
