/**
 * Messages by send time: a channel's weekly traffic and the recently active senders are read
 * from the last days' entries alone (register), not from every message of every channel.
 */
export const sql = /* sql */ `
CREATE INDEX messages_date_sent ON messages(date_sent, stream_id, sender_id);
`;
