import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEvent, checkResponse } from '../../../tests/openapi-validator';
import { type AnyEvent, type Listener, listen } from '../../testing/events';
import { sendTo, U } from '../../testing/message-helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let t: TestServer;
let hamlet: TestClient;
let othello: TestClient;
let iago: TestClient;
let atHamlet: Listener;
let atOthello: Listener;
beforeAll(async () => {
  t = await startTestServer({ testingClock: true });
  hamlet = await t.as('hamlet@example.com');
  othello = await t.as('othello@example.com');
  iago = await t.as('iago@example.com');
  atHamlet = await listen(hamlet);
  atOthello = await listen(othello);
});
afterAll(() => t.close());

/** The server's time now (moved by the testing clock). */
const serverNow = async () => (await advance(0)).now as number;
async function advance(seconds: number) {
  const r = await fetch(`${t.url}/testing/clock`, {
    method: 'POST',
    body: new URLSearchParams({ advance_seconds: String(seconds) }),
  });
  return (await r.json()) as { now: number; delivered: number };
}

const valid = (events: AnyEvent[]) => {
  for (const e of events) expect(checkEvent(e), JSON.stringify(e)).toBeNull();
  return events;
};

async function schedule(c: TestClient, params: Record<string, unknown>) {
  const r = await c.post('/scheduled_messages', params);
  expect(checkResponse('POST', '/scheduled_messages', r.status, r.body)).toBeNull();
  return r;
}

async function list(c: TestClient) {
  const r = await c.get('/scheduled_messages');
  expect(checkResponse('GET', '/scheduled_messages', r.status, r.body)).toBeNull();
  return r.body.scheduled_messages as Record<string, unknown>[];
}

describe('scheduling, editing and deleting', () => {
  it('lists a scheduled channel message for its sender only, with an add event', async () => {
    const at = (await serverNow()) + 3600;
    const r = await schedule(hamlet, {
      type: 'channel',
      to: t.streamId('Verona'),
      topic: 'plans',
      content: 'See you **tomorrow**',
      scheduled_delivery_timestamp: at,
    });
    expect(r.status).toBe(200);
    const expected = {
      scheduled_message_id: r.body.scheduled_message_id,
      type: 'stream',
      to: t.streamId('Verona'),
      topic: 'plans',
      content: 'See you **tomorrow**',
      rendered_content: '<p>See you <strong>tomorrow</strong></p>',
      scheduled_delivery_timestamp: at,
      failed: false,
    };
    expect(await list(hamlet)).toEqual([expected]);
    expect(await list(othello)).toEqual([]);
    expect(valid(await atHamlet.events())).toEqual([
      {
        id: expect.any(Number),
        type: 'scheduled_messages',
        op: 'add',
        scheduled_messages: [expected],
      },
    ]);
    expect(await atOthello.events()).toEqual([]);
    const fresh = await listen(hamlet, { fetch_event_types: ['scheduled_messages'] });
    expect(fresh.state.scheduled_messages).toEqual([expected]);

    const id = r.body.scheduled_message_id;
    const patched = await hamlet.patch(`/scheduled_messages/${id}`, {
      content: 'See you later',
      scheduled_delivery_timestamp: at + 60,
    });
    expect(
      checkResponse('PATCH', '/scheduled_messages/{scheduled_message_id}', 200, patched.body),
    ).toBeNull();
    const [update] = valid(await atHamlet.events());
    expect(update).toMatchObject({
      op: 'update',
      scheduled_message: {
        scheduled_message_id: id,
        content: 'See you later',
        scheduled_delivery_timestamp: at + 60,
      },
    });

    expect((await hamlet.delete(`/scheduled_messages/${id}`)).status).toBe(200);
    expect(valid(await atHamlet.events())).toEqual([
      {
        id: expect.any(Number),
        type: 'scheduled_messages',
        op: 'remove',
        scheduled_message_id: id,
      },
    ]);
    expect(await list(hamlet)).toEqual([]);
  });

  it('schedules a direct message to the recipients named, as a list of IDs', async () => {
    const r = await schedule(hamlet, {
      type: 'direct',
      to: [U.othello],
      content: 'Psst',
      scheduled_delivery_timestamp: (await serverNow()) + 600,
    });
    expect(await list(hamlet)).toEqual([
      expect.objectContaining({
        scheduled_message_id: r.body.scheduled_message_id,
        type: 'private',
        to: [U.othello],
      }),
    ]);
    await hamlet.delete(`/scheduled_messages/${r.body.scheduled_message_id}`);
    await atHamlet.events();
  });

  it('refuses a time not in the future, and another user’s or unknown ID with 404', async () => {
    const now = await serverNow();
    const past = await hamlet.post('/scheduled_messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'x',
      content: 'too late',
      scheduled_delivery_timestamp: now - 5,
    });
    expect(past).toMatchObject({
      status: 400,
      body: {
        result: 'error',
        code: 'BAD_REQUEST',
        msg: 'Scheduled delivery time must be in the future.',
      },
    });
    const mine = await schedule(hamlet, {
      type: 'stream',
      to: 'Verona',
      topic: 'x',
      content: 'mine',
      scheduled_delivery_timestamp: now + 600,
    });
    const id = mine.body.scheduled_message_id;
    for (const r of [
      await othello.patch(`/scheduled_messages/${id}`, { content: 'theirs' }),
      await othello.delete(`/scheduled_messages/${id}`),
      await hamlet.delete('/scheduled_messages/999999'),
    ]) {
      expect(r).toMatchObject({
        status: 404,
        body: { code: 'BAD_REQUEST', msg: 'Scheduled message does not exist' },
      });
      expect(
        checkResponse('DELETE', '/scheduled_messages/{scheduled_message_id}', 404, r.body),
      ).toBeNull();
    }
    const bad = await hamlet.post('/scheduled_messages', {
      type: 'direct',
      to: [999],
      content: 'nobody',
      scheduled_delivery_timestamp: now + 600,
    });
    expect(bad).toMatchObject({ status: 400, body: { msg: 'Invalid user ID 999' } });
    await hamlet.delete(`/scheduled_messages/${id}`);
    await atHamlet.events();
  });
});

