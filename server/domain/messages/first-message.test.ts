import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyEvent, listen } from '../../testing/events';
import { startTestServer, type TestServer } from '../../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const firstMessageUpdates = (events: AnyEvent[]) =>
  events.filter((e) => e.type === 'stream' && e.property === 'first_message_id');

describe("a channel's first_message_id follows its messages", () => {
  it('is announced when the first message arrives, and not for later ones', async () => {
    const hamlet = await t.as('hamlet@example.com');
    const othello = await t.as('othello@example.com');
    await hamlet.post('/users/me/subscriptions', { subscriptions: [{ name: 'Elsinore' }] });
    const watcher = await listen(othello);
    const id = (
      await hamlet.post('/messages', {
        type: 'stream',
        to: 'Elsinore',
        topic: 'a',
        content: 'first',
      })
    ).body.id;
    await hamlet.post('/messages', {
      type: 'stream',
      to: 'Elsinore',
      topic: 'a',
      content: 'second',
    });
    const updates = firstMessageUpdates(await watcher.events());
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ op: 'update', name: 'Elsinore', value: id });
  });

  it('moves on when the first message is deleted or moved away', async () => {
    const iago = await t.as('iago@example.com');
    await iago.post('/users/me/subscriptions', { subscriptions: [{ name: 'Ithaca' }] });
    const send = async (content: string) =>
      (await iago.post('/messages', { type: 'stream', to: 'Ithaca', topic: 't', content })).body
        .id as number;
    const [a, b, c] = [await send('a'), await send('b'), await send('c')];
    const watcher = await listen(iago);
    await iago.delete(`/messages/${a}`);
    const verona = (await iago.get('/get_stream_id', { stream: 'Verona' })).body.stream_id;
    await iago.patch(`/messages/${b}`, { stream_id: verona, propagate_mode: 'change_one' });
    const values = firstMessageUpdates(await watcher.events())
      .filter((e) => e.name === 'Ithaca')
      .map((e) => e.value);
    expect(values).toEqual([b, c]);
    const stream = (await iago.get('/streams')).body.streams.find(
      (s: { name: string }) => s.name === 'Ithaca',
    );
    expect(stream.first_message_id).toBe(c);
  });
});
