/**
 * The published `zulip-js` client (2.1.0), used unchanged, against the reference server: it
 * sends its POSTs as multipart/form-data and everything else in the query string, as many
 * third-party clients do.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zulipInit, { type ZulipClient } from 'zulip-js';
import { startTestServer, type TestServer } from '../server/testing/test-server';

let t: TestServer;
let hamlet: ZulipClient;
let othello: ZulipClient;
let hamletId: number;
let othelloId: number;

beforeAll(async () => {
  t = await startTestServer();
  // Password login through the library itself (POST /fetch_api_key as multipart).
  hamlet = await zulipInit({
    username: 'hamlet@example.com',
    password: 'parley-demo',
    realm: t.url,
  });
  const o = await t.as('othello@example.com');
  othello = await zulipInit({ username: 'othello@example.com', apiKey: o.apiKey, realm: t.url });
  hamletId = (await hamlet.users.me.getProfile()).user_id;
  othelloId = o.userId as number;
});
afterAll(() => t.close());

async function nextEvents(client: ZulipClient, queue: { id: string; last: number }) {
  const res = await client.events.retrieve({
    queue_id: queue.id,
    last_event_id: queue.last,
    dont_block: true,
  });
  expect(res.result).toBe('success');
  for (const e of res.events) queue.last = Math.max(queue.last, e.id);
  return res.events as { type: string; op?: string; [k: string]: unknown }[];
}

describe('zulip-js 2.1.0 against the reference server', () => {
  it('reads the server settings', async () => {
    const settings = await hamlet.server.settings();
    expect(settings).toMatchObject({ result: 'success', realm_name: 'Parley Dev' });
  });

  it('registers a queue, sends channel and direct messages, and receives them as events', async () => {
    const reg = await othello.queues.register({ event_types: ['message', 'typing', 'reaction'] });
    expect(reg).toMatchObject({ result: 'success', queue_id: expect.any(String) });
    const queue = { id: reg.queue_id as string, last: reg.last_event_id as number };

    const channel = await hamlet.messages.send({
      type: 'stream',
      to: 'Verona',
      topic: 'zulip-js',
      content: 'Hello from **zulip-js**',
    });
    expect(channel).toMatchObject({ result: 'success', id: expect.any(Number) });
    const direct = await hamlet.messages.send({
      type: 'private',
      to: [othelloId],
      content: 'A direct hello',
    });
    expect(direct).toMatchObject({ result: 'success', id: expect.any(Number) });
    // Zulip also takes a direct message's recipients as an email address.
    const byEmail = await hamlet.messages.send({
      type: 'private',
      to: 'othello@example.com',
      content: 'By email',
    });
    expect(byEmail).toMatchObject({ result: 'success' });

    const events = await nextEvents(othello, queue);
    const messages = events.filter((e) => e.type === 'message');
    expect(messages.map((e) => (e.message as { id: number }).id)).toEqual([
      channel.id,
      direct.id,
      byEmail.id,
    ]);
    // apply_markdown defaults to false in POST /register: the content arrives as Markdown.
    expect(messages[0]?.message).toMatchObject({ content: 'Hello from **zulip-js**' });
    await othello.queues.deregister({ queue_id: queue.id });
  });

  it('sends typing notifications', async () => {
    const reg = await othello.queues.register({ event_types: ['typing'] });
    const queue = { id: reg.queue_id as string, last: reg.last_event_id as number };
    expect(await hamlet.typing.send({ to: [othelloId], op: 'start' })).toMatchObject({
      result: 'success',
    });
    expect(await hamlet.typing.send({ to: [othelloId], op: 'stop' })).toMatchObject({
      result: 'success',
    });
    const events = await nextEvents(othello, queue);
    expect(events.map((e) => [e.type, e.op, (e.sender as { user_id: number }).user_id])).toEqual([
      ['typing', 'start', hamletId],
      ['typing', 'stop', hamletId],
    ]);
  });

  it('subscribes to a channel, creating it', async () => {
    const res = await hamlet.users.me.subscriptions.add({
      subscriptions: JSON.stringify([{ name: 'zulip-js channel' }]),
    });
    expect(res).toMatchObject({
      result: 'success',
      subscribed: { [hamletId]: ['zulip-js channel'] },
    });
    const subs = await hamlet.streams.subscriptions.retrieve();
    expect(subs.subscriptions.map((s: { name: string }) => s.name)).toContain('zulip-js channel');
    const sent = await hamlet.messages.send({
      type: 'stream',
      to: 'zulip-js channel',
      topic: 'first',
      content: 'in the new channel',
    });
    expect(sent.result).toBe('success');
  });

  it('adds and removes reactions', async () => {
    const sent = await othello.messages.send({
      type: 'stream',
      to: 'Denmark',
      topic: 'reactions',
      content: 'react to me',
    });
    const added = await hamlet.reactions.add({ message_id: sent.id, emoji_name: 'octopus' });
    expect(added).toMatchObject({ result: 'success' });
    const fetched = await hamlet.messages.getById({ message_id: sent.id });
    expect(fetched.message.reactions).toEqual([
      expect.objectContaining({ emoji_name: 'octopus', user_id: hamletId }),
    ]);
    const removed = await hamlet.reactions.remove({ message_id: sent.id, emoji_name: 'octopus' });
    expect(removed).toMatchObject({ result: 'success' });
    expect((await hamlet.messages.getById({ message_id: sent.id })).message.reactions).toEqual([]);
  });

  it('reads messages in a narrow and marks them read', async () => {
    const sent = await othello.messages.send({
      type: 'stream',
      to: 'Denmark',
      topic: 'to read',
      content: 'unread at first',
    });
    const page = await hamlet.messages.retrieve({
      anchor: 'newest',
      num_before: 10,
      num_after: 0,
      narrow: [
        { operator: 'channel', operand: 'Denmark' },
        { operator: 'topic', operand: 'to read' },
      ],
    });
    expect(page.result).toBe('success');
    expect(page.messages.map((m: { id: number }) => m.id)).toEqual([sent.id]);
    expect(page.messages[0].flags).not.toContain('read');

    const marked = await hamlet.messages.flags.add({ flag: 'read', messages: [sent.id] });
    expect(marked).toMatchObject({ result: 'success', messages: [sent.id] });
    const again = await hamlet.messages.getById({ message_id: sent.id });
    expect(again.message.flags).toContain('read');
  });

  it('lists users and channels', async () => {
    const users = await hamlet.users.retrieve();
    expect(users.members.map((u: { email: string }) => u.email)).toContain('othello@example.com');
    const streams = await hamlet.streams.retrieve();
    expect(streams.streams.map((s: { name: string }) => s.name)).toContain('Denmark');
  });
});
