import {
  type ChannelPermission,
  channelPermissionParams,
  emptyTopicParams,
  supportsUserTopics,
} from '../feature-level';
import { apiRequest, type Connection, type RequestOptions } from '../http';
import type {
  BasicChannel,
  GroupSettingUpdate,
  GroupSettingValue,
  Subscription,
  VisibilityPolicy,
} from '../types/models';

export interface SubscribeParams {
  subscriptions: { name: string; description?: string }[];
  principals?: number[] | string[];
  authorization_errors_fatal?: boolean;
  announce?: boolean;
  // Used only when a channel of that name does not exist yet.
  invite_only?: boolean;
  is_web_public?: boolean;
  is_default_stream?: boolean;
  history_public_to_subscribers?: boolean;
  stream_post_policy?: number;
  message_retention_days?: number | 'realm_default' | 'unlimited';
  can_remove_subscribers_group?: GroupSettingValue;
  can_administer_channel_group?: GroupSettingValue;
  can_send_message_group?: GroupSettingValue;
  can_add_subscribers_group?: GroupSettingValue;
  can_subscribe_group?: GroupSettingValue;
}

export interface SubscribeResponse {
  subscribed: Record<string, string[]>;
  already_subscribed: Record<string, string[]>;
  unauthorized?: string[];
}

export interface UnsubscribeResponse {
  removed: string[];
  not_removed: string[];
}

export interface SubscriptionPropertyChange {
  stream_id: number;
  property:
    | 'color'
    | 'is_muted'
    | 'in_home_view'
    | 'pin_to_top'
    | 'desktop_notifications'
    | 'audible_notifications'
    | 'push_notifications'
    | 'email_notifications'
    | 'wildcard_mentions_notify';
  /** null: a notification setting follows the user's default again. */
  value: boolean | string | null;
}

export interface GetStreamsParams {
  include_public?: boolean;
  include_web_public?: boolean;
  include_subscribed?: boolean;
  exclude_archived?: boolean;
  include_all_active?: boolean;
  /** FL 356: every channel the user may know of (include_all_active before, admins only). */
  include_all?: boolean;
  /** FL 356: every channel whose messages the user may read. */
  include_can_access_content?: boolean;
  include_default?: boolean;
}

export interface UpdateStreamParams {
  description?: string;
  new_name?: string;
  is_private?: boolean;
  is_web_public?: boolean;
  history_public_to_subscribers?: boolean;
  is_default_stream?: boolean;
  stream_post_policy?: number;
  message_retention_days?: number | 'realm_default' | 'unlimited';
  can_remove_subscribers_group?: GroupSettingUpdate;
  can_administer_channel_group?: GroupSettingUpdate;
  can_send_message_group?: GroupSettingUpdate;
  can_add_subscribers_group?: GroupSettingUpdate;
  can_subscribe_group?: GroupSettingUpdate;
  /** FL 388 (unarchiving); archiving is DELETE /streams/{stream_id}. */
  is_archived?: boolean;
}

export interface Topic {
  max_id: number;
  name: string;
}

/** POST /users/me/subscriptions (also creates channels that do not exist) */
export const subscribe = (conn: Connection, params: SubscribeParams) =>
  apiRequest<SubscribeResponse>(conn, 'POST', 'users/me/subscriptions', { ...params });

/** DELETE /users/me/subscriptions (channel names, not IDs) */
export const unsubscribe = (conn: Connection, subscriptions: string[], principals?: number[]) =>
  apiRequest<UnsubscribeResponse>(conn, 'DELETE', 'users/me/subscriptions', {
    subscriptions,
    principals,
  });

/** GET /users/me/subscriptions */
export const getSubscriptions = (conn: Connection, include_subscribers = false) =>
  apiRequest<{ subscriptions: Subscription[] }>(conn, 'GET', 'users/me/subscriptions', {
    include_subscribers,
  });

/** POST /users/me/subscriptions/properties */
export const updateSubscriptionProperties = (
  conn: Connection,
  subscription_data: SubscriptionPropertyChange[],
) => apiRequest<object>(conn, 'POST', 'users/me/subscriptions/properties', { subscription_data });

/** GET /streams */
export const getStreams = (conn: Connection, params: GetStreamsParams = {}) =>
  apiRequest<{ streams: BasicChannel[] }>(conn, 'GET', 'streams', { ...params });

/** GET /streams/{stream_id} */
export const getStream = (conn: Connection, streamId: number) =>
  apiRequest<{ stream: BasicChannel }>(conn, 'GET', `streams/${streamId}`);

/** GET /get_stream_id */
export const getStreamId = (conn: Connection, stream: string) =>
  apiRequest<{ stream_id: number }>(conn, 'GET', 'get_stream_id', { stream });

/** PATCH /streams/{stream_id} */
export const updateStream = (conn: Connection, streamId: number, params: UpdateStreamParams) =>
  apiRequest<object>(conn, 'PATCH', `streams/${streamId}`, { ...params });

/** DELETE /streams/{stream_id} (archives the channel) */
export const archiveStream = (conn: Connection, streamId: number) =>
  apiRequest<object>(conn, 'DELETE', `streams/${streamId}`);

/** GET /streams/{stream_id}/members */
export const getStreamMembers = (conn: Connection, streamId: number, options?: RequestOptions) =>
  apiRequest<{ subscribers: number[] }>(conn, 'GET', `streams/${streamId}/members`, {}, options);

/** GET /users/me/{stream_id}/topics (most recent first; the empty topic as "") */
export const getStreamTopics = (conn: Connection, streamId: number, fl: number) =>
  apiRequest<{ topics: Topic[] }>(conn, 'GET', `users/me/${streamId}/topics`, emptyTopicParams(fl));

/**
 * PATCH /streams/{stream_id} for its permission settings, in the words of a server at `fl`
 * (see channelPermissionParams; `groupName` names the system group of a user group ID).
 */
export const updateStreamPermissions = (
  conn: Connection,
  streamId: number,
  fl: number,
  settings: Partial<Record<ChannelPermission, GroupSettingUpdate>>,
  groupName: (id: number) => string | undefined,
) =>
  apiRequest<object>(
    conn,
    'PATCH',
    `streams/${streamId}`,
    channelPermissionParams(fl, settings, (u) =>
      typeof u.new === 'number' ? groupName(u.new) : undefined,
    ),
  );

/** POST /user_topics (FL 170) */
export const updateUserTopic = (
  conn: Connection,
  stream_id: number,
  topic: string,
  visibility_policy: VisibilityPolicy,
) => apiRequest<object>(conn, 'POST', 'user_topics', { stream_id, topic, visibility_policy });

/** PATCH /users/me/subscriptions/muted_topics (before FL 170; mute and unmute only) */
export const updateMutedTopic = (
  conn: Connection,
  stream_id: number,
  topic: string,
  op: 'add' | 'remove',
) =>
  apiRequest<object>(conn, 'PATCH', 'users/me/subscriptions/muted_topics', {
    stream_id,
    topic,
    op,
  });

/**
 * Sets a topic's visibility with whichever endpoint the server has. Old servers know only
 * muting: "unmuted" and "followed" then fall back to not muted.
 */
export function setTopicVisibility(
  conn: Connection,
  fl: number,
  stream_id: number,
  topic: string,
  visibility_policy: VisibilityPolicy,
) {
  if (supportsUserTopics(fl)) return updateUserTopic(conn, stream_id, topic, visibility_policy);
  return updateMutedTopic(conn, stream_id, topic, visibility_policy === 1 ? 'add' : 'remove');
}
