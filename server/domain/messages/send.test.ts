import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSubscribers,
  flagBits,
  flagNames,
  isRead,
  sendTo,
  setRealm,
  startMessageWorld,
  U,
} from '../../testing/message-helpers';
import type { TestClient, TestServer } from '../../testing/test-server';
import type { Notice } from '../notices';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let notices: Notice[];
beforeAll(async () => {
  ({ t, iago, hamlet, notices } = await startMessageWorld());
});
afterAll(() => t.close());

const getMessage = async (c: TestClient, id: number) =>
  (await c.get(`/messages/${id}`, { allow_empty_topic_name: true })).body.message;

describe('POST /messages: addressing', () => {
  it.each([
    ['a raw channel name', { type: 'stream', to: 'Verona' }],
    ['a JSON-encoded channel name', { type: 'channel', to: '"Verona"' }],
    ['a channel ID', { type: 'stream', to: 2 }],
    ['a one-element list', { type: 'channel', to: ['Verona'] }],
  ])('sends to %s', async (_name, params) => {
    const r = await iago.post('/messages', { ...params, topic: 'addressing', content: 'hi' });
    expect(r.status).toBe(200);
    const m = await getMessage(iago, r.body.id);
    expect(m).toMatchObject({
      type: 'stream',
      stream_id: 2,
      display_recipient: 'Verona',
      subject: 'addressing',
    });
  });

  it.each([
    ['user IDs', 'direct', [U.hamlet, U.othello]],
    ['emails', 'private', ['hamlet@example.com', 'othello@example.com']],
    ['comma-separated emails', 'direct', 'hamlet@example.com, othello@example.com'],
  ])('sends a direct message to %s', async (_name, type, to) => {
    const r = await iago.post('/messages', { type, to, content: 'group hello' });
    expect(r.status).toBe(200);
    const m = await getMessage(hamlet, r.body.id);
    expect(m.type).toBe('private');
    expect(m.subject).toBe('');
    expect(m.display_recipient.map((u: { id: number }) => u.id)).toEqual([
      U.iago,
      U.hamlet,
      U.othello,
    ]);
    expect(m.display_recipient[0]).toEqual({
      id: U.iago,
      email: 'iago@example.com',
      full_name: 'Iago',
      is_mirror_dummy: false,
    });
  });

  it('a self-DM has one display_recipient entry', async () => {
    const r = await iago.post('/messages', {
      type: 'direct',
      to: [U.iago],
      content: 'note to self',
    });
    const m = await getMessage(iago, r.body.id);
    expect(m.display_recipient).toHaveLength(1);
    expect(m.flags).toContain('read');
  });

  it('accepts `subject` for `topic`', async () => {
    const id = (
      await iago.post('/messages', {
        type: 'stream',
        to: 'Verona',
        subject: 'legacy',
        content: 'x',
      })
    ).body.id;
    expect((await getMessage(iago, id)).subject).toBe('legacy');
  });

  it('returns a complete message object', async () => {
    const id = await sendTo(iago, 'Verona', 'shape', 'shape **check**');
    const m = await getMessage(hamlet, id);
    for (const key of [
      'id',
      'sender_id',
      'sender_full_name',
      'sender_email',
      'sender_realm_str',
      'avatar_url',
      'client',
      'content',
      'content_type',
      'type',
      'stream_id',
      'subject',
      'topic_links',
      'display_recipient',
      'recipient_id',
      'timestamp',
      'is_me_message',
      'reactions',
      'submessages',
      'flags',
    ]) {
      expect(m, key).toHaveProperty(key);
    }
    expect(m.content_type).toBe('text/html');
    expect(m.content).toContain('<strong>check</strong>');
    expect(m.last_edit_timestamp).toBeUndefined();
    expect(m.edit_history).toBeUndefined();
  });
});

