/**
 * Each message's conversation by its ID, so the unread state of POST /register (up to 50,000
 * messages grouped by conversation) reads this compact index instead of 50,000 message rows,
 * whose content makes the table many times larger.
 */
export const sql = /* sql */ `
CREATE INDEX messages_conversation ON messages(id, recipient_id, topic);
`;
