import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_BITS } from '../../db/flags';
import { getUserById, type UserRow } from '../../db/users';
import { flagBits, isRead, sendTo, startMessageWorld, U } from '../../testing/message-helpers';
import type { TestClient, TestServer } from '../../testing/test-server';
import type { Notice } from '../notices';
import { maxMessageIdState, recentPrivateConversationsState, unreadMsgsState } from './state';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
let notices: Notice[];
beforeAll(async () => {
  ({ t, iago, hamlet, othello, notices } = await startMessageWorld());
});
afterAll(() => t.close());

const user = (id: number) => getUserById(t.server.services.db, id) as UserRow;

describe('POST /messages/flags', () => {
  it.each(['read', 'starred', 'collapsed'])('adds and removes %s', async (flag) => {
    const id = await sendTo(iago, 'Verona', 'flags', `flag ${flag}`);
    const bit = FLAG_BITS[flag as 'read'];
    const add = await hamlet.post('/messages/flags', { messages: [id], op: 'add', flag });
    expect(add.body).toMatchObject({ result: 'success', messages: [id] });
    expect(flagBits(t, U.hamlet, id)! & bit).toBeTruthy();
    const remove = await hamlet.post('/messages/flags', { messages: [id], op: 'remove', flag });
    expect(remove.status).toBe(200);
    expect(flagBits(t, U.hamlet, id)! & bit).toBe(0);
  });

  it.each([
    ['mentioned', "Flag not editable: 'mentioned'"],
    ['historical', "Flag not editable: 'historical'"],
    ['wildcard_mentioned', "Flag not editable: 'wildcard_mentioned'"],
    ['has_alert_word', "Flag not editable: 'has_alert_word'"],
    ['shiny', "Invalid flag: 'shiny'"],
  ])('refuses to change %s', async (flag, msg) => {
    const r = await hamlet.post('/messages/flags', { messages: [1], op: 'add', flag });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg });
  });

  it('refuses an invalid op', async () => {
    const r = await hamlet.post('/messages/flags', { messages: [1], op: 'toggle', flag: 'read' });
    expect(r.status).toBe(400);
  });

  it('starring a public message without a row creates a historical row', async () => {
    const id = await sendTo(iago, 'Denmark', 'stars', 'star me');
    expect(flagBits(t, U.othello, id)).toBeUndefined();
    const r = await othello.post('/messages/flags', { messages: [id], op: 'add', flag: 'starred' });
    expect(r.status).toBe(200);
    expect(flagBits(t, U.othello, id)).toBe(
      FLAG_BITS.read | FLAG_BITS.historical | FLAG_BITS.starred,
    );
    const m = (await othello.get(`/messages/${id}`)).body.message;
    expect(m.flags).toEqual(['read', 'starred', 'historical']);
  });

  it('refuses messages the user cannot access', async () => {
    const secret = await sendTo(iago, 'Scotland', 'stars', 'private');
    const r = await othello.post('/messages/flags', {
      messages: [secret],
      op: 'add',
      flag: 'starred',
    });
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Invalid message(s)' });
    expect(
      (await othello.post('/messages/flags', { messages: [99999999], op: 'add', flag: 'read' }))
        .status,
    ).toBe(400);
  });

  it('marking unread skips channels the user is not subscribed to and says so', async () => {
    const denmark = await sendTo(iago, 'Denmark', 'unread', 'x');
    const verona = await sendTo(iago, 'Verona', 'unread', 'y');
    await othello.post('/messages/flags', { messages: [denmark], op: 'add', flag: 'starred' });
    await othello.post('/messages/flags', { messages: [verona], op: 'add', flag: 'read' });
    notices.length = 0;
    const r = await othello.post('/messages/flags', {
      messages: [denmark, verona],
      op: 'remove',
      flag: 'read',
    });
    expect(r.body).toMatchObject({
      messages: [verona],
      ignored_because_not_subscribed_channels: [3],
    });
    expect(isRead(flagBits(t, U.othello, denmark))).toBe(true);
    expect(isRead(flagBits(t, U.othello, verona))).toBe(false);
    const n = notices.find((x) => x.event.type === 'update_message_flags')!;
    expect(n.users).toEqual([U.othello]);
    expect(n.event).toMatchObject({
      op: 'remove',
      operation: 'remove',
      flag: 'read',
      messages: [verona],
      all: false,
      message_details: {
        [verona]: { type: 'stream', stream_id: 2, topic: 'unread', unmuted_stream_msg: true },
      },
    });
  });

  it('message_details describe direct messages by the other participants', async () => {
    const dm = (
      await iago.post('/messages', { type: 'direct', to: [U.hamlet, U.othello], content: 'trio' })
    ).body.id;
    await hamlet.post('/messages/flags', { messages: [dm], op: 'add', flag: 'read' });
    notices.length = 0;
    await hamlet.post('/messages/flags', { messages: [dm], op: 'remove', flag: 'read' });
    const n = notices.find((x) => x.event.type === 'update_message_flags')!;
    expect(n.event.message_details).toEqual({
      [dm]: { type: 'private', user_ids: [U.iago, U.othello] },
    });
  });

  it('adding a flag that is already set changes nothing and sends no event', async () => {
    const id = await sendTo(iago, 'Verona', 'flags', 'noop');
    notices.length = 0;
    const r = await iago.post('/messages/flags', { messages: [id], op: 'add', flag: 'read' });
    expect(r.status).toBe(200);
    expect(notices.filter((x) => x.event.type === 'update_message_flags')).toEqual([]);
  });
});

