/**
 * `subscriber_count` (Zulip 11) on every channel object: the register's channel keys whatever
 * `include_subscribers` is, GET /streams, GET /streams/{id}, GET /users/me/subscriptions, and
 * the stream create and subscription add events; active users only, bots included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_BOT_EMAIL } from '../../seed/foundation';
import { listen } from '../../testing/events';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

type Channel = {
  stream_id: number;
  name: string;
  subscriber_count: number;
  subscribers?: number[];
};
const CHANNEL_KEYS = ['subscriptions', 'unsubscribed', 'never_subscribed'] as const;

let t: TestServer;
const c: Record<'iago' | 'hamlet' | 'othello', TestClient> = {} as never;
beforeAll(async () => {
  t = await startTestServer();
  c.iago = await t.as('iago@example.com');
  c.hamlet = await t.as('hamlet@example.com');
  c.othello = await t.as('othello@example.com');
  // A private channel Iago is not in (never_subscribed for him), and one Hamlet left.
  const made = await c.hamlet.post('/users/me/subscriptions', {
    subscriptions: [{ name: 'hamlet-private' }],
    invite_only: true,
  });
  expect(made.status).toBe(200);
  const left = await c.hamlet.delete('/users/me/subscriptions', { subscriptions: ['Denmark'] });
  expect(left.status).toBe(200);
});
afterAll(() => t.close());

async function register(who: TestClient, include_subscribers: boolean | 'partial') {
  const res = await who.post('/register', {
    fetch_event_types: ['subscription', 'stream'],
    include_subscribers,
  });
  expect(res.status).toBe(200);
  return res.body as Record<(typeof CHANNEL_KEYS)[number] | 'streams', Channel[]>;
}

/** Every channel object of a register as [key, channel name, subscriber_count]. */
const counts = (state: Record<string, Channel[]>, keys: readonly string[] = CHANNEL_KEYS) =>
  keys.flatMap((k) => (state[k] ?? []).map((s) => [k, s.name, s.subscriber_count] as const));

/** The same rows with each count the length of the channel's list in `withLists`. */
function listLengths(state: Record<string, Channel[]>, withLists: Record<string, Channel[]>) {
  const byId = new Map(CHANNEL_KEYS.flatMap((k) => withLists[k]!).map((s) => [s.stream_id, s]));
  return CHANNEL_KEYS.flatMap((k) =>
    state[k]!.map((s) => [k, s.name, byId.get(s.stream_id)?.subscribers?.length] as const),
  );
}

/** Each channel's count by ID, as Iago's register (include_subscribers false) says. */
async function registerCounts(who: TestClient = c.iago): Promise<Map<number, number>> {
  const state = await register(who, false);
  return new Map(
    CHANNEL_KEYS.flatMap((k) => state[k]).map((s) => [s.stream_id, s.subscriber_count]),
  );
}

describe('subscriber_count in POST /register', () => {
  it.each(['iago', 'hamlet', 'othello'] as const)(
    "%s: every channel's count is its subscriber list's length, whatever include_subscribers",
    async (who) => {
      const withLists = await register(c[who], true);
      const expected = listLengths(withLists, withLists);
      // Each key has a channel for someone, and the lists are all there to compare with.
      expect(expected.every(([, , n]) => typeof n === 'number')).toBe(true);
      for (const include of [false, true, 'partial'] as const) {
        expect(counts(await register(c[who], include)), `include_subscribers ${include}`).toEqual(
          expected,
        );
      }
    },
  );

  it('has channels in every key among the users above', async () => {
    expect((await register(c.iago, false)).never_subscribed.map((s) => s.name)).toContain(
      'hamlet-private',
    );
    expect((await register(c.hamlet, false)).unsubscribed.map((s) => s.name)).toEqual(['Denmark']);
  });

  it('`streams` carries the same counts as the other keys', async () => {
    const state = await register(c.iago, false);
    const byId = await registerCounts();
    expect(state.streams.length).toBe(byId.size);
    for (const s of state.streams)
      expect([s.name, s.subscriber_count]).toEqual([s.name, byId.get(s.stream_id)]);
  });
});

describe('who counts', () => {
  it('a deactivated user does not, and counts again once reactivated', async () => {
    const othello = t.userId('othello@example.com');
    const verona = t.streamId('Verona');
    const before = await registerCounts();
    const withLists = await register(c.iago, true);
    expect(withLists.subscriptions.find((s) => s.stream_id === verona)?.subscribers).toContain(
      othello,
    );
    expect((await c.iago.delete(`/users/${othello}`)).status).toBe(200);
    const after = await registerCounts();
    expect(after.get(verona)).toBe(before.get(verona)! - 1);
    // Only the channels Othello was subscribed to changed, each by one.
    const othelloIn = new Set(
      withLists.subscriptions
        .concat(withLists.never_subscribed, withLists.unsubscribed)
        .filter((s) => s.subscribers?.includes(othello))
        .map((s) => s.stream_id),
    );
    for (const [id, n] of before) expect(after.get(id)).toBe(othelloIn.has(id) ? n - 1 : n);
    expect((await c.iago.get(`/streams/${verona}`)).body.stream.subscriber_count).toBe(
      before.get(verona)! - 1,
    );
    expect((await c.iago.post(`/users/${othello}/reactivate`)).status).toBe(200);
    expect(await registerCounts()).toEqual(before);
  });

  it('a bot does', async () => {
    const bot = t.userId(NOTIFICATION_BOT_EMAIL);
    const verona = t.streamId('Verona');
    const before = (await registerCounts()).get(verona)!;
    const res = await c.iago.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Verona' }],
      principals: [bot],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await registerCounts()).get(verona)).toBe(before + 1);
    const lists = await register(c.iago, true);
    const entry = lists.subscriptions.find((s) => s.stream_id === verona)!;
    expect(entry.subscribers).toContain(bot);
    expect(entry.subscriber_count).toBe(entry.subscribers!.length);
  });
});

