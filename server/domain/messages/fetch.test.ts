import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTo, startMessageWorld, U } from '../../testing/message-helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
let polonius: TestClient;
/** Five messages in Verona > "paging", oldest first. */
let paging: number[];

beforeAll(async () => {
  ({ t, iago, hamlet, othello, polonius } = await startMessageWorld());
  paging = [];
  for (let i = 0; i < 5; i++) paging.push(await sendTo(iago, 'Verona', 'paging', `page ${i}`));
});
afterAll(() => t.close());

const narrowPaging = [
  { operator: 'channel', operand: 'Verona' },
  { operator: 'topic', operand: 'paging' },
];
const ids = (body: { messages: { id: number }[] }) => body.messages.map((m) => m.id);

async function get(c: TestClient, params: Record<string, unknown>) {
  const r = await c.get('/messages', params);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body;
}

describe('GET /messages: anchors and ranges', () => {
  it.each([
    [
      'newest, 2 before',
      { anchor: 'newest', num_before: 2, num_after: 0 },
      [3, 4],
      { found_newest: true, found_oldest: false, found_anchor: false },
    ],
    [
      'oldest, 2 after',
      { anchor: 'oldest', num_before: 0, num_after: 2 },
      [0, 1],
      { found_oldest: true, found_newest: false },
    ],
    [
      'middle ID, 1 each side',
      { anchor: 'M2', num_before: 1, num_after: 1 },
      [1, 2, 3],
      { found_anchor: true, found_oldest: false, found_newest: false },
    ],
    [
      'middle ID excluded, after',
      { anchor: 'M2', num_before: 0, num_after: 5, include_anchor: false },
      [3, 4],
      { found_anchor: false, found_newest: true },
    ],
    [
      'middle ID excluded, before',
      { anchor: 'M2', num_before: 5, num_after: 0, include_anchor: false },
      [0, 1],
      { found_oldest: true },
    ],
    [
      'whole topic',
      { anchor: 'M0', num_before: 10, num_after: 10 },
      [0, 1, 2, 3, 4],
      { found_oldest: true, found_newest: true, found_anchor: true },
    ],
    ['zero range', { anchor: 'M3', num_before: 0, num_after: 0 }, [3], { found_anchor: true }],
  ])('%s', async (_n, params, expected, flags) => {
    const anchor = String(params.anchor).startsWith('M')
      ? paging[Number(String(params.anchor).slice(1))]
      : params.anchor;
    const body = await get(iago, { ...params, anchor: String(anchor), narrow: narrowPaging });
    expect(ids(body)).toEqual(expected.map((i) => paging[i]));
    expect(body).toMatchObject({ ...flags, history_limited: false });
  });

  it.each([
    ['a huge ID', '99999999999999999999999', 10000000000000000],
    ['LARGER_THAN_MAX_MESSAGE_ID', '10000000000000000', 10000000000000000],
    ['one past it', '10000000000000001', 10000000000000000],
    ['a negative ID', '-5', 0],
    ['a huge negative ID', '-99999999999999999999999', 0],
    ['the largest safe integer', '9007199254740991', 9007199254740991],
    ['an explicit plus sign', '+3', 3],
    ['surrounding spaces', ' 3 ', 3],
  ])('caps %s like Zulip', async (_name, anchor, expected) => {
    const body = await get(iago, { anchor, num_before: 1, num_after: 0 });
    expect(body.result).toBe('success');
    expect(body.anchor).toBe(expected);
  });

  it.each([
    ['past the largest safe integer', '9007199254740993'],
    ['a fraction', '1.5'],
    ['an exponent', '1e23'],
    ['hexadecimal', '0x10'],
    ['empty', ''],
    ['Infinity', 'Infinity'],
  ])('refuses an anchor that is %s', async (_name, anchor) => {
    const r = await iago.get('/messages', { anchor, num_before: 1, num_after: 0 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', code: 'BAD_REQUEST', msg: 'Invalid anchor' });
  });

  it('newest reports the numeric anchor Zulip uses', async () => {
    const body = await get(iago, { anchor: 'newest', num_before: 1, num_after: 0 });
    expect(body.anchor).toBe(10000000000000000);
  });

  it('first_unread anchors at the first unread message of the narrow', async () => {
    await hamlet.post('/messages/flags', { messages: paging.slice(0, 2), op: 'add', flag: 'read' });
    const body = await get(hamlet, {
      anchor: 'first_unread',
      num_before: 0,
      num_after: 1,
      narrow: narrowPaging,
    });
    expect(body.anchor).toBe(paging[2]);
    expect(ids(body)).toEqual([paging[2], paging[3]]);
  });

  it.each([
    [
      { anchor: 'newest', num_before: 3000, num_after: 3000 },
      'Too many messages requested (maximum 5000).',
    ],
    [
      { anchor: '5', num_before: 1, num_after: 1, include_anchor: false },
      'The anchor can only be excluded at an end of the range',
    ],
    [{ num_before: 1, num_after: 1 }, "Missing 'anchor' argument."],
    [{ anchor: 'sideways', num_before: 1, num_after: 1 }, 'Invalid anchor'],
    [{ anchor: 'newest', num_after: 1 }, "Missing 'num_before' argument"],
    [
      { message_ids: [1], anchor: 'newest' },
      'Unsupported parameter combination: message_ids, anchor',
    ],
  ])('refuses %j', async (params, msg) => {
    const r = await iago.get('/messages', params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg });
  });

  it('message_ids returns exactly the accessible ones with flags', async () => {
    const body = await get(othello, { message_ids: [paging[0], paging[1], 999999] });
    expect(ids(body)).toEqual([paging[0], paging[1]]);
    expect(body.messages[0].flags).toEqual([]);
    expect(body.anchor).toBeUndefined();
  });

  it('apply_markdown=false returns the Markdown source', async () => {
    const id = await sendTo(iago, 'Verona', 'md', 'some **bold**');
    const body = await get(iago, {
      anchor: String(id),
      num_before: 0,
      num_after: 0,
      apply_markdown: false,
    });
    expect(body.messages[0]).toMatchObject({
      content: 'some **bold**',
      content_type: 'text/x-markdown',
    });
  });
});

describe('GET /messages: narrows', () => {
  let dm: number;
  let group: number;
  let starred: number;
  beforeAll(async () => {
    dm = (await iago.post('/messages', { type: 'direct', to: [U.hamlet], content: 'just us' })).body
      .id;
    group = (
      await iago.post('/messages', {
        type: 'direct',
        to: [U.hamlet, U.othello],
        content: 'all three',
      })
    ).body.id;
    starred = await sendTo(hamlet, 'Verona', 'narrows', 'a star is born https://example.com');
    await iago.post('/messages/flags', { messages: [starred], op: 'add', flag: 'starred' });
    await iago.post(`/messages/${starred}/reactions`, { emoji_name: 'octopus' });
  });

  const check = async (
    c: TestClient,
    narrow: unknown,
    pred: (m: Record<string, unknown>) => boolean,
  ) => {
    const body = await get(c, { anchor: 'newest', num_before: 1000, num_after: 0, narrow });
    expect(body.messages.length).toBeGreaterThan(0);
    for (const m of body.messages) expect(pred(m), JSON.stringify(m).slice(0, 200)).toBe(true);
    return body.messages as Record<string, unknown>[];
  };

  it.each([
    [
      'channel by name',
      [{ operator: 'channel', operand: 'Denmark' }],
      (m: Record<string, unknown>) => m.stream_id === 3,
    ],
    [
      'stream by ID',
      [{ operator: 'stream', operand: 3 }],
      (m: Record<string, unknown>) => m.stream_id === 3,
    ],
    [
      'legacy tuple form',
      [['stream', 'Denmark']],
      (m: Record<string, unknown>) => m.stream_id === 3,
    ],
    [
      'sender by email',
      [{ operator: 'sender', operand: 'hamlet@example.com' }],
      (m: Record<string, unknown>) => m.sender_id === U.hamlet,
    ],
    [
      'sender by ID',
      [{ operator: 'sender', operand: U.hamlet }],
      (m: Record<string, unknown>) => m.sender_id === U.hamlet,
    ],
    [
      'is:dm',
      [{ operator: 'is', operand: 'dm' }],
      (m: Record<string, unknown>) => m.type === 'private',
    ],
    [
      'is:private',
      [{ operator: 'is', operand: 'private' }],
      (m: Record<string, unknown>) => m.type === 'private',
    ],
    [
      'negated channel',
      [{ operator: 'channel', operand: 'Verona', negated: true }],
      (m: Record<string, unknown>) => m.stream_id !== 2,
    ],
    [
      'is:unread',
      [{ operator: 'is', operand: 'unread' }],
      (m: Record<string, unknown>) => !(m.flags as string[]).includes('read'),
    ],
    [
      'has:link',
      [{ operator: 'has', operand: 'link' }],
      (m: Record<string, unknown>) => String(m.content).includes('<a '),
    ],
  ])('%s', async (_n, narrow, pred) => {
    await check(iago, narrow, pred);
  });

  it('dm with one user is the one-to-one conversation; a list is the group', async () => {
    const one = await check(
      iago,
      [{ operator: 'dm', operand: [U.hamlet] }],
      (m) => m.type === 'private',
    );
    expect(one.map((m) => m.id)).toContain(dm);
    expect(one.map((m) => m.id)).not.toContain(group);
    const byEmail = await check(
      iago,
      [{ operator: 'dm', operand: 'hamlet@example.com,othello@example.com' }],
      () => true,
    );
    expect(byEmail.map((m) => m.id)).toEqual([group]);
  });

  it('dm-including finds every conversation with that user', async () => {
    const found = await check(
      iago,
      [{ operator: 'dm-including', operand: U.othello }],
      (m) => m.type === 'private',
    );
    expect(found.map((m) => m.id)).toContain(group);
    expect(found.map((m) => m.id)).not.toContain(dm);
  });

  it.each([
    ['is:starred', { operator: 'is', operand: 'starred' }],
    ['has:reaction', { operator: 'has', operand: 'reaction' }],
    ['id', { operator: 'id', operand: 'STAR' }],
    ['near (ignored as a filter)', { operator: 'channel', operand: 'Verona' }],
  ])('%s finds the starred message', async (_n, term) => {
    const narrow = [{ ...term, operand: term.operand === 'STAR' ? starred : term.operand }];
    const body = await get(iago, { anchor: String(starred), num_before: 0, num_after: 0, narrow });
    expect(ids(body)).toEqual([starred]);
  });

  it('is:resolved and is:followed', async () => {
    const resolved = await sendTo(iago, 'Verona', '✔ done deal', 'finished');
    const body = await get(iago, {
      anchor: 'newest',
      num_before: 50,
      num_after: 0,
      narrow: [{ operator: 'is', operand: 'resolved' }],
    });
    // This one, and the demo organization's resolved topics: nothing else.
    expect(ids(body)).toContain(resolved);
    for (const m of body.messages) expect(m.subject).toMatch(/^✔ /);
    // Iago started "done deal" topics, so he follows them automatically.
    const followed = await get(iago, {
      anchor: 'newest',
      num_before: 5,
      num_after: 0,
      narrow: [{ operator: 'is', operand: 'followed' }],
    });
    expect(ids(followed)).toContain(resolved);
  });

  it.each([
    [
      [{ operator: 'channel', operand: 'Atlantis' }],
      'Invalid narrow operator: unknown channel Atlantis',
    ],
    [
      [{ operator: 'sender', operand: 'ghost@example.com' }],
      'Invalid narrow operator: unknown user ghost@example.com',
    ],
    [
      [{ operator: 'is', operand: 'sparkly' }],
      "Invalid narrow operator: unknown 'is' operand sparkly",
    ],
    [
      [{ operator: 'has', operand: 'cheese' }],
      "Invalid narrow operator: unknown 'has' operand cheese",
    ],
    [[{ operator: 'colour', operand: 'blue' }], 'Invalid narrow operator: unknown operator colour'],
  ])('bad narrow %j is BAD_NARROW', async (narrow, msg) => {
    const r = await iago.get('/messages', {
      anchor: 'newest',
      num_before: 1,
      num_after: 0,
      narrow,
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_NARROW', msg });
  });

  it('a malformed narrow is a clear error, not a 500', async () => {
    const r = await iago.get('/messages', {
      anchor: 'newest',
      num_before: 1,
      num_after: 0,
      narrow: '{"x":1}',
    });
    expect(r.status).toBe(400);
  });
});

describe('GET /messages: access', () => {
  it('the combined feed holds only messages the user has', async () => {
    const body = await get(othello, { anchor: 'newest', num_before: 5000, num_after: 0 });
    expect(body.messages.every((m: { stream_id?: number }) => m.stream_id !== 4)).toBe(true);
    expect(body.messages.every((m: { flags: string[] }) => !m.flags.includes('historical'))).toBe(
      true,
    );
  });

  it('a public channel narrow includes history the user never received, flagged historical', async () => {
    const body = await get(othello, {
      anchor: 'newest',
      num_before: 5,
      num_after: 0,
      narrow: [{ operator: 'channel', operand: 'Denmark' }],
    });
    expect(body.messages.length).toBe(5);
    expect(body.messages[0].flags).toEqual(['read', 'historical']);
  });

  it('a private channel narrow by a non-subscriber finds nothing', async () => {
    const body = await get(othello, {
      anchor: 'newest',
      num_before: 5,
      num_after: 0,
      narrow: [{ operator: 'channel', operand: 'Scotland' }],
    });
    expect(body.messages).toEqual([]);
    expect(body.found_oldest).toBe(true);
  });

  it('protected history: a new subscriber sees only messages sent after joining', async () => {
    const db = t.server.services.db;
    const before = await sendTo(iago, 'Scotland', 'secrets', 'before you came');
    db.prepare("INSERT INTO subscriptions (user_id, stream_id, color) VALUES (?, 4, '#fff')").run(
      U.cordelia,
    );
    const after = await sendTo(iago, 'Scotland', 'secrets', 'after you came');
    const cordelia = await t.as('cordelia@example.com');
    const body = await get(cordelia, {
      anchor: 'newest',
      num_before: 50,
      num_after: 0,
      narrow: [{ operator: 'channel', operand: 'Scotland' }],
    });
    expect(ids(body)).toEqual([after]);
    expect((await cordelia.get(`/messages/${before}`)).body.code).toBe('BAD_REQUEST');
    expect((await cordelia.get(`/messages/${after}`)).status).toBe(200);
  });

  it('a guest cannot read an unsubscribed public channel but can read a web-public one', async () => {
    const verona = await sendTo(iago, 'Verona', 'guests', 'hello');
    const secret = await sendTo(iago, 'Denmark', 'guests', 'hello');
    expect((await polonius.get(`/messages/${verona}`)).status).toBe(200); // subscribed
    const rome = await sendTo(iago, 'Rome', 'guests', 'hello');
    const body = await get(polonius, {
      anchor: 'newest',
      num_before: 5,
      num_after: 0,
      narrow: [{ operator: 'channel', operand: 'Rome' }],
    });
    expect(ids(body)).toContain(rome);
    expect(secret).toBeGreaterThan(0);
  });

  it('GET /messages/{id} returns raw_content and flags; unknown IDs are Invalid message(s)', async () => {
    const id = await sendTo(iago, 'Verona', 'single', 'single *one*');
    const r = await hamlet.get(`/messages/${id}`);
    expect(r.body).toMatchObject({ raw_content: 'single *one*', message: { id, flags: [] } });
    const missing = await hamlet.get('/messages/99999999');
    expect(missing.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Invalid message(s)' });
    expect((await hamlet.get('/messages/abc')).status).toBe(400);
  });
});

describe('GET /messages: a message-visibility limit (history_limited)', () => {
  it('hides messages older than the limit and says so when it reaches them', async () => {
    const sent: number[] = [];
    for (let i = 0; i < 5; i++) sent.push(await sendTo(iago, 'Verona', 'limited', `old ${i}`));
    const narrow = [
      { operator: 'channel', operand: 'Verona' },
      { operator: 'topic', operand: 'limited' },
    ];
    const config = t.server.services.config;
    config.messageVisibilityLimit = 3;
    try {
      const page = await get(hamlet, { anchor: 'newest', num_before: 10, num_after: 0, narrow });
      expect(ids(page)).toEqual(sent.slice(2));
      expect(page).toMatchObject({ found_oldest: true, history_limited: true });
      // A page that does not reach back to the limit is not limited.
      const recent = await get(hamlet, { anchor: 'newest', num_before: 1, num_after: 0, narrow });
      expect(recent).toMatchObject({ found_oldest: false, history_limited: false });
      config.messageVisibilityLimit = 1000;
      const all = await get(hamlet, { anchor: 'newest', num_before: 10, num_after: 0, narrow });
      expect(ids(all)).toEqual(sent);
      expect(all).toMatchObject({ found_oldest: true, history_limited: false });
    } finally {
      config.messageVisibilityLimit = 0;
    }
  });
});