describe('POST /messages/flags/narrow', () => {
  let topicIds: number[];
  beforeAll(async () => {
    topicIds = [];
    for (let i = 0; i < 6; i++) topicIds.push(await sendTo(iago, 'Verona', 'bulk', `bulk ${i}`));
  });

  it('processes a range of a narrow and reports the loop state', async () => {
    const r = await hamlet.post('/messages/flags/narrow', {
      anchor: 'oldest',
      num_before: 0,
      num_after: 4,
      narrow: [{ operator: 'topic', operand: 'bulk' }],
      op: 'add',
      flag: 'read',
    });
    expect(r.body).toMatchObject({
      processed_count: 4,
      updated_count: 4,
      first_processed_id: topicIds[0],
      last_processed_id: topicIds[3],
      found_oldest: true,
      found_newest: false,
    });
    const next = await hamlet.post('/messages/flags/narrow', {
      anchor: String(topicIds[3]),
      include_anchor: false,
      num_before: 0,
      num_after: 4,
      narrow: [{ operator: 'topic', operand: 'bulk' }],
      op: 'add',
      flag: 'read',
    });
    expect(next.body).toMatchObject({
      processed_count: 2,
      updated_count: 2,
      first_processed_id: topicIds[4],
      last_processed_id: topicIds[5],
      found_newest: true,
    });
  });

  it('an empty range has null IDs', async () => {
    const r = await hamlet.post('/messages/flags/narrow', {
      anchor: 'newest',
      num_before: 0,
      num_after: 10,
      narrow: [{ operator: 'topic', operand: 'nothing here' }],
      op: 'add',
      flag: 'starred',
    });
    expect(r.body).toMatchObject({
      processed_count: 0,
      updated_count: 0,
      first_processed_id: null,
      last_processed_id: null,
    });
  });

  it('refuses a derived flag and a bad narrow', async () => {
    const base = { anchor: 'newest', num_before: 1, num_after: 0, narrow: [], op: 'add' };
    expect(
      (await hamlet.post('/messages/flags/narrow', { ...base, flag: 'mentioned' })).status,
    ).toBe(400);
    const bad = await hamlet.post('/messages/flags/narrow', {
      ...base,
      flag: 'read',
      narrow: [{ operator: 'x', operand: 'y' }],
    });
    expect(bad.body.code).toBe('BAD_NARROW');
  });
});

