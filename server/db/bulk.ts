/**
 * Inserts for writing a whole organization at once (the large seed): one prepared statement
 * per table, run row by row inside the caller's transactions, with no lookups in between.
 */
import type { Db } from './database';
import type { MessageRow } from './messages';
import type { UserRow } from './users';

export type BulkUser = Pick<
  UserRow,
  | 'email'
  | 'full_name'
  | 'role'
  | 'is_active'
  | 'is_bot'
  | 'bot_type'
  | 'bot_owner_id'
  | 'api_key'
  | 'password_hash'
  | 'date_joined'
  | 'timezone'
>;

export interface BulkSubscription {
  user_id: number;
  stream_id: number;
  color: string;
  is_muted: 0 | 1;
  pin_to_top: 0 | 1;
}

export type BulkMessage = Omit<MessageRow, 'id' | 'is_me_message' | 'has_image' | 'has_attachment'>;

export interface BulkReaction {
  message_id: number;
  user_id: number;
  emoji_name: string;
  emoji_code: string;
  created: number;
}

export function bulkInserts(db: Db) {
  const user = db.prepare(
    `INSERT INTO users (email, delivery_email, full_name, role, is_active, is_bot, bot_type,
       bot_owner_id, api_key, password_hash, date_joined, timezone)
     VALUES (@email, @email, @full_name, @role, @is_active, @is_bot, @bot_type, @bot_owner_id,
       @api_key, @password_hash, @date_joined, @timezone)`,
  );
  const groupMember = db.prepare(
    'INSERT OR IGNORE INTO user_group_members (group_id, user_id) VALUES (?, ?)',
  );
  const subscription = db.prepare(
    `INSERT INTO subscriptions (user_id, stream_id, color, is_muted, pin_to_top)
     VALUES (@user_id, @stream_id, @color, @is_muted, @pin_to_top)`,
  );
  const dmRecipient = db.prepare('INSERT INTO recipients (dm_user_ids) VALUES (?)');
  const message = db.prepare(
    `INSERT INTO messages (sender_id, recipient_id, stream_id, topic, content, rendered_content,
       date_sent, client, has_link, last_edit_timestamp, edit_history)
     VALUES (@sender_id, @recipient_id, @stream_id, @topic, @content, @rendered_content,
       @date_sent, @client, @has_link, @last_edit_timestamp, @edit_history)`,
  );
  const search = db.prepare('INSERT INTO message_search (rowid, topic, content) VALUES (?, ?, ?)');
  const userMessage = db.prepare(
    'INSERT INTO user_messages (user_id, message_id, flags) VALUES (?, ?, ?)',
  );
  const reaction = db.prepare(
    `INSERT OR IGNORE INTO reactions (message_id, user_id, emoji_name, emoji_code, reaction_type, created)
     VALUES (@message_id, @user_id, @emoji_name, @emoji_code, 'unicode_emoji', @created)`,
  );
  const userTopic = db.prepare(
    `INSERT OR IGNORE INTO user_topics (user_id, stream_id, topic, visibility_policy, last_updated)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const profileValue = db.prepare(
    `INSERT INTO custom_profile_values (user_id, field_id, value, rendered_value)
     VALUES (?, ?, ?, ?)`,
  );
  return {
    /** Returns the new user's ID. */
    user: (u: BulkUser) => Number(user.run(u).lastInsertRowid),
    groupMember: (groupId: number, userId: number) => groupMember.run(groupId, userId),
    subscription: (s: BulkSubscription) => subscription.run(s),
    /** The recipient of a new direct-message conversation (participants sorted). */
    dmRecipient: (userIds: readonly number[]) =>
      Number(dmRecipient.run([...userIds].sort((a, b) => a - b).join(',')).lastInsertRowid),
    /** Inserts the message and its search entry; returns its ID. */
    message(m: BulkMessage, searchText: string): number {
      const id = Number(message.run(m).lastInsertRowid);
      search.run(id, m.topic, searchText);
      return id;
    },
    userMessage: (userId: number, messageId: number, flags: number) =>
      userMessage.run(userId, messageId, flags),
    reaction: (r: BulkReaction) => reaction.run(r),
    userTopic: (userId: number, streamId: number, topic: string, policy: number, at: number) =>
      userTopic.run(userId, streamId, topic, policy, at),
    profileValue: (userId: number, fieldId: number, value: string, rendered: string | null) =>
      profileValue.run(userId, fieldId, value, rendered),
  };
}

export type BulkInserts = ReturnType<typeof bulkInserts>;
