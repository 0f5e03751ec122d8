import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../testing/events';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let t: TestServer;
let hamlet: TestClient;
let othello: TestClient;
beforeAll(async () => {
  t = await startTestServer({ heartbeatSeconds: 1 });
  hamlet = await t.as('hamlet@example.com');
  othello = await t.as('othello@example.com');
});
afterAll(() => t.close());

const typing = (client: TestClient, to: number[], op = 'start') =>
  client.post('/typing', { op, to });

describe('GET /events', () => {
  it('answers dont_block at once with what is queued, even nothing', async () => {
    const l = await listen(hamlet);
    expect(l.lastEventId).toBe(-1);
    const res = await hamlet.get('/events', {
      queue_id: l.queueId,
      last_event_id: -1,
      dont_block: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', msg: '', events: [] });
  });

  it('holds a blocking poll until an event arrives, then answers with it and the queue_id', async () => {
    const l = await listen(hamlet);
    const started = Date.now();
    const poll = hamlet.get('/events', { queue_id: l.queueId, last_event_id: -1 });
    await new Promise((r) => setTimeout(r, 200));
    await typing(othello, [hamlet.userId!]);
    const res = await poll;
    expect(Date.now() - started).toBeLessThan(900);
    expect(res.body.queue_id).toBe(l.queueId);
    expect(res.body.events).toEqual([
      {
        id: 0,
        type: 'typing',
        op: 'start',
        message_type: 'direct',
        sender: { user_id: othello.userId, email: 'othello@example.com' },
        recipients: [
          { user_id: hamlet.userId, email: 'hamlet@example.com' },
          { user_id: othello.userId, email: 'othello@example.com' },
        ].sort((a, b) => a.user_id! - b.user_id!),
      },
    ]);
  });

  it('sends a heartbeat when nothing happens for the heartbeat interval, whatever event_types says', async () => {
    const l = await listen(hamlet, { event_types: ['message'] });
    const started = Date.now();
    const res = await hamlet.get('/events', { queue_id: l.queueId, last_event_id: -1 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(2500);
    expect(res.body.events).toEqual([{ id: 0, type: 'heartbeat' }]);
  });

  it('acknowledges with last_event_id: events up to it are pruned, IDs keep increasing', async () => {
    const l = await listen(hamlet);
    await typing(othello, [hamlet.userId!]);
    await typing(othello, [hamlet.userId!], 'stop');
    const first = await hamlet.get('/events', {
      queue_id: l.queueId,
      last_event_id: -1,
      dont_block: true,
    });
    expect(first.body.events.map((e: { id: number }) => e.id)).toEqual([0, 1]);
    const again = await hamlet.get('/events', {
      queue_id: l.queueId,
      last_event_id: 0,
      dont_block: true,
    });
    expect(again.body.events.map((e: { id: number; op: string }) => [e.id, e.op])).toEqual([
      [1, 'stop'],
    ]);
    await typing(othello, [hamlet.userId!]);
    const later = await hamlet.get('/events', {
      queue_id: l.queueId,
      last_event_id: 1,
      dont_block: true,
    });
    expect(later.body.events.map((e: { id: number }) => e.id)).toEqual([2]);
    const stale = await hamlet.get('/events', {
      queue_id: l.queueId,
      last_event_id: 0,
      dont_block: true,
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({
      code: 'BAD_REQUEST',
      msg: 'An event newer than 0 has already been pruned!',
    });
  });

  it('requires last_event_id with queue_id', async () => {
    const l = await listen(hamlet);
    const res = await hamlet.get('/events', { queue_id: l.queueId, dont_block: true });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe("Missing 'last_event_id' argument");
  });

  it('answers an unknown queue with 400 BAD_EVENT_QUEUE_ID naming it', async () => {
    const res = await hamlet.get('/events', { queue_id: 'no-such-queue', last_event_id: -1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      result: 'error',
      msg: 'Bad event queue ID: no-such-queue',
      code: 'BAD_EVENT_QUEUE_ID',
      queue_id: 'no-such-queue',
    });
  });

  it("refuses another user's queue as BAD_EVENT_QUEUE_ID, leaving it intact", async () => {
    const l = await listen(hamlet);
    const res = await othello.get('/events', {
      queue_id: l.queueId,
      last_event_id: -1,
      dont_block: true,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID', queue_id: l.queueId });
    expect((await othello.delete('/events', { queue_id: l.queueId })).status).toBe(400);
    expect((await l.drain()).length).toBe(0);
  });

  it('expires a queue with no poll after queue_lifespan_secs', async () => {
    const l = await listen(hamlet, { queue_lifespan_secs: 1 });
    await new Promise((r) => setTimeout(r, 1200));
    const res = await hamlet.get('/events', {
      queue_id: l.queueId,
      last_event_id: -1,
      dont_block: true,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID', queue_id: l.queueId });
  });

  it('keeps a queue alive while a poll is connected, beyond its lifespan', async () => {
    const l = await listen(hamlet, { queue_lifespan_secs: 1 });
    const res = await hamlet.get('/events', { queue_id: l.queueId, last_event_id: -1 });
    expect(res.body.events).toEqual([{ id: 0, type: 'heartbeat' }]);
    const next = await hamlet.get('/events', {
      queue_id: l.queueId,
      last_event_id: 0,
      dont_block: true,
    });
    expect(next.status).toBe(200);
  });

  it('ends an outstanding poll when a new poll arrives on the same queue', async () => {
    const l = await listen(hamlet);
    const old = hamlet.get('/events', { queue_id: l.queueId, last_event_id: -1 });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const newer = hamlet.get('/events', { queue_id: l.queueId, last_event_id: -1 });
    const oldRes = await old;
    expect(Date.now() - started).toBeLessThan(500);
    expect(oldRes.body).toMatchObject({ result: 'success', events: [] });
    await typing(othello, [hamlet.userId!]);
    const newRes = await newer;
    expect(newRes.body.events.map((e: { type: string }) => e.type)).toEqual(['typing']);
  });

  it('DELETE /events removes the queue; polling it afterwards is BAD_EVENT_QUEUE_ID', async () => {
    const l = await listen(hamlet);
    const del = await hamlet.delete('/events', { queue_id: l.queueId });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ result: 'success', msg: '' });
    const res = await hamlet.get('/events', { queue_id: l.queueId, last_event_id: -1 });
    expect(res.body.code).toBe('BAD_EVENT_QUEUE_ID');
    const again = await hamlet.delete('/events', { queue_id: l.queueId });
    expect(again.body).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID', queue_id: l.queueId });
  });
});

describe('POST /register and the queue', () => {
  it('returns queue_id and last_event_id -1 with the state, and refuses an unsupported narrow', async () => {
    const l = await listen(hamlet, { fetch_event_types: ['realm'] });
    expect(l.state).toMatchObject({ queue_id: expect.any(String), last_event_id: -1 });
    expect(l.state.realm_name).toBe('Parley Dev');
    expect(l.state).not.toHaveProperty('realm_users');
    const bad = await hamlet.post('/register', { narrow: [['search', 'x']] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Operator search not supported.' });
  });

  it('fetch_event_types defaults to event_types; null event_types means every key', async () => {
    const only = await listen(hamlet, { event_types: ['realm_user'] });
    expect(only.state).toHaveProperty('realm_users');
    expect(only.state).not.toHaveProperty('realm_name');
    const all = await listen(hamlet);
    for (const key of ['realm_name', 'realm_users', 'subscriptions', 'max_message_id', 'streams']) {
      expect(all.state).toHaveProperty(key);
    }
  });
});

describe('POST /register adapts to client capabilities', () => {
  it('sends user_settings, and the legacy top-level keys only without user_settings_object', async () => {
    const modern = await listen(hamlet, {
      fetch_event_types: ['user_settings', 'update_display_settings'],
    });
    expect(modern.state.user_settings).toHaveProperty('enter_sends');
    expect(modern.state).not.toHaveProperty('enter_sends');
    const legacy = await listen(hamlet, {
      fetch_event_types: [
        'user_settings',
        'update_display_settings',
        'update_global_notifications',
      ],
      client_capabilities: {},
    });
    expect(legacy.state).toHaveProperty('enter_sends');
    expect(legacy.state).toHaveProperty('enable_sounds');
  });

  it('returns realm_linkifiers empty without linkifier_url_template', async () => {
    const without = await listen(hamlet, {
      fetch_event_types: ['realm_linkifiers'],
      client_capabilities: {},
    });
    expect(without.state.realm_linkifiers).toEqual([]);
    const withCap = await listen(hamlet, { fetch_event_types: ['realm_linkifiers'] });
    expect(withCap.state.realm_linkifiers.length).toBeGreaterThan(0);
  });
});
