import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listener, listen } from '../../testing/events';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let t: TestServer;
const c: Record<string, TestClient> = {};
let denmark: number;
beforeAll(async () => {
  t = await startTestServer({ heartbeatSeconds: 1 });
  for (const who of ['hamlet', 'othello', 'iago', 'cordelia', 'shiva', 'prospero']) {
    c[who] = await t.as(`${who}@example.com`);
  }
  const state = (await c.hamlet!.post('/register', { fetch_event_types: ['subscription'] })).body;
  denmark = state.subscriptions.find((s: { name: string }) => s.name === 'Denmark').stream_id;
});
afterAll(() => t.close());

const setSettings = (email: string, settings: Record<string, unknown>) =>
  t.server.services.db
    .prepare('UPDATE users SET settings = ? WHERE email = ?')
    .run(JSON.stringify(settings), email);

async function typingEvents(listeners: Record<string, Listener>) {
  const out: Record<string, unknown[]> = {};
  for (const [who, l] of Object.entries(listeners)) {
    out[who] = (await l.events()).filter((e) => e.type === 'typing');
  }
  return out;
}

describe('POST /typing, direct', () => {
  it('tells the other participants, never the typist nor anyone else', async () => {
    const ls = {
      hamlet: await listen(c.hamlet!),
      othello: await listen(c.othello!),
      iago: await listen(c.iago!),
      prospero: await listen(c.prospero!),
    };
    const res = await c.hamlet!.post('/typing', {
      op: 'start',
      to: [c.othello!.userId, c.iago!.userId],
    });
    expect(res.body).toEqual({ result: 'success', msg: '' });
    const got = await typingEvents(ls);
    const expected = {
      type: 'typing',
      op: 'start',
      message_type: 'direct',
      sender: { user_id: c.hamlet!.userId, email: 'hamlet@example.com' },
      recipients: [c.hamlet!, c.othello!, c.iago!]
        .map((u) => ({ user_id: u.userId, email: u.email }))
        .sort((a, b) => a.user_id! - b.user_id!),
    };
    expect(got.othello).toEqual([expect.objectContaining(expected)]);
    expect(got.iago).toEqual([expect.objectContaining(expected)]);
    expect(got.hamlet).toEqual([]);
    expect(got.prospero).toEqual([]);
    await c.hamlet!.post('/typing', { op: 'stop', to: [c.othello!.userId] });
    expect((await ls.othello.events()).map((e) => e.op)).toEqual(['stop']);
  });

  it('sends nothing when the typist turned direct-message typing notifications off', async () => {
    const othello = await listen(c.othello!);
    setSettings('hamlet@example.com', { send_private_typing_notifications: false });
    try {
      const res = await c.hamlet!.post('/typing', { op: 'start', to: [c.othello!.userId] });
      expect(res.status).toBe(200);
      expect(await othello.events()).toEqual([]);
    } finally {
      setSettings('hamlet@example.com', {});
    }
  });

  it('skips recipients who turned receiving typing notifications off', async () => {
    const othello = await listen(c.othello!);
    setSettings('othello@example.com', { receives_typing_notifications: false });
    try {
      await c.hamlet!.post('/typing', { op: 'start', to: [c.othello!.userId] });
      expect(await othello.events()).toEqual([]);
    } finally {
      setSettings('othello@example.com', {});
    }
  });

  it.each([
    ['a missing op', { to: [1] }, 'REQUEST_VARIABLE_MISSING'],
    ['a bad op', { op: 'maybe', to: [1] }, 'BAD_REQUEST'],
    ['the retired type private', { type: 'private', op: 'start', to: [1] }, 'BAD_REQUEST'],
    ['a missing to', { op: 'start' }, 'BAD_REQUEST'],
    ['an empty to', { op: 'start', to: [] }, 'BAD_REQUEST'],
    ['an unknown user', { op: 'start', to: [99999] }, 'BAD_REQUEST'],
    ['to as a bare ID', { op: 'start', to: 'x' }, 'BAD_REQUEST'],
  ])('refuses %s with 400 %s', async (_label, params, code) => {
    const res = await c.hamlet!.post('/typing', params);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: 'error', code });
  });
});

