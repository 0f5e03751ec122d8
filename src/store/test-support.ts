/** Fixtures for the store's tests: a small organization and message builders. */
import { expect, it } from 'vitest';
import type { Message, Subscription, User } from '../api/types/models';
import type { RegisterResponse } from '../api/types/register';
import { Draft } from './draft';
import { fromRegister } from './from-register';
import type { ParleyState, ReduceContext, StoredMessage } from './state';

export const SELF = 1;
export const HAMLET = 2;
export const OTHELLO = 3;
export const GONE = 4;
export const GENERAL = 10;
export const DESIGN = 11;
export const RANDOM = 12;

export function user(user_id: number, full_name: string, extra: Partial<User> = {}): User {
  return {
    user_id,
    email: `user${user_id}@example.com`,
    delivery_email: null,
    full_name,
    date_joined: '2024-01-01T00:00:00Z',
    is_owner: false,
    is_admin: false,
    is_guest: false,
    is_billing_admin: false,
    is_bot: false,
    role: 400,
    timezone: '',
    avatar_version: 1,
    profile_data: {},
    ...extra,
  };
}

export function channel(stream_id: number, name: string) {
  return {
    stream_id,
    name,
    is_archived: false,
    description: '',
    rendered_description: '',
    date_created: 0,
    creator_id: null,
    invite_only: false,
    is_web_public: false,
    stream_post_policy: 1,
    message_retention_days: null,
    history_public_to_subscribers: true,
    first_message_id: null,
    is_announcement_only: false,
    can_remove_subscribers_group: 2,
    stream_weekly_traffic: null,
  };
}

export function subscription(stream_id: number, name: string, extra: Partial<Subscription> = {}) {
  return {
    ...channel(stream_id, name),
    color: '#c2c2c2',
    is_muted: false,
    in_home_view: true,
    pin_to_top: false,
    desktop_notifications: null,
    email_notifications: null,
    push_notifications: null,
    audible_notifications: null,
    wildcard_mentions_notify: null,
    subscribers: [SELF, HAMLET],
    ...extra,
  } as Subscription;
}

export function registerFixture(): RegisterResponse {
  return {
    queue_id: 'q1',
    last_event_id: -1,
    zulip_feature_level: 330,
    zulip_version: '10.0',
    user_id: SELF,
    email: 'user1@example.com',
    full_name: 'Iago',
    is_admin: true,
    is_owner: false,
    is_guest: false,
    realm_users: [
      user(SELF, 'Iago', { role: 200, is_admin: true }),
      user(HAMLET, 'King Hamlet'),
      user(OTHELLO, 'Othello', { role: 600, is_guest: true }),
    ],
    realm_non_active_users: [user(GONE, 'Former')],
    cross_realm_bots: [],
    subscriptions: [
      subscription(GENERAL, 'general'),
      subscription(DESIGN, 'design', { is_muted: true, in_home_view: false }),
    ],
    unsubscribed: [],
    never_subscribed: [{ ...channel(RANDOM, 'random'), subscribers: [HAMLET] }],
    unread_msgs: {
      count: 3,
      pms: [{ other_user_id: HAMLET, unread_message_ids: [5] }],
      streams: [
        { stream_id: GENERAL, topic: 'lunch', unread_message_ids: [3, 4] },
        { stream_id: DESIGN, topic: 'colors', unread_message_ids: [6] },
      ],
      huddles: [{ user_ids_string: `${SELF},${HAMLET},${OTHELLO}`, unread_message_ids: [7] }],
      mentions: [4],
      old_unreads_missing: false,
    },
    user_topics: [
      { stream_id: GENERAL, topic_name: 'noise', last_updated: 1, visibility_policy: 1 },
      { stream_id: DESIGN, topic_name: 'colors', last_updated: 1, visibility_policy: 2 },
    ],
    realm_user_groups: [
      {
        id: 20,
        name: 'role:administrators',
        description: '',
        members: [SELF],
        direct_subgroup_ids: [21],
        is_system_group: true,
        can_mention_group: 22,
      },
      {
        id: 21,
        name: 'role:owners',
        description: '',
        members: [],
        direct_subgroup_ids: [],
        is_system_group: true,
        can_mention_group: 22,
      },
      {
        id: 30,
        name: 'support',
        description: 'Helpers',
        members: [HAMLET],
        direct_subgroup_ids: [],
        is_system_group: false,
        can_mention_group: 22,
      },
    ],
    realm_linkifiers: [{ id: 1, pattern: '#(?P<id>[0-9]+)', url_template: 'https://t/{id}' }],
    saved_snippets: [{ id: 1, title: 'Hi', content: 'Hello!', date_created: 1 }],
    user_settings: { twenty_four_hour_time: false, enter_sends: true } as never,
    realm_emoji: {},
    alert_words: ['lunch'],
    custom_profile_fields: [],
    max_message_length: 10000,
    max_topic_length: 60,
    server_typing_started_expiry_period_milliseconds: 15000,
    realm_name: 'Test org',
    realm_allow_message_editing: true,
    realm_can_access_all_users_group: 2,
  };
}