describe('POST /messages: topics and content', () => {
  it.each(['(no topic)', 'general chat', ''])('topic %j means the empty topic', async (topic) => {
    const id = (await iago.post('/messages', { type: 'stream', to: 'Verona', topic, content: 'x' }))
      .body.id;
    expect((await getMessage(iago, id)).subject).toBe('');
    // A client that did not ask for empty topics sees the realm's name for it.
    expect((await iago.get(`/messages/${id}`)).body.message.subject).toBe('general chat');
    const page = await iago.get('/messages', { message_ids: [id] });
    expect(page.body.messages[0].subject).toBe('general chat');
    const allowed = await iago.get('/messages', {
      message_ids: [id],
      allow_empty_topic_name: true,
    });
    expect(allowed.body.messages[0].subject).toBe('');
  });

  it('refuses the empty topic when topics are mandatory', async () => {
    setRealm(t, { mandatory_topics: true });
    const r = await iago.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: '(no topic)',
      content: 'x',
    });
    setRealm(t, { mandatory_topics: false });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'BAD_REQUEST',
      msg: 'Topics are required in this organization.',
    });
  });

  it('truncates a long topic and long content as Zulip does', async () => {
    const id = (
      await iago.post('/messages', {
        type: 'stream',
        to: 'Verona',
        topic: 't'.repeat(80),
        content: 'c'.repeat(10050),
      })
    ).body.id;
    const m = (await iago.get(`/messages/${id}`)).body;
    expect(m.message.subject).toBe(`${'t'.repeat(57)}...`);
    expect(m.raw_content.length).toBe(10000);
    expect(m.raw_content.endsWith('\n[message truncated]')).toBe(true);
  });

  it.each([
    ['empty content', { content: '   ' }, 'Message must not be empty'],
    ['a missing content', { content: undefined }, "Missing 'content' argument"],
    ['an unknown type', { type: 'letter' }, undefined],
  ])('refuses %s', async (_n, params, msg) => {
    const r = await iago.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'x',
      content: 'x',
      ...params,
    });
    expect(r.status).toBe(400);
    expect(r.body.result).toBe('error');
    if (msg) expect(r.body.msg).toBe(msg);
  });
});

