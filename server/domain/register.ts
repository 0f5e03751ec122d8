/**
 * POST /register's initial state: each part computed once per request from set-based reads
 * (a few queries per part, never one per user, channel or group), and only the parts that
 * `fetch_event_types` asks for.
 */

import type { Db } from '../db/database';
import { defaultStreamIds, type SubscriptionRow, subscriptionsOfUser } from '../db/streams';
import { starredIds } from '../db/user-messages';
import type { UserRow } from '../db/users';
import { alertWordsState } from './alert-words';
import { type ChannelState, channelState, type IncludeSubscribers } from './channel-state';
import { draftsState } from './drafts';
import { apiEmail } from './emails';
import { supportedPermissionSettings } from './group-setting-values';
import { userGroupsState } from './groups-state';
import {
  LEGACY_DISPLAY_SETTINGS,
  LEGACY_NOTIFICATION_SETTINGS,
  resolveNotificationSettings,
} from './legacy-settings';
import { linkifiersState } from './linkifiers';
import { type MemberSnapshot, memberSnapshot } from './member-snapshot';
import {
  maxMessageIdState,
  recentPrivateConversationsState,
  type UnreadMsgs,
  unreadMsgsState,
} from './messages/state';
import { presenceData, presencePeriods, presenceTiming } from './presence';
import { customProfileFieldsState } from './profile-fields';
import { DEFAULT_REALM_GROUP_SETTINGS, loadRealm, SERVER_CONSTANTS, typingPeriods } from './realm';
import { realmEmojiState } from './realm-emoji';
import { realmUserLists } from './realm-user-lists';
import { scheduledMessagesState } from './scheduled/scheduled-messages';
import { userSettingsState } from './settings';
import { savedSnippetsState } from './snippets';
import { ROLE } from './system-groups';
import { userStatusState } from './user-status';
import { userTopicsState } from './user-topics';
import { isAdmin, userToApi } from './users';

export interface RegisterOptions {
  includeSubscribers: IncludeSubscribers;
  realmUrl: string;
  development: boolean;
  /** When a "typing" notice expires (`--typing-expiry-seconds`; Zulip: 45). */
  typingExpirySeconds: number;
  /** Which initial state to return (api-notes §4); null = everything. */
  fetchEventTypes: readonly string[] | null;
  clientCapabilities: Readonly<Record<string, boolean>>;
  /** Seconds since the epoch. */
  now: number;
  /** Presence by user ID in the modern shape (else by email, legacy). */
  slimPresence?: boolean;
  presenceHistoryLimitDays?: number;
  /** When a silent user shows offline (`--presence-offline-seconds`; Zulip: 140). */
  presenceOfflineSeconds?: number;
  /** `unread_msgs` is left out: the caller computes it elsewhere and adds it (withUnreadMsgs). */
  unreadLater?: boolean;
}

/** Whether the state holds `unread_msgs`: it needs both the messages and the flag changes. */
export const wantsUnreadMsgs = (o: RegisterOptions): boolean =>
  o.fetchEventTypes === null ||
  (o.fetchEventTypes.includes('message') && o.fetchEventTypes.includes('update_message_flags'));

interface Section {
  db: Db;
  user: UserRow;
  o: RegisterOptions;
  has(capability: string): boolean;
  /** Read once per request, whichever parts ask. */
  subscriptionRows(): SubscriptionRow[];
  member(): MemberSnapshot;
  channels(): ChannelState;
}

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
};

/** The realm_* keys: every realm setting with the prefix, group settings included. */
export function realmState(db: Db, realmUrl: string) {
  const realm = loadRealm(db);
  const prefixed: Record<string, unknown> = {};
  for (const [k, v] of Object.entries({ ...realm.settings, ...realm.groupSettings })) {
    prefixed[`realm_${k}`] = v;
  }
  return {
    ...prefixed,
    realm_name: realm.name,
    realm_description: realm.descriptionSource,
    realm_url: realmUrl,
    realm_uri: realmUrl,
    realm_date_created: realm.date_created,
    realm_icon_url: '/static/images/logo.svg',
    realm_logo_url: '',
    realm_authentication_methods: {},
    // Deprecated at feature level 358 in favour of the visibility policy.
    realm_allow_edit_history: realm.settings.message_edit_history_visibility_policy !== 'none',
  };
}