/** The fixture as a register without subscriber lists answers it: each channel counted. */
export function registerWithoutLists(r: RegisterResponse = registerFixture()): RegisterResponse {
  const counted = <T extends { subscribers?: number[] }>({ subscribers, ...c }: T) => ({
    ...c,
    subscriber_count: subscribers?.length ?? 0,
  });
  return {
    ...r,
    subscriptions: r.subscriptions.map(counted),
    never_subscribed: (r.never_subscribed ?? []).map(counted),
  } as RegisterResponse;
}

export const baseState = (): ParleyState => fromRegister(registerFixture());

export function ctxFor(state: ParleyState, now = 1_000_000): ReduceContext {
  return {
    draft: new Draft(),
    now,
    state,
    matchChecks: [],
  };
}

const base = {
  sender_full_name: 'King Hamlet',
  sender_email: 'user2@example.com',
  sender_realm_str: 'zulip',
  avatar_url: null,
  client: 'test',
  content_type: 'text/html' as const,
  topic_links: [],
  recipient_id: 0,
  timestamp: 100,
  is_me_message: false,
  reactions: [],
  submessages: [],
};

export function streamMessage(
  id: number,
  stream_id = GENERAL,
  subject = 'lunch',
  extra: Partial<Message> = {},
): Message {
  return {
    ...base,
    id,
    sender_id: HAMLET,
    content: `<p>message ${id}</p>`,
    type: 'stream',
    stream_id,
    subject,
    display_recipient: stream_id === GENERAL ? 'general' : 'design',
    ...extra,
  } as Message;
}

export function dmMessage(
  id: number,
  userIds: number[] = [SELF, HAMLET],
  sender = HAMLET,
): Message {
  return {
    ...base,
    id,
    sender_id: sender,
    content: `<p>dm ${id}</p>`,
    type: 'private',
    subject: '',
    display_recipient: userIds.map((uid) => ({
      id: uid,
      email: `user${uid}@example.com`,
      full_name: '',
    })),
  };
}

export const stored = (m: Message, flags: string[] = []): StoredMessage => ({ ...m, flags });

/** A state with some messages loaded into windows (combined feed and #general). */
export function stateWithMessages(): ParleyState {
  const s = baseState();
  const msgs = [
    stored(streamMessage(3), []),
    stored(streamMessage(4), ['mentioned']),
    stored(dmMessage(5)),
    stored(streamMessage(8, GENERAL, 'other'), ['read']),
  ];
  for (const m of msgs) (s.messages.byId as Map<number, StoredMessage>).set(m.id, m);
  s.messages.windows = {
    all: { narrow: [], ids: [3, 4, 5, 8], found_oldest: true, found_newest: true },
    'channel:10': {
      narrow: [{ operator: 'channel', operand: GENERAL }],
      ids: [3, 4, 8],
      found_oldest: false,
      found_newest: true,
    },
    'channel:10/topic:lunch': {
      narrow: [
        { operator: 'channel', operand: GENERAL },
        { operator: 'topic', operand: 'lunch' },
      ],
      ids: [3, 4],
      found_oldest: true,
      found_newest: true,
    },
  };
  return s;
}

/**
 * Freezes a value deeply, so a test fails if a reducer writes into its input. The shared
 * containers reducers write in place by design (Maps, Sets, window `ids`; see draft.ts) stay
 * writable, but what they hold (every entity) is frozen.
 */
export function deepFreeze<T>(value: T): T {
  if (value instanceof Map || value instanceof Set) {
    for (const v of value.values()) deepFreeze(v);
  } else if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const [k, v] of Object.entries(value)) if (k !== 'ids') deepFreeze(v);
  }
  return value;
}

export interface ReducerCase<S, E> {
  name: string;
  before: S;
  event: E;
  after: S;
  /** The same event applied again leaves the state as it is (duplicate delivery). */
  idempotent?: boolean;
}

/**
 * Runs a table of (state before, event, state after) through a slice reducer. Inputs are
 * frozen, so a reducer that writes into what it was given fails; `state` supplies the rest of
 * the store for lookups. Idempotent cases are applied a second time and must not change.
 */
export function reducerTable<S, E>(
  reducer: (slice: S, event: E, ctx: ReduceContext) => S,
  cases: ReducerCase<S, E>[],
  state: () => ParleyState = baseState,
) {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const lookups = deepFreeze(state());
    const once = reducer(deepFreeze(structuredClone(c.before)), c.event, ctxFor(lookups));
    expect(once).toEqual(c.after);
    if (c.idempotent) {
      const twice = reducer(deepFreeze(structuredClone(once)), c.event, ctxFor(lookups));
      expect(twice).toEqual(c.after);
    }
  });
}
