/**
 * GET /events: every event the server sends (api-notes §3), a union discriminated on `type`
 * and, where there is one, `op`. A `switch` over `ServerEvent` with a `never` default makes
 * a new member a compile error wherever events are handled.
 */
import type {
  BasicChannel,
  CustomProfileField,
  GroupSettingValue,
  Linkifier,
  Message,
  ReactionType,
  RealmEmoji,
  Role,
  SavedSnippet,
  Subscription,
  User,
  UserGroup,
  VisibilityPolicy,
} from './models';

interface EventBase {
  id: number;
}

export interface MessageEvent extends EventBase {
  type: 'message';
  message: Message;
  flags: string[];
  /** Only on the sender's own queue, echoing the `local_id` it sent. */
  local_message_id?: string;
}

export interface UpdateMessageEvent extends EventBase {
  type: 'update_message';
  /** null for rendering-only updates. */
  user_id: number | null;
  message_id: number;
  message_ids: number[];
  flags: string[];
  edit_timestamp: number;
  rendering_only: boolean;
  stream_name?: string;
  /** The channel before the edit. */
  stream_id?: number;
  new_stream_id?: number;
  propagate_mode?: 'change_one' | 'change_later' | 'change_all';
  orig_subject?: string;
  subject?: string;
  topic_links?: { text: string; url: string }[];
  orig_content?: string;
  orig_rendered_content?: string;
  content?: string;
  rendered_content?: string;
  is_me_message?: boolean;
}

export interface DeleteMessageEvent extends EventBase {
  type: 'delete_message';
  /** With bulk_message_deletion; `message_id` without. */
  message_ids?: number[];
  message_id?: number;
  message_type: 'private' | 'stream';
  stream_id?: number;
  topic?: string;
}

export interface ReactionEvent extends EventBase {
  type: 'reaction';
  op: 'add' | 'remove';
  message_id: number;
  user_id: number;
  emoji_name: string;
  emoji_code: string;
  reaction_type: ReactionType;
}

export interface MessageDetails {
  type: 'private' | 'stream';
  mentioned?: boolean;
  user_ids?: number[];
  stream_id?: number;
  topic?: string;
  unmuted_stream_msg?: boolean;
}

export interface UpdateMessageFlagsAddEvent extends EventBase {
  type: 'update_message_flags';
  op: 'add';
  operation?: 'add';
  flag: string;
  messages: number[];
  all?: boolean;
}

export interface UpdateMessageFlagsRemoveEvent extends EventBase {
  type: 'update_message_flags';
  op: 'remove';
  operation?: 'remove';
  flag: string;
  messages: number[];
  all?: boolean;
  /** Present when `flag` is `read`: enough to put the messages back into unread counts. */
  message_details?: Record<string, MessageDetails>;
}

export interface SubmessageEvent extends EventBase {
  type: 'submessage';
  msg_type: string;
  content: string;
  message_id: number;
  sender_id: number;
  submessage_id: number;
}

export interface TypingUser {
  user_id: number;
  email: string;
}

export interface TypingEvent extends EventBase {
  type: 'typing';
  op: 'start' | 'stop';
  message_type: 'direct' | 'stream';
  sender: TypingUser;
  recipients?: TypingUser[];
  stream_id?: number;
  topic?: string;
}

export interface SubscriptionAddEvent extends EventBase {
  type: 'subscription';
  op: 'add';
  subscriptions: Subscription[];
}

export interface SubscriptionRemoveEvent extends EventBase {
  type: 'subscription';
  op: 'remove';
  subscriptions: { stream_id: number; name: string }[];
}

export interface SubscriptionUpdateEvent extends EventBase {
  type: 'subscription';
  op: 'update';
  stream_id: number;
  property: string;
  value: boolean | string | number | null;
}

export interface SubscriptionPeerEvent extends EventBase {
  type: 'subscription';
  op: 'peer_add' | 'peer_remove';
  stream_ids: number[];
  user_ids: number[];
}

