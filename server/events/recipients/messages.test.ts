import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../testing/events';
import {
  EVERYONE,
  type Expected,
  ev,
  type Row,
  runRow,
  SUBSCRIBERS,
  startWorld,
  toChannel,
  type Who,
  type World,
} from '../../testing/recipients-harness';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.t.close());

/** A `message` event per recipient, with that recipient's flags. */
function messageTo(
  recipients: readonly Who[],
  message: Record<string, unknown>,
  flags: Partial<Record<Who, string[]>>,
): Expected {
  return Object.fromEntries(
    recipients.map((who) => [
      who,
      [ev('message', null, { message: expect.objectContaining(message), flags: flags[who] ?? [] })],
    ]),
  );
}

const rows: Row[] = [
  {
    name: 'a channel message reaches every subscriber; the sender has it read, a mention is flagged',
    act: (w) =>
      w.c.hamlet.post('/messages', {
        ...toChannel(w, 'Verona', 'recipients', 'Hello @**Othello**'),
      }),
    types: ['message'],
    receive: (w, body) =>
      messageTo(
        SUBSCRIBERS.Verona,
        {
          id: body.id,
          type: 'stream',
          stream_id: w.stream.Verona,
          display_recipient: 'Verona',
          subject: 'recipients',
          sender_id: w.id.hamlet,
          content: expect.stringContaining('user-mention'),
        },
        { hamlet: ['read'], othello: ['mentioned'] },
      ),
  },
  {
    name: 'a mention of a non-subscriber does not reach them',
    act: (w) =>
      w.c.hamlet.post('/messages', toChannel(w, 'Denmark', 'castle', 'Ask @**Prospero**')),
    types: ['message'],
    receive: (w, body) =>
      messageTo(
        SUBSCRIBERS.Denmark,
        { id: body.id, stream_id: w.stream.Denmark, display_recipient: 'Denmark' },
        { hamlet: ['read'] },
      ),
  },
  {
    name: 'a private channel message reaches its subscribers only (not othello, not the guest)',
    act: (w) =>
      w.c.iago.post('/messages', toChannel(w, 'Scotland', 'plans', 'Quietly, @**King Hamlet**')),
    types: ['message'],
    receive: (w, body) =>
      messageTo(
        SUBSCRIBERS.Scotland,
        {
          id: body.id,
          type: 'stream',
          stream_id: w.stream.Scotland,
          display_recipient: 'Scotland',
        },
        { iago: ['read'], hamlet: ['mentioned'] },
      ),
  },
  {
    name: 'a wildcard mention flags every subscriber but the sender',
    act: (w) => w.c.iago.post('/messages', toChannel(w, 'Rome', 'forum', '@**all** gather')),
    types: ['message'],
    receive: (_w, body) =>
      messageTo(
        SUBSCRIBERS.Rome,
        { id: body.id, display_recipient: 'Rome' },
        {
          // wildcard_mentioned: the deprecated alias Zulip still sends (FL 224).
          iago: ['read', 'stream_wildcard_mentioned', 'wildcard_mentioned'],
          ...Object.fromEntries(
            SUBSCRIBERS.Rome.filter((u) => u !== 'iago').map((u) => [
              u,
              ['stream_wildcard_mentioned', 'wildcard_mentioned'],
            ]),
          ),
        },
      ),
  },
  {
    name: 'a direct message reaches the sender and the recipient only',
    act: (w) =>
      w.c.othello.post('/messages', { type: 'direct', to: [w.id.cordelia], content: 'psst' }),
    receive: (w, body) =>
      messageTo(
        ['othello', 'cordelia'],
        {
          id: body.id,
          type: 'private',
          subject: '',
          display_recipient: [w.id.othello, w.id.cordelia]
            .sort((a, b) => a - b)
            .map((id) => expect.objectContaining({ id })),
        },
        { othello: ['read'] },
      ),
  },
  {
    name: 'a group direct message reaches all its participants, a guest included',
    act: (w) =>
      w.c.polonius.post('/messages', {
        type: 'direct',
        to: [w.id.hamlet, w.id.shiva],
        content: 'a word, @**Shiva**',
      }),
    receive: (_w, body) =>
      messageTo(
        ['polonius', 'hamlet', 'shiva'],
        { id: body.id, type: 'private', display_recipient: expect.any(Array) },
        { polonius: ['read'], shiva: ['mentioned'] },
      ),
  },
  {
    name: 'a direct message to oneself reaches only oneself',
    act: (w) =>
      w.c.prospero.post('/messages', { type: 'direct', to: [w.id.prospero], content: 'note' }),
    receive: (_w, body) =>
      messageTo(['prospero'], { id: body.id, type: 'private' }, { prospero: ['read'] }),
  },
  {
    name: 'read_by_sender false leaves the message unread for its sender',
    act: (w) =>
      w.c.hamlet.post('/messages', {
        type: 'direct',
        to: [w.id.othello],
        content: 'unread',
        read_by_sender: false,
      }),
    receive: (_w, body) => messageTo(['hamlet', 'othello'], { id: body.id }, {}),
  },
  {
    name: 'a message in a new topic makes its sender follow it (user_topic only to the sender)',
    act: (w) => w.c.cordelia.post('/messages', toChannel(w, 'general', 'brand new', 'first!')),
    receive: (w, body) => ({
      ...messageTo(SUBSCRIBERS.general, { id: body.id }, { cordelia: ['read'] }),
      cordelia: [
        ev('message', null, { flags: ['read'] }),
        ev('user_topic', null, {
          stream_id: w.stream.general,
          topic_name: 'brand new',
          visibility_policy: 3,
        }),
      ],
    }),
  },
];

