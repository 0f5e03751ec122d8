// POST /register's parts that large organizations change: include_subscribers true, false and
// "partial", what it leaves out fetched on demand, and each channel's activity kept current.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroupMembers } from '../db/groups';
import { upsertSubscription } from '../db/streams';
import { getUserById, insertUser } from '../db/users';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';
import { PARTIAL_SUBSCRIBERS_MAX } from './channel-state';
import { ROLE } from './system-groups';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  iago = await t.as('iago@example.com');
  hamlet = await t.as('hamlet@example.com');
});
afterAll(() => t.close());

type Channel = Record<string, unknown> & { stream_id: number };

/** Every channel of a register answer, by ID. */
async function registerChannels(c: TestClient, params: Record<string, unknown>) {
  const res = await c.post('/register', { fetch_event_types: ['subscription'], ...params });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const all: Channel[] = [
    ...res.body.subscriptions,
    ...res.body.unsubscribed,
    ...res.body.never_subscribed,
  ];
  return new Map(all.map((s) => [s.stream_id, s]));
}

/** People straight into the database: quiet ones, who never write (or bots). */
function addPeople(n: number, prefix: string, isBot = false): number[] {
  const db = t.server.services.db;
  return Array.from({ length: n }, (_, i) =>
    insertUser(db, {
      email: `${prefix}${i}@example.com`,
      full_name: `${prefix} ${i}`,
      role: ROLE.member,
      api_key: `${prefix}-key-${i}`.padEnd(32, 'x'),
      password_hash: null,
      date_joined: 1_700_000_000,
      is_bot: isBot,
      bot_type: isBot ? 1 : null,
    }),
  );
}

describe('include_subscribers', () => {
  it('false leaves every list out; each is there on demand, as true lists it', async () => {
    const full = await registerChannels(iago, { include_subscribers: true });
    const none = await registerChannels(iago, { include_subscribers: false });
    expect([...none.keys()]).toEqual([...full.keys()]);
    for (const [id, s] of none) {
      expect(s).not.toHaveProperty('subscribers');
      expect(s).not.toHaveProperty('partial_subscribers');
      const listed = full.get(id)!.subscribers as number[];
      const members = await iago.get(`/streams/${id}/members`);
      expect(members.status).toBe(200);
      expect([...members.body.subscribers].sort((a, b) => a - b)).toEqual(listed);
    }
  });

  it('"partial" gives channels under the limit their whole list', async () => {
    const full = await registerChannels(iago, { include_subscribers: true });
    const partial = await registerChannels(iago, { include_subscribers: 'partial' });
    expect([...partial.keys()]).toEqual([...full.keys()]);
    for (const [id, s] of partial) {
      expect(s).not.toHaveProperty('partial_subscribers');
      expect(s.subscribers).toEqual(full.get(id)!.subscribers);
    }
  });

  it('"partial" gives a larger channel its bots and recently active people only', async () => {
    const db = t.server.services.db;
    const denmark = t.streamId('Denmark');
    const sent = await hamlet.post('/messages', {
      type: 'stream',
      to: 'Denmark',
      topic: 'partial',
      content: 'still here',
    });
    expect(sent.status).toBe(200);
    const quiet = addPeople(PARTIAL_SUBSCRIBERS_MAX, 'quiet');
    const bots = addPeople(2, 'partial-bot', true);
    for (const id of [...quiet, ...bots]) upsertSubscription(db, id, denmark, '#76ce90');

    const full = (await registerChannels(iago, { include_subscribers: true })).get(denmark)!;
    const all = full.subscribers as number[];
    expect(all.length).toBeGreaterThanOrEqual(PARTIAL_SUBSCRIBERS_MAX);
    const partial = await registerChannels(iago, { include_subscribers: 'partial' });
    const channel = partial.get(denmark)!;
    expect(channel).not.toHaveProperty('subscribers');
    const some = channel.partial_subscribers as number[];
    expect(some).toContain(hamlet.userId);
    for (const id of bots) expect(some).toContain(id);
    for (const id of quiet) expect(some).not.toContain(id);
    for (const id of some) expect(all).toContain(id);
    // One of the quiet people writes: listed from the next register on.
    for (const g of ['role:everyone', 'role:members', 'role:fullmembers']) {
      addGroupMembers(db, t.systemGroupId(g), [quiet[0]!]);
    }
    const talker = await t.as('quiet0@example.com');
    const spoke = await talker.post('/messages', {
      type: 'stream',
      to: 'Denmark',
      topic: 'partial',
      content: 'hello at last',
    });
    expect(spoke.status, JSON.stringify(spoke.body)).toBe(200);
    const next = (await registerChannels(iago, { include_subscribers: 'partial' })).get(denmark)!;
    expect(next.partial_subscribers).toEqual([...some, quiet[0]!].sort((a, b) => a - b));
    // The other channels are small: whole lists still.
    for (const [id, s] of partial) if (id !== denmark) expect(s).toHaveProperty('subscribers');
    // The whole list on demand.
    const members = await iago.get(`/streams/${denmark}/members`);
    expect([...members.body.subscribers].sort((a, b) => a - b)).toEqual(all);
  });

  it('someone silent for more than 14 days leaves the partial lists once the hour is over', async () => {
    const denmark = t.streamId('Denmark');
    const before = (await registerChannels(iago, { include_subscribers: 'partial' })).get(denmark)!;
    expect(before.partial_subscribers).toContain(hamlet.userId);
    const services = t.server.services;
    const now = services.now;
    services.now = () => now() + 15 * 86400;
    try {
      const later = (await registerChannels(iago, { include_subscribers: 'partial' })).get(
        denmark,
      )!;
      expect(later.partial_subscribers).not.toContain(hamlet.userId);
      // Bots stay, active or not.
      const bots = (before.partial_subscribers as number[]).filter(
        (id) => getUserById(services.db, id)?.is_bot === 1,
      );
      expect(bots.length).toBeGreaterThan(0);
      for (const id of bots) expect(later.partial_subscribers).toContain(id);
    } finally {
      services.now = now;
    }
  });

  it('a value other than true, false or "partial" is refused', async () => {
    const res = await iago.post('/register', { include_subscribers: 'some' });
    expect(res.status).toBe(400);
  });
});

