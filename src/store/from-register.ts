/** Builds the whole store state from a POST /register answer. */
import type { BasicChannel, Subscription, SubscriptionProperties, User } from '../api/types/models';
import type { RegisterResponse, UnreadMsgs } from '../api/types/register';
import type { RealmSettings, UserSettings } from '../api/types/settings';
import { dmConversationsFromRegister } from './dm-conversations';
import { dmKey, topicKey } from './keys';
import { defaultChannelIds } from './linkifiers';
import { presenceFromRegister } from './presence';
import { scheduledFromRegister } from './scheduled';
import type { ParleyState, ServerInfo, UnreadLocation, UnreadSlice } from './state';
import { syncedDraftsFromRegister } from './synced-drafts';
import { userStatusFromRegister } from './user-status';
import { wholeGroup } from './whole';

/** Defaults from the server's settings, for servers that leave a key out. */
export const SERVER_DEFAULTS = {
  event_queue_longpoll_timeout_seconds: 90,
  server_typing_started_expiry_period_milliseconds: 45000,
  server_typing_stopped_wait_period_milliseconds: 12000,
  server_typing_started_wait_period_milliseconds: 30000,
} as const;

/** `realm_*` keys that are not settings: each has a slice of its own (or is not kept). */
const NOT_REALM_SETTINGS = new Set([
  'realm_users',
  'realm_non_active_users',
  'realm_user_groups',
  'realm_linkifiers',
  'realm_filters',
  'realm_emoji',
  'realm_domains',
  'realm_playgrounds',
  'realm_bots',
  'realm_embedded_bots',
  'realm_incoming_webhook_bots',
  'realm_default_streams',
  'realm_default_stream_groups',
  'realm_user_settings_defaults',
]);

const PERSONAL_KEYS: (keyof SubscriptionProperties)[] = [
  'color',
  'is_muted',
  'in_home_view',
  'pin_to_top',
  'desktop_notifications',
  'email_notifications',
  'push_notifications',
  'audible_notifications',
  'wildcard_mentions_notify',
];

/** Splits a wire subscription into its channel and the user's own settings. */
const PERSONAL = new Set<string>(PERSONAL_KEYS);

export function splitSubscription(sub: Subscription): {
  channel: BasicChannel;
  properties: SubscriptionProperties;
} {
  // Built key by key rather than copied and deleted from: an object that lost keys is slower
  // to read everywhere after (a 200-channel register's build spent 6 ms here).
  const channel: Record<string, unknown> = {};
  const properties: Record<string, unknown> = {};
  // for…in: Object.entries made an array per key (400 subscriptions of 30 keys each).
  for (const key in sub) {
    if (key === 'subscribers' || key === 'partial_subscribers' || !Object.hasOwn(sub, key))
      continue;
    const value = (sub as unknown as Record<string, unknown>)[key];
    if (PERSONAL.has(key)) properties[key] = value;
    else channel[key] = value;
  }
  return {
    channel: channel as unknown as BasicChannel,
    properties: properties as unknown as SubscriptionProperties,
  };
}

/** A channel as stored: without the subscriber list (kept in `subscribers`). */
export function channelOnly(stream: BasicChannel): BasicChannel {
  if (!('subscribers' in stream) && !('partial_subscribers' in stream)) return stream;
  const { subscribers: _s, partial_subscribers: _p, ...channel } = stream;
  return channel;
}

/** IDs in order, each once; a list that is so already (as servers send them) is only copied. */
export function sortedIds(ids: Iterable<number>): number[] {
  if (Array.isArray(ids) && isIncreasing(ids)) return ids.slice();
  return [...new Set(ids)].sort((a, b) => a - b);
}

function isIncreasing(ids: readonly number[]): boolean {
  for (let i = 1; i < ids.length; i++)
    if (!((ids[i - 1] as number) < (ids[i] as number))) return false;
  return true;
}

