import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSubscribers,
  flagNames,
  sendTo,
  startMessageWorld,
  U,
} from '../../testing/message-helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
let polonius: TestClient;
beforeAll(async () => {
  ({ t, iago, hamlet, othello, polonius } = await startMessageWorld());
});
afterAll(() => t.close());

const page = async (c: TestClient, narrow: unknown[]) =>
  (await c.get('/messages', { anchor: 'newest', num_before: 200, num_after: 0, narrow })).body
    .messages as { id: number; flags: string[]; stream_id?: number }[];

describe('mentions', () => {
  it('mention flags follow the content through edits', async () => {
    const id = await sendTo(hamlet, 'Verona', 'mentions', 'hello @**Othello**');
    expect(flagNames(t, U.othello, id)).toEqual(['mentioned']);
    await hamlet.patch(`/messages/${id}`, { content: "hello @**Cordelia, Lear's daughter**" });
    expect(flagNames(t, U.othello, id)).toEqual([]);
    expect(flagNames(t, U.cordelia, id)).toEqual(['mentioned']);
  });

  it('a group mention flags its members', async () => {
    const id = await sendTo(iago, 'Denmark', 'mentions', 'ping @*hamletcharacters*');
    expect(flagNames(t, U.hamlet, id)).toEqual(['mentioned']);
    expect(flagNames(t, U.polonius, id)).toEqual(['mentioned']);
    expect(flagNames(t, U.cordelia, id)).toEqual([]);
  });

  it('silent mentions do not flag', async () => {
    const id = await sendTo(hamlet, 'Verona', 'mentions', 'quietly @_**Othello**');
    expect(flagNames(t, U.othello, id)).toEqual([]);
  });

  it('topic wildcards flag topic participants only', async () => {
    await sendTo(othello, 'Verona', 'wild topic', 'I was here');
    const id = await sendTo(hamlet, 'Verona', 'wild topic', 'hey @**topic**');
    expect(flagNames(t, U.othello, id)).toEqual(['topic_wildcard_mentioned', 'wildcard_mentioned']);
    expect(flagNames(t, U.hamlet, id)).toEqual([
      'read',
      'topic_wildcard_mentioned',
      'wildcard_mentioned',
    ]);
    expect(flagNames(t, U.cordelia, id)).toEqual([]);
    const m = (await othello.get(`/messages/${id}`)).body.message;
    expect(m.flags).toEqual(['topic_wildcard_mentioned', 'wildcard_mentioned']);
  });

  it('is:mentioned and is:alerted narrows', async () => {
    const mention = await sendTo(hamlet, 'Verona', 'narrow flags', 'hey @**Othello**');
    t.server.services.db
      .prepare("INSERT INTO alert_words (user_id, word) VALUES (?, 'kumquat')")
      .run(U.othello);
    const alert = await sendTo(hamlet, 'Verona', 'narrow flags', 'a kumquat');
    expect(
      (await page(othello, [{ operator: 'is', operand: 'mentioned' }])).map((m) => m.id),
    ).toContain(mention);
    expect(
      (await page(othello, [{ operator: 'is', operand: 'alerted' }])).map((m) => m.id),
    ).toEqual([alert]);
  });

  it('editing in a wildcard mention is checked like sending one', async () => {
    addSubscribers(t, 'general', 10, 'edit-crowd');
    const id = await sendTo(hamlet, 'general', 'big room', 'nothing special');
    const r = await hamlet.patch(`/messages/${id}`, { content: 'now @**all** of you' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('STREAM_WILDCARD_MENTION_NOT_ALLOWED');
  });
});

describe('more narrows', () => {
  it('channels:public includes public history for members, not for guests', async () => {
    const denmark = await sendTo(iago, 'Denmark', 'public', 'x');
    const scotland = await sendTo(iago, 'Scotland', 'public', 'y');
    const seen = (await page(othello, [{ operator: 'channels', operand: 'public' }])).map(
      (m) => m.id,
    );
    expect(seen).toContain(denmark);
    expect(seen).not.toContain(scotland);
    // A guest searches only what it has: a web-public channel it never joined adds nothing.
    const rome = await sendTo(iago, 'Rome', 'public', 'z');
    const guest = (await page(polonius, [{ operator: 'channels', operand: 'public' }])).map(
      (m) => m.id,
    );
    expect(guest).toContain(denmark);
    expect(guest).not.toContain(rome);
    const bad = await othello.get('/messages', {
      anchor: 'newest',
      num_before: 1,
      num_after: 0,
      narrow: [{ operator: 'channels', operand: 'secret' }],
    });
    expect(bad.body.code).toBe('BAD_NARROW');
  });

  it('is:muted and in:home follow muted topics', async () => {
    const muted = await sendTo(iago, 'Verona', 'muted topic', 'x');
    const normal = await sendTo(iago, 'Verona', 'normal topic', 'y');
    t.server.services.db
      .prepare(
        "INSERT INTO user_topics (user_id, stream_id, topic, visibility_policy, last_updated) VALUES (?, 2, 'muted topic', 1, 0)",
      )
      .run(U.othello);
    const mutedIds = (await page(othello, [{ operator: 'is', operand: 'muted' }])).map((m) => m.id);
    expect(mutedIds).toContain(muted);
    expect(mutedIds).not.toContain(normal);
    const home = (await page(othello, [{ operator: 'in', operand: 'home' }])).map((m) => m.id);
    expect(home).toContain(normal);
    expect(home).not.toContain(muted);
  });

  it("with:<id> narrows to that message's conversation", async () => {
    const a = await sendTo(iago, 'Verona', 'with topic', 'a');
    const b = await sendTo(iago, 'Verona', 'with topic', 'b');
    await sendTo(iago, 'Verona', 'other topic', 'c');
    expect((await page(othello, [{ operator: 'with', operand: a }])).map((m) => m.id)).toEqual([
      a,
      b,
    ]);
  });
});

describe('misc endpoints', () => {
  it('POST /messages/render renders Markdown', async () => {
    const r = await hamlet.post('/messages/render', { content: '**bold** @**Othello**' });
    expect(r.status).toBe(200);
    expect(r.body.rendered).toContain('<strong>bold</strong>');
    expect(r.body.rendered).toContain('data-user-id="5"');
  });

  it('renaming a topic to itself is Nothing to change', async () => {
    const id = await sendTo(hamlet, 'Verona', 'same', 'x');
    const r = await hamlet.patch(`/messages/${id}`, { topic: 'same', stream_id: 2 });
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Nothing to change' });
  });

  it('a message event goes to the recipients of a direct message only', async () => {
    const r = await hamlet.post('/messages', {
      type: 'direct',
      to: 'othello@example.com',
      content: 'psst',
    });
    expect((await iago.get(`/messages/${r.body.id}`)).body.msg).toBe('Invalid message(s)');
    expect((await othello.get(`/messages/${r.body.id}`)).status).toBe(200);
  });
});
