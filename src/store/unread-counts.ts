/**
 * Unread counts per channel, topic and DM conversation, respecting muting:
 * a muted topic does not count; in a muted channel only unmuted and followed topics count;
 * channels the user is not subscribed to do not count.
 */
import { topicKey } from './keys';
import type { ParleyState } from './state';
import { unreadTallies } from './unread-tallies';

export interface TopicUnread {
  stream_id: number;
  topic: string;
  count: number;
  /** Hidden from channel and total counts by muting. */
  muted: boolean;
  followed: boolean;
}

export interface UnreadCounts {
  /** Everything that counts: unmuted channel messages plus DMs. */
  total: number;
  /** Per stream_id: what counts after muting. */
  channels: Record<number, number>;
  /** Per topicKey: every topic with unreads, muted or not. */
  topics: Record<string, TopicUnread>;
  /** Per DM conversation key (see dmKey). */
  dms: Record<string, number>;
  mentions: number;
  followedTopics: number;
}

type MutingState = Pick<ParleyState, 'subscriptions' | 'userTopics'>;

/** A topic's visibility policy: 0 none, 1 muted, 2 unmuted, 3 followed. */
export const topicPolicy = (state: MutingState, key: string): number =>
  state.userTopics[key]?.visibility_policy ?? 0;
export const FOLLOWED = 3;

/** Whether a channel topic is hidden by muting. */
export const isTopicMuted = (state: MutingState, stream_id: number, topic: string): boolean =>
  mutedByPolicy(state, stream_id, topicPolicy(state, topicKey(stream_id, topic)));

/** Whether a topic of `stream_id` with `policy` (topicPolicy) is hidden by muting. */
export function mutedByPolicy(state: MutingState, stream_id: number, policy: number): boolean {
  const sub = state.subscriptions[stream_id];
  if (!sub) return true;
  if (policy === 1) return true;
  if (policy === 2 || policy === 3) return false;
  return sub.is_muted;
}

export const isTopicFollowed = (state: MutingState, stream_id: number, topic: string) =>
  topicPolicy(state, topicKey(stream_id, topic)) === FOLLOWED;

export function countUnreads(
  state: Pick<ParleyState, 'unread' | 'subscriptions' | 'userTopics'>,
): UnreadCounts {
  const counts: UnreadCounts = {
    total: 0,
    channels: {},
    topics: {},
    dms: {},
    mentions: 0,
    followedTopics: 0,
  };
  for (const id of state.unread.mentions) if (state.unread.byId.has(id)) counts.mentions++;
  for (const [loc, { count: n }] of unreadTallies(state.unread)) {
    if (loc.type === 'private') {
      counts.dms[loc.key] = (counts.dms[loc.key] ?? 0) + n;
      counts.total += n;
      continue;
    }
    const key = topicKey(loc.stream_id, loc.topic);
    let topic = counts.topics[key];
    if (!topic) {
      const policy = topicPolicy(state, key);
      topic = {
        stream_id: loc.stream_id,
        topic: loc.topic,
        count: 0,
        muted: mutedByPolicy(state, loc.stream_id, policy),
        followed: policy === FOLLOWED,
      };
      counts.topics[key] = topic;
    }
    topic.count += n;
    if (topic.muted) continue;
    counts.channels[loc.stream_id] = (counts.channels[loc.stream_id] ?? 0) + n;
    counts.total += n;
    if (topic.followed) counts.followedTopics += n;
  }
  return counts;
}

let memo: { inputs: unknown[]; counts: UnreadCounts } | undefined;

/** countUnreads, recomputed only when unreads, subscriptions or topic policies changed. */
export function selectUnreadCounts(state: ParleyState): UnreadCounts {
  const inputs = [state.unread, state.subscriptions, state.userTopics];
  if (memo?.inputs.every((x, i) => x === inputs[i])) return memo.counts;
  memo = { inputs, counts: countUnreads(state) };
  return memo.counts;
}