export interface StreamCreateEvent extends EventBase {
  type: 'stream';
  op: 'create';
  streams: BasicChannel[];
}

export interface StreamDeleteEvent extends EventBase {
  type: 'stream';
  op: 'delete';
  streams: BasicChannel[];
}

export interface StreamUpdateEvent extends EventBase {
  type: 'stream';
  op: 'update';
  stream_id: number;
  name: string;
  property: string;
  value: number | boolean | string | null | GroupSettingValue;
  rendered_description?: string;
  history_public_to_subscribers?: boolean;
  is_web_public?: boolean;
}

export interface RealmUserAddEvent extends EventBase {
  type: 'realm_user';
  op: 'add';
  person: User;
}

export interface RealmUserRemoveEvent extends EventBase {
  type: 'realm_user';
  op: 'remove';
  person: { user_id: number; full_name: string };
}

/** `person` carries `user_id` and one group of changed fields. */
export interface RealmUserUpdatePerson {
  user_id: number;
  full_name?: string;
  avatar_url?: string | null;
  avatar_source?: string;
  avatar_url_medium?: string;
  avatar_version?: number;
  email?: string;
  new_email?: string;
  delivery_email?: string | null;
  timezone?: string;
  bot_owner_id?: number | null;
  role?: Role;
  is_billing_admin?: boolean;
  is_active?: boolean;
  custom_profile_field?: { id: number; value: string | null; rendered_value?: string };
}

export interface RealmUserUpdateEvent extends EventBase {
  type: 'realm_user';
  op: 'update';
  person: RealmUserUpdatePerson;
}

export interface UserGroupAddEvent extends EventBase {
  type: 'user_group';
  op: 'add';
  group: UserGroup;
}

export interface UserGroupUpdateEvent extends EventBase {
  type: 'user_group';
  op: 'update';
  group_id: number;
  data: Partial<
    Pick<
      UserGroup,
      | 'name'
      | 'description'
      | 'deactivated'
      | 'can_add_members_group'
      | 'can_join_group'
      | 'can_leave_group'
      | 'can_manage_group'
      | 'can_mention_group'
      | 'can_remove_members_group'
    >
  >;
}

export interface UserGroupMembersEvent extends EventBase {
  type: 'user_group';
  op: 'add_members' | 'remove_members';
  group_id: number;
  user_ids: number[];
}

export interface UserGroupSubgroupsEvent extends EventBase {
  type: 'user_group';
  op: 'add_subgroups' | 'remove_subgroups';
  group_id: number;
  direct_subgroup_ids: number[];
}

export interface UserGroupRemoveEvent extends EventBase {
  type: 'user_group';
  op: 'remove';
  group_id: number;
}

export interface UserTopicEvent extends EventBase {
  type: 'user_topic';
  stream_id: number;
  topic_name: string;
  last_updated: number;
  visibility_policy: VisibilityPolicy;
}

export interface SavedSnippetsAddEvent extends EventBase {
  type: 'saved_snippets';
  op: 'add';
  saved_snippet: SavedSnippet;
}

export interface SavedSnippetsRemoveEvent extends EventBase {
  type: 'saved_snippets';
  op: 'remove';
  saved_snippet_id: number;
}

export interface RealmLinkifiersEvent extends EventBase {
  type: 'realm_linkifiers';
  realm_linkifiers: Linkifier[];
}

export interface AlertWordsEvent extends EventBase {
  type: 'alert_words';
  alert_words: string[];
}

export interface UserSettingsUpdateEvent extends EventBase {
  type: 'user_settings';
  op: 'update';
  property: string;
  value: boolean | number | string;
  language_name?: string;
}

/** Deprecated: not sent to clients with the user_settings_object capability. */
export interface UpdateDisplaySettingsEvent extends EventBase {
  type: 'update_display_settings';
  user: string;
  setting_name: string;
  setting: boolean | number | string;
  language_name?: string;
}

