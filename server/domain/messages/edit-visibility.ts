/** What a message's edit history shows, and its edit and move timestamps. */

import { RESOLVED_TOPIC_PREFIX } from '../../../src/api/constants';
import type { EditHistoryEntry } from '../../../src/api/types/models';

/** `message_edit_history_visibility_policy` (feature level 358). */
export type EditHistoryVisibility = 'all' | 'moves' | 'none';

/** Whether a topic change only resolved or unresolved the topic (Zulip's topic_resolve_toggled). */
export function topicResolveToggled(topic: string, prevTopic: string): boolean {
  const p = RESOLVED_TOPIC_PREFIX;
  if (prevTopic.startsWith(p) && !topic.startsWith(p)) return prevTopic.slice(p.length) === topic;
  if (topic.startsWith(p) && !prevTopic.startsWith(p)) {
    const rest = topic.slice(p.length);
    // A resolved topic may have been truncated to fit: compare what is left.
    return rest.endsWith('...')
      ? prevTopic === rest || prevTopic.startsWith(rest.slice(0, -3))
      : rest === prevTopic;
  }
  return false;
}

/**
 * The message's edit timestamps from its history (feature level 365): `last_edit_timestamp` for
 * the last content edit, `last_moved_timestamp` for the last move other than (un)resolving.
 */
export function editTimestamps(history: readonly EditHistoryEntry[]): {
  last_edit_timestamp?: number;
  last_moved_timestamp?: number;
} {
  let edited = 0;
  let moved = 0;
  for (const e of history) {
    if (e.prev_stream !== undefined) moved = Math.max(moved, e.timestamp);
    else if (e.prev_topic !== undefined && !topicResolveToggled(e.topic ?? '', e.prev_topic)) {
      moved = Math.max(moved, e.timestamp);
    }
    if (e.prev_content !== undefined) edited = Math.max(edited, e.timestamp);
  }
  return {
    ...(edited ? { last_edit_timestamp: edited } : {}),
    ...(moved ? { last_moved_timestamp: moved } : {}),
  };
}

/**
 * The history a realm lets users see: all of it, only moves (content dropped from entries that
 * also moved, content-only entries left out), or none.
 */
export function visibleEditHistory(
  policy: EditHistoryVisibility,
  history: readonly EditHistoryEntry[],
): EditHistoryEntry[] | undefined {
  if (policy === 'none') return undefined;
  if (policy === 'all') return [...history];
  const visible: EditHistoryEntry[] = [];
  for (const e of history) {
    if (e.prev_content === undefined) {
      visible.push(e);
    } else if (e.prev_topic !== undefined || e.prev_stream !== undefined) {
      const { prev_content: _c, prev_rendered_content: _r, ...move } = e;
      visible.push(move);
    }
  }
  return visible;
}
