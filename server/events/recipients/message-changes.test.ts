import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Expected,
  ev,
  type Row,
  runRow,
  SUBSCRIBERS,
  send,
  startWorld,
  to,
  toChannel,
  type Who,
  type World,
} from '../../testing/recipients-harness';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.t.close());

/** Each user's own flags on an update_message event. */
function perUser(
  users: readonly Who[],
  fields: Record<string, unknown>,
  flags: Partial<Record<Who, string[]>> = {},
): Expected {
  return Object.fromEntries(
    users.map((u) => [u, [ev('update_message', null, { ...fields, flags: flags[u] ?? [] })]]),
  );
}

/**
 * A whole-topic move takes the sender's follow (set when they started the topic) along:
 * user_topic events for the old topic (0) and the new one, ahead of the update_message.
 */
function followMoves(
  expected: Expected,
  who: Who,
  from: [number, string],
  dest: [number, string],
): Expected {
  const setting = ([stream_id, topic_name]: [number, string], visibility_policy: number) =>
    ev('user_topic', null, { stream_id, topic_name, visibility_policy });
  return { ...expected, [who]: [setting(from, 0), setting(dest, 3), ...(expected[who] ?? [])] };
}

const noNotifications = {
  send_notification_to_old_thread: false,
  send_notification_to_new_thread: false,
};

