import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEvent, checkResponse } from '../../../tests/openapi-validator';
import { type Listener, listen } from '../../testing/events';
import { sendTo, startMessageWorld, U } from '../../testing/message-helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
let atOthello: Listener;
let poll: number;
let todo: number;
beforeAll(async () => {
  ({ t, iago, hamlet, othello } = await startMessageWorld());
  atOthello = await listen(othello);
  poll = await sendTo(iago, 'Verona', 'widgets', '/poll Where to eat?\nPizza\nSushi');
  todo = await sendTo(iago, 'Verona', 'widgets', '/todo Launch\nWrite notes: short\nShip it');
});
afterAll(() => t.close());

const submessagesOf = async (c: TestClient, id: number) => {
  const r = await c.get(`/messages/${id}`);
  expect(checkResponse('GET', '/messages/{message_id}', r.status, r.body)).toBeNull();
  return r.body.message.submessages as Record<string, unknown>[];
};
const submit = (c: TestClient, message_id: number, data: unknown, msg_type = 'widget') =>
  c.post('/submessage', {
    message_id,
    msg_type,
    content: typeof data === 'string' ? data : JSON.stringify(data),
  });

describe('a message that starts with /poll or /todo', () => {
  it('carries its widget as its first submessage, when fetched and in its event', async () => {
    const widget = {
      msg_type: 'widget',
      message_id: poll,
      sender_id: U.iago,
      content: JSON.stringify({
        widget_type: 'poll',
        extra_data: { question: 'Where to eat?', options: ['Pizza', 'Sushi'] },
      }),
    };
    expect(await submessagesOf(hamlet, poll)).toEqual([{ ...widget, id: expect.any(Number) }]);
    const events = await atOthello.events();
    const sent = events.filter((e) => e.type === 'message');
    expect(sent.map((e) => e.message.submessages[0]?.msg_type)).toEqual(['widget', 'widget']);
    expect(JSON.parse(sent[1]?.message.submessages[0].content)).toEqual({
      widget_type: 'todo',
      extra_data: {
        task_list_title: 'Launch',
        tasks: [
          { task: 'Write notes', desc: 'short' },
          { task: 'Ship it', desc: '' },
        ],
      },
    });
    for (const e of sent) expect(checkEvent(e)).toBeNull();
  });

  it('is a widget sent through the API as well; other messages carry none', async () => {
    const plain = await sendTo(hamlet, 'Verona', 'widgets', 'A /poll in the middle');
    expect(await submessagesOf(hamlet, plain)).toEqual([]);
    const dm = await hamlet.post('/messages', {
      type: 'direct',
      to: [U.othello],
      content: '/todo',
    });
    const [first] = await submessagesOf(othello, dm.body.id);
    expect(first).toMatchObject({ msg_type: 'widget', sender_id: U.hamlet });
  });
});

