/** Channels as the API shows them: Stream objects, activity, posting policy, group settings. */

import { legacyStreamPostPolicy as postPolicyOfSystemGroup } from '../../src/api/feature-level';
import type { Db } from '../db/database';
import { getGroupById, type UserGroupRow } from '../db/groups';
import {
  activeSubscriberIds,
  getStreamById,
  getStreamByName,
  listStreams,
  type StreamRow,
  type SubscriptionRow,
  subscriberCounts,
  subscriptionsOfUser,
} from '../db/streams';
import { activeUsers, type UserRow } from '../db/users';
import { type ChannelActivity, channelActivity } from './channel-activity';
import { badRequest } from './errors';
import {
  canAccessChannel as canAccessChannelContent,
  canSeeChannelMetadata,
  canSeeSubscribers,
  isGuest,
  isRealmAdmin,
} from './permissions';
import type { GroupSettingValue } from './realm';
import { allSubscriberCounts } from './subscriber-lists';

export const STREAM_GROUP_SETTINGS = [
  'can_send_message_group',
  'can_administer_channel_group',
  'can_remove_subscribers_group',
  'can_add_subscribers_group',
  'can_subscribe_group',
] as const;

export type StreamGroupSetting = (typeof STREAM_GROUP_SETTINGS)[number];

export const streamGroupSetting = (s: StreamRow, key: StreamGroupSetting) =>
  JSON.parse(s[key]) as GroupSettingValue;

/**
 * The legacy `stream_post_policy` for a `can_send_message_group` value, as Zulip derives it
 * for older clients: the system groups that had a policy map to it; anything else (members,
 * owners, nobody, a user group or an anonymous group) to 1, the superset.
 */
export function legacyStreamPostPolicy(
  db: Db,
  value: GroupSettingValue,
  groupOf: GroupLookup = (id) => getGroupById(db, id),
): number {
  if (typeof value !== 'number') return 1;
  const group = groupOf(value);
  return group?.is_system_group ? postPolicyOfSystemGroup(group.name) : 1;
}

/** A user group by ID: the database, or groups a caller has read already. */
export type GroupLookup = (
  id: number,
) => Pick<UserGroupRow, 'name' | 'is_system_group'> | undefined;

/** What a channel's object says that its row does not: activity and `subscriber_count`. */
export type ChannelLiveFields = Partial<ChannelActivity> & { subscriber_count: number };

/** The API's BasicChannel object. */
export function streamToApi(db: Db, s: StreamRow, live: ChannelLiveFields, groupOf?: GroupLookup) {
  const groups = Object.fromEntries(
    STREAM_GROUP_SETTINGS.map((k) => [k, streamGroupSetting(s, k)]),
  ) as Record<StreamGroupSetting, GroupSettingValue>;
  const postPolicy = legacyStreamPostPolicy(db, groups.can_send_message_group, groupOf);
  return {
    stream_id: s.id,
    name: s.name,
    description: s.description,
    rendered_description: s.rendered_description,
    date_created: s.date_created,
    creator_id: s.creator_id,
    invite_only: s.invite_only === 1,
    is_web_public: s.is_web_public === 1,
    history_public_to_subscribers: s.history_public_to_subscribers === 1,
    message_retention_days: s.message_retention_days,
    is_archived: s.is_archived === 1,
    first_message_id: live.first_message_id ?? null,
    is_recently_active: live.is_recently_active ?? true,
    // Deprecated since feature level 333 in favour of can_send_message_group.
    stream_post_policy: postPolicy,
    is_announcement_only: postPolicy === 2,
    stream_weekly_traffic: live.stream_weekly_traffic ?? null,
    // Zulip 11's: active subscribers, bots included; sent ahead of the level this server claims,
    // as a field clients that do not know it ignore.
    subscriber_count: live.subscriber_count,
    ...groups,
  };
}

export type ApiStream = ReturnType<typeof streamToApi>;

/** Active users subscribed to one channel: `subscriber_count`. */
const subscriberCountOf = (db: Db, streamId: number): number =>
  subscriberCounts(db, [streamId]).get(streamId) ?? 0;

/** BasicChannel with its activity computed, and its subscriber count as it is now unless given. */
export const channelToApi = (
  db: Db,
  s: StreamRow,
  now: number,
  subscriberCount = subscriberCountOf(db, s.id),
) => streamToApi(db, s, { ...channelActivity(db, s, now), subscriber_count: subscriberCount });

