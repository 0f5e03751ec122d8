import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkEvent, checkResponse } from '../../tests/openapi-validator';
import { type Listener, listen } from '../testing/events';
import { U } from '../testing/message-helpers';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';

let t: TestServer;
let iago: TestClient;
let othello: TestClient;
let hamlet: TestClient;
let atIago: Listener;
let clock: number;
beforeAll(async () => {
  t = await startTestServer();
  clock = t.server.services.now() + 5;
  t.server.services.now = () => clock;
  iago = await t.as('iago@example.com');
  othello = await t.as('othello@example.com');
  hamlet = await t.as('hamlet@example.com');
  atIago = await listen(iago, { slim_presence: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await atIago.events();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Body = Record<string, any>;
const ok = (method: string, template: string, r: { status: number; body: unknown }): Body => {
  expect(r.body).toMatchObject({ result: 'success' });
  expect(checkResponse(method, template, r.status, r.body)).toBeNull();
  return r.body as Body;
};
const ping = async (c: TestClient, params: Record<string, unknown>) =>
  ok('POST', '/users/me/presence', await c.post('/users/me/presence', params));
const checked = (events: Body[]) => {
  for (const e of events) expect(checkEvent(e as { type: string })).toBeNull();
  return events;
};

describe('POST /users/me/presence', () => {
  it('records an active user; everyone hears once that they came online', async () => {
    const body = await ping(othello, {
      status: 'active',
      new_user_input: true,
      last_update_id: -1,
    });
    expect(body.presences[U.othello]).toEqual({ active_timestamp: clock, idle_timestamp: clock });
    expect(body.server_timestamp).toBe(clock);
    expect(checked(await atIago.events())).toEqual([
      {
        id: expect.any(Number),
        type: 'presence',
        user_id: U.othello,
        email: 'othello@example.com',
        server_timestamp: clock,
        presence: {
          website: { client: 'website', status: 'active', timestamp: clock, pushable: false },
        },
      },
    ]);
    clock += 60;
    expect(await ping(othello, { status: 'active', ping_only: true })).toEqual({
      result: 'success',
      msg: '',
    });
    expect(await atIago.events()).toEqual([]);
  });

  it('answers, after last_update_id, only the users whose presence changed', async () => {
    const first = await ping(iago, { status: 'active', last_update_id: -1 });
    // The demo's recent people, and no one older than 14 days (Prospero was 5 days ago).
    expect(Object.keys(first.presences).map(Number).sort()).toEqual(
      [U.desdemona, U.iago, U.shiva, U.hamlet, U.othello, U.cordelia, U.prospero].sort(),
    );
    const since = first.presence_last_update_id;
    clock += 30;
    await ping(hamlet, { status: 'idle', ping_only: true });
    const next = await ping(iago, { status: 'idle', last_update_id: since });
    expect(Object.keys(next.presences).map(Number).sort()).toEqual([U.iago, U.hamlet]);
    expect(next.presences[U.hamlet].idle_timestamp).toBe(clock);
    expect(next.presences[U.hamlet].active_timestamp).toBeLessThan(clock - 3 * 3600 + 10);
    expect(next.presences[U.iago]).toEqual({
      active_timestamp: clock - 30,
      idle_timestamp: clock,
    });
    expect(next.presence_last_update_id).toBe(since + 2);
  });

  it('limits a first fetch to history_limit_days', async () => {
    const recent = await ping(iago, {
      status: 'active',
      last_update_id: -1,
      history_limit_days: 1,
    });
    expect(recent.presences[U.shiva]).toBeUndefined();
    expect(recent.presences[U.hamlet]).toBeDefined();
  });

  it('answers in the legacy shape, by email, without last_update_id or slim_presence', async () => {
    const body = await ping(iago, { status: 'active' });
    expect(body.presences['othello@example.com']).toEqual({
      website: { client: 'website', status: 'active', timestamp: clock - 30, pushable: false },
      aggregated: { client: 'website', status: 'active', timestamp: clock - 30 },
    });
    const slim = await ping(iago, { status: 'active', slim_presence: true });
    expect(slim.presences[U.othello]).toBeDefined();
  });

  it.each([
    [{ status: 'away' }, 'Invalid status: away'],
    [{}, "Missing 'status' argument"],
  ])('refuses %j', async (params, msg) => {
    const r = await iago.post('/users/me/presence', params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg });
  });
});

describe('GET presence', () => {
  it('/realm/presence: everyone recent, legacy shape', async () => {
    const body = ok('GET', '/realm/presence', await iago.get('/realm/presence'));
    expect(body.presences['hamlet@example.com'].aggregated.status).toBe('idle');
    expect(body.server_timestamp).toBe(clock);
  });

  it.each([String(U.othello), 'othello@example.com'])('/users/%s/presence', async (who) => {
    const body = ok(
      'GET',
      '/users/{user_id_or_email}/presence',
      await iago.get(`/users/${who}/presence`),
    );
    const status = { status: 'active', timestamp: clock - 30 };
    expect(body.presence).toEqual({ website: status, aggregated: status });
  });

  it('refuses a user without presence data, and bots', async () => {
    const none = await iago.get(`/users/${U.polonius}/presence`);
    expect(none.body).toMatchObject({ msg: `No presence data for ${U.polonius}` });
    const bot = await iago.get(`/users/${U.bot}/presence`);
    expect(bot.body).toMatchObject({ msg: 'Presence is not supported for bot users.' });
  });
});

describe('register', () => {
  it('has presences by ID with slim_presence, by email without, and the statuses', async () => {
    const slim = (await listen(iago, { slim_presence: true })).state;
    expect(checkResponse('POST', '/register', 200, slim)).toBeNull();
    expect(slim.presences[U.othello]).toEqual({
      active_timestamp: clock - 30,
      idle_timestamp: clock - 30,
    });
    expect(slim.presence_last_update_id).toBeGreaterThan(0);
    expect(slim.server_timestamp).toBe(clock);
    expect(slim.server_presence_offline_threshold_seconds).toBe(140);
    expect(slim.server_presence_ping_interval_seconds).toBe(60);
    expect(slim.user_status[U.hamlet]).toEqual({
      status_text: 'In a meeting',
      emoji_name: 'calendar',
      emoji_code: '1f4c6',
      reaction_type: 'unicode_emoji',
    });
    const legacy = (await listen(iago, { fetch_event_types: ['presence'] })).state;
    expect(legacy.presences['othello@example.com'].aggregated.status).toBe('active');
  });

  it('scales the heartbeat to --presence-offline-seconds', async () => {
    const short = await startTestServer({ presenceOfflineSeconds: 14 });
    try {
      const state = (await listen(await short.as('iago@example.com'))).state;
      expect(state.server_presence_offline_threshold_seconds).toBe(14);
      expect(state.server_presence_ping_interval_seconds).toBe(6);
    } finally {
      await short.close();
    }
  });
});

describe('POST /users/me/status', () => {
  const status = async (c: TestClient, params: Record<string, unknown>) =>
    ok('POST', '/users/me/status', await c.post('/users/me/status', params));

  it('sets text and emoji (looked up by name); everyone hears what was given', async () => {
    await status(othello, { status_text: 'Out sick', emoji_name: 'sick' });
    expect(checked(await atIago.events())).toEqual([
      {
        id: expect.any(Number),
        type: 'user_status',
        user_id: U.othello,
        status_text: 'Out sick',
        emoji_name: 'sick',
        emoji_code: '1f912',
        reaction_type: 'unicode_emoji',
      },
    ]);
    await status(othello, { status_text: 'Out sick until Monday' });
    const [event] = checked(await atIago.events());
    expect(event).toEqual({
      id: expect.any(Number),
      type: 'user_status',
      user_id: U.othello,
      status_text: 'Out sick until Monday',
    });
    const state = (await listen(iago, { fetch_event_types: ['user_status'] })).state;
    expect(state.user_status[U.othello]).toEqual({
      status_text: 'Out sick until Monday',
      emoji_name: 'sick',
      emoji_code: '1f912',
      reaction_type: 'unicode_emoji',
    });
  });

  it('clears with empty values, and the register no longer lists the user', async () => {
    await status(othello, { status_text: '', emoji_name: '' });
    const [event] = checked(await atIago.events());
    expect(event).toMatchObject({ status_text: '', emoji_name: '', emoji_code: '' });
    const state = (await listen(iago, { fetch_event_types: ['user_status'] })).state;
    expect(state.user_status[U.othello]).toBeUndefined();
  });

  it.each([
    [{}, 'Client did not pass any new values.'],
    [{ status_text: 'x'.repeat(61) }, 'status_text is too long (limit: 60 characters)'],
    [{ emoji_name: 'no_such_emoji' }, "Emoji 'no_such_emoji' does not exist"],
    [
      { emoji_name: 'car', emoji_code: '1f912', reaction_type: 'unicode_emoji' },
      'Invalid emoji name.',
    ],
  ])('refuses %j', async (params, msg) => {
    const r = await othello.post('/users/me/status', params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg });
  });
});

describe('presence_enabled', () => {
  it('off: others see the user offline at once and no longer hear of them; on: active', async () => {
    ok('PATCH', '/settings', await othello.patch('/settings', { presence_enabled: false }));
    const off = checked(await atIago.events());
    expect(off).toEqual([
      expect.objectContaining({
        type: 'presence',
        user_id: U.othello,
        presence: {
          website: { client: 'website', status: 'idle', timestamp: clock - 260, pushable: false },
        },
      }),
      { id: expect.any(Number), type: 'user_status', user_id: U.othello, away: true },
    ]);
    clock += 300;
    await ping(othello, { status: 'active', ping_only: true });
    const state = (await listen(iago, { slim_presence: true })).state;
    expect(state.presences[U.othello]).toEqual({ idle_timestamp: clock - 300 - 260 });
    expect(state.user_status[U.othello]).toEqual({ away: true });
    expect(await atIago.events()).toEqual([]);

    // The deprecated `away` of POST /users/me/status is the same setting.
    ok('POST', '/users/me/status', await othello.post('/users/me/status', { away: false }));
    const on = checked(await atIago.events());
    expect(on).toEqual([
      expect.objectContaining({
        type: 'presence',
        presence: {
          website: { client: 'website', status: 'active', timestamp: clock, pushable: false },
        },
      }),
      { id: expect.any(Number), type: 'user_status', user_id: U.othello, away: false },
    ]);
  });
});
