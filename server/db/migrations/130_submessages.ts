/**
 * Submessages: the data of a message's widget (poll, to-do list) and the changes people make
 * to it (votes, new options, checked tasks), in the order they were added.
 */
export const sql = /* sql */ `
CREATE TABLE submessages (
  id INTEGER PRIMARY KEY,
  message_id INTEGER NOT NULL REFERENCES messages(id),
  sender_id INTEGER NOT NULL REFERENCES users(id),
  msg_type TEXT NOT NULL,
  content TEXT NOT NULL
);
CREATE INDEX submessages_message ON submessages(message_id, id);
`;
