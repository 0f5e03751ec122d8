import type { Db } from '../db/database';
import {
  listStreams,
  type StreamRow,
  type SubscriptionRow,
  subscriberIds,
  subscriptionsOfUser,
} from '../db/streams';
import type { UserRow } from '../db/users';
import type { GroupSettingValue } from './realm';
import { ROLE } from './system-groups';
import { isAdmin } from './users';

export const STREAM_GROUP_SETTINGS = [
  'can_send_message_group',
  'can_administer_channel_group',
  'can_remove_subscribers_group',
  'can_add_subscribers_group',
  'can_subscribe_group',
] as const;

/** The API's BasicChannel object. */
export function streamToApi(s: StreamRow, firstMessageId: number | null = null) {
  const groups = Object.fromEntries(
    STREAM_GROUP_SETTINGS.map((k) => [k, JSON.parse(s[k]) as GroupSettingValue]),
  );
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
    first_message_id: firstMessageId,
    is_recently_active: true,
    // Legacy integer policy; clients at this feature level read can_send_message_group.
    stream_post_policy: 1,
    is_announcement_only: false,
    stream_weekly_traffic: null as number | null,
    ...groups,
  };
}

export type ApiStream = ReturnType<typeof streamToApi>;

function subscriptionToApi(s: StreamRow, sub: SubscriptionRow, subscribers: number[] | undefined) {
  return {
    ...streamToApi(s),
    color: sub.color,
    is_muted: sub.is_muted === 1,
    in_home_view: sub.is_muted === 0,
    pin_to_top: sub.pin_to_top === 1,
    desktop_notifications: nullableBool(sub.desktop_notifications),
    audible_notifications: nullableBool(sub.audible_notifications),
    push_notifications: nullableBool(sub.push_notifications),
    email_notifications: nullableBool(sub.email_notifications),
    wildcard_mentions_notify: nullableBool(sub.wildcard_mentions_notify),
    ...(subscribers ? { subscribers } : {}),
  };
}

const nullableBool = (v: 0 | 1 | null) => (v === null ? null : v === 1);

/** Whether `user` may know that channel `s` exists (its name and metadata). */
export function canSeeStreamMetadata(user: UserRow, s: StreamRow, subscribed: boolean): boolean {
  if (subscribed) return true;
  if (user.role === ROLE.guest) return s.is_web_public === 1;
  return s.invite_only === 0 || isAdmin(user);
}

/** The register keys `subscriptions`, `unsubscribed` and `never_subscribed` for `user`. */
export function subscriptionState(db: Db, user: UserRow, includeSubscribers: boolean) {
  const subs = new Map(subscriptionsOfUser(db, user.id).map((s) => [s.stream_id, s]));
  const subscriptions = [];
  const unsubscribed = [];
  const never_subscribed = [];
  for (const s of listStreams(db)) {
    const sub = subs.get(s.id);
    const members = includeSubscribers ? subscriberIds(db, s.id) : undefined;
    if (sub?.active) subscriptions.push(subscriptionToApi(s, sub, members));
    else if (sub && canSeeStreamMetadata(user, s, false)) {
      unsubscribed.push(subscriptionToApi(s, sub, members));
    } else if (!sub && canSeeStreamMetadata(user, s, false)) {
      never_subscribed.push({ ...streamToApi(s), ...(members ? { subscribers: members } : {}) });
    }
  }
  return { subscriptions, unsubscribed, never_subscribed };
}
