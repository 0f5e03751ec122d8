/** The sidebar's view of the store: subscribed channels and topics as the lists show them. */
import { RESOLVED_TOPIC_PREFIX } from '../../api/constants';
import type { BasicChannel, SubscriptionProperties } from '../../api/types/models';
import { compareSidebarChannels } from '../../model/next-unread';
import { topicKey } from '../../store/keys';
import type { ChannelTopics, ParleyState } from '../../store/state';
import type { UnreadCounts } from '../../store/unread-counts';
import { isTopicFollowed, isTopicMuted } from '../../store/unread-counts';

export interface SidebarChannel {
  stream_id: number;
  name: string;
  color: string;
  is_muted: boolean;
  pin_to_top: boolean;
  invite_only: boolean;
  is_web_public: boolean;
}

/** The two slices the list depends on; each keeps its identity until an event changes it. */
export const selectSubscriptions = (s: ParleyState) => s.subscriptions;
export const selectChannels = (s: ParleyState) => s.channels;

/**
 * Subscribed channels that are not archived, pinned first, then by name ignoring case (as Zulip
 * sorts them). A subscription whose channel is unknown is left out rather than shown nameless.
 */
export function sidebarChannels(
  subscriptions: Readonly<Record<number, SubscriptionProperties>>,
  channels: Readonly<Record<number, BasicChannel>>,
): SidebarChannel[] {
  const out: SidebarChannel[] = [];
  for (const [id, sub] of Object.entries(subscriptions)) {
    const channel = channels[Number(id)];
    if (!channel || channel.is_archived) continue;
    out.push({
      stream_id: channel.stream_id,
      name: channel.name,
      color: sub.color,
      is_muted: sub.is_muted,
      pin_to_top: sub.pin_to_top,
      invite_only: channel.invite_only,
      is_web_public: channel.is_web_public,
    });
  }
  // The same order `n`, `p`, `A` and `D` walk (model/next-unread.ts).
  return out.sort(compareSidebarChannels);
}

let mentionsMemo:
  | { unread: ParleyState['unread']; channels: Set<number>; topics: Set<string> }
  | undefined;

/** Channels and topics with an unread message that mentions the user (the sidebar's @). */
export function selectUnreadMentions(s: ParleyState): {
  channels: Set<number>;
  topics: Set<string>;
} {
  if (mentionsMemo?.unread === s.unread) return mentionsMemo;
  const channels = new Set<number>();
  const topics = new Set<string>();
  for (const id of s.unread.mentions) {
    const loc = s.unread.byId.get(id);
    if (loc?.type !== 'stream') continue;
    channels.add(loc.stream_id);
    topics.add(topicKey(loc.stream_id, loc.topic));
  }
  mentionsMemo = { unread: s.unread, channels, topics };
  return mentionsMemo;
}

export interface SidebarTopic {
  name: string;
  max_id: number;
  unread: number;
  mentioned: boolean;
  muted: boolean;
  followed: boolean;
  resolved: boolean;
}

/** A channel's topics by recency, with their unread counts and the user's policies. */
export function sidebarTopics(
  state: Pick<ParleyState, 'subscriptions' | 'userTopics'>,
  stream_id: number,
  topics: ChannelTopics | undefined,
  counts: UnreadCounts,
  mentions: ReadonlySet<string>,
): SidebarTopic[] {
  const out: SidebarTopic[] = [];
  for (const t of topics?.byName.values() ?? []) {
    const key = topicKey(stream_id, t.name);
    out.push({
      name: t.name,
      max_id: t.max_id,
      unread: counts.topics[key]?.count ?? 0,
      mentioned: mentions.has(key),
      muted: isTopicMuted(state, stream_id, t.name),
      followed: isTopicFollowed(state, stream_id, t.name),
      resolved: t.name.startsWith(RESOLVED_TOPIC_PREFIX),
    });
  }
  return out.sort((a, b) => b.max_id - a.max_id);
}

/**
 * Which topics a collapsed list shows: the newest few, plus any with unread messages (unless
 * muted) and the one being read, keeping recency order.
 */
export function visibleTopics(
  topics: readonly SidebarTopic[],
  selected: string | undefined,
  few = 6,
) {
  const chosen = selected?.toLowerCase();
  return topics.filter(
    (t, i) => i < few || (t.unread > 0 && !t.muted) || t.name.toLowerCase() === chosen,
  );
}
