/** Organization resources: the per-user permission to create users (POST /users). */
export const sql = /* sql */ `
ALTER TABLE users ADD COLUMN can_create_users INTEGER NOT NULL DEFAULT 0;
`;
