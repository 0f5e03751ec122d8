/**
 * Scheduled messages and reminders: what a user asked the server to send later, until it is
 * sent (`delivered_message_id`) or has failed. A reminder is one whose `reminder_message_id`
 * names the message it is about; the Notification Bot sends it to its owner.
 */
export const sql = /* sql */ `
CREATE TABLE scheduled_messages (
  id INTEGER PRIMARY KEY,
  sender_id INTEGER NOT NULL REFERENCES users(id),
  type TEXT NOT NULL CHECK (type IN ('stream', 'private')),
  stream_id INTEGER REFERENCES streams(id),
  topic TEXT,
  to_user_ids TEXT,
  content TEXT NOT NULL,
  rendered_content TEXT NOT NULL,
  scheduled_delivery_timestamp INTEGER NOT NULL,
  read_by_sender INTEGER NOT NULL,
  client TEXT NOT NULL,
  realm_url TEXT NOT NULL,
  reminder_message_id INTEGER,
  delivered_message_id INTEGER,
  failed INTEGER NOT NULL DEFAULT 0,
  failure_message TEXT
);
CREATE INDEX scheduled_messages_due
  ON scheduled_messages(scheduled_delivery_timestamp) WHERE delivered_message_id IS NULL AND failed = 0;
CREATE INDEX scheduled_messages_sender ON scheduled_messages(sender_id, scheduled_delivery_timestamp);
`;
