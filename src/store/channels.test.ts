import { describe } from 'vitest';
import type {
  StreamCreateEvent,
  StreamDeleteEvent,
  StreamEvent,
  SubscriptionAddEvent,
  SubscriptionEvent,
} from '../api/types/event';
import type { BasicChannel, SubscriptionProperties } from '../api/types/models';
import { reduceChannels } from './channels';
import { reduceSubscribers, reduceSubscriptions } from './subscriptions';
import {
  channel,
  DESIGN,
  GENERAL,
  HAMLET,
  OTHELLO,
  RANDOM,
  reducerTable,
  SELF,
  subscription,
} from './test-support';

const general = channel(GENERAL, 'general');
const random = channel(RANDOM, 'random');
type Channels = Record<number, BasicChannel>;

describe('channels', () => {
  const update = (property: string, value: unknown, extra = {}) =>
    ({
      id: 1,
      type: 'stream',
      op: 'update',
      stream_id: GENERAL,
      name: 'general',
      property,
      value,
      ...extra,
    }) as StreamEvent;
  reducerTable<Channels, StreamEvent | SubscriptionAddEvent>(reduceChannels, [
    {
      name: 'stream/create',
      before: { [GENERAL]: general },
      event: { id: 1, type: 'stream', op: 'create', streams: [random] },
      after: { [GENERAL]: general, [RANDOM]: random },
      idempotent: true,
    },
    {
      name: 'stream/delete',
      before: { [GENERAL]: general, [RANDOM]: random },
      event: { id: 1, type: 'stream', op: 'delete', streams: [random] },
      after: { [GENERAL]: general },
      idempotent: true,
    },
    {
      name: 'stream/update name',
      before: { [GENERAL]: general },
      event: update('name', 'lobby'),
      after: { [GENERAL]: { ...general, name: 'lobby' } },
      idempotent: true,
    },
    {
      name: 'stream/update description carries the rendered form',
      before: { [GENERAL]: general },
      event: update('description', 'Hi *all*', { rendered_description: '<p>Hi <em>all</em></p>' }),
      after: {
        [GENERAL]: {
          ...general,
          description: 'Hi *all*',
          rendered_description: '<p>Hi <em>all</em></p>',
        },
      },
    },
    {
      name: 'stream/update invite_only carries history and web-public flags',
      before: { [GENERAL]: general },
      event: update('invite_only', true, {
        history_public_to_subscribers: false,
        is_web_public: false,
      }),
      after: { [GENERAL]: { ...general, invite_only: true, history_public_to_subscribers: false } },
    },
    {
      name: 'stream/update a group setting',
      before: { [GENERAL]: general },
      event: update('can_remove_subscribers_group', {
        direct_members: [1],
        direct_subgroups: [20],
      }),
      after: {
        [GENERAL]: {
          ...general,
          can_remove_subscribers_group: { direct_members: [1], direct_subgroups: [20] },
        },
      },
    },
    {
      name: 'stream/update is_archived',
      before: { [GENERAL]: general },
      event: update('is_archived', true),
      after: { [GENERAL]: { ...general, is_archived: true } },
    },
    {
      name: 'stream/update of an unknown channel changes nothing',
      before: { [GENERAL]: general },
      event: { ...update('name', 'x'), stream_id: 99 } as StreamEvent,
      after: { [GENERAL]: general },
    },
    {
      name: 'subscription/add reveals the channel',
      before: {},
      event: {
        id: 1,
        type: 'subscription',
        op: 'add',
        subscriptions: [subscription(RANDOM, 'random')],
      },
      after: { [RANDOM]: random },
      idempotent: true,
    },
  ]);
});

const props = (extra: Partial<SubscriptionProperties> = {}): SubscriptionProperties => ({
  color: '#c2c2c2',
  is_muted: false,
  in_home_view: true,
  pin_to_top: false,
  desktop_notifications: null,
  email_notifications: null,
  push_notifications: null,
  audible_notifications: null,
  wildcard_mentions_notify: null,
  ...extra,
});
type Subs = Record<number, SubscriptionProperties>;
const subUpdate = (property: string, value: unknown, stream_id = GENERAL) =>
  ({ id: 1, type: 'subscription', op: 'update', stream_id, property, value }) as SubscriptionEvent;

