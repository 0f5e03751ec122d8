import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flagBits,
  flagNames,
  sendTo,
  setRealm,
  shiftClock,
  startMessageWorld,
  U,
} from '../../testing/message-helpers';
import type { TestClient, TestServer } from '../../testing/test-server';
import type { Notice } from '../notices';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
let polonius: TestClient;
let notices: Notice[];
beforeAll(async () => {
  ({ t, iago, hamlet, othello, polonius, notices } = await startMessageWorld());
});
afterAll(() => t.close());

const message = async (c: TestClient, id: number) => (await c.get(`/messages/${id}`)).body.message;
const topicIds = async (c: TestClient, stream: string, topic: string) =>
  (
    await c.get('/messages', {
      anchor: 'newest',
      num_before: 100,
      num_after: 0,
      narrow: [
        { operator: 'channel', operand: stream },
        { operator: 'topic', operand: topic },
      ],
    })
  ).body.messages as { id: number; content: string; sender_id: number }[];

describe('PATCH /messages/{id}: content', () => {
  it('the sender edits content; history and update_message follow', async () => {
    const id = await sendTo(hamlet, 'Verona', 'edits', 'content before edit');
    notices.length = 0;
    const r = await hamlet.patch(`/messages/${id}`, { content: 'content after edit' });
    expect(r.status).toBe(200);
    expect(r.body.detached_uploads).toEqual([]);
    const m = await message(hamlet, id);
    expect(m.content).toContain('content after edit');
    expect(typeof m.last_edit_timestamp).toBe('number');
    expect(m.edit_history).toEqual([
      {
        user_id: U.hamlet,
        timestamp: m.last_edit_timestamp,
        prev_content: 'content before edit',
        prev_rendered_content: '<p>content before edit</p>',
      },
    ]);
    const n = notices.find((x) => x.event.type === 'update_message')!;
    expect(n.event).toMatchObject({
      user_id: U.hamlet,
      message_id: id,
      message_ids: [id],
      rendering_only: false,
      stream_id: 2,
      stream_name: 'Verona',
      orig_content: 'content before edit',
      content: 'content after edit',
      orig_rendered_content: '<p>content before edit</p>',
      is_me_message: false,
    });
    expect(n.event.propagate_mode).toBeUndefined();
    expect(n.event.subject).toBeUndefined();
    expect(n.users).toContain(U.othello);
    expect(n.perUser?.get(U.hamlet)?.flags).toEqual(['read']);
  });

  it.each([
    ['someone else', () => iago, {}, "You don't have permission to edit this message"],
    [
      'after the time limit',
      () => hamlet,
      { shift: 700 },
      'The time limit for editing this message has passed',
    ],
    [
      'with editing turned off',
      () => hamlet,
      { realm: { allow_message_editing: false } },
      'Your organization has turned off message editing',
    ],
  ])(
    'refuses an edit by %s',
    async (_n, who, opts: { shift?: number; realm?: Record<string, unknown> }, msg) => {
      const id = await sendTo(hamlet, 'Verona', 'edits', 'original');
      const restore = shiftClock(t, opts.shift ?? 0);
      if (opts.realm) setRealm(t, opts.realm);
      const r = await who().patch(`/messages/${id}`, { content: 'changed' });
      restore();
      if (opts.realm) setRealm(t, { allow_message_editing: true });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg });
    },
  );

  it.each([
    [{}, 'Nothing to change', 'stream'],
    [
      { content: 'x', stream_id: 3 },
      'Unable to edit content and change channel at the same time',
      'stream',
    ],
    [
      { content: 'x', propagate_mode: 'change_all' },
      'Invalid propagate_mode without topic edit',
      'stream',
    ],
    [{ topic: 'nope' }, 'Direct messages cannot have topics.', 'dm'],
    [{ stream_id: 2 }, 'Direct messages cannot be moved to channels.', 'dm'],
    [{ propagate_mode: 'sideways', topic: 'x' }, undefined, 'stream'],
  ])('refuses %j', async (params, msg, kind) => {
    const id =
      kind === 'dm'
        ? (await hamlet.post('/messages', { type: 'direct', to: [U.othello], content: 'dm' })).body
            .id
        : await sendTo(hamlet, 'Verona', 'edits', 'x');
    const r = await hamlet.patch(`/messages/${id}`, params);
    expect(r.status).toBe(400);
    if (msg) expect(r.body.msg).toBe(msg);
  });

  it('recomputes alert-word flags for every recipient', async () => {
    t.server.services.db
      .prepare("INSERT INTO alert_words (user_id, word) VALUES (?, 'pineapple')")
      .run(U.othello);
    const id = await sendTo(hamlet, 'Verona', 'edits', 'plain');
    expect(flagNames(t, U.othello, id)).toEqual([]);
    await hamlet.patch(`/messages/${id}`, { content: 'now with pineapple' });
    expect(flagNames(t, U.othello, id)).toEqual(['has_alert_word']);
    await hamlet.patch(`/messages/${id}`, { content: 'gone again' });
    expect(flagNames(t, U.othello, id)).toEqual([]);
  });

  it("a message in someone else's inaccessible channel is Invalid message(s)", async () => {
    const id = await sendTo(iago, 'Scotland', 'edits', 'secret');
    expect((await othello.patch(`/messages/${id}`, { topic: 'x' })).body.msg).toBe(
      'Invalid message(s)',
    );
  });
});

