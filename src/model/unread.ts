/** Unread counting helpers over the store's counts (which already respect muting). */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalTerm, dmKey, topicKey } from '../store/keys';
import type { ParleyState } from '../store/state';
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