describe('message events: who receives a new message', () => {
  for (const row of rows) it(row.name, () => runRow(w, row));
});

describe('local_message_id', () => {
  it('goes only to the queue that sent the message, not the sender’s other queues', async () => {
    const sending = await listen(w.c.hamlet);
    const other = await listen(w.c.hamlet);
    const othello = await listen(w.c.othello);
    const res = await w.c.hamlet.post('/messages', {
      type: 'direct',
      to: [w.id.othello],
      content: 'echo',
      queue_id: sending.queueId,
      local_id: '17.01',
    });
    expect(res.status).toBe(200);
    const [mine] = await sending.events();
    const [elsewhere] = await other.events();
    const [theirs] = await othello.events();
    expect(mine).toMatchObject({ type: 'message', local_message_id: '17.01', flags: ['read'] });
    expect(elsewhere).toMatchObject({ type: 'message', flags: ['read'] });
    expect(elsewhere).not.toHaveProperty('local_message_id');
    expect(theirs).toMatchObject({ type: 'message', flags: [] });
    expect(theirs).not.toHaveProperty('local_message_id');
  });
});

describe('event_types and narrow filter message events', () => {
  it('a queue without message in event_types gets no message event; one with it does', async () => {
    const without = await listen(w.c.hamlet, { event_types: ['reaction'] });
    const withIt = await listen(w.c.hamlet, { event_types: ['message'] });
    const id = (await w.c.iago.post('/messages', toChannel(w, 'general', 'types', 'x'))).body.id;
    await w.c.iago.post(`/messages/${id}/reactions`, { emoji_name: 'tada' });
    expect((await without.events()).map((e) => e.type)).toEqual(['reaction']);
    expect((await withIt.events()).map((e) => [e.type, e.message?.id])).toEqual([['message', id]]);
  });

  it.each<[string, unknown[], boolean[]]>([
    ['channel Verona', [['channel', 'Verona']], [true, false, false]],
    [
      'channel and topic',
      [
        ['stream', 'Verona'],
        ['topic', 'narrowed'],
      ],
      [true, false, false],
    ],
    [
      'another topic',
      [
        ['stream', 'Verona'],
        ['topic', 'other'],
      ],
      [false, false, false],
    ],
    ['is:dm', [['is', 'dm']], [false, false, true]],
    ['sender iago', [['sender', 'iago@example.com']], [true, true, false]],
    [
      'not channel Verona',
      [{ operator: 'channel', operand: 'Verona', negated: true }],
      [false, true, true],
    ],
  ])('narrow %s', async (_label, narrow, expected) => {
    const hamlet = await listen(w.c.hamlet, { narrow });
    const a = await w.c.iago.post('/messages', toChannel(w, 'Verona', 'narrowed', 'narrowed'));
    const b = await w.c.iago.post('/messages', toChannel(w, 'general', 'other', 'hello'));
    const c = await w.c.othello.post('/messages', {
      type: 'direct',
      to: [w.id.hamlet],
      content: 'dm',
    });
    const ids = [a.body.id, b.body.id, c.body.id];
    const got = (await hamlet.events())
      .filter((e) => e.type === 'message')
      .map((e) => e.message.id);
    expect(got).toEqual(ids.filter((_id, i) => expected[i]));
  });

  it.each([['dm'], ['search'], ['has']])(
    'refuses a narrow with %s, which Zulip does not filter events by',
    async (operator) => {
      const res = await w.c.hamlet.post('/register', { narrow: [[operator, 'x']] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'BAD_REQUEST',
        msg: `Operator ${operator} not supported.`,
      });
    },
  );
});

describe('heartbeat', () => {
  it('an idle poll on any queue ends with a heartbeat after about a second', async () => {
    for (const params of [{}, { event_types: ['message'] }, { event_types: ['realm_user'] }]) {
      const l = await listen(w.c.polonius, params);
      const started = Date.now();
      const res = await w.c.polonius.get('/events', {
        queue_id: l.queueId,
        last_event_id: l.lastEventId,
      });
      const waited = Date.now() - started;
      expect(res.status).toBe(200);
      expect(res.body.events).toEqual([{ type: 'heartbeat', id: l.lastEventId + 1 }]);
      expect(waited).toBeGreaterThanOrEqual(900);
      expect(waited).toBeLessThan(5000);
    }
  });

  it('reaches everyone, whatever their role', async () => {
    const queues = await Promise.all(EVERYONE.map((who) => listen(w.c[who])));
    const polls = await Promise.all(
      queues.map((l) => l.client.get('/events', { queue_id: l.queueId, last_event_id: -1 })),
    );
    for (const p of polls)
      expect(p.body.events.map((e: { type: string }) => e.type)).toEqual(['heartbeat']);
  });
});
