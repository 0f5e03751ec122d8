/**
 * How a run of messages is laid out in the feed: where a recipient bar starts a new
 * conversation block, where the day changes, where a sender's run starts (avatar and name),
 * and whether a message shows EDITED or MOVED. Computed per row from the row and the one before,
 * so a 50,000-message window costs nothing until a row is drawn.
 */

import { RESOLVED_TOPIC_PREFIX } from '../api/constants';
import { dmKey } from '../store/keys';
import type { StoredMessage } from '../store/state';
import { sortedIndex } from '../store/windows';
import { dayOf } from './time';

/** The conversation a message belongs to: one recipient bar per run of these. */
export function conversationOf(m: StoredMessage, selfId: number): string {
  if (m.type === 'stream') return `stream:${m.stream_id}:${m.subject.toLowerCase()}`;
  return `dm:${dmKey(
    m.display_recipient.map((r) => r.id),
    selfId,
  )}`;
}

export interface RowLayout {
  /** A recipient bar above: the conversation (or, in the feed, the day) changed. */
  recipientStart: boolean;
  /** The day changed within one conversation block: a date line above. */
  dayStart: boolean;
  /** Avatar, name and time: a new sender (or a new block). */
  senderStart: boolean;
}

export function rowLayout(
  prev: StoredMessage | undefined,
  cur: StoredMessage,
  selfId: number,
  timeZone?: string,
): RowLayout {
  if (!prev) return { recipientStart: true, dayStart: false, senderStart: true };
  const recipientStart = conversationOf(prev, selfId) !== conversationOf(cur, selfId);
  const dayStart =
    !recipientStart && dayOf(prev.timestamp, timeZone) !== dayOf(cur.timestamp, timeZone);
  const senderStart =
    recipientStart || dayStart || prev.sender_id !== cur.sender_id || cur.is_me_message;
  return { recipientStart, dayStart, senderStart };
}

/** Whether a message of a window starts a conversation block (a message not held does). */
export function startsConversation(
  ids: readonly number[],
  byId: ReadonlyMap<number, StoredMessage>,
  id: number,
  selfId: number,
): boolean {
  const m = byId.get(id);
  return !m || rowLayout(byId.get(ids[sortedIndex(ids, id) - 1]!), m, selfId).recipientStart;
}

const stripResolved = (topic: string) =>
  topic.startsWith(RESOLVED_TOPIC_PREFIX) ? topic.slice(RESOLVED_TOPIC_PREFIX.length) : topic;

/**
 * EDITED when the content changed; MOVED when only its place did (resolving or unresolving
 * alone is neither, as in Zulip). Without edit_history (hidden, or a newer server that sends
 * only timestamps) the timestamps decide.
 */
export function editState(m: StoredMessage): 'edited' | 'moved' | undefined {
  if (m.edit_history && m.edit_history.length > 0) {
    let moved = false;
    for (const e of m.edit_history) {
      if (e.prev_content !== undefined || e.prev_rendered_content !== undefined) return 'edited';
      if (e.prev_stream !== undefined) moved = true;
      if (e.prev_topic !== undefined && e.topic !== undefined) {
        if (stripResolved(e.prev_topic) !== stripResolved(e.topic)) moved = true;
      } else if (e.prev_topic !== undefined) moved = true;
    }
    return moved ? 'moved' : undefined;
  }
  if (m.last_edit_timestamp !== undefined && m.last_moved_timestamp === undefined) {
    return 'edited';
  }
  if (m.last_edit_timestamp !== undefined && m.last_edit_timestamp !== m.last_moved_timestamp) {
    return 'edited';
  }
  return m.last_moved_timestamp !== undefined ? 'moved' : undefined;
}

export const isResolvedTopic = (topic: string) => topic.startsWith(RESOLVED_TOPIC_PREFIX);

/** Whether the user is mentioned by this message (personally, by group, or by wildcard). */
export const mentionsMe = (m: StoredMessage) =>
  m.flags.some(
    (f) =>
      f === 'mentioned' ||
      f === 'wildcard_mentioned' ||
      f === 'stream_wildcard_mentioned' ||
      f === 'topic_wildcard_mentioned',
  );
