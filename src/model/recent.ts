/**
 * Recent conversations: topics and direct-message conversations by last activity, built from
 * the messages fetched for the view (the newest few hundred of every message, more on "Load
 * more"), with their unread counts from the store's counts, which reach further back.
 */
import { dmKey, topicKey } from '../store/keys';
import type { ParleyState, StoredMessage } from '../store/state';
import type { UnreadCounts } from '../store/unread-counts';
import { isTopicMuted } from '../store/unread-counts';
import { dmTitle } from './narrow-title';

export interface RecentConversation {
  key: string;
  type: 'stream' | 'private';
  stream_id?: number;
  topic?: string;
  /** For DMs: the other participants. */
  user_ids?: number[];
  title: string;
  last_id: number;
  last_timestamp: number;
  /** Senders, most recent first. */
  senders: number[];
  participated: boolean;
  unread: number;
  muted: boolean;
}

export interface RecentFilters {
  unreadOnly: boolean;
  participated: boolean;
  includeDms: boolean;
  text: string;
}

type RecentState = Pick<
  ParleyState,
  'channels' | 'users' | 'current_user_id' | 'subscriptions' | 'userTopics' | 'awaitingPeople'
>;

/** `messages` oldest first (a window's order), so each `senders` ends most recent first. */
export function buildRecent(
  state: RecentState,
  messages: Iterable<StoredMessage>,
  counts: UnreadCounts,
): RecentConversation[] {
  const byKey = new Map<string, RecentConversation>();
  const self = state.current_user_id;
  for (const m of messages) {
    if (m.id < 0) continue; // local echoes are not yet part of any conversation's history
    const key =
      m.type === 'stream'
        ? `stream:${topicKey(m.stream_id, m.subject)}`
        : `dm:${dmKey(
            m.display_recipient.map((r) => r.id),
            self,
          )}`;
    let c = byKey.get(key);
    if (!c) {
      c =
        m.type === 'stream'
          ? {
              key,
              type: 'stream',
              stream_id: m.stream_id,
              topic: m.subject,
              title: `${state.channels[m.stream_id]?.name ?? m.display_recipient} > ${m.subject}`,
              last_id: m.id,
              last_timestamp: m.timestamp,
              senders: [],
              participated: false,
              unread: counts.topics[topicKey(m.stream_id, m.subject)]?.count ?? 0,
              muted: isTopicMuted(state, m.stream_id, m.subject),
            }
          : (() => {
              const user_ids = m.display_recipient.map((r) => r.id).filter((id) => id !== self);
              const dm = dmKey(user_ids, self);
              return {
                key,
                type: 'private' as const,
                user_ids: user_ids.length === 0 ? [self] : user_ids,
                title: dmTitle(state, user_ids),
                last_id: m.id,
                last_timestamp: m.timestamp,
                senders: [],
                participated: false,
                unread: counts.dms[dm] ?? 0,
                muted: false,
              };
            })();
      byKey.set(key, c);
    }
    if (m.id >= c.last_id) {
      c.last_id = m.id;
      c.last_timestamp = m.timestamp;
      if (m.type === 'stream') c.topic = m.subject; // the newest spelling of the name
    }
    c.senders = c.senders.filter((id) => id !== m.sender_id);
    c.senders.unshift(m.sender_id);
    if (m.sender_id === self) c.participated = true;
  }
  return [...byKey.values()].sort((a, b) => b.last_id - a.last_id);
}

/** The conversations the filters let through; muted topics stay hidden, as in Zulip. */
export function filterRecent(
  list: readonly RecentConversation[],
  filters: RecentFilters,
): RecentConversation[] {
  const text = filters.text.trim().toLowerCase();
  return list.filter(
    (c) =>
      !c.muted &&
      (filters.includeDms || c.type === 'stream') &&
      (!filters.unreadOnly || c.unread > 0) &&
      (!filters.participated || c.participated) &&
      (text === '' || c.title.toLowerCase().includes(text)),
  );
}
