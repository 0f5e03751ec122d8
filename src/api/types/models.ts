/**
 * Wire shapes of the API's objects (api-notes §2), named as the API names them.
 * Messages still say `stream`/`private` and `subject`: those are the wire names.
 */

/** A user-group ID, or an anonymous group of users and subgroups. */
export type GroupSettingValue = number | { direct_members: number[]; direct_subgroups: number[] };

/** Updates to a group setting carry the new value and, optionally, the value the client saw. */
export interface GroupSettingUpdate {
  new: GroupSettingValue;
  old?: GroupSettingValue;
}

export type Role = 100 | 200 | 300 | 400 | 600;
export const Role = { owner: 100, admin: 200, moderator: 300, member: 400, guest: 600 } as const;

// ---------------------------------------------------------------- messages

export type ReactionType = 'unicode_emoji' | 'realm_emoji' | 'zulip_extra_emoji';

export interface Reaction {
  emoji_name: string;
  emoji_code: string;
  reaction_type: ReactionType;
  user_id: number;
}

export interface Submessage {
  msg_type: string;
  content: string;
  message_id: number;
  sender_id: number;
  id: number;
}

export interface TopicLink {
  text: string;
  url: string;
}

export interface DisplayRecipientUser {
  id: number;
  email: string;
  full_name: string;
  is_mirror_dummy?: boolean;
}

export interface EditHistoryEntry {
  user_id: number | null;
  timestamp: number;
  prev_content?: string;
  prev_rendered_content?: string;
  prev_stream?: number;
  stream?: number;
  prev_topic?: string;
  topic?: string;
}

/** Flags a message can carry for the current user. */
export type MessageFlag =
  | 'read'
  | 'starred'
  | 'collapsed'
  | 'mentioned'
  | 'stream_wildcard_mentioned'
  | 'topic_wildcard_mentioned'
  | 'wildcard_mentioned'
  | 'has_alert_word'
  | 'historical';

interface MessageBase {
  id: number;
  sender_id: number;
  sender_full_name: string;
  sender_email: string;
  sender_realm_str: string;
  avatar_url: string | null;
  client: string;
  content: string;
  content_type: 'text/html' | 'text/x-markdown';
  subject: string;
  topic_links: TopicLink[];
  recipient_id: number;
  timestamp: number;
  is_me_message: boolean;
  reactions: Reaction[];
  submessages: Submessage[];
  last_edit_timestamp?: number;
  last_moved_timestamp?: number;
  edit_history?: EditHistoryEntry[];
  /** Present in fetch responses; in events it is a sibling of `message`. */
  flags?: string[];
  /** Only with a `search` narrow. */
  match_content?: string;
  match_subject?: string;
}

export interface StreamMessage extends MessageBase {
  type: 'stream';
  stream_id: number;
  display_recipient: string;
}

export interface PrivateMessage extends MessageBase {
  type: 'private';
  /** Every participant including the sender; one entry for a self-DM. */
  display_recipient: DisplayRecipientUser[];
}

export type Message = StreamMessage | PrivateMessage;

// ---------------------------------------------------------------- channels

export interface BasicChannel {
  stream_id: number;
  name: string;
  is_archived: boolean;
  description: string;
  rendered_description: string;
  date_created: number;
  creator_id: number | null;
  invite_only: boolean;
  is_web_public: boolean;
  stream_post_policy: number;
  message_retention_days: number | null;
  history_public_to_subscribers: boolean;
  first_message_id: number | null;
  is_recently_active?: boolean;
  is_announcement_only: boolean;
  can_remove_subscribers_group: GroupSettingValue;
  can_administer_channel_group?: GroupSettingValue;
  /** FL 333; before it, stream_post_policy says who may post. */
  can_send_message_group?: GroupSettingValue;
  /** FL 342. */
  can_add_subscribers_group?: GroupSettingValue;
  /** FL 357. */
  can_subscribe_group?: GroupSettingValue;
  stream_weekly_traffic: number | null;
  is_default?: boolean;
  /**
   * Zulip 11: how many active people (bots too) are subscribed, so that a client registered
   * without the lists can show counts. Kept current by the client from peer events.
   */
  subscriber_count?: number;
  /** Only with include_subscribers. */
  subscribers?: number[];
  /**
   * With include_subscribers "partial", for a large channel instead of `subscribers`: some of
   * them only (its bots and recently active people). The whole list is fetched when needed.
   */
  partial_subscribers?: number[];
}