function realmSection({ db, o }: Section) {
  return {
    ...SERVER_CONSTANTS,
    ...typingPeriods(o.typingExpirySeconds),
    ...presencePeriods(o.presenceOfflineSeconds ?? 140),
    development_environment: o.development,
    server_generation: SERVER_GENERATION,
    server_supported_permission_settings: supportedPermissionSettings(
      Object.keys(DEFAULT_REALM_GROUP_SETTINGS),
    ),
    ...realmState(db, o.realmUrl),
  };
}

/** When this process started; clients compare it across `restart` events. */
const SERVER_GENERATION = Math.floor(Date.now() / 1000);

/**
 * `realm_users` and the rest. `user_list_incomplete` (feature level 232) lets a server leave out
 * users a guest may not access under `can_access_all_users_group`; this server gives every
 * user access to every user, so the list is complete either way.
 */
function realmUserSection({ db, user, has, member }: Section) {
  const me = userToApi(user, user);
  const can = (setting: string) => member().hasRealmPermission(setting);
  const { realm_users, realm_non_active_users } = realmUserLists(
    db,
    user,
    has('user_avatar_url_field_optional'),
  );
  return {
    realm_users,
    realm_non_active_users,
    cross_realm_bots: [],
    user_id: user.id,
    email: apiEmail(user),
    delivery_email: user.delivery_email,
    full_name: user.full_name,
    avatar_url: me.avatar_url,
    avatar_url_medium: me.avatar_url,
    avatar_source: 'U',
    is_admin: isAdmin(user),
    is_owner: user.role === ROLE.owner,
    // Since feature level 380, true for administrators and owners too (like is_admin for owners).
    is_moderator: user.role <= ROLE.moderator,
    is_guest: user.role === ROLE.guest,
    is_billing_admin: user.is_billing_admin === 1,
    can_create_streams:
      can('can_create_public_channel_group') || can('can_create_private_channel_group'),
    can_create_public_streams: can('can_create_public_channel_group'),
    can_create_private_streams: can('can_create_private_channel_group'),
    can_create_web_public_streams: can('can_create_web_public_channel_group'),
    can_invite_others_to_realm: can('can_invite_users_group'),
  };
}

