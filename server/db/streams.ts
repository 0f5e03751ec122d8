/** Channels (streams), their recipients, and who is subscribed with which settings. */
import type { Db } from './database';
import { statement } from './statements';

export interface StreamRow {
  id: number;
  name: string;
  description: string;
  rendered_description: string;
  date_created: number;
  creator_id: number | null;
  invite_only: 0 | 1;
  is_web_public: 0 | 1;
  history_public_to_subscribers: 0 | 1;
  message_retention_days: number | null;
  is_archived: 0 | 1;
  is_default_stream: 0 | 1;
  can_send_message_group: string;
  can_administer_channel_group: string;
  can_remove_subscribers_group: string;
  can_add_subscribers_group: string;
  can_subscribe_group: string;
}

export type NewStream = Omit<StreamRow, 'id' | 'is_archived'>;

export interface SubscriptionRow {
  user_id: number;
  stream_id: number;
  active: 0 | 1;
  color: string;
  is_muted: 0 | 1;
  pin_to_top: 0 | 1;
  desktop_notifications: 0 | 1 | null;
  audible_notifications: 0 | 1 | null;
  push_notifications: 0 | 1 | null;
  email_notifications: 0 | 1 | null;
  wildcard_mentions_notify: 0 | 1 | null;
}

export const listStreams = (db: Db): StreamRow[] =>
  statement(db, 'SELECT * FROM streams ORDER BY id').all() as StreamRow[];

/** The realm's default channels, in ID order. */
export const defaultStreamIds = (db: Db): number[] =>
  (
    statement(db, 'SELECT id FROM streams WHERE is_default_stream = 1 ORDER BY id').all() as {
      id: number;
    }[]
  ).map((r) => r.id);

export const getStreamById = (db: Db, id: number): StreamRow | undefined =>
  statement(db, 'SELECT * FROM streams WHERE id = ?').get(id) as StreamRow | undefined;

export const getStreamByName = (db: Db, name: string): StreamRow | undefined =>
  statement(db, 'SELECT * FROM streams WHERE name = ?').get(name) as StreamRow | undefined;

/** Inserts the channel and its recipient row; returns the channel ID. */
export function insertStream(db: Db, s: NewStream): number {
  const info = statement(
    db,
    `INSERT INTO streams (name, description, rendered_description, date_created, creator_id, invite_only,
         is_web_public, history_public_to_subscribers, message_retention_days, is_default_stream,
         can_send_message_group, can_administer_channel_group, can_remove_subscribers_group,
         can_add_subscribers_group, can_subscribe_group)
       VALUES (@name, @description, @rendered_description, @date_created, @creator_id, @invite_only,
         @is_web_public, @history_public_to_subscribers, @message_retention_days, @is_default_stream,
         @can_send_message_group, @can_administer_channel_group, @can_remove_subscribers_group,
         @can_add_subscribers_group, @can_subscribe_group)`,
  ).run(s);
  const id = Number(info.lastInsertRowid);
  statement(db, 'INSERT INTO recipients (stream_id) VALUES (?)').run(id);
  return id;
}

export const subscriptionsOfUser = (db: Db, userId: number): SubscriptionRow[] =>
  statement(db, 'SELECT * FROM subscriptions WHERE user_id = ? ORDER BY stream_id').all(
    userId,
  ) as SubscriptionRow[];

/** Active subscriber IDs of a channel, ascending. */
export const subscriberIds = (db: Db, streamId: number): number[] =>
  (
    statement(
      db,
      'SELECT user_id FROM subscriptions WHERE stream_id = ? AND active = 1 ORDER BY user_id',
    ).all(streamId) as { user_id: number }[]
  ).map((r) => r.user_id);

/**
 * Active subscribers, ascending, of the given channels (every channel when `streamIds` is null):
 * each list comes from SQLite as one string, read by JSON.parse (far faster than splitting),
 * and deactivated users are left out here, which costs less than joining every row to its user.
 */