describe('POST /messages: refusals', () => {
  it('an unknown channel is STREAM_DOES_NOT_EXIST with the name', async () => {
    const r = await iago.post('/messages', {
      type: 'stream',
      to: 'Atlantis',
      topic: 'x',
      content: 'x',
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'STREAM_DOES_NOT_EXIST',
      stream: 'Atlantis',
      msg: "Channel 'Atlantis' does not exist",
    });
  });

  it.each([
    ['hamlet', 'announce', 'You do not have permission to post in this channel.'],
    ['othello', 'Scotland', "Not authorized to send to channel 'Scotland'"],
    ['polonius', 'Rome', "Not authorized to send to channel 'Rome'"],
  ])('%s may not post to %s', async (who, channel, msg) => {
    const c = await t.as(`${who}@example.com`);
    const r = await c.post('/messages', { type: 'stream', to: channel, topic: 'x', content: 'x' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg });
  });

  it('a guest may post to a channel it is subscribed to', async () => {
    const polonius = await t.as('polonius@example.com');
    const r = await polonius.post('/messages', {
      type: 'stream',
      to: 'Denmark',
      topic: 'x',
      content: 'x',
    });
    expect(r.status).toBe(200);
  });

  it('an archived channel is refused', async () => {
    const db = t.server.services.db;
    db.prepare("UPDATE streams SET is_archived = 1 WHERE name = 'Rome'").run();
    const r = await iago.post('/messages', {
      type: 'stream',
      to: 'Rome',
      topic: 'x',
      content: 'x',
    });
    db.prepare("UPDATE streams SET is_archived = 0 WHERE name = 'Rome'").run();
    expect(r.body).toMatchObject({
      code: 'BAD_REQUEST',
      msg: "Not authorized to send to channel 'Rome'",
    });
  });

  it.each([
    [['nobody@example.com'], "Invalid email 'nobody@example.com'"],
    [[9999], 'Invalid user ID 9999'],
  ])('an invalid recipient %j is refused', async (to, msg) => {
    const r = await iago.post('/messages', { type: 'direct', to, content: 'x' });
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg });
  });

  it('a deactivated recipient is refused', async () => {
    const db = t.server.services.db;
    db.prepare('UPDATE users SET is_active = 0 WHERE id = ?').run(U.prospero);
    const r = await iago.post('/messages', { type: 'direct', to: [U.prospero], content: 'x' });
    db.prepare('UPDATE users SET is_active = 1 WHERE id = ?').run(U.prospero);
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('POST /messages: wildcard mentions', () => {
  beforeAll(() => {
    addSubscribers(t, 'general', 10, 'crowd');
  });

  it('channel wildcards in a channel with more than 15 subscribers need can_mention_many_users_group', async () => {
    const r = await hamlet.post('/messages', {
      type: 'stream',
      to: 'general',
      topic: 'w',
      content: 'hi @**all**',
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('STREAM_WILDCARD_MENTION_NOT_ALLOWED');
    const ok = await iago.post('/messages', {
      type: 'stream',
      to: 'general',
      topic: 'w',
      content: 'hi @**all**',
    });
    expect(ok.status).toBe(200);
    expect(flagNames(t, U.hamlet, ok.body.id)).toEqual([
      'stream_wildcard_mentioned',
      'wildcard_mentioned',
    ]);
  });

  it('channel wildcards in a small channel are allowed to anyone', async () => {
    const r = await hamlet.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'w',
      content: 'hi @**all**',
    });
    expect(r.status).toBe(200);
  });

  it('topic wildcards in a topic with more than 15 participants need the permission', async () => {
    const crowd = Array.from({ length: 10 }, (_, i) => `crowd${i}@example.com`);
    for (const who of [
      ...crowd,
      'desdemona@example.com',
      'iago@example.com',
      'shiva@example.com',
      'othello@example.com',
      'cordelia@example.com',
      'prospero@example.com',
    ]) {
      await sendTo(await t.as(who), 'general', 'busy topic', 'me too');
    }
    const r = await hamlet.post('/messages', {
      type: 'stream',
      to: 'general',
      topic: 'busy topic',
      content: '@**topic** ping',
    });
    expect(r.body.code).toBe('TOPIC_WILDCARD_MENTION_NOT_ALLOWED');
    const small = await hamlet.post('/messages', {
      type: 'stream',
      to: 'general',
      topic: 'quiet topic',
      content: '@**topic** ping',
    });
    expect(small.status).toBe(200);
  });
});

describe('POST /messages: flags, follow policy, events', () => {
  it('the sender has read; others have it unread', async () => {
    const id = await sendTo(iago, 'Verona', 'flags', 'plain');
    expect(isRead(flagBits(t, U.iago, id))).toBe(true);
    expect(isRead(flagBits(t, U.hamlet, id))).toBe(false);
    expect(flagBits(t, U.shiva, id)).toBeUndefined(); // not subscribed to Verona
  });

  it("a group mention flags the group's members, not its own sender", async () => {
    const id = await sendTo(hamlet, 'Verona', 'flags', 'hi @*hamletcharacters*');
    expect(flagNames(t, U.polonius, id)).toContain('mentioned');
    expect(flagNames(t, U.hamlet, id)).not.toContain('mentioned');
    const other = await sendTo(iago, 'Verona', 'flags', 'hi @*hamletcharacters*');
    expect(flagNames(t, U.hamlet, other)).toContain('mentioned');
  });

  it('read_by_sender=false leaves it unread for the sender', async () => {
    const r = await iago.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'flags',
      content: 'x',
      read_by_sender: false,
    });
    expect(isRead(flagBits(t, U.iago, r.body.id))).toBe(false);
  });

  it('an alert word sets has_alert_word for its owner only', async () => {
    t.server.services.db
      .prepare("INSERT INTO alert_words (user_id, word) VALUES (?, 'Rialto')")
      .run(U.hamlet);
    const id = await sendTo(iago, 'Verona', 'flags', 'News from the rialto today');
    expect(flagNames(t, U.hamlet, id)).toEqual(['has_alert_word']);
    expect(flagNames(t, U.othello, id)).toEqual([]);
    const partial = await sendTo(iago, 'Verona', 'flags', 'Rialtos are bridges');
    expect(flagNames(t, U.hamlet, partial)).toEqual([]);
  });

  it('sending the first message of a topic follows it (automatic_new_visibility_policy 3)', async () => {
    const first = await iago.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'fresh topic',
      content: 'x',
    });
    expect(first.body.automatic_new_visibility_policy).toBe(3);
    const again = await iago.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'fresh topic',
      content: 'y',
    });
    expect(again.body.automatic_new_visibility_policy).toBeUndefined();
    const reply = await hamlet.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'fresh topic',
      content: 'z',
    });
    expect(reply.body.automatic_new_visibility_policy).toBeUndefined();
  });

  it('a user who follows on send gets policy 3 in any topic', async () => {
    const db = t.server.services.db;
    db.prepare('UPDATE users SET settings = ? WHERE id = ?').run(
      JSON.stringify({ automatically_follow_topics_policy: 2 }),
      U.othello,
    );
    const othello = await t.as('othello@example.com');
    const r = await othello.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'fresh topic',
      content: 'me',
    });
    expect(r.body.automatic_new_visibility_policy).toBe(3);
  });

  it('publishes a message event to every recipient with their flags and the local ID for the queue', async () => {
    notices.length = 0;
    const r = await iago.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'events',
      content: 'hi @**King Hamlet**',
      queue_id: 'q1',
      local_id: '1.01',
    });
    const n = notices.find((x) => x.event.type === 'message')!;
    expect(n.users).toEqual([1, 2, 4, 5, 6, 7, 8]);
    expect((n.event.message as { id: number }).id).toBe(r.body.id);
    expect(n.perUser?.get(U.hamlet)?.flags).toEqual(['mentioned']);
    expect(n.perUser?.get(U.iago)?.flags).toEqual(['read']);
    expect(n.forQueue).toEqual({ queue_id: 'q1', fields: { local_message_id: '1.01' } });
    expect(n.rawContent).toBe('hi @**King Hamlet**');
    expect(flagNames(t, U.hamlet, r.body.id)).toEqual(['mentioned']);
    const follow = notices.find((x) => x.event.type === 'user_topic' && x.users[0] === U.hamlet);
    expect(follow?.event).toMatchObject({ topic_name: 'events', visibility_policy: 3 });
  });
});
