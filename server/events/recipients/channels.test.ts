import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVERYONE,
  ev,
  except,
  type Row,
  runRow,
  SUBSCRIBERS,
  startWorld,
  to,
  type Who,
  type World,
} from '../../testing/recipients-harness';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.t.close());

const subscribeAs =
  (who: Who, names: string[], principals: Who[], extra = {}) =>
  (w: World) =>
    w.c[who].post('/users/me/subscriptions', {
      subscriptions: names.map((name) => ({ name })),
      principals: principals.map((p) => w.id[p]),
      ...extra,
    });
const unsubscribeAs = (who: Who, names: string[], principals: Who[]) => (w: World) =>
  w.c[who].delete('/users/me/subscriptions', {
    subscriptions: names,
    principals: principals.map((p) => w.id[p]),
  });

const subAdd = (w: World, name: string, stream = w.stream[name as 'general']) =>
  ev('subscription', 'add', {
    subscriptions: [expect.objectContaining({ stream_id: stream, name })],
  });
const subRemove = (w: World, name: string, stream = w.stream[name as 'general']) =>
  ev('subscription', 'remove', { subscriptions: [{ stream_id: stream, name }] });
const peer = (op: 'peer_add' | 'peer_remove', stream: number, users: number[]) =>
  ev('subscription', op, { stream_ids: [stream], user_ids: users });
const streamEvent = (op: 'create' | 'delete', stream: number, name: string) =>
  ev('stream', op, { streams: [expect.objectContaining({ stream_id: stream, name })] });

/** Those who may see the subscribers of a private channel: its subscribers and the admins. */
const privatePeers = (subs: readonly Who[]) =>
  [...new Set<Who>([...subs, 'desdemona', 'iago'])] as Who[];

const subscriptionRows: Row[] = [
  {
    name: 'subscribing a member to a public channel: subscription/add to them, peer_add to every non-guest and the guest subscriber',
    act: subscribeAs('iago', ['Denmark'], ['othello']),
    receive: (w) => ({
      ...to(except('othello'), peer('peer_add', w.stream.Denmark, [w.id.othello])),
      othello: [subAdd(w, 'Denmark')],
    }),
  },
  {
    name: 'unsubscribing them: subscription/remove to them, peer_remove to the same people',
    act: unsubscribeAs('iago', ['Denmark'], ['othello']),
    receive: (w) => ({
      ...to(except('othello'), peer('peer_remove', w.stream.Denmark, [w.id.othello])),
      othello: [subRemove(w, 'Denmark')],
    }),
  },
  {
    name: 'subscribing othello to private Scotland: stream/create then subscription/add to him, peer_add only to subscribers and admins',
    act: subscribeAs('iago', ['Scotland'], ['othello']),
    receive: (w) => ({
      ...to(
        privatePeers(SUBSCRIBERS.Scotland),
        peer('peer_add', w.stream.Scotland, [w.id.othello]),
      ),
      othello: [streamEvent('create', w.stream.Scotland, 'Scotland'), subAdd(w, 'Scotland')],
    }),
  },
  {
    name: 'unsubscribing him from Scotland: subscription/remove and stream/delete to him, peer_remove to subscribers and admins',
    act: unsubscribeAs('iago', ['Scotland'], ['othello']),
    receive: (w) => ({
      ...to(
        privatePeers(SUBSCRIBERS.Scotland),
        peer('peer_remove', w.stream.Scotland, [w.id.othello]),
      ),
      othello: [subRemove(w, 'Scotland'), streamEvent('delete', w.stream.Scotland, 'Scotland')],
    }),
  },
  {
    name: 'a member leaving a private channel: the others and the admins hear of it',
    act: (w) => w.c.shiva.delete('/users/me/subscriptions', { subscriptions: ['Scotland'] }),
    receive: (w) => ({
      ...to(['desdemona', 'iago', 'hamlet'], peer('peer_remove', w.stream.Scotland, [w.id.shiva])),
      shiva: [subRemove(w, 'Scotland'), streamEvent('delete', w.stream.Scotland, 'Scotland')],
    }),
  },
  {
    name: 'subscribing the guest to a public channel: the guest first learns of the channel',
    act: subscribeAs('iago', ['announce'], ['polonius']),
    receive: (w) => ({
      ...to(except('polonius'), peer('peer_add', w.stream.announce, [w.id.polonius])),
      polonius: [streamEvent('create', w.stream.announce, 'announce'), subAdd(w, 'announce')],
    }),
  },
  {
    name: 'unsubscribing the guest: the channel disappears for them',
    act: unsubscribeAs('iago', ['announce'], ['polonius']),
    receive: (w) => ({
      ...to(except('polonius'), peer('peer_remove', w.stream.announce, [w.id.polonius])),
      polonius: [subRemove(w, 'announce'), streamEvent('delete', w.stream.announce, 'announce')],
    }),
  },
  {
    name: 'subscribing the guest to web-public Rome: no stream/create, which they already see',
    act: subscribeAs('iago', ['Rome'], ['polonius']),
    receive: (w) => ({
      ...to(except('polonius'), peer('peer_add', w.stream.Rome, [w.id.polonius])),
      polonius: [subAdd(w, 'Rome')],
    }),
  },
  {
    name: 'the guest does not hear of peers of public channels they are not subscribed to',
    act: subscribeAs('iago', ['announce'], ['hamlet', 'othello']),
    receive: () => ({}),
  },
  {
    name: 'a personal property change reaches only that user',
    act: (w) =>
      w.c.hamlet.post('/users/me/subscriptions/properties', {
        subscription_data: [
          { stream_id: w.stream.Verona, property: 'is_muted', value: true },
          { stream_id: w.stream.Verona, property: 'color', value: '#123456' },
        ],
      }),
    receive: (w) =>
      to(
        ['hamlet'],
        ev('subscription', 'update', {
          stream_id: w.stream.Verona,
          property: 'is_muted',
          value: true,
        }),
        ev('subscription', 'update', {
          stream_id: w.stream.Verona,
          property: 'in_home_view',
          value: false,
        }),
        ev('subscription', 'update', {
          stream_id: w.stream.Verona,
          property: 'color',
          value: '#123456',
        }),
      ),
  },
];

