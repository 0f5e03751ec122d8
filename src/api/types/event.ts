/**
 * GET /events: every event the server sends (api-notes §3), a union discriminated on `type`
 * and, where there is one, `op`. A `switch` over `ServerEvent` with a `never` default makes
 * a new member a compile error wherever events are handled.
 */
import type {
  DeleteMessageEvent,
  EventBase,
  MessageEvent,
  ReactionEvent,
  SubmessageEvent,
  TypingEvent,
  UpdateMessageEvent,
  UpdateMessageFlagsAddEvent,
  UpdateMessageFlagsRemoveEvent,
} from './event-messages';
import type { DraftsEvent, SavedSnippetsEvent, ScheduledMessagesEvent } from './event-personal';
import type {
  BasicChannel,
  CustomProfileField,
  GroupSettingValue,
  Linkifier,
  RealmEmoji,
  Role,
  Subscription,
  User,
  UserGroup,
  VisibilityPolicy,
} from './models';
import type { PresenceEvent, UserStatusEvent } from './presence';

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

/** The default channels for new users: IDs (objects before FL 329). */
export interface DefaultStreamsEvent extends EventBase {
  type: 'default_streams';
  default_streams: (number | { stream_id: number })[];
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
export type RealmEvent = RealmUpdateEvent | RealmUpdateDictEvent;

export type * from './event-messages';
export type * from './event-personal';

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
  | DraftsEvent
  | ScheduledMessagesEvent
  | DefaultStreamsEvent
  | RealmLinkifiersEvent
  | AlertWordsEvent
  | UserSettingsUpdateEvent
  | UpdateDisplaySettingsEvent
  | UpdateGlobalNotificationsEvent
  | RealmEvent
  | HeartbeatEvent
  | RestartEvent
  | CustomProfileFieldsEvent
  | RealmEmojiUpdateEvent
  | PresenceEvent
  | UserStatusEvent;

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
  'drafts',
  'scheduled_messages',
  'default_streams',
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
  'presence',
  'user_status',
];

export type { PresenceEvent, UserStatusEvent } from './presence';
