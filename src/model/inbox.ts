/**
 * The Inbox: every conversation with unread messages, grouped as Zulip groups them — direct
 * messages first, then each channel in sidebar order with its topics, newest first. Muting
 * hides what it hides in the counts (a muted topic, a muted channel's ordinary topics).
 */

import { topicKey } from '../store/keys';
import type { ParleyState } from '../store/state';
import { FOLLOWED, mutedByPolicy, topicPolicy } from '../store/unread-counts';
import { unreadTallies } from '../store/unread-tallies';
import { compareFolded } from './collate';
import { dmTitle } from './narrow-title';

export interface InboxDm {
  key: string;
  user_ids: number[];
  title: string;
  count: number;
  mentioned: boolean;
  max_id: number;
}

export interface InboxTopic {
  stream_id: number;
  topic: string;
  count: number;
  mentioned: boolean;
  max_id: number;
  followed: boolean;
}

export interface InboxChannel {
  stream_id: number;
  name: string;
  color: string;
  count: number;
  mentioned: boolean;
  topics: InboxTopic[];
}

export interface Inbox {
  dms: InboxDm[];
  channels: InboxChannel[];
}

type InboxState = Pick<
  ParleyState,
  | 'unread'
  | 'subscriptions'
  | 'userTopics'
  | 'channels'
  | 'users'
  | 'current_user_id'
  | 'awaitingPeople'
>;

const matches = (filter: string, ...texts: string[]) =>
  filter === '' || texts.some((t) => t.toLowerCase().includes(filter));

export function buildInbox(state: InboxState, rawFilter = ''): Inbox {
  const filter = rawFilter.trim().toLowerCase();
  const dms = new Map<string, InboxDm>();
  const topics = new Map<string, InboxTopic>();
  for (const [loc, { count, max_id: id, mentioned }] of unreadTallies(state.unread)) {
    if (loc.type === 'private') {
      let dm = dms.get(loc.key);
      if (!dm) {
        const user_ids = loc.key.split(',').map(Number);
        dm = {
          key: loc.key,
          user_ids,
          title: dmTitle(state, user_ids),
          count: 0,
          mentioned,
          max_id: id,
        };
        dms.set(loc.key, dm);
      }
      dm.count += count;
      dm.mentioned ||= mentioned;
      dm.max_id = Math.max(dm.max_id, id);
      continue;
    }
    if (!state.subscriptions[loc.stream_id]) continue;
    const key = topicKey(loc.stream_id, loc.topic);
    let topic = topics.get(key);
    if (!topic) {
      // One look at the topic's policy for both (this runs for each of thousands of topics in
      // the first render of a large organization).
      const policy = topicPolicy(state, key);
      if (mutedByPolicy(state, loc.stream_id, policy)) continue;
      topic = {
        stream_id: loc.stream_id,
        topic: loc.topic,
        count: 0,
        mentioned,
        max_id: id,
        followed: policy === FOLLOWED,
      };
      topics.set(key, topic);
    }
    topic.count += count;
    topic.mentioned ||= mentioned;
    topic.max_id = Math.max(topic.max_id, id);
  }

  const channels = new Map<number, InboxChannel>();
  for (const topic of topics.values()) {
    const channel = state.channels[topic.stream_id];
    const name = channel?.name ?? 'Unknown channel';
    // With no filter, no text is made for each of the thousands of topics.
    if (filter && !matches(filter, name, topic.topic, `${name} ${topic.topic}`)) continue;
    let entry = channels.get(topic.stream_id);
    if (!entry) {
      const color = state.subscriptions[topic.stream_id]?.color ?? '#c2c2c2';
      entry = { stream_id: topic.stream_id, name, color, count: 0, mentioned: false, topics: [] };
      channels.set(topic.stream_id, entry);
    }
    entry.topics.push(topic);
    entry.count += topic.count;
    entry.mentioned ||= topic.mentioned;
  }
  for (const c of channels.values()) c.topics.sort((a, b) => b.max_id - a.max_id);
  const pinned = (id: number) => (state.subscriptions[id]?.pin_to_top ? 0 : 1);
  return {
    dms: [...dms.values()]
      .filter((dm) => matches(filter, dm.title))
      .sort((a, b) => b.max_id - a.max_id),
    channels: [...channels.values()].sort(
      (a, b) => pinned(a.stream_id) - pinned(b.stream_id) || compareFolded(a.name, b.name),
    ),
  };
}
