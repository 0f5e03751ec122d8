/**
 * Presence and status: when each user's clients last reported them connected and active (with
 * the realm-wide update ID that incremental presence fetches ask from), and the status each
 * user set (text and emoji).
 */
export const sql = /* sql */ `
CREATE TABLE user_presence (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  last_connected_time INTEGER NOT NULL,
  last_active_time INTEGER,
  last_update_id INTEGER NOT NULL
);
CREATE INDEX user_presence_update ON user_presence(last_update_id);
CREATE TABLE user_status (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  status_text TEXT NOT NULL DEFAULT '',
  emoji_name TEXT NOT NULL DEFAULT '',
  emoji_code TEXT NOT NULL DEFAULT '',
  reaction_type TEXT NOT NULL DEFAULT ''
);
`;