const editRows: Row[] = [
  {
    name: 'a content edit in a public channel reaches every subscriber, with their own flags',
    before: async (w) => {
      w.memo.verona = await send(w, 'hamlet', toChannel(w, 'Verona', 'edits', 'first draft'));
    },
    act: (w) =>
      w.c.hamlet.patch(`/messages/${w.memo.verona}`, {
        content: "hi @**Cordelia, Lear's daughter**",
      }),
    receive: (w) =>
      perUser(
        SUBSCRIBERS.Verona,
        {
          user_id: w.id.hamlet,
          message_id: w.memo.verona,
          message_ids: [w.memo.verona],
          stream_id: w.stream.Verona,
          stream_name: 'Verona',
          orig_content: 'first draft',
          content: "hi @**Cordelia, Lear's daughter**",
          rendered_content: expect.stringContaining('user-mention'),
          rendering_only: false,
        },
        { hamlet: ['read'], cordelia: ['mentioned'] },
      ),
  },
  {
    name: 'a content edit in a private channel reaches only those who have the message',
    before: async (w) => {
      w.memo.scotland = await send(w, 'shiva', toChannel(w, 'Scotland', 'plans', 'secret'));
    },
    act: (w) => w.c.shiva.patch(`/messages/${w.memo.scotland}`, { content: 'still secret' }),
    receive: (w) =>
      perUser(
        SUBSCRIBERS.Scotland,
        { message_id: w.memo.scotland, stream_id: w.stream.Scotland, content: 'still secret' },
        { shiva: ['read'] },
      ),
  },
  {
    name: 'a direct message edit reaches its participants only',
    before: async (w) => {
      w.memo.dm = await send(w, 'othello', { type: 'direct', to: [w.id.polonius], content: 'hi' });
    },
    act: (w) => w.c.othello.patch(`/messages/${w.memo.dm}`, { content: 'hello' }),
    receive: (w) =>
      perUser(
        ['othello', 'polonius'],
        { message_id: w.memo.dm, content: 'hello' },
        { othello: ['read'] },
      ),
  },
  {
    name: 'a topic move reaches every subscriber of the channel',
    before: async (w) => {
      w.memo.denmark = await send(w, 'hamlet', toChannel(w, 'Denmark', 'ghost', 'who is there?'));
    },
    act: (w) =>
      w.c.hamlet.patch(`/messages/${w.memo.denmark}`, {
        topic: 'the ghost',
        propagate_mode: 'change_all',
        ...noNotifications,
      }),
    receive: (w) =>
      followMoves(
        perUser(
          SUBSCRIBERS.Denmark,
          {
            message_id: w.memo.denmark,
            message_ids: [w.memo.denmark],
            stream_id: w.stream.Denmark,
            orig_subject: 'ghost',
            subject: 'the ghost',
            propagate_mode: 'change_all',
          },
          { hamlet: ['read'] },
        ),
        'hamlet',
        [w.stream.Denmark, 'ghost'],
        [w.stream.Denmark, 'the ghost'],
      ),
  },
  {
    name: 'a topic move with notifications: the Notification Bot message reaches the subscribers',
    act: (w) =>
      w.c.hamlet.patch(`/messages/${w.memo.denmark}`, {
        topic: 'ghost',
        propagate_mode: 'change_all',
        send_notification_to_old_thread: true,
      }),
    receive: (w) =>
      followMoves(
        Object.fromEntries(
          SUBSCRIBERS.Denmark.map((u) => [
            u,
            [
              ev('update_message', null, { subject: 'ghost', orig_subject: 'the ghost' }),
              ev('message', null, {
                message: expect.objectContaining({
                  stream_id: w.stream.Denmark,
                  subject: 'ghost',
                }),
              }),
              // The notice left in the old topic: already read by the mover only.
              ev('message', null, {
                message: expect.objectContaining({
                  stream_id: w.stream.Denmark,
                  subject: 'the ghost',
                }),
                flags: u === 'hamlet' ? ['read'] : [],
              }),
            ],
          ]),
        ),
        'hamlet',
        [w.stream.Denmark, 'the ghost'],
        [w.stream.Denmark, 'ghost'],
      ),
  },
  {
    name: 'a move into a private channel: delete_message to those who lose access (a member, the guest)',
    before: async (w) => {
      w.memo.toScotland = await send(w, 'hamlet', toChannel(w, 'Denmark', 'rot', 'something'));
    },
    act: (w) =>
      w.c.iago.patch(`/messages/${w.memo.toScotland}`, {
        stream_id: w.stream.Scotland,
        propagate_mode: 'change_all',
        ...noNotifications,
      }),
    receive: (w) => ({
      ...followMoves(
        perUser(
          ['desdemona', 'iago', 'shiva', 'hamlet'],
          {
            message_id: w.memo.toScotland,
            stream_id: w.stream.Denmark,
            new_stream_id: w.stream.Scotland,
            propagate_mode: 'change_all',
          },
          { hamlet: ['read'], desdemona: ['read'] },
        ),
        'hamlet',
        [w.stream.Denmark, 'rot'],
        [w.stream.Scotland, 'rot'],
      ),
      ...to(
        ['cordelia', 'polonius'],
        ev('delete_message', null, {
          message_ids: [w.memo.toScotland],
          message_type: 'stream',
          stream_id: w.stream.Denmark,
          topic: 'rot',
        }),
      ),
    }),
  },
  {
    name: 'a move between public channels: delete_message only to the guest who loses access',
    before: async (w) => {
      w.memo.toRome = await send(w, 'cordelia', toChannel(w, 'Denmark', 'travel', 'to Rome'));
    },
    act: (w) =>
      w.c.iago.patch(`/messages/${w.memo.toRome}`, {
        stream_id: w.stream.Rome,
        propagate_mode: 'change_all',
        ...noNotifications,
      }),
    receive: (w) => ({
      // Shiva keeps seeing it (Rome is public); Rome's subscribers see it arrive.
      ...followMoves(
        perUser(
          ['desdemona', 'iago', 'shiva', 'hamlet', 'othello', 'cordelia', 'prospero'],
          { message_id: w.memo.toRome, stream_id: w.stream.Denmark, new_stream_id: w.stream.Rome },
          { cordelia: ['read'] },
        ),
        'cordelia',
        [w.stream.Denmark, 'travel'],
        [w.stream.Rome, 'travel'],
      ),
      polonius: [
        ev('delete_message', null, {
          message_ids: [w.memo.toRome],
          stream_id: w.stream.Denmark,
          topic: 'travel',
        }),
      ],
    }),
  },
  {
    name: 'a move out of a private channel into another: delete_message to its subscribers left behind',
    before: async (w) => {
      const res = await w.c.iago.post('/users/me/subscriptions', {
        subscriptions: [{ name: 'Elsinore' }],
        principals: [w.id.desdemona, w.id.iago],
        invite_only: true,
      });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      w.memo.elsinore = (
        await w.c.iago.get('/get_stream_id', { stream: 'Elsinore' })
      ).body.stream_id;
      w.memo.fromScotland = await send(w, 'iago', toChannel(w, 'Scotland', 'succession', 'hush'));
    },
    act: (w) =>
      w.c.iago.patch(`/messages/${w.memo.fromScotland}`, {
        stream_id: w.memo.elsinore,
        propagate_mode: 'change_one',
        ...noNotifications,
      }),
    receive: (w) => ({
      // Elsinore's first message changed: a private channel's update, to its subscribers.
      ...Object.fromEntries(
        (['desdemona', 'iago'] as const).map((u) => [
          u,
          [
            ev('update_message', null, {
              message_id: w.memo.fromScotland,
              new_stream_id: w.memo.elsinore,
              flags: u === 'iago' ? ['read'] : [],
            }),
            ev('stream', 'update', {
              stream_id: w.memo.elsinore,
              property: 'first_message_id',
              value: w.memo.fromScotland,
            }),
          ],
        ]),
      ),
      ...to(
        ['shiva', 'hamlet'],
        ev('delete_message', null, {
          message_ids: [w.memo.fromScotland],
          stream_id: w.stream.Scotland,
          topic: 'succession',
        }),
      ),
    }),
  },
];