describe('people left out of register are there on demand', () => {
  it('realm_users is the same list with or without user_list_incomplete (everyone may see everyone here), and each person is at GET /users/{id}', async () => {
    const polonius = await t.as('polonius@example.com');
    for (const c of [iago, polonius]) {
      const users = async (capable: boolean) =>
        (
          await c.post('/register', {
            fetch_event_types: ['realm_user'],
            client_capabilities: { user_list_incomplete: capable },
          })
        ).body.realm_users as { user_id: number }[];
      const complete = await users(false);
      expect(await users(true)).toEqual(complete);
      const everyone = await c.get('/users');
      const active = (everyone.body.members as { user_id: number; is_active: boolean }[]).filter(
        (u) => u.is_active,
      );
      expect(complete.map((u) => u.user_id).sort((a, b) => a - b)).toEqual(
        active.map((u) => u.user_id).sort((a, b) => a - b),
      );
      const one = await c.get(`/users/${complete[0]!.user_id}`);
      expect(one.body.user.user_id).toBe(complete[0]!.user_id);
    }
  });

  it('realm_users follows every change to a person: name, profile, own address', async () => {
    const users = async (c: TestClient) =>
      new Map(
        (
          (await c.post('/register', { fetch_event_types: ['realm_user'] })).body.realm_users as {
            user_id: number;
            full_name: string;
            delivery_email: string | null;
            profile_data: Record<string, { value: unknown }>;
          }[]
        ).map((u) => [u.user_id, u]),
      );
    const othello = await t.as('othello@example.com');
    const before = await users(iago);
    const pronouns = (
      (await iago.get('/realm/profile_fields')).body.custom_fields as { id: number; name: string }[]
    ).find((f) => f.name === 'Pronouns')!.id;
    expect((await othello.patch('/settings', { full_name: 'Othello, renamed' })).status).toBe(200);
    const patched = await othello.patch('/users/me/profile_data', {
      data: [{ id: pronouns, value: 'he/him, still' }],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const after = await users(iago);
    const o = othello.userId!;
    expect(before.get(o)!.full_name).not.toBe('Othello, renamed');
    expect(after.get(o)!.full_name).toBe('Othello, renamed');
    expect(after.get(o)!.profile_data[String(pronouns)]!.value).toBe('he/him, still');
    // Each viewer sees their own address, whatever the others see.
    expect((await users(othello)).get(o)!.delivery_email).toBe('othello@example.com');
    expect((await users(iago)).get(iago.userId!)!.delivery_email).toBe('iago@example.com');
  });

  it('a deactivated person is in realm_non_active_users and in GET /users, inactive', async () => {
    const cordelia = t.userId('cordelia@example.com');
    expect((await iago.delete(`/users/${cordelia}`)).status).toBe(200);
    const state = (await iago.post('/register', { fetch_event_types: ['realm_user'] })).body;
    const ids = (list: { user_id: number }[]) => list.map((u) => u.user_id);
    expect(ids(state.realm_users)).not.toContain(cordelia);
    expect(ids(state.realm_non_active_users)).toContain(cordelia);
    const listed = (await iago.get('/users')).body.members.find(
      (u: { user_id: number }) => u.user_id === cordelia,
    );
    expect(listed.is_active).toBe(false);
    expect((await iago.get(`/users/${cordelia}`)).body.user.is_active).toBe(false);
  });
});

describe("a channel's activity in register", () => {
  it('counts a message in weekly traffic at once, and follows its first message when deleted', async () => {
    const before = (await registerChannels(iago, {})).get(t.streamId('Verona'))!;
    await iago.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'traffic',
      content: 'one',
    });
    const after = (await registerChannels(iago, {})).get(t.streamId('Verona'))!;
    expect(after.stream_weekly_traffic).toBe((before.stream_weekly_traffic as number) + 1);

    const created = await iago.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Fresh' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const fresh = t.streamId('Fresh');
    const send = (content: string) =>
      iago.post('/messages', { type: 'stream', to: 'Fresh', topic: 't', content });
    const first = (await send('first')).body.id as number;
    const second = (await send('second')).body.id as number;
    const firstOf = async () =>
      (await registerChannels(iago, {})).get(fresh)!.first_message_id as number | null;
    expect(await firstOf()).toBe(first);
    expect((await iago.delete(`/messages/${first}`)).status).toBe(200);
    expect(await firstOf()).toBe(second);
  });
});
