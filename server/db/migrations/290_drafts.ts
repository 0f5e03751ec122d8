/**
 * Drafts kept on the server for a user who synchronizes them (enable_drafts_synchronization):
 * the conversation (`type`, `to` as a JSON array of IDs, `topic`), the text and when it last
 * changed (seconds).
 */
export const sql = /* sql */ `
CREATE TABLE drafts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  type TEXT NOT NULL,
  recipients TEXT NOT NULL,
  topic TEXT NOT NULL,
  content TEXT NOT NULL,
  last_edit_time INTEGER NOT NULL
);
CREATE INDEX drafts_by_user ON drafts (user_id, last_edit_time);
`;