describe('subscriber_count in the other channel endpoints', () => {
  it('GET /streams and GET /streams/{id} carry the register counts', async () => {
    const expected = await registerCounts();
    const res = await c.iago.get('/streams', { include_all: true });
    expect(res.status).toBe(200);
    const listed = res.body.streams as Channel[];
    expect(listed.length).toBe(expected.size);
    for (const s of listed) {
      const one = (await c.iago.get(`/streams/${s.stream_id}`)).body.stream as Channel;
      expect([s.name, s.subscriber_count, one.subscriber_count]).toEqual([
        s.name,
        expected.get(s.stream_id),
        expected.get(s.stream_id),
      ]);
    }
  });

  it.each([false, true])(
    'GET /users/me/subscriptions (include_subscribers %s) carries the register counts',
    async (include_subscribers) => {
      const expected = await registerCounts(c.hamlet);
      const res = await c.hamlet.get('/users/me/subscriptions', { include_subscribers });
      expect(res.status).toBe(200);
      const subs = res.body.subscriptions as Channel[];
      expect(subs.length).toBeGreaterThan(0);
      for (const s of subs) {
        expect([s.name, s.subscriber_count]).toEqual([s.name, expected.get(s.stream_id)]);
        if (include_subscribers) expect(s.subscriber_count).toBe(s.subscribers!.length);
      }
    },
  );
});

describe('subscriber_count in events', () => {
  it('subscription add carries the count after the subscription', async () => {
    const hamlet = await listen(c.hamlet, { event_types: ['subscription'] });
    const res = await c.iago.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Denmark' }],
      principals: [t.userId('hamlet@example.com')],
    });
    expect(res.status).toBe(200);
    const add = (await hamlet.events()).find((e) => e.type === 'subscription' && e.op === 'add')!;
    const [sub] = add.subscriptions as Channel[];
    const now = await registerCounts();
    expect(sub!.subscriber_count).toBe(now.get(sub!.stream_id));
    expect(sub!.subscriber_count).toBe(sub!.subscribers!.length);
  });

  it('stream create carries the count before the new subscribers, whom peer_add then adds', async () => {
    const othello = await listen(c.othello, { event_types: ['stream', 'subscription'] });
    const iago = await listen(c.iago, { event_types: ['stream', 'subscription'] });
    const principals = [t.userId('iago@example.com'), t.userId('hamlet@example.com')];
    const res = await c.iago.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'counted from zero' }],
      principals,
    });
    expect(res.status).toBe(200);
    const id = t.streamId('counted from zero');
    const seen = await othello.events();
    const create = seen.find((e) => e.type === 'stream' && e.op === 'create')!;
    expect(create.streams.map((s: Channel) => [s.stream_id, s.subscriber_count])).toEqual([
      [id, 0],
    ]);
    const peerAdd = seen.find((e) => e.type === 'subscription' && e.op === 'peer_add')!;
    expect(seen.indexOf(peerAdd)).toBeGreaterThan(seen.indexOf(create));
    expect(peerAdd.user_ids).toEqual(principals);
    // What Othello adds up is what a register says now.
    expect((await registerCounts()).get(id)).toBe(0 + peerAdd.user_ids.length);
    const mine = (await iago.events()).find((e) => e.type === 'subscription' && e.op === 'add')!;
    expect(mine.subscriptions.map((s: Channel) => [s.stream_id, s.subscriber_count])).toEqual([
      [id, 2],
    ]);
  });

  it('a channel made public: those who newly see it get it counted before the peer_add that names its subscribers', async () => {
    const principals = [t.userId('hamlet@example.com'), t.userId('iago@example.com')];
    const made = await c.hamlet.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'going public' }],
      invite_only: true,
      principals,
    });
    expect(made.status).toBe(200);
    const id = t.streamId('going public');
    const othello = await listen(c.othello, { event_types: ['stream', 'subscription'] });
    expect((await c.hamlet.patch(`/streams/${id}`, { is_private: false })).status).toBe(200);
    const seen = await othello.events();
    const create = seen.find((e) => e.type === 'stream' && e.op === 'create')!;
    const peerAdd = seen.find((e) => e.type === 'subscription' && e.op === 'peer_add')!;
    expect(seen.indexOf(peerAdd)).toBeGreaterThan(seen.indexOf(create));
    // What Othello adds up is what his register says now.
    const counted = create.streams[0].subscriber_count + peerAdd.user_ids.length;
    expect(counted).toBe((await registerCounts(c.othello)).get(id));
    expect(counted).toBe(2);
  });
});