function personalSettings(user: UserRow): Record<string, unknown> {
  try {
    return JSON.parse(user.settings) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function subscriptionSection({ user, has, channels }: Section) {
  const state = channels();
  const keep = <T extends Record<string, unknown>>(list: T[]) =>
    has('archived_channels') ? list : list.filter((s) => !s.is_archived);
  const settings = personalSettings(user);
  const resolve = <T extends Record<string, unknown>>(list: T[]) =>
    has('notification_settings_null')
      ? list
      : list.map((s) => resolveNotificationSettings(s, settings));
  return {
    subscriptions: resolve(keep(state.subscriptions)),
    unsubscribed: resolve(keep(state.unsubscribed)),
    never_subscribed: keep(state.never_subscribed),
  };
}

function streamSection({ has, channels }: Section) {
  const streams = channels().streams;
  return { streams: has('archived_channels') ? streams : streams.filter((s) => !s.is_archived) };
}

/** Without user_settings_object, the settings also arrive as top-level keys. */
function legacySettings(settings: Record<string, unknown>, names: ReadonlySet<string>) {
  return Object.fromEntries(Object.entries(settings).filter(([k]) => names.has(k)));
}

/** fetch_event_types name → the keys it produces (zerver/lib/events.py fetch_initial_state_data). */
const SECTIONS: Record<string, (s: Section) => Record<string, unknown>> = {
  realm: realmSection,
  realm_user: realmUserSection,
  subscription: subscriptionSection,
  stream: streamSection,
  message: ({ db, user }) => ({ max_message_id: maxMessageIdState(db, user) }),
  starred_messages: ({ db, user }) => ({ starred_messages: starredIds(db, user.id) }),
  recent_private_conversations: ({ db, user }) => ({
    recent_private_conversations: recentPrivateConversationsState(db, user),
  }),
  realm_user_groups: ({ db, user, has }) =>
    userGroupsState(db, user, has('include_deactivated_groups')),
  user_topic: ({ db, user }) => userTopicsState(db, user),
  custom_profile_fields: ({ db }) => customProfileFieldsState(db),
  // Zulip sends no linkifiers to clients that cannot read URL templates.
  realm_linkifiers: ({ db, has }) =>
    has('linkifier_url_template') ? linkifiersState(db) : { realm_linkifiers: [] },
  saved_snippets: ({ db, user }) => savedSnippetsState(db, user),
  alert_words: ({ db, user }) => alertWordsState(db, user),
  user_settings: ({ db, user }) => userSettingsState(db, user),
  realm_emoji: ({ db }) => realmEmojiState(db),
  realm_filters: () => ({ realm_filters: [] }),
  muted_users: () => ({ muted_users: [] }),
  muted_topics: () => ({ muted_topics: [] }),
  drafts: ({ db, user }) => draftsState(db, user),
  scheduled_messages: ({ db, user }) => scheduledMessagesState(db, user),
  presence: ({ db, o }) =>
    presenceData(
      db,
      { modern: o.slimPresence === true, historyLimitDays: o.presenceHistoryLimitDays },
      presenceTiming(o.presenceOfflineSeconds ?? 140),
      o.now,
    ),
  user_status: ({ db }) => userStatusState(db),
  onboarding_steps: () => ({ onboarding_steps: [] }),
  default_streams: ({ db }) => ({ realm_default_streams: defaultStreamIds(db) }),
  default_stream_groups: () => ({ realm_default_stream_groups: [] }),
  realm_domains: () => ({ realm_domains: [] }),
  realm_playgrounds: () => ({ realm_playgrounds: [] }),
  realm_bot: () => ({ realm_bots: [] }),
  video_calls: () => ({ has_zoom_token: false }),
  realm_billing: () => ({ realm_billing: { has_pending_sponsorship_request: false } }),
};

/**
 * The state POST /register returns before the queue keys are added. Built in one synchronous
 * step right after the queue is allocated, so no event can fall between state and queue
 * (with `unreadLater`, the caller makes sure of it for `unread_msgs`).
 */
export function registerState(db: Db, user: UserRow, o: RegisterOptions) {
  const wanted = o.fetchEventTypes === null ? null : new Set(o.fetchEventTypes);
  const want = (name: string) => wanted === null || wanted.has(name);
  const subscriptionRows = once(() => subscriptionsOfUser(db, user.id));
  const member = once(() => memberSnapshot(db, user, subscriptionRows()));
  const section: Section = {
    db,
    user,
    o,
    has: (c) => o.clientCapabilities[c] === true,
    subscriptionRows,
    member,
    channels: once(() =>
      channelState(db, member(), subscriptionRows(), {
        includeSubscribers: o.includeSubscribers,
        now: o.now,
      }),
    ),
  };
  const state: Record<string, unknown> = {
    zulip_feature_level: SERVER_CONSTANTS.zulip_feature_level,
    zulip_version: SERVER_CONSTANTS.zulip_version,
    zulip_merge_base: SERVER_CONSTANTS.zulip_merge_base,
  };
  for (const [name, build] of Object.entries(SECTIONS)) {
    if (want(name)) Object.assign(state, build(section));
  }
  if (wantsUnreadMsgs(o) && !o.unreadLater) withUnreadMsgs(db, state, unreadMsgsState(db, user), o);
  if (!section.has('empty_topic_name')) {
    const topics = state.user_topics as { topic_name: string }[] | undefined;
    const name = loadRealm(db).settings.empty_topic_display_name;
    if (topics) {
      state.user_topics = topics.map((t) => (t.topic_name === '' ? { ...t, topic_name: name } : t));
    }
  }
  if (!section.has('user_settings_object')) {
    const settings = userSettingsState(db, user).user_settings as Record<string, unknown>;
    if (want('update_display_settings')) {
      Object.assign(state, legacySettings(settings, LEGACY_DISPLAY_SETTINGS), {
        timezone: user.timezone,
      });
    }
    if (want('update_global_notifications')) {
      Object.assign(state, legacySettings(settings, LEGACY_NOTIFICATION_SETTINGS));
    }
  }
  return state;
}

/**
 * Puts `unread_msgs` into a register's state. Without `empty_topic_name` (feature level 334),
 * the empty topic is shown by its display name.
 */
export function withUnreadMsgs(
  db: Db,
  state: Record<string, unknown>,
  unread: UnreadMsgs,
  o: RegisterOptions,
): void {
  if (o.clientCapabilities.empty_topic_name === true) {
    state.unread_msgs = unread;
    return;
  }
  const name = loadRealm(db).settings.empty_topic_display_name;
  const streams = unread.streams.map((s) => (s.topic === '' ? { ...s, topic: name } : s));
  state.unread_msgs = { ...unread, streams };
}