export function subscriberLists(
  db: Db,
  streamIds: readonly number[] | null,
): Map<number, number[]> {
  // The covering index (stream_id, active, user_id) hands each channel's IDs over in order.
  const rows = (
    streamIds
      ? statement(
          db,
          `SELECT stream_id, group_concat(user_id) AS ids FROM subscriptions
             WHERE active = 1 AND stream_id IN (SELECT value FROM json_each(?)) GROUP BY stream_id`,
        ).all(JSON.stringify(streamIds))
      : statement(
          db,
          `SELECT stream_id, group_concat(user_id) AS ids FROM subscriptions
             WHERE active = 1 GROUP BY stream_id`,
        ).all()
  ) as { stream_id: number; ids: string }[];
  const inactive = new Set(
    (statement(db, 'SELECT id FROM users WHERE is_active = 0').all() as { id: number }[]).map(
      (r) => r.id,
    ),
  );
  return new Map(
    rows.map((r) => {
      const ids = JSON.parse(`[${r.ids}]`) as number[];
      // SQLite does not promise the order; it is checked, and sorted if it ever differs.
      if (!ids.every((id, i) => i === 0 || ids[i - 1]! < id)) ids.sort((x, y) => x - y);
      return [r.stream_id, inactive.size ? ids.filter((id) => !inactive.has(id)) : ids];
    }),
  );
}

/**
 * How many active users are subscribed to each of the given channels (every channel when
 * `streamIds` is null): the API's `subscriber_count`. Channels with none may be missing.
 */
export function subscriberCounts(db: Db, streamIds: readonly number[] | null): Map<number, number> {
  // Every channel: counting the covering index's entries and taking away the (few) deactivated
  // users' subscriptions costs a quarter of joining every subscription to its user.
  const rows = (
    streamIds
      ? statement(
          db,
          `SELECT s.stream_id, COUNT(*) AS n FROM subscriptions s JOIN users u ON u.id = s.user_id
             WHERE s.stream_id IN (SELECT value FROM json_each(?)) AND s.active = 1
               AND u.is_active = 1
             GROUP BY s.stream_id`,
        ).all(JSON.stringify(streamIds))
      : statement(
          db,
          `SELECT stream_id, SUM(n) AS n FROM (
             SELECT stream_id, COUNT(*) AS n FROM subscriptions WHERE active = 1 GROUP BY stream_id
             UNION ALL
             SELECT s.stream_id, -COUNT(*) FROM users u CROSS JOIN subscriptions s
               ON s.user_id = u.id WHERE u.is_active = 0 AND s.active = 1 GROUP BY s.stream_id
           ) GROUP BY stream_id`,
        ).all()
  ) as { stream_id: number; n: number }[];
  return new Map(rows.map((r) => [r.stream_id, r.n]));
}

/** Changes so far to who is subscribed where (subscriptions, deactivations): see 201_subscribers_version. */
export const subscribersVersion = (db: Db): number =>
  (
    statement(db, "SELECT n FROM change_counters WHERE name = 'subscribers'").get() as {
      n: number;
    }
  ).n;

/** Changes so far to channels (their rows): see 203_streams_version. */
export const streamsVersion = (db: Db): number =>
  (statement(db, "SELECT n FROM change_counters WHERE name = 'streams'").get() as { n: number }).n;

export function upsertSubscription(db: Db, userId: number, streamId: number, color: string): void {
  statement(
    db,
    `INSERT INTO subscriptions (user_id, stream_id, color) VALUES (?, ?, ?)
     ON CONFLICT (user_id, stream_id) DO UPDATE SET active = 1`,
  ).run(userId, streamId, color);
}

/** Active subscriber IDs of a channel who are active users, ascending. */
export const activeSubscriberIds = (db: Db, streamId: number): number[] =>
  (
    statement(
      db,
      `SELECT s.user_id FROM subscriptions s JOIN users u ON u.id = s.user_id
         WHERE s.stream_id = ? AND s.active = 1 AND u.is_active = 1 ORDER BY s.user_id`,
    ).all(streamId) as { user_id: number }[]
  ).map((r) => r.user_id);

export const getSubscription = (
  db: Db,
  userId: number,
  streamId: number,
): SubscriptionRow | undefined =>
  statement(db, 'SELECT * FROM subscriptions WHERE user_id = ? AND stream_id = ?').get(
    userId,
    streamId,
  ) as SubscriptionRow | undefined;

export function deactivateSubscription(db: Db, userId: number, streamId: number): void {
  statement(db, 'UPDATE subscriptions SET active = 0 WHERE user_id = ? AND stream_id = ?').run(
    userId,
    streamId,
  );
}

export type SubscriptionProperty =
  | 'color'
  | 'is_muted'
  | 'pin_to_top'
  | 'desktop_notifications'
  | 'audible_notifications'
  | 'push_notifications'
  | 'email_notifications'
  | 'wildcard_mentions_notify';