export function unreadFromRegister(unread: UnreadMsgs | undefined, selfId: number): UnreadSlice {
  const byId = new Map<number, UnreadLocation>();
  const mentions = new Set<number>();
  const slice: UnreadSlice = { byId, mentions, old_unreads_missing: false };
  if (!unread) return slice;
  // One location per conversation, shared by its messages (locations are replaced, never
  // changed): counting goes by conversation, and the local copy clones each once.
  for (const s of unread.streams) {
    const at: UnreadLocation = { type: 'stream', stream_id: s.stream_id, topic: s.topic };
    for (const id of s.unread_message_ids) byId.set(id, at);
  }
  for (const pm of unread.pms) {
    const at: UnreadLocation = { type: 'private', key: dmKey([pm.other_user_id], selfId) };
    for (const id of pm.unread_message_ids) byId.set(id, at);
  }
  for (const h of unread.huddles) {
    const key = dmKey(h.user_ids_string.split(',').map(Number), selfId);
    const at: UnreadLocation = { type: 'private', key };
    for (const id of h.unread_message_ids) byId.set(id, at);
  }
  for (const id of unread.mentions) if (byId.has(id)) mentions.add(id);
  slice.old_unreads_missing = unread.old_unreads_missing;
  return slice;
}

function serverInfo(r: RegisterResponse): ServerInfo {
  const info: ServerInfo = {
    zulip_feature_level: r.zulip_feature_level,
    zulip_version: r.zulip_version,
    zulip_merge_base: r.zulip_merge_base,
    max_message_length: r.max_message_length ?? 10000,
    max_topic_length: r.max_topic_length ?? 60,
    max_stream_name_length: r.max_stream_name_length ?? 60,
    max_stream_description_length: r.max_stream_description_length ?? 1024,
    max_file_upload_size_mib: r.max_file_upload_size_mib ?? 25,
    event_queue_longpoll_timeout_seconds:
      r.event_queue_longpoll_timeout_seconds ??
      SERVER_DEFAULTS.event_queue_longpoll_timeout_seconds,
    server_typing_started_expiry_period_milliseconds:
      r.server_typing_started_expiry_period_milliseconds ??
      SERVER_DEFAULTS.server_typing_started_expiry_period_milliseconds,
    server_typing_stopped_wait_period_milliseconds:
      r.server_typing_stopped_wait_period_milliseconds ??
      SERVER_DEFAULTS.server_typing_stopped_wait_period_milliseconds,
    server_typing_started_wait_period_milliseconds:
      r.server_typing_started_wait_period_milliseconds ??
      SERVER_DEFAULTS.server_typing_started_wait_period_milliseconds,
  };
  if (r.server_supported_permission_settings) {
    info.permission_settings = r.server_supported_permission_settings;
  }
  if (r.development_environment) info.development_environment = true;
  return info;
}

function realmSettings(r: RegisterResponse): RealmSettings {
  const realm: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(r)) {
    if (key.startsWith('realm_') && !NOT_REALM_SETTINGS.has(key)) realm[key.slice(6)] = value;
  }
  return realm as RealmSettings;
}

/**
 * Users by API email, for presence in the legacy shape (an older server's): looked up once per
 * person present, so indexed on the first lookup, not searched through every user each time.
 */
function userIdsByEmail(users: ParleyState['users']): (email: string) => number | undefined {
  let byEmail: Map<string, number> | undefined;
  return (email) => {
    if (!byEmail) {
      byEmail = new Map();
      // The first user with an email, as a search would find.
      for (const u of Object.values(users))
        if (!byEmail.has(u.email)) byEmail.set(u.email, u.user_id);
    }
    return byEmail.get(email);
  };
}

/**
 * The store's state for a fresh register. `generation` says which queue it belongs to. The
 * state takes over the register's objects (it sets each person's `is_active` on them).
 */
