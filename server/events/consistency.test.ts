import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listener, listen } from '../testing/events';
import { applyEvent, comparable } from '../testing/reference-reducer';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';

/**
 * Register, apply the events of a scripted sequence of operations by three users, and the
 * result equals a fresh register: the state and the events that follow it agree.
 */
const FETCH = [
  'message',
  'update_message_flags',
  'recent_private_conversations',
  'starred_messages',
  'subscription',
  'user_topic',
  'realm_user_groups',
  'drafts',
  'presence',
  'user_status',
  'scheduled_messages',
  'realm_emoji',
];
const REGISTER = { include_subscribers: true, slim_presence: true, fetch_event_types: FETCH };

let t: TestServer;
const c: Record<'hamlet' | 'othello' | 'iago', TestClient> = {} as never;
beforeAll(async () => {
  t = await startTestServer({ heartbeatSeconds: 1, testingClock: true });
  c.hamlet = await t.as('hamlet@example.com');
  c.othello = await t.as('othello@example.com');
  c.iago = await t.as('iago@example.com');
});
afterAll(() => t.close());

/** Moves the server's clock forward (it sends what falls due) and returns its time. */
async function moveClock(seconds: number): Promise<number> {
  const r = await fetch(`${t.url}/testing/clock`, {
    method: 'POST',
    body: new URLSearchParams({ advance_seconds: String(seconds) }),
  });
  return ((await r.json()) as { now: number }).now;
}