export function setSubscriptionProperty(
  db: Db,
  userId: number,
  streamId: number,
  property: SubscriptionProperty,
  value: string | number | null,
): void {
  // `property` is one of the fixed column names above, never user text.
  statement(db, `UPDATE subscriptions SET ${property} = ? WHERE user_id = ? AND stream_id = ?`).run(
    value,
    userId,
    streamId,
  );
}

/** Columns PATCH /streams may change. */
export type StreamPatch = Partial<
  Pick<
    StreamRow,
    | 'name'
    | 'description'
    | 'rendered_description'
    | 'invite_only'
    | 'is_web_public'
    | 'history_public_to_subscribers'
    | 'message_retention_days'
    | 'is_archived'
    | 'is_default_stream'
    | 'can_send_message_group'
    | 'can_administer_channel_group'
    | 'can_remove_subscribers_group'
    | 'can_add_subscribers_group'
    | 'can_subscribe_group'
  >
>;

const PATCHABLE = new Set([
  'name',
  'description',
  'rendered_description',
  'invite_only',
  'is_web_public',
  'history_public_to_subscribers',
  'message_retention_days',
  'is_archived',
  'is_default_stream',
  'can_send_message_group',
  'can_administer_channel_group',
  'can_remove_subscribers_group',
  'can_add_subscribers_group',
  'can_subscribe_group',
]);

export function updateStream(db: Db, id: number, patch: StreamPatch): void {
  const keys = Object.keys(patch).filter((k) => PATCHABLE.has(k));
  if (!keys.length) return;
  statement(
    db,
    `UPDATE streams SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`,
  ).run({ ...patch, id });
}

export interface ChannelBounds {
  stream_id: number;
  first_message_id: number | null;
  /** When its newest message was sent (IDs follow time). */
  last_message_date: number | null;
}

const BOUNDS = `SELECT s.id AS stream_id,
    (SELECT MIN(m.id) FROM messages m WHERE m.stream_id = s.id) AS first_message_id,
    (SELECT m.date_sent FROM messages m WHERE m.stream_id = s.id ORDER BY m.id DESC LIMIT 1)
      AS last_message_date
  FROM streams s`;

/** Every channel's first message and latest activity, each found in its index. */
export const allChannelBounds = (db: Db): ChannelBounds[] =>
  statement(db, BOUNDS).all() as ChannelBounds[];

export const channelBounds = (db: Db, streamId: number): ChannelBounds =>
  statement(db, `${BOUNDS} WHERE s.id = ?`).get(streamId) as ChannelBounds;

/** Messages per channel sent since `since`, read from the newest entries of the date index. */
export const messageCountsSince = (db: Db, since: number): Map<number, number> =>
  new Map(
    (
      statement(
        db,
        // Without the hint SQLite walks every channel's messages to group them.
        `SELECT stream_id, COUNT(*) AS n FROM messages INDEXED BY messages_date_sent
           WHERE date_sent >= ? AND stream_id IS NOT NULL GROUP BY stream_id`,
      ).all(since) as { stream_id: number; n: number }[]
    ).map((r) => [r.stream_id, r.n]),
  );

/** Everyone who sent a message since `since`. */
/** Who sent the messages after `messageId`. */
export const sendersAfter = (db: Db, messageId: number): number[] =>
  (
    statement(db, 'SELECT DISTINCT sender_id FROM messages WHERE id > ?').all(messageId) as {
      sender_id: number;
    }[]
  ).map((r) => r.sender_id);

export const sendersSince = (db: Db, since: number): Set<number> =>
  new Set(
    (
      statement(
        db,
        // Without the hint SQLite walks every sender's messages to find the recent ones.
        'SELECT DISTINCT sender_id FROM messages INDEXED BY messages_date_sent WHERE date_sent >= ?',
      ).all(since) as { sender_id: number }[]
    ).map((r) => r.sender_id),
  );

export const firstMessageIdOf = (db: Db, streamId: number): number | null =>
  (
    statement(db, 'SELECT MIN(id) AS id FROM messages WHERE stream_id = ?').get(streamId) as {
      id: number | null;
    }
  ).id;

/** Every channel ID a user is actively subscribed to. */
export const subscribedStreamIds = (db: Db, userId: number): Set<number> =>
  new Set(
    (
      statement(db, 'SELECT stream_id FROM subscriptions WHERE user_id = ? AND active = 1').all(
        userId,
      ) as { stream_id: number }[]
    ).map((r) => r.stream_id),
  );
