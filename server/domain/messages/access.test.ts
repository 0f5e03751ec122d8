import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTo } from '../../testing/message-helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

/**
 * One message-access rule (permissions.ts hasMessageAccess / canAccessStreamHistory) behind
 * every way of reaching a message: a user either reads a channel message by every path or by
 * none. Web-public channels are readable by every user, guests included; public channels by
 * non-guests; private channels by subscribers only.
 */

let t: TestServer;
let iago: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  iago = await t.as('iago@example.com');
});
afterAll(() => t.close());

const auth = (c: TestClient) => ({
  authorization: `Basic ${Buffer.from(`${c.email}:${c.apiKey}`).toString('base64')}`,
});

async function uploadAs(c: TestClient, name: string): Promise<string> {
  const form = new FormData();
  form.append('filename', new Blob(['contents']), name);
  const res = await fetch(`${t.url}/api/v1/user_uploads`, {
    method: 'POST',
    headers: auth(c),
    body: form,
  });
  return ((await res.json()) as { url: string }).url;
}

/** A message in `channel` by iago with an upload and one edit; returns its ID and upload URL. */
async function seedMessage(channel: string, topic: string) {
  const url = await uploadAs(iago, `${topic}.txt`);
  const id = await sendTo(iago, channel, topic, `first [file](${url})`);
  const edited = await iago.patch(`/messages/${id}`, { content: `second [file](${url})` });
  expect(edited.status).toBe(200);
  return { id, url };
}

type Path = (c: TestClient, m: { id: number; url: string; channel: string }) => Promise<boolean>;

/** Each way of reaching a message, answering whether the user got it. */
const PATHS: Record<string, Path> = {
  'narrow fetch': async (c, m) => {
    const r = await c.get('/messages', {
      anchor: 'newest',
      num_before: 100,
      num_after: 0,
      narrow: [{ operator: 'channel', operand: m.channel }],
    });
    return r.status === 200 && r.body.messages.some((x: { id: number }) => x.id === m.id);
  },
  'message_ids fetch': async (c, m) => {
    const r = await c.get('/messages', { message_ids: [m.id] });
    return r.status === 200 && r.body.messages.some((x: { id: number }) => x.id === m.id);
  },
  'with: narrow': async (c, m) => {
    const r = await c.get('/messages', {
      anchor: m.id,
      num_before: 0,
      num_after: 0,
      narrow: [{ operator: 'with', operand: m.id }],
    });
    return r.status === 200 && r.body.messages.some((x: { id: number }) => x.id === m.id);
  },
  'GET /messages/{id}': async (c, m) => (await c.get(`/messages/${m.id}`)).status === 200,
  matches_narrow: async (c, m) => {
    const r = await c.get('/messages/matches_narrow', { msg_ids: [m.id], narrow: [] });
    return r.status === 200 && String(m.id) in r.body.messages;
  },
  reactions: async (c, m) =>
    (await c.post(`/messages/${m.id}/reactions`, { emoji_name: 'octopus' })).status === 200,
  flags: async (c, m) =>
    (await c.post('/messages/flags', { messages: [m.id], op: 'add', flag: 'starred' })).status ===
    200,
  'edit history': async (c, m) => (await c.get(`/messages/${m.id}/history`)).status === 200,
  upload: async (c, m) => (await fetch(`${t.url}${m.url}`, { headers: auth(c) })).status === 200,
};

const CASES = [
  { who: 'polonius', role: 'guest', channel: 'Rome', kind: 'web-public, unsubscribed', ok: true },
  { who: 'hamlet', role: 'member', channel: 'Rome', kind: 'web-public, unsubscribed', ok: true },
  { who: 'polonius', role: 'guest', channel: 'announce', kind: 'public, unsubscribed', ok: false },
  { who: 'shiva', role: 'moderator', channel: 'Verona', kind: 'public, unsubscribed', ok: true },
  { who: 'polonius', role: 'guest', channel: 'Denmark', kind: 'public, subscribed', ok: true },
  { who: 'othello', role: 'member', channel: 'Scotland', kind: 'private, unsubscribed', ok: false },
  { who: 'desdemona', role: 'owner', channel: 'Scotland', kind: 'private, subscribed', ok: true },
];

describe('one message-access rule', () => {
  for (const c of CASES) {
    describe(`${c.who} (${c.role}) on ${c.channel} (${c.kind})`, () => {
      let m: { id: number; url: string; channel: string };
      let user: TestClient;
      beforeAll(async () => {
        m = { ...(await seedMessage(c.channel, `access ${c.who}`)), channel: c.channel };
        user = await t.as(`${c.who}@example.com`);
      });
      it.each(Object.keys(PATHS))(`%s ${c.ok ? 'allows' : 'refuses'}`, async (name) => {
        expect(await PATHS[name]!(user, m)).toBe(c.ok);
      });
    });
  }

  it('refusals look like an unknown message', async () => {
    const { id } = await seedMessage('announce', 'unknown-looking');
    const polonius = await t.as('polonius@example.com');
    const r = await polonius.get(`/messages/${id}`);
    expect(r.body).toMatchObject({
      result: 'error',
      code: 'BAD_REQUEST',
      msg: 'Invalid message(s)',
    });
  });
});
