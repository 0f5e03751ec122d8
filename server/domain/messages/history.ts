/** A message's edit history: GET /messages/{message_id}/history. */
import { htmlDiff } from '../../../src/markdown';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/users';
import { badRequest } from '../errors';
import { loadRealm } from '../realm';
import { accessMessage } from './access';
import { displayTopic } from './limits';

interface StoredEdit {
  user_id: number | null;
  timestamp: number;
  prev_content?: string;
  prev_rendered_content?: string;
  prev_topic?: string;
  topic?: string;
  prev_stream?: number;
  stream?: number;
}

/** GET /messages/{message_id}/history: snapshots oldest first (Zulip's fill_edit_history_entries). */
export function messageHistory(db: Db, user: UserRow, messageId: number, allowEmptyTopic: boolean) {
  const realm = loadRealm(db).settings;
  const policy = realm.message_edit_history_visibility_policy;
  if (policy === 'none') {
    throw badRequest('Message edit history is disabled in this organization');
  }
  const { message: m } = accessMessage(db, user, messageId);
  const edits = m.edit_history ? (JSON.parse(m.edit_history) as StoredEdit[]) : [];
  let content = m.content;
  let rendered = m.rendered_content;
  let topic = m.topic;
  const snapshots: Record<string, unknown>[] = [];
  // Stored newest first: walk back from the current state.
  for (const e of edits) {
    const s: Record<string, unknown> = {
      content,
      rendered_content: rendered,
      timestamp: e.timestamp,
      topic,
      user_id: e.user_id,
    };
    if (e.prev_topic !== undefined) {
      topic = e.prev_topic;
      s.prev_topic = topic;
    }
    if (e.prev_content !== undefined) {
      s.prev_content = e.prev_content;
      s.prev_rendered_content = e.prev_rendered_content;
      s.content_html_diff = htmlDiff(e.prev_rendered_content ?? '', rendered);
      content = e.prev_content;
      rendered = e.prev_rendered_content ?? '';
    }
    if (e.prev_stream !== undefined) {
      s.prev_stream = e.prev_stream;
      s.stream = e.stream;
    }
    snapshots.push(s);
  }
  snapshots.push({
    content,
    rendered_content: rendered,
    timestamp: m.date_sent,
    topic,
    user_id: m.sender_id,
  });
  snapshots.reverse();
  if (policy === 'moves') {
    // Only moves are visible: no snapshot shows content other than the current one.
    const moves = snapshots.filter(
      (s, i) => i === 0 || s.prev_topic !== undefined || s.prev_stream !== undefined,
    );
    snapshots.length = 0;
    for (const s of moves) {
      const { prev_content: _c, prev_rendered_content: _r, content_html_diff: _d, ...move } = s;
      snapshots.push({ ...move, content: m.content, rendered_content: m.rendered_content });
    }
  }
  if (m.stream_id === null) return { message_history: snapshots };
  for (const s of snapshots) {
    s.topic = displayTopic(s.topic as string, allowEmptyTopic, realm);
    if (typeof s.prev_topic === 'string')
      s.prev_topic = displayTopic(s.prev_topic, allowEmptyTopic, realm);
  }
  return { message_history: snapshots };
}