/** Deprecated: not sent to clients with the user_settings_object capability. */
export interface UpdateGlobalNotificationsEvent extends EventBase {
  type: 'update_global_notifications';
  user: string;
  notification_name: string;
  setting: boolean | number | string;
}

export interface RealmUpdateEvent extends EventBase {
  type: 'realm';
  op: 'update';
  property: string;
  value: unknown;
  extra_data?: Record<string, unknown>;
}

export interface RealmUpdateDictEvent extends EventBase {
  type: 'realm';
  op: 'update_dict';
  property: string;
  data: Record<string, unknown>;
}

export interface HeartbeatEvent extends EventBase {
  type: 'heartbeat';
}

export interface RestartEvent extends EventBase {
  type: 'restart';
  zulip_version: string;
  zulip_merge_base?: string;
  zulip_feature_level: number;
  server_generation: number;
  immediate?: boolean;
}

export interface CustomProfileFieldsEvent extends EventBase {
  type: 'custom_profile_fields';
  fields: CustomProfileField[];
}

export interface RealmEmojiUpdateEvent extends EventBase {
  type: 'realm_emoji';
  op: 'update';
  realm_emoji: Record<string, RealmEmoji>;
}

export type SubscriptionEvent =
  | SubscriptionAddEvent
  | SubscriptionRemoveEvent
  | SubscriptionUpdateEvent
  | SubscriptionPeerEvent;
export type StreamEvent = StreamCreateEvent | StreamDeleteEvent | StreamUpdateEvent;
export type RealmUserEvent = RealmUserAddEvent | RealmUserRemoveEvent | RealmUserUpdateEvent;
export type UserGroupEvent =
  | UserGroupAddEvent
  | UserGroupUpdateEvent
  | UserGroupMembersEvent
  | UserGroupSubgroupsEvent
  | UserGroupRemoveEvent;
export type UpdateMessageFlagsEvent = UpdateMessageFlagsAddEvent | UpdateMessageFlagsRemoveEvent;
export type SavedSnippetsEvent = SavedSnippetsAddEvent | SavedSnippetsRemoveEvent;
export type RealmEvent = RealmUpdateEvent | RealmUpdateDictEvent;

/** Every event the client handles. */
export type ServerEvent =
  | MessageEvent
  | UpdateMessageEvent
  | DeleteMessageEvent
  | ReactionEvent
  | UpdateMessageFlagsEvent
  | SubmessageEvent
  | TypingEvent
  | SubscriptionEvent
  | StreamEvent
  | RealmUserEvent
  | UserGroupEvent
  | UserTopicEvent
  | SavedSnippetsEvent
  | RealmLinkifiersEvent
  | AlertWordsEvent
  | UserSettingsUpdateEvent
  | UpdateDisplaySettingsEvent
  | UpdateGlobalNotificationsEvent
  | RealmEvent
  | HeartbeatEvent
  | RestartEvent
  | CustomProfileFieldsEvent
  | RealmEmojiUpdateEvent;

export type ServerEventType = ServerEvent['type'];

/** What GET /events may really hold: a known event, or one this client has never heard of. */
export type WireEvent = ServerEvent | (EventBase & { type: string; op?: string });

/** The event `type` names this client handles (the `event_types` of POST /register). */
export const HANDLED_EVENT_TYPES: readonly ServerEventType[] = [
  'message',
  'update_message',
  'delete_message',
  'reaction',
  'update_message_flags',
  'submessage',
  'typing',
  'subscription',
  'stream',
  'realm_user',
  'user_group',
  'user_topic',
  'saved_snippets',
  'realm_linkifiers',
  'alert_words',
  'user_settings',
  'update_display_settings',
  'update_global_notifications',
  'realm',
  'heartbeat',
  'restart',
  'custom_profile_fields',
  'realm_emoji',
];
