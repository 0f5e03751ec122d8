import type { Db } from './database';

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
  db.prepare('SELECT * FROM streams ORDER BY id').all() as StreamRow[];

export const getStreamById = (db: Db, id: number): StreamRow | undefined =>
  db.prepare('SELECT * FROM streams WHERE id = ?').get(id) as StreamRow | undefined;

export const getStreamByName = (db: Db, name: string): StreamRow | undefined =>
  db.prepare('SELECT * FROM streams WHERE name = ?').get(name) as StreamRow | undefined;

/** Inserts the channel and its recipient row; returns the channel ID. */
export function insertStream(db: Db, s: NewStream): number {
  const info = db
    .prepare(
      `INSERT INTO streams (name, description, rendered_description, date_created, creator_id, invite_only,
         is_web_public, history_public_to_subscribers, message_retention_days, is_default_stream,
         can_send_message_group, can_administer_channel_group, can_remove_subscribers_group,
         can_add_subscribers_group, can_subscribe_group)
       VALUES (@name, @description, @rendered_description, @date_created, @creator_id, @invite_only,
         @is_web_public, @history_public_to_subscribers, @message_retention_days, @is_default_stream,
         @can_send_message_group, @can_administer_channel_group, @can_remove_subscribers_group,
         @can_add_subscribers_group, @can_subscribe_group)`,
    )
    .run(s);
  const id = Number(info.lastInsertRowid);
  db.prepare('INSERT INTO recipients (stream_id) VALUES (?)').run(id);
  return id;
}

export const subscriptionsOfUser = (db: Db, userId: number): SubscriptionRow[] =>
  db
    .prepare('SELECT * FROM subscriptions WHERE user_id = ? ORDER BY stream_id')
    .all(userId) as SubscriptionRow[];

/** Active subscriber IDs of a channel, ascending. */
export const subscriberIds = (db: Db, streamId: number): number[] =>
  (
    db
      .prepare(
        'SELECT user_id FROM subscriptions WHERE stream_id = ? AND active = 1 ORDER BY user_id',
      )
      .all(streamId) as { user_id: number }[]
  ).map((r) => r.user_id);

export function upsertSubscription(db: Db, userId: number, streamId: number, color: string): void {
  db.prepare(
    `INSERT INTO subscriptions (user_id, stream_id, color) VALUES (?, ?, ?)
     ON CONFLICT (user_id, stream_id) DO UPDATE SET active = 1`,
  ).run(userId, streamId, color);
}