describe('PATCH /messages/{id}: topics', () => {
  it.each([
    ['change_one', [1], [0, 2, 3]],
    ['change_later', [1, 2, 3], [0]],
    ['change_all', [0, 1, 2, 3], []],
  ])('%s moves the right messages', async (mode, movedIdx, keptIdx) => {
    const topic = `propagate ${mode}`;
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await sendTo(hamlet, 'Verona', topic, `m${i}`));
    notices.length = 0;
    const r = await hamlet.patch(`/messages/${ids[1]}`, {
      topic: `${topic} moved`,
      propagate_mode: mode,
      send_notification_to_new_thread: false,
    });
    expect(r.status).toBe(200);
    const moved = (await topicIds(hamlet, 'Verona', `${topic} moved`)).map((m) => m.id);
    expect(moved).toEqual(movedIdx.map((i) => ids[i]));
    expect((await topicIds(hamlet, 'Verona', topic)).map((m) => m.id)).toEqual(
      keptIdx.map((i) => ids[i]),
    );
    const n = notices.find((x) => x.event.type === 'update_message')!;
    expect(n.event).toMatchObject({
      message_id: ids[1],
      message_ids: movedIdx.map((i) => ids[i]),
      propagate_mode: mode,
      orig_subject: topic,
      subject: `${topic} moved`,
      topic_links: [],
      stream_id: 2,
    });
    const h = (await message(hamlet, ids[1]!)).edit_history[0];
    expect(h).toEqual({
      user_id: U.hamlet,
      timestamp: h.timestamp,
      prev_topic: topic,
      topic: `${topic} moved`,
    });
    // No bot message when the new-thread notice is off.
    expect(notices.filter((x) => x.event.type === 'message')).toEqual([]);
  });

  it('a guest may not rename topics', async () => {
    const id = await sendTo(polonius, 'Denmark', 'guest topic', 'x');
    const r = await polonius.patch(`/messages/${id}`, { topic: 'renamed' });
    expect(r.body.msg).toBe("You don't have permission to edit this message");
  });

  it('change_all past the time limit is MOVE_MESSAGES_TIME_LIMIT_EXCEEDED for members, fine for admins', async () => {
    const old1 = await sendTo(hamlet, 'Verona', 'aging', 'a');
    await sendTo(hamlet, 'Verona', 'aging', 'b');
    const restore = shiftClock(t, 8 * 86400);
    const fresh = await sendTo(hamlet, 'Verona', 'aging', 'c');
    const r = await hamlet.patch(`/messages/${fresh}`, {
      topic: 'aged',
      propagate_mode: 'change_all',
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      result: 'error',
      code: 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
      msg: 'You only have permission to move the 1/3 most recent messages in this topic.',
      first_message_id_allowed_to_move: fresh,
      total_messages_in_topic: 3,
      total_messages_allowed_to_move: 1,
    });
    const one = await hamlet.patch(`/messages/${old1}`, { topic: 'aged' });
    expect(one.body.msg).toBe("The time limit for editing this message's topic has passed.");
    const admin = await iago.patch(`/messages/${fresh}`, {
      topic: 'aged',
      propagate_mode: 'change_all',
    });
    restore();
    expect(admin.status).toBe(200);
  });

  it('with no message young enough, first_message_id_allowed_to_move is null', async () => {
    const id = await sendTo(hamlet, 'Verona', 'ancient', 'a');
    const restore = shiftClock(t, 8 * 86400);
    const r = await hamlet.patch(`/messages/${id}`, { topic: 'x', propagate_mode: 'change_all' });
    restore();
    expect(r.body).toMatchObject({
      first_message_id_allowed_to_move: null,
      total_messages_allowed_to_move: 0,
    });
  });

  it('protected history: only messages the mover can access are counted and moved', async () => {
    const db = t.server.services.db;
    const hidden = await sendTo(iago, 'Scotland', 'council', 'before cordelia');
    db.prepare("INSERT INTO subscriptions (user_id, stream_id, color) VALUES (?, 4, '#fff')").run(
      U.cordelia,
    );
    const cordelia = await t.as('cordelia@example.com');
    const visible = await sendTo(iago, 'Scotland', 'council', 'after cordelia');
    const restore = shiftClock(t, 60);
    const r = await cordelia.patch(`/messages/${visible}`, {
      topic: 'council moved',
      propagate_mode: 'change_all',
    });
    restore();
    expect(r.status).toBe(200);
    expect((await message(iago, hidden)).subject).toBe('council');
    expect((await message(iago, visible)).subject).toBe('council moved');
  });

  it('resolving adds the ✔ prefix and posts only the resolve notice', async () => {
    await sendTo(polonius, 'Denmark', 'to resolve', 'a');
    const id = await sendTo(hamlet, 'Denmark', 'to resolve', 'b');
    notices.length = 0;
    const r = await polonius.patch(`/messages/${id}`, {
      topic: '✔ to resolve',
      propagate_mode: 'change_all',
      send_notification_to_old_thread: true,
      send_notification_to_new_thread: true,
    });
    expect(r.status).toBe(200);
    const msgs = await topicIds(hamlet, 'Denmark', '✔ to resolve');
    expect(msgs).toHaveLength(3);
    const notice = msgs[2]!;
    expect(notice.sender_id).toBe(U.bot);
    expect(notice.content).toContain('has marked this topic as resolved.');
    const raw = (await hamlet.get(`/messages/${notice.id}`)).body.raw_content;
    expect(raw).toBe('@_**Polonius|8** has marked this topic as resolved.');
    expect((await topicIds(hamlet, 'Denmark', 'to resolve')).length).toBe(0);
    const unresolve = await hamlet.patch(`/messages/${id}`, {
      topic: 'to resolve',
      propagate_mode: 'change_all',
    });
    expect(unresolve.status).toBe(200);
    const back = await topicIds(hamlet, 'Denmark', 'to resolve');
    expect((await hamlet.get(`/messages/${back.at(-1)!.id}`)).body.raw_content).toBe(
      '@_**King Hamlet|4** has marked this topic as unresolved.',
    );
  });

  it('the empty topic cannot be resolved', async () => {
    const id = (
      await hamlet.post('/messages', { type: 'stream', to: 'Verona', topic: '', content: 'x' })
    ).body.id;
    const r = await hamlet.patch(`/messages/${id}`, { topic: '✔ ', propagate_mode: 'change_all' });
    expect(r.status).toBe(400);
  });

  it.each([
    [
      'all moved',
      'change_all',
      'This topic was moved here from #**Verona>crumbs all** by @_**Iago|2**.',
      'This topic was moved to #**Verona>crumbs all new** by @_**Iago|2**.',
    ],
    [
      'one moved',
      'change_one',
      'A message was moved here from #**Verona>crumbs one** by @_**Iago|2**.',
      'A message was moved from this topic to #**Verona>crumbs one new** by @_**Iago|2**.',
    ],
    [
      'some moved',
      'change_later',
      '2 messages were moved here from #**Verona>crumbs some** by @_**Iago|2**.',
      '2 messages were moved from this topic to #**Verona>crumbs some new** by @_**Iago|2**.',
    ],
  ])('breadcrumbs when %s', async (name, mode, toNew, toOld) => {
    const topic = `crumbs ${name.split(' ')[0]}`;
    const first = await sendTo(hamlet, 'Verona', topic, 'one');
    const second = await sendTo(hamlet, 'Verona', topic, 'two');
    await sendTo(hamlet, 'Verona', topic, 'three');
    const target = mode === 'change_all' ? first : second;
    const r = await iago.patch(`/messages/${target}`, {
      topic: `${topic} new`,
      propagate_mode: mode,
      send_notification_to_old_thread: true,
    });
    expect(r.status).toBe(200);
    const newest = async (tp: string) => {
      const list = await topicIds(iago, 'Verona', tp);
      return (await iago.get(`/messages/${list.at(-1)!.id}`)).body.raw_content;
    };
    expect(await newest(`${topic} new`)).toBe(toNew);
    expect(await newest(topic)).toBe(toOld);
  });
});