const nullableBool = (v: 0 | 1 | null) => (v === null ? null : v === 1);

/**
 * The API's Subscription object: the channel plus the user's personal settings and its active
 * subscribers, whom `subscriber_count` counts, so that the two never disagree.
 */
export function subscriptionToApi(
  db: Db,
  s: StreamRow,
  sub: SubscriptionRow,
  now: number,
  subscribers: number[],
) {
  return {
    ...channelToApi(db, s, now, subscribers.length),
    ...subscriptionSettings(sub),
    subscribers,
  };
}

/** The user's personal settings of a Subscription object. */
export function subscriptionSettings(sub: SubscriptionRow) {
  return {
    color: sub.color,
    is_muted: sub.is_muted === 1,
    in_home_view: sub.is_muted === 0,
    pin_to_top: sub.pin_to_top === 1,
    desktop_notifications: nullableBool(sub.desktop_notifications),
    audible_notifications: nullableBool(sub.audible_notifications),
    push_notifications: nullableBool(sub.push_notifications),
    email_notifications: nullableBool(sub.email_notifications),
    wildcard_mentions_notify: nullableBool(sub.wildcard_mentions_notify),
  };
}

/** Every active user who may know the channel exists: the audience of its stream events. */
export function channelMetadataAudience(db: Db, s: StreamRow): number[] {
  return activeUsers(db)
    .filter((u) => canSeeChannelMetadata(db, u, s))
    .map((u) => u.id);
}

/** Every active user who may see the channel's subscribers: the audience of peer events. */
export function subscriberAudience(db: Db, s: StreamRow): number[] {
  return activeUsers(db)
    .filter((u) => canSeeSubscribers(db, u, s))
    .map((u) => u.id);
}

/** A channel the user may know about, by ID, or "Invalid channel ID" (never revealing private ones). */
export function accessChannelById(db: Db, user: UserRow, streamId: number): StreamRow {
  const s = getStreamById(db, streamId);
  if (!s || !canSeeChannelMetadata(db, user, s)) throw badRequest('Invalid channel ID');
  return s;
}

export function accessChannelByName(db: Db, user: UserRow, name: string): StreamRow {
  const s = getStreamByName(db, name);
  if (!s || !canSeeChannelMetadata(db, user, s)) {
    throw badRequest(`Invalid channel name '${name}'`);
  }
  return s;
}

export interface ListChannelsOptions {
  include_public: boolean;
  include_web_public: boolean;
  include_subscribed: boolean;
  exclude_archived: boolean;
  include_all_active: boolean;
  include_all?: boolean;
  include_can_access_content?: boolean;
  include_default: boolean;
}

/** GET /streams */
export function listChannels(db: Db, user: UserRow, o: ListChannelsOptions, now: number) {
  // `include_all` (feature level 356; `include_all_active` before) is for everyone: all the
  // channels the user may know of, which for administrators is every channel.
  const includeAll = o.include_all || o.include_all_active;
  const subscribed = new Set(
    subscriptionsOfUser(db, user.id)
      .filter((s) => s.active)
      .map((s) => s.stream_id),
  );
  const streams = listStreams(db).filter((s) => {
    if (o.exclude_archived && s.is_archived) return false;
    if (includeAll && (isRealmAdmin(user) || canSeeChannelMetadata(db, user, s))) return true;
    if (o.include_can_access_content && canAccessChannelContent(db, user, s)) return true;
    if (o.include_subscribed && subscribed.has(s.id)) return true;
    if (o.include_web_public && s.is_web_public) return true;
    if (o.include_default && s.is_default_stream && canSeeChannelMetadata(db, user, s)) return true;
    // Guests see no public channels; web-public ones only with include_web_public.
    if (!o.include_public || isGuest(user)) return false;
    return canSeeChannelMetadata(db, user, s);
  });
  // One grouped count for every channel listed, not a query each.
  const counts = allSubscriberCounts(db);
  return streams.map((s) => ({
    ...channelToApi(db, s, now, counts.get(s.id) ?? 0),
    ...(o.include_default ? { is_default: s.is_default_stream === 1 } : {}),
  }));
}

/** GET /streams/{stream_id}/members */
export function channelMembers(db: Db, user: UserRow, streamId: number): number[] {
  const s = accessChannelById(db, user, streamId);
  if (!canSeeSubscribers(db, user, s)) throw badRequest('Invalid channel ID');
  return activeSubscriberIds(db, s.id);
}