const otherRows: Row[] = [
  {
    name: 'a reaction in a public channel reaches every subscriber',
    before: async (w) => {
      w.memo.react = await send(w, 'othello', toChannel(w, 'Rome', 'forum', 'ave'));
    },
    act: (w) => w.c.prospero.post(`/messages/${w.memo.react}/reactions`, { emoji_name: 'tada' }),
    receive: (w) =>
      to(
        SUBSCRIBERS.Rome,
        ev('reaction', 'add', {
          message_id: w.memo.react,
          user_id: w.id.prospero,
          emoji_name: 'tada',
          emoji_code: '1f389',
          reaction_type: 'unicode_emoji',
        }),
      ),
  },
  {
    name: 'removing it tells the same people',
    act: (w) => w.c.prospero.delete(`/messages/${w.memo.react}/reactions`, { emoji_name: 'tada' }),
    receive: (w) =>
      to(
        SUBSCRIBERS.Rome,
        ev('reaction', 'remove', {
          message_id: w.memo.react,
          user_id: w.id.prospero,
          emoji_name: 'tada',
        }),
      ),
  },
  {
    name: 'a reaction to a direct message reaches its participants only',
    before: async (w) => {
      w.memo.dmReact = await send(w, 'cordelia', {
        type: 'direct',
        to: [w.id.hamlet, w.id.shiva],
        content: 'q',
      });
    },
    act: (w) => w.c.shiva.post(`/messages/${w.memo.dmReact}/reactions`, { emoji_name: 'heart' }),
    receive: (w) =>
      to(
        ['cordelia', 'hamlet', 'shiva'],
        ev('reaction', 'add', { message_id: w.memo.dmReact, user_id: w.id.shiva }),
      ),
  },
  {
    name: 'a reaction in a private channel reaches its subscribers only',
    before: async (w) => {
      w.memo.scotReact = await send(w, 'desdemona', toChannel(w, 'Scotland', 'plans', 'agreed?'));
    },
    act: (w) => w.c.hamlet.post(`/messages/${w.memo.scotReact}/reactions`, { emoji_name: '+1' }),
    receive: (w) =>
      to(
        SUBSCRIBERS.Scotland,
        ev('reaction', 'add', { message_id: w.memo.scotReact, user_id: w.id.hamlet }),
      ),
  },
  {
    name: 'starring a message tells only the user who starred it',
    act: (w) =>
      w.c.hamlet.post('/messages/flags', {
        messages: [w.memo.scotReact],
        op: 'add',
        flag: 'starred',
      }),
    receive: (w) =>
      to(
        ['hamlet'],
        ev('update_message_flags', 'add', {
          operation: 'add',
          flag: 'starred',
          messages: [w.memo.scotReact],
          all: false,
        }),
      ),
  },
  {
    name: 'marking it unread tells only that user, with message_details',
    act: (w) =>
      w.c.shiva
        .post('/messages/flags', { messages: [w.memo.scotReact], op: 'add', flag: 'read' })
        .then(() =>
          w.c.shiva.post('/messages/flags', {
            messages: [w.memo.scotReact],
            op: 'remove',
            flag: 'read',
          }),
        ),
    receive: (w) =>
      to(
        ['shiva'],
        ev('update_message_flags', 'add', { flag: 'read', messages: [w.memo.scotReact] }),
        ev('update_message_flags', 'remove', {
          operation: 'remove',
          flag: 'read',
          messages: [w.memo.scotReact],
          message_details: {
            [w.memo.scotReact as number]: expect.objectContaining({
              type: 'stream',
              stream_id: w.stream.Scotland,
              topic: 'plans',
            }),
          },
        }),
      ),
  },
  {
    name: 'marking a topic as read tells only the reader',
    act: (w) =>
      w.c.cordelia.post('/mark_topic_as_read', { stream_id: w.stream.Rome, topic_name: 'forum' }),
    receive: () => to(['cordelia'], ev('update_message_flags', 'add', { flag: 'read' })),
  },
  {
    name: 'deleting a channel message reaches every subscriber',
    act: (w) => w.c.othello.delete(`/messages/${w.memo.react}`),
    types: ['delete_message'],
    receive: (w) =>
      to(
        SUBSCRIBERS.Rome,
        ev('delete_message', null, {
          message_ids: [w.memo.react],
          message_type: 'stream',
          stream_id: w.stream.Rome,
          topic: 'forum',
        }),
      ),
  },
  {
    name: 'deleting a private channel message reaches only those who have it',
    act: (w) => w.c.iago.delete(`/messages/${w.memo.scotReact}`),
    types: ['delete_message'],
    receive: (w) =>
      to(
        SUBSCRIBERS.Scotland,
        ev('delete_message', null, {
          message_ids: [w.memo.scotReact],
          stream_id: w.stream.Scotland,
        }),
      ),
  },
  {
    name: 'deleting a direct message reaches its participants; without bulk_message_deletion as message_id',
    register: { shiva: { client_capabilities: {} } },
    act: (w) => w.c.cordelia.delete(`/messages/${w.memo.dmReact}`),
    receive: (w) => ({
      ...to(
        ['cordelia', 'hamlet'],
        ev('delete_message', null, { message_ids: [w.memo.dmReact], message_type: 'private' }),
      ),
      shiva: [ev('delete_message', null, { message_id: w.memo.dmReact, message_type: 'private' })],
    }),
  },
];

describe('update_message: who hears of an edit or a move', () => {
  for (const row of editRows) it(row.name, () => runRow(w, row));
});

describe('reactions, flags and deletions', () => {
  for (const row of otherRows) it(row.name, () => runRow(w, row));
});
