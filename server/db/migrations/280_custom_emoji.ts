/**
 * Uploaded custom emoji: a still image beside an animated one, and a name unique only among
 * active emoji (as Zulip's, a deactivated emoji's name may be used again). SQLite cannot drop a
 * column's UNIQUE, so the table is rebuilt.
 */
export const sql = /* sql */ `
CREATE TABLE realm_emoji_280 (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  file_name TEXT NOT NULL,
  still_file_name TEXT,
  author_id INTEGER REFERENCES users(id),
  deactivated INTEGER NOT NULL DEFAULT 0
);
INSERT INTO realm_emoji_280 (id, name, file_name, author_id, deactivated)
  SELECT id, name, file_name, author_id, deactivated FROM realm_emoji;
DROP TABLE realm_emoji;
ALTER TABLE realm_emoji_280 RENAME TO realm_emoji;
CREATE UNIQUE INDEX realm_emoji_active_name ON realm_emoji (name) WHERE deactivated = 0;
`;
