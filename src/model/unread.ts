/** Unread counting helpers over the store's counts (which already respect muting). */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalTerm, dmKey, topicKey } from '../store/keys';
import type { ParleyState, UnreadLocation } from '../store/state';
import { selectUnreadCounts, type UnreadCounts } from '../store/unread-counts';

export type { TopicUnread, UnreadCounts } from '../store/unread-counts';
export {
  countUnreads,
  isTopicFollowed,
  isTopicMuted,
  selectUnreadCounts,
} from '../store/unread-counts';

export const unreadInChannel = (counts: UnreadCounts, stream_id: number) =>
  counts.channels[stream_id] ?? 0;

/** A topic's unread count, shown even when muted (the sidebar greys it). */
export const unreadInTopic = (counts: UnreadCounts, stream_id: number, topic: string) =>
  counts.topics[topicKey(stream_id, topic)]?.count ?? 0;

export const unreadInDm = (counts: UnreadCounts, user_ids: readonly number[], selfId: number) =>
  counts.dms[dmKey(user_ids, selfId)] ?? 0;

export const unreadDmTotal = (counts: UnreadCounts) =>
  Object.values(counts.dms).reduce((sum, n) => sum + n, 0);

/** The unread count a narrow's header shows, for the narrows the counts can answer. */
export function unreadInNarrow(
  state: ParleyState,
  narrow: readonly NarrowTerm[],
): number | undefined {
  const counts = selectUnreadCounts(state);
  const terms = narrow.map(canonicalTerm);
  const get = (op: string) => terms.find((t) => t.operator === op && !t.negated)?.operand;
  if (terms.length === 0) return counts.total;
  const channel = get('channel');
  const topic = get('topic');
  if (typeof channel === 'number' && terms.length === 1) return unreadInChannel(counts, channel);
  if (typeof channel === 'number' && typeof topic === 'string' && terms.length === 2) {
    return unreadInTopic(counts, channel, topic);
  }
  const dm = get('dm');
  if (Array.isArray(dm) && terms.length === 1) return unreadInDm(counts, dm, state.current_user_id);
  if (terms.length === 1 && get('is') === 'dm') return unreadDmTotal(counts);
  if (terms.length === 1 && get('is') === 'mentioned') return counts.mentions;
  return undefined;
}

/** The unread messages a narrow holds, by the store's record, and how many conversations. */
export interface UnreadInNarrow {
  ids: number[];
  conversations: number;
}

/**
 * Which unread messages marking `narrow` as read would change (muted ones included, as the
 * server marks them too), for the narrows the store can answer: everything, a channel, a topic,
 * a DM conversation, all DMs. What "Undo" puts back.
 */
export function unreadIdsInNarrow(
  state: Pick<ParleyState, 'unread' | 'current_user_id'>,
  narrow: readonly NarrowTerm[],
): UnreadInNarrow | undefined {
  const terms = narrow.map(canonicalTerm);
  if (terms.some((t) => t.negated)) return undefined;
  const get = (op: string) => terms.find((t) => t.operator === op)?.operand;
  const channel = get('channel');
  const topic = get('topic');
  const dm = get('dm');
  let matches: ((at: UnreadLocation) => boolean) | undefined;
  if (terms.length === 0) matches = () => true;
  else if (typeof channel === 'number' && terms.length === 1)
    matches = (at) => at.type === 'stream' && at.stream_id === channel;
  else if (typeof channel === 'number' && typeof topic === 'string' && terms.length === 2) {
    const key = topicKey(channel, topic);
    matches = (at) => at.type === 'stream' && topicKey(at.stream_id, at.topic) === key;
  } else if (Array.isArray(dm) && terms.length === 1) {
    const key = dmKey(dm, state.current_user_id);
    matches = (at) => at.type === 'private' && at.key === key;
  } else if (terms.length === 1 && get('is') === 'dm') matches = (at) => at.type === 'private';
  if (!matches) return undefined;
  const ids: number[] = [];
  const conversations = new Set<string>();
  // Messages mostly share their conversation's location and follow one another: each run of
  // one location is matched once.
  let last: UnreadLocation | undefined;
  let matched = false;
  for (const [id, at] of state.unread.byId) {
    if (at !== last) {
      last = at;
      matched = matches(at);
      if (matched) {
        conversations.add(at.type === 'stream' ? topicKey(at.stream_id, at.topic) : at.key);
      }
    }
    if (matched) ids.push(id);
  }
  return { ids: ids.sort((a, b) => a - b), conversations: conversations.size };
}