describe('POST /submessage', () => {
  it('adds a vote that everyone who can see the message receives', async () => {
    await atOthello.events();
    const vote = { type: 'vote', key: 'canned,1', vote: 1 };
    const r = await submit(hamlet, poll, vote);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ result: 'success' });
    const [event] = await atOthello.events();
    expect(event).toMatchObject({
      type: 'submessage',
      msg_type: 'widget',
      message_id: poll,
      sender_id: U.hamlet,
      content: JSON.stringify(vote),
    });
    expect(checkEvent(event as { type: string })).toBeNull();
    const stored = await submessagesOf(iago, poll);
    expect(stored.at(-1)).toEqual({
      id: event?.submessage_id,
      message_id: poll,
      sender_id: U.hamlet,
      msg_type: 'widget',
      content: JSON.stringify(vote),
    });
  });

  it.each([
    ['a new option', 'hamlet', 'poll', { type: 'new_option', idx: 1, option: 'Tacos' }],
    ['a vote taken back', 'othello', 'poll', { type: 'vote', key: '4,1', vote: -1 }],
    ["the author's new question", 'iago', 'poll', { type: 'question', question: 'Lunch?' }],
    [
      'a new task',
      'othello',
      'todo',
      { type: 'new_task', key: 2, task: 'Tell Iago', desc: '', completed: false },
    ],
    ['a task checked', 'hamlet', 'todo', { type: 'strike', key: '0,canned' }],
    ["the author's new title", 'iago', 'todo', { type: 'new_task_list_title', title: 'Go' }],
  ])('takes %s', async (_name, who, widget, data) => {
    const c = { iago, hamlet, othello }[who] as TestClient;
    const r = await submit(c, widget === 'poll' ? poll : todo, data);
    expect(r.body).toMatchObject({ result: 'success' });
  });

  it.each([
    ['content that is not JSON', 'hamlet', 'poll', '{vote', 'Invalid json for submessage'],
    [
      'an unknown poll event',
      'hamlet',
      'poll',
      { type: 'shout' },
      'Unknown type for poll data: shout',
    ],
    [
      'a vote of 2',
      'hamlet',
      'poll',
      { type: 'vote', key: 'canned,0', vote: 2 },
      'poll data["vote"] is not one of 1, -1',
    ],
    [
      'a vote without a key',
      'hamlet',
      'poll',
      { type: 'vote', vote: 1 },
      'key key is missing from poll data',
    ],
    [
      'a vote with more',
      'hamlet',
      'poll',
      { type: 'vote', key: 'canned,0', vote: 1, weight: 3 },
      'Unexpected arguments: weight',
    ],
    [
      "someone else's question",
      'hamlet',
      'poll',
      { type: 'question', question: 'Mine now' },
      "You can't edit a question unless you are the author.",
    ],
    [
      "someone else's title",
      'othello',
      'todo',
      { type: 'new_task_list_title', title: 'Mine now' },
      "You can't edit the task list title unless you are the author.",
    ],
    [
      'a task key that is not a number',
      'othello',
      'todo',
      { type: 'new_task', key: 'x', task: 'T', desc: '', completed: false },
      'todo data["key"] is not an integer',
    ],
  ])('refuses %s', async (_name, who, widget, data, msg) => {
    const c = { iago, hamlet, othello }[who] as TestClient;
    const r = await submit(c, widget === 'poll' ? poll : todo, data);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', code: 'BAD_REQUEST', msg });
  });

  it('refuses a message the user cannot see, and a widget started by someone else', async () => {
    const secret = await sendTo(iago, 'Scotland', 'plans', '/poll Secret?\nYes');
    const hidden = await submit(othello, secret, { type: 'vote', key: 'canned,0', vote: 1 });
    expect(hidden.body).toMatchObject({ result: 'error', msg: 'Invalid message(s)' });
    const plain = await sendTo(iago, 'Verona', 'widgets', 'Not a widget');
    const started = await submit(hamlet, plain, { widget_type: 'poll', extra_data: {} });
    expect(started.body).toMatchObject({
      result: 'error',
      msg: 'You cannot attach a submessage to this message.',
    });
  });

  it('lets the sender start a widget on their own message; its events then go unchecked', async () => {
    const own = await sendTo(hamlet, 'Verona', 'widgets', 'Choose one');
    const zform = { widget_type: 'zform', extra_data: { type: 'choices', choices: [] } };
    expect((await submit(hamlet, own, zform)).body).toMatchObject({ result: 'success' });
    expect((await submit(othello, own, { anything: true })).body).toMatchObject({
      result: 'success',
    });
  });

  it('goes with its message when the message is deleted', async () => {
    const gone = await sendTo(iago, 'Verona', 'widgets', '/poll Gone?');
    expect((await iago.delete(`/messages/${gone}`)).status).toBe(200);
    const left = t.server.services.db
      .prepare('SELECT COUNT(*) AS n FROM submessages WHERE message_id = ?')
      .get(gone) as { n: number };
    expect(left.n).toBe(0);
  });
});