const streamRows: Row[] = [
  {
    name: 'creating a public channel: stream/create to every non-guest; the creator also subscription/add',
    act: subscribeAs('hamlet', ['Wittenberg'], ['hamlet']),
    receive: (w) => {
      const created = expect.objectContaining({ name: 'Wittenberg', invite_only: false });
      const id = expect.any(Number);
      return {
        ...to(
          except('hamlet', 'polonius'),
          ev('stream', 'create', { streams: [created] }),
          ev('subscription', 'peer_add', { stream_ids: [id], user_ids: [w.id.hamlet] }),
        ),
        hamlet: [
          ev('stream', 'create', { streams: [created] }),
          ev('subscription', 'add', {
            subscriptions: [expect.objectContaining({ name: 'Wittenberg' })],
          }),
        ],
      };
    },
  },
  {
    name: 'creating a private channel: only its subscribers and the admins hear of it',
    act: subscribeAs('cordelia', ['Britain'], ['cordelia', 'prospero'], { invite_only: true }),
    receive: (w) => {
      const created = ev('stream', 'create', {
        streams: [expect.objectContaining({ name: 'Britain', invite_only: true })],
      });
      const added = ev('subscription', 'add', {
        subscriptions: [expect.objectContaining({ name: 'Britain' })],
      });
      const peers = ev('subscription', 'peer_add', {
        user_ids: [w.id.cordelia, w.id.prospero].sort((a, b) => a - b),
      });
      return {
        ...to(['desdemona', 'iago'], created, peers),
        ...to(['cordelia', 'prospero'], created, added),
      };
    },
  },
  {
    name: 'renaming a private channel: stream/update to its subscribers and the admins only',
    before: async (w) => {
      w.memo.britain = (
        await w.c.cordelia.get('/get_stream_id', { stream: 'Britain' })
      ).body.stream_id;
    },
    act: (w) =>
      w.c.iago.patch(`/streams/${w.memo.britain}`, {
        new_name: 'Albion',
        description: 'Chalk *cliffs*',
      }),
    receive: (w) =>
      to(
        ['desdemona', 'iago', 'cordelia', 'prospero'],
        // Zulip changes the description first; both events name the channel as it was.
        ev('stream', 'update', {
          stream_id: w.memo.britain,
          name: 'Britain',
          property: 'description',
          value: 'Chalk *cliffs*',
          rendered_description: '<p>Chalk <em>cliffs</em></p>',
        }),
        ev('stream', 'update', {
          stream_id: w.memo.britain,
          name: 'Britain',
          property: 'name',
          value: 'Albion',
        }),
      ),
  },
  {
    name: 'a public channel description change reaches everyone who may see the channel (not the guest)',
    act: (w) => w.c.iago.patch(`/streams/${w.stream.announce}`, { description: 'News' }),
    receive: (w) =>
      to(
        except('polonius'),
        ev('stream', 'update', {
          stream_id: w.stream.announce,
          property: 'description',
          value: 'News',
        }),
      ),
  },
  {
    name: 'a web-public channel update reaches the guest too',
    act: (w) => w.c.iago.patch(`/streams/${w.stream.Rome}`, { description: 'SPQR' }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('stream', 'update', {
          stream_id: w.stream.Rome,
          property: 'description',
          value: 'SPQR',
        }),
      ),
  },
  {
    name: 'making a private channel public: stream/create and peer_add to those who newly see it (not the guest), then the updates',
    act: (w) => w.c.cordelia.patch(`/streams/${w.memo.britain}`, { is_private: false }),
    receive: (w) => {
      const id = w.memo.britain as number;
      const updates = [
        ev('stream', 'update', {
          stream_id: id,
          property: 'invite_only',
          value: false,
          history_public_to_subscribers: true,
          is_web_public: false,
        }),
        ev('stream', 'update', {
          stream_id: id,
          property: 'history_public_to_subscribers',
          value: true,
        }),
      ];
      const subscribers = [w.id.cordelia, w.id.prospero].sort((a, b) => a - b);
      return {
        ...to(['desdemona', 'iago', 'cordelia', 'prospero'], ...updates),
        ...to(
          ['shiva', 'hamlet', 'othello'],
          streamEvent('create', id, 'Albion'),
          peer('peer_add', id, subscribers),
          ...updates,
        ),
      };
    },
  },
  {
    name: 'making it private again: stream/delete to those who lose sight of it, the updates to the rest',
    act: (w) => w.c.cordelia.patch(`/streams/${w.memo.britain}`, { is_private: true }),
    receive: (w) => {
      const id = w.memo.britain as number;
      return {
        ...to(['shiva', 'hamlet', 'othello'], streamEvent('delete', id, 'Albion')),
        ...to(
          ['desdemona', 'iago', 'cordelia', 'prospero'],
          // The history stays as it was unless the request changes it.
          ev('stream', 'update', {
            stream_id: id,
            property: 'invite_only',
            value: true,
            history_public_to_subscribers: true,
          }),
        ),
      };
    },
  },
  {
    name: 'archiving a private channel: is_archived to subscribers and admins; stream/delete to a client without archived_channels',
    register: { prospero: { client_capabilities: {} } },
    act: (w) => w.c.iago.delete(`/streams/${w.memo.britain}`),
    receive: (w) => ({
      ...to(
        ['desdemona', 'iago', 'cordelia'],
        ev('stream', 'update', { stream_id: w.memo.britain, property: 'is_archived', value: true }),
      ),
      prospero: [streamEvent('delete', w.memo.britain as number, 'Albion')],
    }),
  },
];

describe('subscription events', () => {
  for (const row of subscriptionRows) it(row.name, () => runRow(w, row));
});

describe('stream events', () => {
  for (const row of streamRows) it(row.name, () => runRow(w, row));
});