function ok(res: { status: number; body: unknown }, what: string) {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

describe('register + events = a fresh register', () => {
  it('holds for a scripted sequence of 50+ operations by three users', async () => {
    const { hamlet, othello, iago } = c;
    const listeners: Record<string, Listener> = {};
    for (const [name, client] of Object.entries(c))
      listeners[name] = await listen(client, REGISTER);
    const admin = (await listen(iago, { fetch_event_types: ['subscription', 'realm_user_groups'] }))
      .state;
    const stream = (name: string): number =>
      [...admin.subscriptions, ...admin.unsubscribed, ...admin.never_subscribed].find(
        (s: { name: string }) => s.name === name,
      ).stream_id;
    const id = (u: TestClient) => u.userId as number;
    let ops = 0;
    const step = async (what: string, f: () => Promise<{ status: number; body: unknown }>) => {
      ops++;
      return ok(await f(), what);
    };
    const send = async (who: TestClient, to: string | number[], topic: string, content: string) =>
      (
        await step(`send ${content}`, () =>
          who.post('/messages', {
            type: Array.isArray(to) ? 'direct' : 'stream',
            to: Array.isArray(to) ? to : to,
            ...(Array.isArray(to) ? {} : { topic }),
            content,
          }),
        )
      ).id as number;
    const flag = (who: TestClient, op: string, flagName: string, messages: number[]) =>
      step(`flag ${op} ${flagName}`, () =>
        who.post('/messages/flags', { op, flag: flagName, messages }),
      );

    const m1 = await send(hamlet, 'Verona', 'lunch', 'hello @**Othello**');
    const m2 = await send(othello, 'Verona', 'lunch', 'reply');
    const m3 = await send(iago, 'general', 'news', 'meeting at noon');
    const m4 = await send(hamlet, [id(othello)], '', 'a direct word');
    const m5 = await send(othello, [id(hamlet)], '', 'a direct answer');
    const m6 = await send(iago, [id(hamlet), id(othello)], '', 'a group word');
    await send(hamlet, [id(hamlet)], '', 'a note to self');
    await flag(othello, 'add', 'read', [m1, m2]);
    await flag(hamlet, 'add', 'read', [m5]);
    await flag(othello, 'remove', 'read', [m1]);
    await flag(hamlet, 'add', 'starred', [m2]);
    await flag(othello, 'add', 'read', [m6]);
    await flag(othello, 'remove', 'read', [m6, m4]);
    await step('react', () => iago.post(`/messages/${m1}/reactions`, { emoji_name: '+1' }));
    await step('react', () => hamlet.post(`/messages/${m3}/reactions`, { emoji_name: 'tada' }));
    await step('unreact', () => hamlet.delete(`/messages/${m3}/reactions`, { emoji_name: 'tada' }));
    await step('subscribe', () =>
      othello.post('/users/me/subscriptions', { subscriptions: [{ name: 'Denmark' }] }),
    );
    const m7 = await send(othello, 'Denmark', 'castle', 'new here');
    await step('mute topic', () =>
      hamlet.post('/user_topics', {
        stream_id: stream('Verona'),
        topic: 'lunch',
        visibility_policy: 1,
      }),
    );
    await step('follow topic', () =>
      hamlet.post('/user_topics', {
        stream_id: stream('Denmark'),
        topic: 'castle',
        visibility_policy: 3,
      }),
    );
    await send(othello, 'Verona', 'lunch', 'while muted');
    await step('unmute topic', () =>
      hamlet.post('/user_topics', {
        stream_id: stream('Verona'),
        topic: 'lunch',
        visibility_policy: 0,
      }),
    );
    await step('rename channel', () =>
      iago.patch(`/streams/${stream('Denmark')}`, { new_name: 'Elsinore' }),
    );
    await step('describe channel', () =>
      iago.patch(`/streams/${stream('Verona')}`, { description: 'Fair **Verona**' }),
    );
    await step('unsubscribe', () =>
      hamlet.delete('/users/me/subscriptions', { subscriptions: ['general'] }),
    );
    await send(iago, 'general', 'news', 'hamlet left');
    await step('subscribe another', () =>
      iago.post('/users/me/subscriptions', {
        subscriptions: [{ name: 'Rome' }],
        principals: [id(hamlet)],
      }),
    );
    await send(othello, 'Rome', 'forum', 'friends, romans');
    for (const [property, value] of [
      ['color', '#123456'],
      ['pin_to_top', true],
      ['is_muted', true],
    ] as const) {
      await step(`property ${property}`, () =>
        othello.post('/users/me/subscriptions/properties', {
          subscription_data: [{ stream_id: stream('Verona'), property, value }],
        }),
      );
    }
    const created = await step('create group', () =>
      iago.post('/user_groups/create', {
        name: 'consistency',
        description: 'made by the test',
        members: [id(iago), id(hamlet)],
      }),
    );
    const group = created.group_id as number;
    await step('add to group', () =>
      iago.post(`/user_groups/${group}/members`, { add: [id(othello)] }),
    );
    await step('remove from group', () =>
      iago.post(`/user_groups/${group}/members`, { delete: [id(hamlet)] }),
    );
    await step('unsubscribe another', () =>
      iago.delete('/users/me/subscriptions', {
        subscriptions: ['Elsinore'],
        principals: [id(othello)],
      }),
    );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const [who, name] of [
      [hamlet, 'dot'],
      [iago, 'spot'],
    ] as const)
      await step('custom emoji', () =>
        who.postFile(`/realm/emoji/${name}`, { name: 'dot.png', type: 'image/png', data: png }),
      );
    await step('deactivate emoji', () => iago.delete('/realm/emoji/dot'));
    await flag(hamlet, 'add', 'read', [m7]);
    const drafts = await step('create drafts', () =>
      othello.post('/drafts', {
        drafts: [
          { type: 'stream', to: [stream('Verona')], topic: 'lunch', content: 'Soup?' },
          { type: 'private', to: [id(hamlet)], topic: '', content: 'A word' },
        ],
      }),
    );
    const [soup, word] = drafts.ids as [number, number];
    await step('edit draft', () =>
      othello.patch(`/drafts/${soup}`, {
        draft: { type: 'stream', to: [stream('Verona')], topic: 'lunch', content: 'Stew?' },
      }),
    );
    await step('delete draft', () => othello.delete(`/drafts/${word}`));
    await step('hamlet drafts', () =>
      hamlet.post('/drafts', { drafts: [{ type: '', to: [], topic: '', content: 'Later' }] }),
    );
    await step('stop syncing drafts', () =>
      hamlet.patch('/settings', { enable_drafts_synchronization: false }),
    );
    const senders = [hamlet, othello, iago];
    const sent: number[] = [];
    for (let i = 0; i < 15; i++) {
      const who = senders[i % 3] as TestClient;
      const topic = `t${i % 4}`;
      sent.push(
        i % 5 === 4
          ? await send(who, [id(senders[(i + 1) % 3] as TestClient)], '', `dm ${i}`)
          : await send(
              who,
              'Verona',
              topic,
              i % 3 === 0 ? `ping @**King Hamlet** ${i}` : `msg ${i}`,
            ),
      );
      if (i % 4 === 3)
        await flag(senders[(i + 2) % 3] as TestClient, 'add', 'read', sent.slice(-3));
    }
    await step('resubscribe', () =>
      hamlet.post('/users/me/subscriptions', { subscriptions: [{ name: 'general' }] }),
    );
    // Each comes online once (an event); statuses set, changed and cleared.
    for (const who of [hamlet, othello, iago]) {
      await step('presence', () => who.post('/users/me/presence', { status: 'active' }));
    }
    await step('status', () =>
      othello.post('/users/me/status', { status_text: 'Out sick', emoji_name: 'sick' }),
    );
    await step('status text', () => othello.post('/users/me/status', { status_text: 'Better' }));
    await step('status emoji', () => hamlet.post('/users/me/status', { emoji_name: 'bus' }));
    await step('status cleared', () =>
      hamlet.post('/users/me/status', { status_text: '', emoji_name: '' }),
    );
    await step('status', () => iago.post('/users/me/status', { status_text: 'Commuting' }));
    // Scheduled messages: added, edited, deleted, and two sent when the clock reaches them.
    const later = (await moveClock(0)) + 120;
    const schedule = (who: TestClient, content: string, at: number) =>
      step(`schedule ${content}`, () =>
        who.post('/scheduled_messages', {
          type: 'stream',
          to: stream('Verona'),
          topic: 't1',
          content,
          scheduled_delivery_timestamp: at,
        }),
      );
    const s1 = (await schedule(hamlet, 'scheduled one', later)).scheduled_message_id;
    const s2 = (await schedule(hamlet, 'scheduled two', later + 3600)).scheduled_message_id;
    await schedule(othello, 'scheduled three', later);
    await step('reschedule', () =>
      hamlet.patch(`/scheduled_messages/${s2}`, {
        content: 'rescheduled',
        scheduled_delivery_timestamp: later + 7200,
      }),
    );
    await step('unschedule', () => hamlet.delete(`/scheduled_messages/${s1}`));
    await schedule(iago, 'scheduled four', later + 60);
    await step('remind', () =>
      othello.post('/reminders', { message_id: m3, scheduled_delivery_timestamp: later + 30 }),
    );
    await moveClock(200);
    await step('mark topic read', () =>
      othello.post('/mark_topic_as_read', { stream_id: stream('Verona'), topic_name: 't0' }),
    );
    expect(ops).toBeGreaterThanOrEqual(50);

    for (const [name, l] of Object.entries(listeners)) {
      const client = c[name as keyof typeof c];
      const state = structuredClone(l.state);
      for (const e of await l.events()) applyEvent(state, e, client.userId as number);
      const fresh = (await listen(client, REGISTER)).state;
      expect({ user: name, ...comparable(state) }).toEqual({ user: name, ...comparable(fresh) });
    }
  });
});
