import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEvent, checkResponse } from '../../tests/openapi-validator';
import { type Listener, listen } from '../testing/events';
import { startMessageWorld, U } from '../testing/message-helpers';
import type { TestClient, TestServer } from '../testing/test-server';

let t: TestServer;
let hamlet: TestClient;
let othello: TestClient;
let polonius: TestClient;
let atHamlet: Listener;
let verona: number;
let scotland: number;
beforeAll(async () => {
  ({ t, hamlet, othello, polonius } = await startMessageWorld());
  atHamlet = await listen(hamlet);
  verona = (await hamlet.get('/get_stream_id', { stream: 'Verona' })).body.stream_id;
  scotland = (await hamlet.get('/get_stream_id', { stream: 'Scotland' })).body.stream_id;
});
afterAll(() => t.close());

/** Each answer checked against the OpenAPI description, by the template it answers. */
async function call(
  c: TestClient,
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  params?: Record<string, unknown>,
) {
  const r = await c[method](path, params);
  const template = path === '/drafts' ? '/drafts' : '/drafts/{draft_id}';
  expect(checkResponse(method.toUpperCase(), template, r.status, r.body)).toBeNull();
  return r;
}

const events = async () => {
  const list = await atHamlet.events();
  for (const e of list) expect(checkEvent(e)).toBeNull();
  return list;
};

const lunch = { type: 'stream', to: [0], topic: 'lunch', content: 'Soup?' };

describe('drafts kept on the server', () => {
  it('are created, listed newest first, edited and deleted, each with its event', async () => {
    await events();
    const created = await call(hamlet, 'post', '/drafts', {
      drafts: [
        { ...lunch, to: [verona], timestamp: 1_700_000_000 },
        { type: 'private', to: [U.othello, U.hamlet], topic: 'x', content: 'Hi\n\n' },
      ],
    });
    expect(created.status).toBe(200);
    const [soup, hi] = created.body.ids as [number, number];
    const added = await events();
    expect(added).toEqual([
      expect.objectContaining({
        type: 'drafts',
        op: 'add',
        drafts: [
          {
            id: soup,
            type: 'stream',
            to: [verona],
            topic: 'lunch',
            content: 'Soup?',
            timestamp: 1_700_000_000,
          },
          // The recipients as the conversation's, the topic of a DM dropped, the text trimmed.
          {
            id: hi,
            type: 'private',
            to: [U.othello],
            topic: '',
            content: 'Hi',
            timestamp: expect.any(Number),
          },
        ],
      }),
    ]);
    const listed = await call(hamlet, 'get', '/drafts');
    expect(listed.body.count).toBe(2);
    expect(listed.body.drafts.map((d: { id: number }) => d.id)).toEqual([hi, soup]);
    expect((await listen(hamlet, { fetch_event_types: ['drafts'] })).state.drafts).toEqual(
      listed.body.drafts,
    );

    const edit = { type: 'stream', to: [verona], topic: 'dinner', content: 'Stew?' };
    expect((await call(hamlet, 'patch', `/drafts/${soup}`, { draft: edit })).status).toBe(200);
    expect(await events()).toEqual([
      expect.objectContaining({
        op: 'update',
        draft: { id: soup, ...edit, timestamp: expect.any(Number) },
      }),
    ]);
    expect((await call(hamlet, 'delete', `/drafts/${hi}`)).status).toBe(200);
    expect(await events()).toEqual([
      expect.objectContaining({ type: 'drafts', op: 'remove', draft_id: hi }),
    ]);
    // Another user's draft is missing to everyone else.
    const theirs = await call(othello, 'delete', `/drafts/${soup}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe('Draft does not exist');
    expect((await call(othello, 'get', '/drafts')).body).toMatchObject({ count: 0, drafts: [] });
  });

  it.each([
    ['no channel', { ...lunch, to: [] }, 'Must specify exactly 1 channel ID for channel messages'],
    [
      'two channels',
      { ...lunch, to: [1, 2] },
      'Must specify exactly 1 channel ID for channel messages',
    ],
    ['an unknown channel', { ...lunch, to: [9999] }, 'Invalid channel ID'],
    ['no text', { ...lunch, content: ' \n' }, 'Message must not be empty'],
    [
      'an unknown user',
      { type: 'private', to: [9999], topic: '', content: 'x' },
      'Invalid user ID 9999',
    ],
  ])('refuses a draft with %s', async (_name, draft, msg) => {
    const d = { ...draft, to: draft.to.map((id) => (id === 0 ? verona : id)) };
    const r = await call(hamlet, 'post', '/drafts', { drafts: [d] });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', code: 'BAD_REQUEST', msg });
  });

  it('refuses a private channel to someone outside it', async () => {
    const draft = { ...lunch, to: [scotland] };
    const r = await call(polonius, 'post', '/drafts', { drafts: [draft] });
    expect(r.body.msg).toBe('Invalid channel ID');
  });

  it('are deleted when the user stops synchronizing them, and refused until it resumes', async () => {
    await call(hamlet, 'post', '/drafts', { drafts: [{ ...lunch, to: [verona] }] });
    expect((await call(hamlet, 'get', '/drafts')).body.count).toBeGreaterThan(0);
    expect((await hamlet.patch('/settings', { enable_drafts_synchronization: false })).status).toBe(
      200,
    );
    expect((await call(hamlet, 'get', '/drafts')).body).toMatchObject({ count: 0, drafts: [] });
    expect((await listen(hamlet, { fetch_event_types: ['drafts'] })).state.drafts).toEqual([]);
    const refused = await call(hamlet, 'post', '/drafts', { drafts: [{ ...lunch, to: [verona] }] });
    expect(refused.body).toMatchObject({ msg: 'User has disabled synchronizing drafts.' });
    await hamlet.patch('/settings', { enable_drafts_synchronization: true });
    // Nothing came back: the server's copies are gone for good.
    expect((await call(hamlet, 'get', '/drafts')).body.count).toBe(0);
  });
});