describe('POST /typing, channel', () => {
  it("reaches subscribers whose queues declared stream_typing_notifications, not the typist's", async () => {
    const ls = {
      hamlet: await listen(c.hamlet!),
      iago: await listen(c.iago!),
      shiva: await listen(c.shiva!),
      cordelia: await listen(c.cordelia!, { client_capabilities: {} }),
      othello: await listen(c.othello!),
    };
    const res = await c.hamlet!.post('/typing', {
      type: 'channel',
      op: 'start',
      stream_id: denmark,
      topic: 'castle',
    });
    expect(res.status).toBe(200);
    const got = await typingEvents(ls);
    const expected = {
      type: 'typing',
      op: 'start',
      message_type: 'stream',
      sender: { user_id: c.hamlet!.userId, email: 'hamlet@example.com' },
      stream_id: denmark,
      topic: 'castle',
    };
    expect(got.iago).toEqual([{ ...expected, id: expect.any(Number) }]);
    expect(got.shiva).toEqual([{ ...expected, id: expect.any(Number) }]);
    expect(got.cordelia).toEqual([]); // subscribed, but the queue lacks the capability
    expect(got.othello).toEqual([]); // not subscribed
    expect(got.hamlet).toEqual([]);
  });

  it.each([['(no topic)'], ['general chat']])('treats %s as the empty topic', async (topic) => {
    const iago = await listen(c.iago!);
    await c.hamlet!.post('/typing', { type: 'stream', op: 'stop', stream_id: denmark, topic });
    expect(await iago.events()).toEqual([expect.objectContaining({ op: 'stop', topic: '' })]);
  });

  it('sends nothing when the typist turned channel typing notifications off', async () => {
    const iago = await listen(c.iago!);
    setSettings('hamlet@example.com', { send_stream_typing_notifications: false });
    try {
      await c.hamlet!.post('/typing', {
        type: 'channel',
        op: 'start',
        stream_id: denmark,
        topic: 'x',
      });
      expect(await iago.events()).toEqual([]);
    } finally {
      setSettings('hamlet@example.com', {});
    }
  });

  it('refuses a missing stream_id with BAD_REQUEST, and a channel the typist may not see', async () => {
    const missing = await c.hamlet!.post('/typing', { type: 'channel', op: 'start', topic: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Missing channel ID' });
    const unknown = await c.hamlet!.post('/typing', {
      type: 'channel',
      op: 'start',
      stream_id: 99999,
      topic: 'x',
    });
    expect(unknown.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Invalid channel ID' });
    const state = (await c.iago!.post('/register', { fetch_event_types: ['subscription'] })).body;
    const scotland = state.subscriptions.find((s: { name: string }) => s.name === 'Scotland');
    const hidden = await c.othello!.post('/typing', {
      type: 'channel',
      op: 'start',
      stream_id: scotland.stream_id,
      topic: 'x',
    });
    expect(hidden.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Invalid channel ID' });
  });
});

describe('POST /messages/{message_id}/typing (editing a message)', () => {
  const editTyping = async (l: Listener) =>
    (await l.events()).filter((e) => e.type === 'typing_edit_message');

  it('tells the channel’s subscribers who registered for it, never the editor', async () => {
    const sent = await c.hamlet!.post('/messages', {
      type: 'channel',
      to: denmark,
      topic: 'drafting',
      content: 'first words',
    });
    const ls = {
      hamlet: await listen(c.hamlet!),
      iago: await listen(c.iago!),
      othello: await listen(c.othello!),
    };
    const res = await c.hamlet!.post(`/messages/${sent.body.id}/typing`, { op: 'start' });
    expect(res.body).toEqual({ result: 'success', msg: '' });
    expect(await editTyping(ls.iago)).toEqual([
      {
        type: 'typing_edit_message',
        op: 'start',
        sender_id: c.hamlet!.userId,
        message_id: sent.body.id,
        recipient: { type: 'channel', channel_id: denmark, topic: 'drafting' },
        id: expect.any(Number),
      },
    ]);
    expect(await editTyping(ls.hamlet)).toEqual([]);
    expect(await editTyping(ls.othello)).toEqual([]); // not subscribed to Denmark
  });

  it('tells the other participants of a direct message', async () => {
    const sent = await c.hamlet!.post('/messages', {
      type: 'direct',
      to: [c.othello!.userId],
      content: 'a note',
    });
    const othello = await listen(c.othello!);
    await c.hamlet!.post(`/messages/${sent.body.id}/typing`, { op: 'stop' });
    expect(await editTyping(othello)).toEqual([
      expect.objectContaining({
        op: 'stop',
        message_id: sent.body.id,
        recipient: { type: 'direct', user_ids: [c.othello!.userId] },
      }),
    ]);
  });

  it('refuses someone who may not edit the message', async () => {
    const sent = await c.iago!.post('/messages', {
      type: 'channel',
      to: denmark,
      topic: 'drafting',
      content: 'mine',
    });
    const res = await c.hamlet!.post(`/messages/${sent.body.id}/typing`, { op: 'start' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: "You don't have permission to edit this message" });
  });
});