export function fromRegister(r: RegisterResponse, generation = 0): ParleyState {
  const selfId = r.user_id;
  const users: ParleyState['users'] = {};
  const addUsers = (list: User[] | undefined, is_active: boolean) => {
    for (const u of list ?? []) {
      // The flag is set on the register's own object, which the store takes over (Zulip's
      // `realm_users` have none): copying 10,000 people fed the collector, in the task that
      // stands between a large organization's answer and its first view.
      if (u.is_active !== is_active) u.is_active = is_active;
      users[u.user_id] = u as (typeof users)[number];
    }
  };
  addUsers(r.realm_users, true);
  addUsers(r.realm_non_active_users, false);
  addUsers(r.cross_realm_bots, true);

  const channels: ParleyState['channels'] = {};
  const subscriptions: ParleyState['subscriptions'] = {};
  const subscribers: ParleyState['subscribers'] = {};
  const addChannel = (stream: BasicChannel) => {
    channels[stream.stream_id] = channelOnly(stream);
    if (stream.subscribers) subscribers[stream.stream_id] = sortedIds(stream.subscribers);
  };
  for (const s of r.never_subscribed ?? []) addChannel(s);
  // `streams` repeats the channels the subscription lists carry (read below): only the others.
  const listed = new Set<number>();
  for (const list of [r.never_subscribed, r.subscriptions, r.unsubscribed]) {
    for (const s of list ?? []) listed.add(s.stream_id);
  }
  for (const s of r.streams ?? []) if (!listed.has(s.stream_id)) addChannel(s);
  const subscribed = new Set(r.subscriptions ?? []);
  for (const sub of [...(r.unsubscribed ?? []), ...(r.subscriptions ?? [])]) {
    const { channel, properties } = splitSubscription(sub);
    channels[sub.stream_id] = channel;
    if (sub.subscribers) subscribers[sub.stream_id] = sortedIds(sub.subscribers);
    if (subscribed.has(sub)) subscriptions[sub.stream_id] = properties;
  }

  const groups: ParleyState['groups'] = {};
  for (const g of r.realm_user_groups ?? []) groups[g.id] = wholeGroup(g);

  const userTopics: ParleyState['userTopics'] = {};
  for (const t of r.user_topics ?? []) {
    if (t.visibility_policy !== 0) userTopics[topicKey(t.stream_id, t.topic_name)] = t;
  }

  const savedSnippets: ParleyState['savedSnippets'] = {};
  for (const s of r.saved_snippets ?? []) savedSnippets[s.id] = s;

  return {
    generation,
    queue_id: r.queue_id,
    last_event_id: r.last_event_id,
    current_user_id: selfId,
    server: serverInfo(r),
    realm: realmSettings(r),
    realmEmoji: r.realm_emoji ?? {},
    customProfileFields: r.custom_profile_fields ?? [],
    userSettings: (r.user_settings ?? {}) as UserSettings,
    alertWords: r.alert_words ?? [],
    linkifiers: r.realm_linkifiers ?? [],
    defaultChannels: defaultChannelIds(r.realm_default_streams ?? []),
    savedSnippets,
    drafts: syncedDraftsFromRegister(r.drafts),
    scheduledMessages: scheduledFromRegister(r.scheduled_messages),
    users,
    presence: presenceFromRegister(r, userIdsByEmail(users)),
    userStatus: userStatusFromRegister(r.user_status),
    groups,
    channels,
    subscriptions,
    subscribers,
    userTopics,
    unread: unreadFromRegister(r.unread_msgs, selfId),
    messages: { byId: new Map(), windows: {}, echoes: {}, lastEcho: 0 },
    topics: {},
    starred: sortedIds(r.starred_messages ?? []),
    dmConversations: dmConversationsFromRegister(r.recent_private_conversations, selfId),
    typing: {},
    searchMatches: {},
    ...(r.people_to_come ? { awaitingPeople: [] } : {}),
  };
}
