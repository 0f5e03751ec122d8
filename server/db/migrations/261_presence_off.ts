/**
 * The users who turned presence off, found without reading every user's settings: POST /register
 * lists them (`user_status` `away`), and reading 10,000 users' settings for it was a tenth of a
 * large organization's register.
 */
export const sql = /* sql */ `
CREATE INDEX users_presence_off ON users(id) WHERE json_extract(settings, '$.presence_enabled') = 0;
`;