describe('subscriptions', () => {
  reducerTable<Subs, SubscriptionEvent | StreamDeleteEvent>(reduceSubscriptions, [
    {
      name: 'add',
      before: {},
      event: {
        id: 1,
        type: 'subscription',
        op: 'add',
        subscriptions: [subscription(GENERAL, 'general')],
      },
      after: { [GENERAL]: props() },
      idempotent: true,
    },
    {
      name: 'remove',
      before: { [GENERAL]: props(), [DESIGN]: props() },
      event: {
        id: 1,
        type: 'subscription',
        op: 'remove',
        subscriptions: [{ stream_id: GENERAL, name: 'general' }],
      },
      after: { [DESIGN]: props() },
      idempotent: true,
    },
    {
      name: 'update color',
      before: { [GENERAL]: props() },
      event: subUpdate('color', '#ff0000'),
      after: { [GENERAL]: props({ color: '#ff0000' }) },
      idempotent: true,
    },
    {
      name: 'update is_muted keeps in_home_view its inverse',
      before: { [GENERAL]: props() },
      event: subUpdate('is_muted', true),
      after: { [GENERAL]: props({ is_muted: true, in_home_view: false }) },
      idempotent: true,
    },
    {
      name: 'update in_home_view (legacy) sets is_muted',
      before: { [GENERAL]: props() },
      event: subUpdate('in_home_view', false),
      after: { [GENERAL]: props({ is_muted: true, in_home_view: false }) },
    },
    {
      name: 'update a notification setting back to inherit (null)',
      before: { [GENERAL]: props({ push_notifications: true }) },
      event: subUpdate('push_notifications', null),
      after: { [GENERAL]: props() },
    },
    {
      name: 'update for a channel the user left changes nothing',
      before: { [GENERAL]: props() },
      event: subUpdate('color', '#000', 99),
      after: { [GENERAL]: props() },
    },
    {
      name: 'stream/delete drops the subscription',
      before: { [GENERAL]: props() },
      event: { id: 1, type: 'stream', op: 'delete', streams: [general] },
      after: {},
      idempotent: true,
    },
    {
      name: 'peer_add leaves personal settings alone',
      before: { [GENERAL]: props() },
      event: { id: 1, type: 'subscription', op: 'peer_add', stream_ids: [GENERAL], user_ids: [3] },
      after: { [GENERAL]: props() },
    },
  ]);
});

describe('subscribers', () => {
  type Subscribers = Record<number, number[]>;
  const peer = (
    op: 'peer_add' | 'peer_remove',
    stream_ids: number[],
    user_ids: number[],
  ): SubscriptionEvent => ({
    id: 1,
    type: 'subscription',
    op,
    stream_ids,
    user_ids,
  });
  reducerTable<Subscribers, SubscriptionEvent | StreamDeleteEvent | StreamCreateEvent>(
    reduceSubscribers,
    [
      {
        name: 'stream/create starts an empty list that the following peer_add events fill',
        before: { [GENERAL]: [SELF] },
        event: { id: 1, type: 'stream', op: 'create', streams: [random] },
        after: { [GENERAL]: [SELF], [RANDOM]: [] },
        idempotent: true,
      },
      {
        name: 'stream/create counted already leaves the list unknown (no peer_add follows)',
        before: {},
        event: {
          id: 1,
          type: 'stream',
          op: 'create',
          streams: [{ ...random, subscriber_count: 5 }],
        },
        after: {},
        idempotent: true,
      },
      {
        name: 'stream/create counted from zero starts the list the peer_add events fill',
        before: {},
        event: {
          id: 1,
          type: 'stream',
          op: 'create',
          streams: [{ ...random, subscriber_count: 0 }],
        },
        after: { [RANDOM]: [] },
        idempotent: true,
      },
      {
        name: 'stream/create keeps a list already known',
        before: { [RANDOM]: [HAMLET] },
        event: { id: 1, type: 'stream', op: 'create', streams: [random] },
        after: { [RANDOM]: [HAMLET] },
      },
      {
        name: 'peer_add (sorted, idempotent)',
        before: { [GENERAL]: [SELF, HAMLET], [DESIGN]: [SELF] },
        event: peer('peer_add', [GENERAL, DESIGN], [OTHELLO]),
        after: { [GENERAL]: [SELF, HAMLET, OTHELLO], [DESIGN]: [SELF, OTHELLO] },
        idempotent: true,
      },
      {
        name: 'peer_remove',
        before: { [GENERAL]: [SELF, HAMLET, OTHELLO] },
        event: peer('peer_remove', [GENERAL], [HAMLET, OTHELLO]),
        after: { [GENERAL]: [SELF] },
        idempotent: true,
      },
      {
        name: 'peer events for channels whose list is unknown leave them unknown',
        before: { [GENERAL]: [SELF] },
        event: peer('peer_add', [99], [HAMLET]),
        after: { [GENERAL]: [SELF] },
      },
      {
        name: 'subscription/add takes the list and includes the user',
        before: {},
        event: {
          id: 1,
          type: 'subscription',
          op: 'add',
          subscriptions: [subscription(RANDOM, 'random', { subscribers: [HAMLET] })],
        },
        after: { [RANDOM]: [SELF, HAMLET] },
        idempotent: true,
      },
      {
        name: 'subscription/remove takes the user out',
        before: { [GENERAL]: [SELF, HAMLET] },
        event: {
          id: 1,
          type: 'subscription',
          op: 'remove',
          subscriptions: [{ stream_id: GENERAL, name: 'general' }],
        },
        after: { [GENERAL]: [HAMLET] },
        idempotent: true,
      },
      {
        name: 'stream/delete forgets the list',
        before: { [GENERAL]: [SELF] },
        event: { id: 1, type: 'stream', op: 'delete', streams: [general] },
        after: {},
        idempotent: true,
      },
    ],
  );
});
