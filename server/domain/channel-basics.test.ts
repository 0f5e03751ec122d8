// POST /register keeps every channel's fields and its never_subscribed entries between
// requests: each change to a channel, its activity, a group or its subscribers shows in the
// next register, as GET /streams/{id} shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
let id: number;

beforeAll(async () => {
  t = await startTestServer();
  iago = await t.as('iago@example.com');
  hamlet = await t.as('hamlet@example.com');
  othello = await t.as('othello@example.com');
  const res = await iago.post('/users/me/subscriptions', {
    subscriptions: [{ name: 'kept notes', description: 'First words' }],
  });
  expect(res.status).toBe(200);
  id = t.streamId('kept notes');
});
afterAll(() => t.close());

type Entry = Record<string, unknown> & { subscribers?: number[] };

/** The channel as Hamlet's register shows it (he is not subscribed) and as GET /streams/{id} does. */
async function seen(): Promise<{ entry: Entry; stream: Record<string, unknown> }> {
  const state = await hamlet.post('/register', {
    fetch_event_types: ['subscription'],
    include_subscribers: 'partial',
  });
  expect(state.status).toBe(200);
  const entry = (state.body.never_subscribed as Entry[]).find((s) => s.stream_id === id);
  if (!entry) throw new Error('the channel is not in never_subscribed');
  return { entry, stream: (await hamlet.get(`/streams/${id}`)).body.stream };
}

describe('channels kept between registers', () => {
  it('a first register shows the channel as it is', async () => {
    const { entry, stream } = await seen();
    expect(entry).toMatchObject({ ...stream, first_message_id: null });
    expect(entry.subscribers).toEqual([t.userId('iago@example.com')]);
  });

  it.each([
    [
      'a first message: its ID',
      async () => {
        const sent = await iago.post('/messages', {
          type: 'stream',
          to: id,
          topic: 'start',
          content: 'hello',
        });
        return { first_message_id: sent.body.id };
      },
    ],
    [
      'a new description',
      async () => {
        await iago.patch(`/streams/${id}`, { description: 'Second *words*' });
        return {
          description: 'Second *words*',
          rendered_description: '<p>Second <em>words</em></p>',
        };
      },
    ],
    [
      'who may post (and the legacy policy derived from it)',
      async () => {
        const admins = t.systemGroupId('role:administrators');
        await iago.patch(`/streams/${id}`, { can_send_message_group: { new: admins } });
        return { can_send_message_group: admins, stream_post_policy: 2 };
      },
    ],
    [
      'a new name',
      async () => {
        await iago.patch(`/streams/${id}`, { new_name: 'kept notes, renamed' });
        return { name: 'kept notes, renamed' };
      },
    ],
  ])('%s shows at the next register', async (_, change) => {
    await seen();
    const expected = await change();
    const { entry, stream } = await seen();
    expect(entry).toMatchObject(expected);
    expect(entry).toMatchObject(stream);
  });

  it.each([
    ['partial', 'subscribers'],
    [false, undefined],
    [true, 'subscribers'],
    ['partial', 'subscribers'],
  ] as const)('include_subscribers %s in turn: each register as asked', async (mode, field) => {
    const state = await hamlet.post('/register', {
      fetch_event_types: ['subscription'],
      include_subscribers: mode,
    });
    const entry = (state.body.never_subscribed as Entry[]).find((s) => s.stream_id === id)!;
    if (field) expect(entry[field]).toContain(t.userId('iago@example.com'));
    else expect(entry).not.toHaveProperty('subscribers');
    expect(entry).not.toHaveProperty('partial_subscribers');
  });

  it('a new subscriber shows in the list', async () => {
    await seen();
    await othello.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'kept notes, renamed' }],
    });
    const { entry } = await seen();
    expect(entry.subscribers).toEqual(
      [t.userId('iago@example.com'), t.userId('othello@example.com')].sort((a, b) => a - b),
    );
  });
});