describe('delivery at the scheduled time', () => {
  it('sends it through the normal path once, and removes it from the list', async () => {
    const r = await schedule(hamlet, {
      type: 'stream',
      to: 'Verona',
      topic: 'delivery',
      content: 'Good morning @**Othello**',
      scheduled_delivery_timestamp: (await serverNow()) + 60,
    });
    await atHamlet.events();
    expect((await advance(30)).delivered).toBe(0);
    expect(await atOthello.events()).toEqual([]);
    expect((await advance(30)).delivered).toBe(1);
    expect((await advance(60)).delivered).toBe(0);

    const atO = valid(await atOthello.events()).filter((e) => e.type === 'message');
    expect(atO).toHaveLength(1);
    expect(atO[0]).toMatchObject({
      type: 'message',
      flags: ['mentioned'],
      message: { sender_id: U.hamlet, subject: 'delivery' },
    });
    const atH = valid(await atHamlet.events()).filter((e) => e.type !== 'user_topic');
    expect(atH.map((e) => `${e.type}/${e.op ?? ''}`)).toEqual([
      'message/',
      'scheduled_messages/remove',
    ]);
    expect(atH[0]?.flags).toContain('read');
    expect(atH[1]?.scheduled_message_id).toBe(r.body.scheduled_message_id);
    expect(await list(hamlet)).toEqual([]);
    expect(othelloUnread(await listen(othello))).toContain(atO[0]?.message.id);
  });

  it('marks it failed when sending is refused then, and the Notification Bot says why', async () => {
    const created = await iago.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Short-lived' }],
      principals: [U.hamlet],
    });
    expect(created.status).toBe(200);
    const r = await schedule(hamlet, {
      type: 'stream',
      to: 'Short-lived',
      topic: 'doomed',
      content: 'Will not arrive',
      scheduled_delivery_timestamp: (await serverNow()) + 60,
    });
    expect((await iago.delete(`/streams/${t.streamId('Short-lived')}`)).status).toBe(200);
    await atHamlet.events();
    await advance(60);
    const events = valid(await atHamlet.events()).filter(
      (e) => e.type === 'scheduled_messages' || e.type === 'message',
    );
    expect(events[0]).toMatchObject({
      op: 'update',
      scheduled_message: { scheduled_message_id: r.body.scheduled_message_id, failed: true },
    });
    expect(events[1]?.message).toMatchObject({
      sender_email: 'notification-bot@zulip.com',
      type: 'private',
    });
    expect(events[1]?.message.content).toContain('was not sent');
    expect(await list(hamlet)).toEqual([expect.objectContaining({ failed: true })]);
    // Editing a failed message needs a new time, and clears the failure.
    const again = await hamlet.patch(`/scheduled_messages/${r.body.scheduled_message_id}`, {
      to: t.streamId('Verona'),
      scheduled_delivery_timestamp: (await serverNow()) + 60,
    });
    expect(again.status).toBe(200);
    expect(await list(hamlet)).toEqual([
      expect.objectContaining({ failed: false, to: t.streamId('Verona') }),
    ]);
    await advance(60);
    expect(await list(hamlet)).toEqual([]);
    await atHamlet.events();
    await atOthello.events();
  });
});

