/**
 * A counter of changes to user groups, their members and subgroups, kept by triggers, so that
 * the groups POST /register sends can be kept until the next change (domain/groups.ts).
 */
const TABLES = ['user_groups', 'user_group_members', 'user_group_subgroups'];

export const sql = /* sql */ `
INSERT INTO change_counters (name, n) VALUES ('groups', 0);
${TABLES.flatMap((table) =>
  ['INSERT', 'UPDATE', 'DELETE'].map(
    (op) => `CREATE TRIGGER ${table}_changed_by_${op.toLowerCase()} AFTER ${op} ON ${table} BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'groups';
END;`,
  ),
).join('\n')}
`;
