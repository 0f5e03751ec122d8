/**
 * A counter of changes to who is subscribed where (subscriptions, and users' deactivation),
 * kept by triggers — whatever writes them — so that subscriber lists read once can be kept
 * until the next change (domain/subscriber-lists.ts).
 */
export const sql = /* sql */ `
CREATE TABLE change_counters (name TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
INSERT INTO change_counters (name, n) VALUES ('subscribers', 0);
CREATE TRIGGER subscribers_changed_by_insert AFTER INSERT ON subscriptions BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'subscribers';
END;
CREATE TRIGGER subscribers_changed_by_update AFTER UPDATE OF user_id, stream_id, active
  ON subscriptions BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'subscribers';
END;
CREATE TRIGGER subscribers_changed_by_delete AFTER DELETE ON subscriptions BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'subscribers';
END;
CREATE TRIGGER subscribers_changed_by_deactivation AFTER UPDATE OF is_active ON users BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'subscribers';
END;
`;
