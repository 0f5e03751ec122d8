/** POST /register: parameters and the initial-state keys this client asks for (api-notes §4). */
import type {
  BasicChannel,
  CustomProfileField,
  Draft,
  GroupSettingValue,
  Linkifier,
  MutedUser,
  RealmEmoji,
  RecentPrivateConversation,
  SavedSnippet,
  ScheduledMessage,
  Subscription,
  User,
  UserGroup,
  UserTopic,
} from './models';
import type { Presences, UserStatus } from './presence';
import type { UserSettings } from './settings';

export interface ClientCapabilities {
  notification_settings_null?: boolean;
  bulk_message_deletion?: boolean;
  user_avatar_url_field_optional?: boolean;
  stream_typing_notifications?: boolean;
  user_settings_object?: boolean;
  linkifier_url_template?: boolean;
  user_list_incomplete?: boolean;
  include_deactivated_groups?: boolean;
  archived_channels?: boolean;
  /** Topics may be "" (feature level 334); without it the server shows the display name. */
  empty_topic_name?: boolean;
}

/** Every capability this client understands; the web app turns all of them on too. */
export const ALL_CLIENT_CAPABILITIES: Required<ClientCapabilities> = {
  notification_settings_null: true,
  bulk_message_deletion: true,
  user_avatar_url_field_optional: true,
  stream_typing_notifications: true,
  user_settings_object: true,
  linkifier_url_template: true,
  user_list_incomplete: true,
  include_deactivated_groups: true,
  archived_channels: true,
  empty_topic_name: true,
};

export interface RegisterParams {
  apply_markdown?: boolean;
  client_gravatar?: boolean;
  /**
   * `"partial"` (Zulip 11.0, feature level 412): whole lists only for smaller channels, larger
   * ones `partial_subscribers`. Sent JSON-encoded (`'"partial"'`), as the server parses it.
   */
  include_subscribers?: boolean | '"partial"';
  slim_presence?: boolean;
  presence_history_limit_days?: number;
  event_types?: string[];
  fetch_event_types?: string[] | null;
  all_public_streams?: boolean;
  narrow?: [string, string][];
  client_capabilities?: ClientCapabilities;
}

/**
 * The fetch_event_types names whose state the store is built from at first. Not `realm_user`:
 * the people, over half of a large organization's register (10,000 people: 3.9 of 7.1 MB) and
 * none of the first view's, are fetched right after it (events/people-later.ts). Not `stream`:
 * it repeats the subscription lists, which hold every channel one can see from feature level
 * 315 (`archived_channels`); an older server's are completed after the register too.
 */
export const FETCH_EVENT_TYPES = [
  'realm',
  'subscription',
  'message',
  'update_message_flags',
  'recent_private_conversations',
  'starred_messages',
  'user_topic',
  'realm_user_groups',
  'realm_linkifiers',
  'default_streams',
  'saved_snippets',
  'drafts',
  'scheduled_messages',
  'user_settings',
  'realm_emoji',
  'muted_users',
  'alert_words',
  'custom_profile_fields',
  'presence',
  'user_status',
] as const;

/** What a group-setting permission may be set to (FL 221; `server_supported_permission_settings`). */
export interface GroupPermissionSetting {
  require_system_group: boolean;
  allow_internet_group: boolean;
  allow_nobody_group: boolean;
  allow_everyone_group: boolean;
  default_group_name: string;
  default_for_system_groups?: string | null;
  /** FL 225; empty: decided by the flags above. */
  allowed_system_groups?: string[];
}

export type SupportedPermissionSettings = Partial<
  Record<'realm' | 'stream' | 'group', Record<string, GroupPermissionSetting>>
>;

export interface UnreadStreamEntry {
  stream_id: number;
  topic: string;
  unread_message_ids: number[];
}

export interface UnreadDirectEntry {
  other_user_id: number;
  sender_id?: number;
  unread_message_ids: number[];
}

export interface UnreadHuddleEntry {
  /** Every participant including the current user, numeric order, comma-separated. */
  user_ids_string: string;
  unread_message_ids: number[];
}

export interface UnreadMsgs {
  count: number;
  pms: UnreadDirectEntry[];
  streams: UnreadStreamEntry[];
  huddles: UnreadHuddleEntry[];
  mentions: number[];
  old_unreads_missing: boolean;
}

/**
 * The keys the client reads. The `realm_*` settings stay flat as the server sends them;
 * `src/store` folds them into one object.
 */
/**
 * What comes for the channels after a register that left the people for later
 * (events/people-later.ts), from an older server only: the channels its subscription lists
 * leave out, and, without `subscriber_count`, the lists of the channels one is subscribed to.
 */
export interface LaterChannels {
  streams?: BasicChannel[];
  subscribers?: Record<number, number[]>;
}

export interface RegisterResponse {
  queue_id: string | null;
  last_event_id: number;
  zulip_feature_level: number;
  zulip_version: string;
  zulip_merge_base?: string;

  // realm_user
  user_id: number;
  email: string;
  delivery_email?: string;
  full_name: string;
  avatar_url?: string | null;
  is_admin: boolean;
  is_owner: boolean;
  is_moderator?: boolean;
  is_guest: boolean;
  realm_users: User[];
  realm_non_active_users: User[];
  cross_realm_bots: User[];
  /**
   * Not the server's: the event worker registered without `realm_user`, so `realm_users` holds
   * only the user's own (GET /users/me), and everyone comes later (events/people-later.ts).
   */
  people_to_come?: true;

  // subscription, stream
  subscriptions: Subscription[];
  unsubscribed: Subscription[];
  never_subscribed: BasicChannel[];
  streams?: BasicChannel[];

  // message + update_message_flags
  unread_msgs: UnreadMsgs;
  max_message_id?: number;
  recent_private_conversations?: RecentPrivateConversation[];
  starred_messages?: number[];

  user_topics: UserTopic[];
  realm_user_groups: UserGroup[];
  realm_linkifiers: Linkifier[];
  realm_default_streams?: (number | { stream_id: number })[];
  saved_snippets?: SavedSnippet[];
  /** Empty while the user does not synchronize drafts. */
  drafts?: Draft[];
  // presence, user_status
  presences?: Presences;
  presence_last_update_id?: number;
  server_timestamp?: number;
  user_status?: Record<string, UserStatus>;
  /** Undelivered scheduled messages and reminders (FL 179). */
  scheduled_messages?: ScheduledMessage[];
  user_settings: UserSettings;
  realm_emoji?: Record<string, RealmEmoji>;
  muted_users?: MutedUser[];
  alert_words?: string[];
  custom_profile_fields?: CustomProfileField[];

  // realm: server limits and every realm_* setting
  max_message_length: number;
  max_topic_length: number;
  max_stream_name_length?: number;
  max_stream_description_length?: number;
  max_file_upload_size_mib?: number;
  event_queue_longpoll_timeout_seconds?: number;
  server_typing_started_expiry_period_milliseconds?: number;
  server_typing_stopped_wait_period_milliseconds?: number;
  server_typing_started_wait_period_milliseconds?: number;
  server_presence_ping_interval_seconds?: number;
  server_presence_offline_threshold_seconds?: number;
  realm_name?: string;
  realm_can_access_all_users_group?: GroupSettingValue;
  server_supported_permission_settings?: SupportedPermissionSettings;
  /** The server is a development server (its development login is on). */
  development_environment?: boolean;
  /** Every other key (`realm_*` settings and more) as sent. */
  [key: string]: unknown;
}