describe('mark as read and the unread state', () => {
  it('mark_topic_as_read, mark_stream_as_read and mark_all_as_read', async () => {
    const a = await sendTo(iago, 'Verona', 'mark one', 'a');
    const b = await sendTo(iago, 'Verona', 'mark two', 'b');
    const c = await sendTo(iago, 'general', 'mark three', 'c');
    const topic = await hamlet.post('/mark_topic_as_read', {
      stream_id: 2,
      topic_name: 'MARK ONE',
    });
    expect(topic.status).toBe(200);
    expect([a, b, c].map((id) => isRead(flagBits(t, U.hamlet, id)))).toEqual([true, false, false]);
    expect((await hamlet.post('/mark_stream_as_read', { stream_id: 2 })).status).toBe(200);
    expect([b, c].map((id) => isRead(flagBits(t, U.hamlet, id)))).toEqual([true, false]);
    const all = await hamlet.post('/mark_all_as_read');
    expect(all.body).toMatchObject({ result: 'success', complete: true });
    expect(isRead(flagBits(t, U.hamlet, c))).toBe(true);
    expect(unreadMsgsState(t.server.services.db, user(U.hamlet)).count).toBe(0);
  });

  it.each([
    ['/mark_stream_as_read', { stream_id: 4 }, 'Invalid channel ID'],
    [
      '/mark_topic_as_read',
      { stream_id: 2, topic_name: 'never said' },
      "No such topic 'never said'",
    ],
  ])('%s refuses %j', async (url, params, msg) => {
    const r = await othello.post(url, params);
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg });
  });

  it('unreadMsgsState groups unread messages as register expects', async () => {
    const db = t.server.services.db;
    await othello.post('/mark_all_as_read');
    const s1 = await sendTo(iago, 'Verona', 'state topic', 'one');
    const s2 = await sendTo(iago, 'Verona', 'state topic', 'two');
    const pm = (await iago.post('/messages', { type: 'direct', to: [U.othello], content: 'pm' }))
      .body.id;
    const huddle = (
      await iago.post('/messages', { type: 'direct', to: [U.othello, U.hamlet], content: 'group' })
    ).body.id;
    const state = unreadMsgsState(db, user(U.othello));
    expect(state).toEqual({
      count: 4,
      pms: [{ other_user_id: U.iago, sender_id: U.iago, unread_message_ids: [pm] }],
      streams: [{ stream_id: 2, topic: 'state topic', unread_message_ids: [s1, s2] }],
      huddles: [
        { user_ids_string: `${U.iago},${U.hamlet},${U.othello}`, unread_message_ids: [huddle] },
      ],
      mentions: [],
      old_unreads_missing: false,
    });
    // A muted topic still lists its messages but does not count.
    db.prepare(
      "INSERT INTO user_topics (user_id, stream_id, topic, visibility_policy, last_updated) VALUES (?, 2, 'state topic', 1, 0)",
    ).run(U.othello);
    expect(unreadMsgsState(db, user(U.othello)).count).toBe(2);
  });

  it('unreadMsgsState lists personal mentions even where muted, wildcard ones only elsewhere', async () => {
    const db = t.server.services.db;
    await othello.post('/mark_all_as_read');
    const name = user(U.othello).full_name;
    const personalMuted = await sendTo(iago, 'Verona', 'muffled', `@**${name}** look`);
    const wildcardMuted = await sendTo(iago, 'Verona', 'muffled', '@**all** look');
    const wildcard = await sendTo(iago, 'Verona', 'in the open', '@**all** look');
    const direct = (
      await iago.post('/messages', { type: 'direct', to: [U.othello], content: `@**${name}**` })
    ).body.id;
    const plain = await sendTo(iago, 'Verona', 'in the open', 'no mention');
    const mute = { stream_id: 2, topic: 'muffled', visibility_policy: 1 };
    expect((await othello.post('/user_topics', mute)).status).toBe(200);
    const state = unreadMsgsState(db, user(U.othello));
    expect(state.mentions).toEqual([personalMuted, wildcard, direct]);
    expect(state.mentions).not.toContain(wildcardMuted);
    expect(state.count).toBe(3);
    expect(state.streams.find((s) => s.topic === 'in the open')?.unread_message_ids).toEqual([
      wildcard,
      plain,
    ]);
  });

  it('recentPrivateConversationsState and maxMessageIdState', async () => {
    const db = t.server.services.db;
    const self = (
      await othello.post('/messages', { type: 'direct', to: [U.othello], content: 'me' })
    ).body.id;
    const recent = recentPrivateConversationsState(db, user(U.othello));
    expect(recent[0]).toEqual({ max_message_id: self, user_ids: [] });
    expect(recent.map((r) => r.user_ids)).toContainEqual([U.iago]);
    expect(recent.map((r) => r.user_ids)).toContainEqual([U.iago, U.hamlet]);
    for (let i = 1; i < recent.length; i++) {
      expect(recent[i - 1]!.max_message_id).toBeGreaterThan(recent[i]!.max_message_id);
    }
    expect(maxMessageIdState(db, user(U.othello))).toBe(self);
  });
});
