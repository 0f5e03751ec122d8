/**
 * For the settings screens: the organization description's Markdown source (what register
 * sends and the profile page edits; `description` keeps the rendered HTML for the login page),
 * and uploaded avatars.
 */
export const sql = /* sql */ `
ALTER TABLE realm ADD COLUMN description_source TEXT;
CREATE TABLE avatars (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  content_type TEXT NOT NULL,
  data BLOB NOT NULL
);
`;
