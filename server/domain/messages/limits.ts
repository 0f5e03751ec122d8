/** Message and topic limits: lengths, and the names that mean the empty topic. */

import { LEGACY_NO_TOPIC } from '../../../src/api/feature-level';
import { trimMessageContent } from '../../../src/markdown';
import { badRequest } from '../errors';
import { SERVER_CONSTANTS } from '../realm';

/** Zulip's truncate_content: over-long text keeps its start and ends with `marker`. */
function truncate(text: string, max: number, marker: string): string {
  // Code points are counted only as far as needed: the text may be megabytes long.
  if (text.length <= max) return text;
  let count = 0;
  let keep = -1;
  const room = max - [...marker].length;
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i)!;
    if (count === room) keep = i;
    if (++count > max) return text.slice(0, keep) + marker;
    if (cp > 0xffff) i++;
  }
  return text;
}

/** Content over max_message_length, cut as Zulip cuts it when sending. */
export const truncateContent = (content: string) =>
  truncate(content, SERVER_CONSTANTS.max_message_length, '\n[message truncated]');

/** Zulip's normalize_body: trims, refuses empty or NUL-containing content, truncates. */
export function normalizeContent(content: string): string {
  const body = trimMessageContent(content);
  if (body.trim() === '') throw badRequest('Message must not be empty');
  if (body.includes('\0')) throw badRequest('Message must not contain null bytes');
  return truncateContent(body);
}

/**
 * A topic as stored: trimmed, truncated with "...", and "" for the empty topic
 * (`(no topic)` and the realm's empty-topic display name mean it too).
 */
export function normalizeTopic(
  topic: string,
  realm: { mandatory_topics: boolean; empty_topic_display_name: string },
): string {
  if (topic.includes('\0')) throw badRequest('Topic must not contain null bytes');
  let t = topic.trim().replace(/[\r\n\t]+/g, ' ');
  if (t === LEGACY_NO_TOPIC || t === realm.empty_topic_display_name) t = '';
  if (t === '' && realm.mandatory_topics)
    throw badRequest('Topics are required in this organization.');
  return truncate(t, SERVER_CONSTANTS.max_topic_length, '...');
}

/** How the empty topic is shown to clients that did not ask for it as "". */
export const displayTopic = (
  topic: string,
  allowEmpty: boolean,
  realm: { empty_topic_display_name: string },
) => (topic === '' && !allowEmpty ? realm.empty_topic_display_name : topic);

/**
 * Messages for a client that did not pass `allow_empty_topic_name` (feature level 334): a
 * channel message in the empty topic shows the realm's display name as its `subject`.
 */
export function withDisplayTopics<M extends { type: string; subject: string }>(
  messages: M[],
  allowEmpty: boolean,
  realm: { empty_topic_display_name: string },
): M[] {
  if (allowEmpty) return messages;
  return messages.map((m) =>
    m.type === 'stream' && m.subject === '' ? { ...m, subject: realm.empty_topic_display_name } : m,
  );
}