describe('PATCH /messages/{id}: channels', () => {
  it('moves a topic to another channel; users without access lose it', async () => {
    const ids = [
      await sendTo(iago, 'Verona', 'relocate', 'a'),
      await sendTo(iago, 'Verona', 'relocate', 'b'),
    ];
    notices.length = 0;
    const r = await iago.patch(`/messages/${ids[0]}`, {
      stream_id: 4,
      propagate_mode: 'change_all',
    });
    expect(r.status).toBe(200);
    const m = await message(iago, ids[1]!);
    expect(m).toMatchObject({ stream_id: 4, display_recipient: 'Scotland', subject: 'relocate' });
    expect(m.edit_history[0]).toMatchObject({ prev_stream: 2, stream: 4 });
    expect(flagBits(t, U.othello, ids[0]!)).toBeUndefined();
    expect((await othello.get(`/messages/${ids[0]}`)).body.msg).toBe('Invalid message(s)');
    // Scotland's subscribers gain rows (protected history), read.
    expect(flagNames(t, U.shiva, ids[0]!)).toEqual(['read']);
    const del = notices.find((x) => x.event.type === 'delete_message')!;
    expect(del.users).toContain(U.othello);
    expect(del.event).toMatchObject({
      message_ids: ids,
      message_type: 'stream',
      stream_id: 2,
      topic: 'relocate',
    });
    const upd = notices.find((x) => x.event.type === 'update_message')!;
    expect(upd.event).toMatchObject({
      stream_id: 2,
      new_stream_id: 4,
      orig_subject: 'relocate',
      propagate_mode: 'change_all',
    });
    expect(upd.event.subject).toBeUndefined();
    expect(upd.users).not.toContain(U.othello);
    const crumb = notices.find((x) => x.event.type === 'message')!;
    expect(crumb.rawContent).toBe(
      'This topic was moved here from #**Verona>relocate** by @_**Iago|2**.',
    );
  });

  it.each([
    ['a guest', () => polonius, 'Denmark', 2, "You don't have permission to move this message"],
    [
      'to a private channel the mover cannot access',
      () => othello,
      'Verona',
      4,
      'Invalid channel ID',
    ],
    ['to an unknown channel', () => hamlet, 'Verona', 999, 'Invalid channel ID'],
    [
      'to announce without posting rights',
      () => hamlet,
      'Verona',
      5,
      'You do not have permission to post in this channel.',
    ],
  ])('refuses a move by %s', async (_n, who, from, to, msg) => {
    const id = await sendTo(who(), from, 'stay', 'x');
    const r = await who().patch(`/messages/${id}`, { stream_id: to });
    expect(r.status).toBe(400);
    if (msg) expect(r.body.msg).toBe(msg);
  });
});
