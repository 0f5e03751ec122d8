/** The first schema: every table the API's resources live in. */
export const sql = /* sql */ `
CREATE TABLE realm (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  date_created INTEGER NOT NULL,
  -- realm settings without the realm_ prefix, merged over the defaults in domain/realm
  settings TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  delivery_email TEXT NOT NULL,
  full_name TEXT NOT NULL,
  role INTEGER NOT NULL CHECK (role IN (100, 200, 300, 400, 600)),
  is_active INTEGER NOT NULL DEFAULT 1,
  is_bot INTEGER NOT NULL DEFAULT 0,
  bot_type INTEGER,
  bot_owner_id INTEGER REFERENCES users(id),
  is_billing_admin INTEGER NOT NULL DEFAULT 0,
  api_key TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  date_joined INTEGER NOT NULL,
  timezone TEXT NOT NULL DEFAULT '',
  avatar_version INTEGER NOT NULL DEFAULT 1,
  -- personal settings (user_settings), merged over the defaults in domain/settings
  settings TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE user_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  date_created INTEGER,
  creator_id INTEGER REFERENCES users(id),
  is_system_group INTEGER NOT NULL DEFAULT 0,
  deactivated INTEGER NOT NULL DEFAULT 0,
  -- can_*_group group-setting values, JSON object keyed by setting name
  settings TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE user_group_members (
  group_id INTEGER NOT NULL REFERENCES user_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (group_id, user_id)
) WITHOUT ROWID;
CREATE INDEX user_group_members_user ON user_group_members(user_id);

CREATE TABLE user_group_subgroups (
  group_id INTEGER NOT NULL REFERENCES user_groups(id),
  subgroup_id INTEGER NOT NULL REFERENCES user_groups(id),
  PRIMARY KEY (group_id, subgroup_id)
) WITHOUT ROWID;

CREATE TABLE streams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT NOT NULL DEFAULT '',
  rendered_description TEXT NOT NULL DEFAULT '',
  date_created INTEGER NOT NULL,
  creator_id INTEGER REFERENCES users(id),
  invite_only INTEGER NOT NULL DEFAULT 0,
  is_web_public INTEGER NOT NULL DEFAULT 0,
  history_public_to_subscribers INTEGER NOT NULL DEFAULT 1,
  -- NULL = realm default, -1 = unlimited
  message_retention_days INTEGER,
  is_archived INTEGER NOT NULL DEFAULT 0,
  is_default_stream INTEGER NOT NULL DEFAULT 0,
  -- group-setting values (JSON): a group ID or {direct_members, direct_subgroups}
  can_send_message_group TEXT NOT NULL,
  can_administer_channel_group TEXT NOT NULL,
  can_remove_subscribers_group TEXT NOT NULL,
  can_add_subscribers_group TEXT NOT NULL,
  can_subscribe_group TEXT NOT NULL
);

-- A message's recipient: one channel, or one set of direct-message participants.
CREATE TABLE recipients (
  id INTEGER PRIMARY KEY,
  stream_id INTEGER UNIQUE REFERENCES streams(id),
  -- sorted, comma-separated participant IDs including the sender
  dm_user_ids TEXT UNIQUE,
  CHECK ((stream_id IS NULL) <> (dm_user_ids IS NULL))
);

CREATE TABLE subscriptions (
  user_id INTEGER NOT NULL REFERENCES users(id),
  stream_id INTEGER NOT NULL REFERENCES streams(id),
  active INTEGER NOT NULL DEFAULT 1,
  color TEXT NOT NULL,
  is_muted INTEGER NOT NULL DEFAULT 0,
  pin_to_top INTEGER NOT NULL DEFAULT 0,
  -- NULL = inherit the user's default
  desktop_notifications INTEGER,
  audible_notifications INTEGER,
  push_notifications INTEGER,
  email_notifications INTEGER,
  wildcard_mentions_notify INTEGER,
  PRIMARY KEY (user_id, stream_id)
) WITHOUT ROWID;
CREATE INDEX subscriptions_stream ON subscriptions(stream_id, active);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  sender_id INTEGER NOT NULL REFERENCES users(id),
  recipient_id INTEGER NOT NULL REFERENCES recipients(id),
  -- denormalized from the recipient, for narrow queries
  stream_id INTEGER REFERENCES streams(id),
  topic TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL,
  rendered_content TEXT NOT NULL,
  date_sent INTEGER NOT NULL,
  client TEXT NOT NULL DEFAULT 'Parley',
  is_me_message INTEGER NOT NULL DEFAULT 0,
  has_link INTEGER NOT NULL DEFAULT 0,
  has_image INTEGER NOT NULL DEFAULT 0,
  has_attachment INTEGER NOT NULL DEFAULT 0,
  last_edit_timestamp INTEGER,
  -- JSON array of edit_history entries, newest first (as the API returns them)
  edit_history TEXT
);
CREATE INDEX messages_stream_topic ON messages(stream_id, topic COLLATE NOCASE, id);
CREATE INDEX messages_recipient ON messages(recipient_id, id);
CREATE INDEX messages_sender ON messages(sender_id, id);

-- Who has a message, with that user's flags as a bitmask (see db/flags).
CREATE TABLE user_messages (
  user_id INTEGER NOT NULL REFERENCES users(id),
  message_id INTEGER NOT NULL REFERENCES messages(id),
  flags INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, message_id)
) WITHOUT ROWID;
CREATE INDEX user_messages_message ON user_messages(message_id);

CREATE TABLE reactions (
  message_id INTEGER NOT NULL REFERENCES messages(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  emoji_name TEXT NOT NULL,
  emoji_code TEXT NOT NULL,
  reaction_type TEXT NOT NULL,
  created INTEGER NOT NULL,
  PRIMARY KEY (message_id, user_id, reaction_type, emoji_code)
) WITHOUT ROWID;

CREATE TABLE attachments (
  id INTEGER PRIMARY KEY,
  path_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  owner_id INTEGER NOT NULL REFERENCES users(id),
  create_time INTEGER NOT NULL
);

CREATE TABLE attachment_messages (
  attachment_id INTEGER NOT NULL REFERENCES attachments(id),
  message_id INTEGER NOT NULL REFERENCES messages(id),
  PRIMARY KEY (attachment_id, message_id)
) WITHOUT ROWID;
CREATE INDEX attachment_messages_message ON attachment_messages(message_id);

CREATE TABLE user_topics (
  user_id INTEGER NOT NULL REFERENCES users(id),
  stream_id INTEGER NOT NULL REFERENCES streams(id),
  topic TEXT NOT NULL COLLATE NOCASE,
  visibility_policy INTEGER NOT NULL,
  last_updated INTEGER NOT NULL,
  PRIMARY KEY (user_id, stream_id, topic)
) WITHOUT ROWID;

CREATE TABLE saved_snippets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  date_created INTEGER NOT NULL
);

CREATE TABLE linkifiers (
  id INTEGER PRIMARY KEY,
  pattern TEXT NOT NULL,
  url_template TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE alert_words (
  user_id INTEGER NOT NULL REFERENCES users(id),
  word TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (user_id, word)
) WITHOUT ROWID;

CREATE TABLE realm_emoji (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  author_id INTEGER REFERENCES users(id),
  deactivated INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE custom_profile_fields (
  id INTEGER PRIMARY KEY,
  type INTEGER NOT NULL,
  name TEXT NOT NULL,
  hint TEXT NOT NULL DEFAULT '',
  field_data TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL,
  display_in_profile_summary INTEGER NOT NULL DEFAULT 0,
  required INTEGER NOT NULL DEFAULT 0,
  editable_by_user INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE custom_profile_values (
  user_id INTEGER NOT NULL REFERENCES users(id),
  field_id INTEGER NOT NULL REFERENCES custom_profile_fields(id),
  value TEXT NOT NULL,
  rendered_value TEXT,
  PRIMARY KEY (user_id, field_id)
) WITHOUT ROWID;
`;
