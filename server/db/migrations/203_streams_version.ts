/**
 * A counter of changes to channels, kept by triggers, so that the channel rows POST /register
 * reads can be kept until the next change (domain/channel-basics.ts).
 */
export const sql = /* sql */ `
INSERT INTO change_counters (name, n) VALUES ('streams', 0);
${['INSERT', 'UPDATE', 'DELETE']
  .map(
    (op) => `CREATE TRIGGER streams_changed_by_${op.toLowerCase()} AFTER ${op} ON streams BEGIN
  UPDATE change_counters SET n = n + 1 WHERE name = 'streams';
END;`,
  )
  .join('\n')}
`;
