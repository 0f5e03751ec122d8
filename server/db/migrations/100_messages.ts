/**
 * Message search, indexes for narrows and unread counting.
 * `message_search` is an FTS5 index keyed by message ID (rowid): the topic and the
 * text of the rendered content, with Porter stemming as Zulip's English search does.
 */
export const sql = /* sql */ `
CREATE VIRTUAL TABLE message_search USING fts5(
  topic, content, tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO message_search (rowid, topic, content) SELECT id, topic, content FROM messages;

CREATE INDEX messages_stream_id ON messages(stream_id, id);
CREATE INDEX user_messages_unread ON user_messages(user_id, message_id) WHERE (flags & 1) = 0;
CREATE INDEX user_messages_starred ON user_messages(user_id, message_id) WHERE (flags & 2) = 2;
CREATE INDEX reactions_message ON reactions(message_id);
CREATE INDEX user_topics_stream_topic ON user_topics(stream_id, topic);
`;
