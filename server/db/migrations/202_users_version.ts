/**
 * A counter of changes to users and their profile values, kept by triggers — whatever writes
 * them — so that the user lists POST /register sends can be kept until the next change
 * (domain/realm-user-lists.ts).
 */
export const sql = /* sql */ `
INSERT INTO change_counters (name, n) VALUES ('users', 0);
CREATE TRIGGER users_changed_by_insert AFTER INSERT ON users BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'users';
END;
CREATE TRIGGER users_changed_by_update AFTER UPDATE ON users BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'users';
END;
CREATE TRIGGER users_changed_by_delete AFTER DELETE ON users BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'users';
END;
CREATE TRIGGER profile_values_changed_by_insert AFTER INSERT ON custom_profile_values BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'users';
END;
CREATE TRIGGER profile_values_changed_by_update AFTER UPDATE ON custom_profile_values BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'users';
END;
CREATE TRIGGER profile_values_changed_by_delete AFTER DELETE ON custom_profile_values BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'users';
END;
`;