describe('POST /reminders', () => {
  it('lists a reminder as a scheduled message to oneself, delivered by the Notification Bot', async () => {
    const about = await sendTo(iago, 'Verona', 'minutes', 'Read the `minutes`');
    await atOthello.events();
    const r = await othello.post('/reminders', {
      message_id: about,
      scheduled_delivery_timestamp: (await serverNow()) + 3600,
      note: 'before the meeting',
    });
    expect(r).toMatchObject({
      status: 200,
      body: { result: 'success', reminder_id: expect.any(Number) },
    });
    const [add] = valid(await atOthello.events());
    expect(add).toMatchObject({
      op: 'add',
      scheduled_messages: [
        { scheduled_message_id: r.body.reminder_id, type: 'private', to: [U.othello] },
      ],
    });
    expect(await list(othello)).toHaveLength(1);

    await advance(3600);
    const [dm, remove] = valid(await atOthello.events());
    expect(dm?.message).toMatchObject({
      sender_email: 'notification-bot@zulip.com',
      type: 'private',
    });
    expect(dm?.message.display_recipient.map((u: { id: number }) => u.id).sort()).toEqual(
      [U.othello, U.bot].sort(),
    );
    expect(dm?.flags).not.toContain('read');
    expect(dm?.message.content).toContain(`/near/${about}`);
    expect(dm?.message.content).toContain('before the meeting');
    expect(remove).toMatchObject({ op: 'remove', scheduled_message_id: r.body.reminder_id });
    expect(await list(othello)).toEqual([]);
  });

  it('refuses a message the user cannot see, and a time in the past', async () => {
    const secret = await iago.post('/messages', {
      type: 'direct',
      to: [U.hamlet],
      content: 'secret',
    });
    const now = await serverNow();
    expect(
      await othello.post('/reminders', {
        message_id: secret.body.id,
        scheduled_delivery_timestamp: now + 60,
      }),
    ).toMatchObject({ status: 400, body: { msg: 'Invalid message(s)' } });
    expect(
      await hamlet.post('/reminders', {
        message_id: secret.body.id,
        scheduled_delivery_timestamp: now - 1,
      }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'Scheduled delivery time must be in the future.' },
    });
  });

  it('is advertised by feature level 381', async () => {
    const r = await t.anonymous().get('/server_settings');
    expect(r.body.zulip_feature_level).toBe(381);
  });
});

function othelloUnread(l: Listener): number[] {
  const u = l.state.unread_msgs;
  return u.streams.flatMap((s: { unread_message_ids: number[] }) => s.unread_message_ids);
}