/** The current user's own settings for a channel they are (or were) subscribed to. */
export interface SubscriptionProperties {
  color: string;
  is_muted: boolean;
  /** Deprecated: `!is_muted`. */
  in_home_view?: boolean;
  pin_to_top: boolean;
  /** null = inherit the user-level default (notification_settings_null). */
  desktop_notifications: boolean | null;
  email_notifications: boolean | null;
  push_notifications: boolean | null;
  audible_notifications: boolean | null;
  wildcard_mentions_notify: boolean | null;
}

export type Subscription = BasicChannel & SubscriptionProperties;

export type SubscriptionProperty = keyof SubscriptionProperties;

// ---------------------------------------------------------------- users

export interface ProfileDataValue {
  value: string;
  rendered_value?: string;
}

export interface User {
  user_id: number;
  email: string;
  delivery_email: string | null;
  full_name: string;
  date_joined: string;
  /** Absent in realm_users / realm_non_active_users (the list says which). */
  is_active?: boolean;
  is_owner: boolean;
  is_admin: boolean;
  is_guest: boolean;
  is_billing_admin?: boolean;
  is_bot: boolean;
  bot_type?: number | null;
  bot_owner_id?: number | null;
  role: Role;
  timezone: string;
  /** May be omitted (user_avatar_url_field_optional) or null (client_gravatar). */
  avatar_url?: string | null;
  avatar_version: number;
  profile_data?: Record<string, ProfileDataValue>;
  is_system_bot?: boolean;
}

export interface UserGroup {
  id: number;
  name: string;
  description: string;
  date_created?: number | null;
  creator_id?: number | null;
  members: number[];
  direct_subgroup_ids: number[];
  is_system_group: boolean;
  can_add_members_group?: GroupSettingValue;
  can_join_group?: GroupSettingValue;
  can_leave_group?: GroupSettingValue;
  can_manage_group?: GroupSettingValue;
  can_mention_group: GroupSettingValue;
  can_remove_members_group?: GroupSettingValue;
  deactivated?: boolean;
}

/** 0 none, 1 muted, 2 unmuted, 3 followed. */
export type VisibilityPolicy = 0 | 1 | 2 | 3;
export const VisibilityPolicy = { none: 0, muted: 1, unmuted: 2, followed: 3 } as const;

export interface UserTopic {
  stream_id: number;
  topic_name: string;
  last_updated: number;
  visibility_policy: VisibilityPolicy;
}

// ---------------------------------------------------------------- realm odds and ends

/** A draft kept on the server (draft synchronization); `id` and `timestamp` as the server says. */
export interface Draft {
  id?: number;
  /** '' for a draft with no recipient yet. */
  type: '' | 'stream' | 'private';
  /** The channel's ID, or the recipients' IDs. */
  to: number[];
  topic: string;
  content: string;
  /** Last edit, seconds since the epoch. */
  timestamp?: number;
}

/** A message the user scheduled (or a reminder), until it is sent. */
export interface ScheduledMessage {
  scheduled_message_id: number;
  type: 'stream' | 'private';
  /** The channel's ID, or the recipients' IDs. */
  to: number | number[];
  /** Only for channel messages. */
  topic?: string;
  content: string;
  rendered_content: string;
  /** Seconds since the epoch. */
  scheduled_delivery_timestamp: number;
  /** The server tried at its time and could not send it (FL 181). */
  failed: boolean;
}

export interface SavedSnippet {
  id: number;
  title: string;
  content: string;
  date_created: number;
}

export interface Linkifier {
  id: number;
  pattern: string;
  url_template: string;
}

export interface RealmEmoji {
  id: string;
  name: string;
  source_url: string;
  still_url?: string | null;
  deactivated: boolean;
  author_id?: number | null;
}

export interface CustomProfileField {
  id: number;
  type: number;
  order: number;
  name: string;
  hint: string;
  field_data?: string;
  display_in_profile_summary?: boolean;
  required?: boolean;
  editable_by_user?: boolean;
}

export interface Attachment {
  id: number;
  name: string;
  path_id: string;
  size: number;
  create_time: number;
  messages: { date_sent: number; id: number }[];
}

export interface MutedUser {
  id: number;
  timestamp: number;
}

export interface RecentPrivateConversation {
  max_message_id: number;
  user_ids: number[];
}
