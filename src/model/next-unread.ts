/**
 * Where `n` / `p` go (the next or previous unread conversation) and `A` / `D` (the previous or
 * next channel), in the order the left sidebar shows them: channels pinned first, then by name;
 * within a channel, topics newest first; then direct-message conversations, newest first.
 * Muted topics (and the topics of muted channels, unless unmuted or followed) are skipped, as
 * their unreads do not count. Both ends wrap around.
 */
import type { BasicChannel, SubscriptionProperties } from '../api/types/models';
import { topicKey } from '../store/keys';
import type { ParleyState } from '../store/state';
import { selectUnreadCounts } from '../store/unread-counts';
import { unreadTallies } from '../store/unread-tallies';
import { compareFolded } from './collate';

export type Conversation =
  | { type: 'stream'; stream_id: number; topic: string }
  /** `key` is the store's dmKey; `user_ids` the other participants (or the user, alone). */
  | { type: 'private'; key: string; user_ids: number[] };

/** Where the reader is: a conversation, a whole channel, or elsewhere (a view, a search). */
export type Place = Conversation | { type: 'channel'; stream_id: number } | undefined;

type Channels = Readonly<Record<number, BasicChannel>>;
type Subscriptions = Readonly<Record<number, SubscriptionProperties>>;

/** Pinned first, then by name ignoring case (as Zulip sorts the sidebar). */
export function compareSidebarChannels(
  a: { pin_to_top: boolean; name: string },
  b: { pin_to_top: boolean; name: string },
): number {
  return Number(b.pin_to_top) - Number(a.pin_to_top) || compareFolded(a.name, b.name);
}

/** The subscribed, unarchived channels' IDs in the sidebar's order. */
export function sidebarChannelOrder(subscriptions: Subscriptions, channels: Channels): number[] {
  const list: { id: number; pin_to_top: boolean; name: string }[] = [];
  for (const [id, sub] of Object.entries(subscriptions)) {
    const channel = channels[Number(id)];
    if (!channel || channel.is_archived) continue;
    list.push({ id: channel.stream_id, pin_to_top: sub.pin_to_top, name: channel.name });
  }
  return list.sort(compareSidebarChannels).map((c) => c.id);
}

type State = Pick<
  ParleyState,
  | 'unread'
  | 'subscriptions'
  | 'userTopics'
  | 'channels'
  | 'topics'
  | 'dmConversations'
  | 'messages'
  | 'current_user_id'
>;

/** A place's position in the sidebar: [section, channel rank, newest message first]. */
type SortKey = [number, number, number];

const compareKeys = (a: SortKey, b: SortKey) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

const sameConversation = (a: Conversation, b: Place) =>
  b !== undefined &&
  (a.type === 'stream'
    ? b.type === 'stream' &&
      a.stream_id === b.stream_id &&
      a.topic.toLowerCase() === b.topic.toLowerCase()
    : b.type === 'private' && a.key === b.key);

/** The newest message ID known for a conversation: its topic summary, unreads, loaded messages. */
function recency(state: State, c: Conversation, unreadMax: ReadonlyMap<string, number>): number {
  const key = c.type === 'stream' ? `s:${topicKey(c.stream_id, c.topic)}` : `d:${c.key}`;
  let newest = unreadMax.get(key) ?? 0;
  if (c.type === 'stream') {
    const summary = state.topics[c.stream_id]?.byName.get(c.topic.toLowerCase());
    newest = Math.max(newest, summary?.max_id ?? 0);
  } else {
    newest = Math.max(newest, state.dmConversations[c.key]?.max_message_id ?? 0);
  }
  if (newest > 0) return newest;
  // A conversation known only from the messages loaded (rare): the newest of those.
  for (const m of state.messages.byId.values()) {
    if (m.id <= newest) continue;
    const here =
      c.type === 'stream'
        ? m.type === 'stream' &&
          m.stream_id === c.stream_id &&
          m.subject.toLowerCase() === c.topic.toLowerCase()
        : m.type === 'private';
    if (here) newest = m.id;
  }
  return newest;
}

const dmUserIds = (key: string) => key.split(',').map(Number);

/** Unread conversations (those whose unreads count) in the sidebar's order. */
export function unreadConversations(state: State): Conversation[] {
  return sorted(state, newestUnreads(state)).map((e) => e.conversation);
}

/** The newest unread message of each conversation. */
function newestUnreads(state: State): Map<string, number> {
  const unreadMax = new Map<string, number>();
  // By location, as tallied once per change (not a key made for each unread message).
  for (const [loc, { max_id }] of unreadTallies(state.unread)) {
    const key = loc.type === 'stream' ? `s:${topicKey(loc.stream_id, loc.topic)}` : `d:${loc.key}`;
    if ((unreadMax.get(key) ?? 0) < max_id) unreadMax.set(key, max_id);
  }
  return unreadMax;
}

function sorted(
  state: State,
  unreadMax: ReadonlyMap<string, number>,
): { conversation: Conversation; key: SortKey }[] {
  const counts = selectUnreadCounts(state as ParleyState);
  const rank = new Map(
    sidebarChannelOrder(state.subscriptions, state.channels).map((id, i) => [id, i]),
  );
  const out: { conversation: Conversation; key: SortKey }[] = [];
  for (const t of Object.values(counts.topics)) {
    const r = rank.get(t.stream_id);
    if (t.muted || t.count === 0 || r === undefined) continue;
    const conversation: Conversation = { type: 'stream', stream_id: t.stream_id, topic: t.topic };
    out.push({ conversation, key: [0, r, -recency(state, conversation, unreadMax)] });
  }
  for (const [key, count] of Object.entries(counts.dms)) {
    if (count === 0) continue;
    const conversation: Conversation = { type: 'private', key, user_ids: dmUserIds(key) };
    out.push({ conversation, key: [1, 0, -recency(state, conversation, unreadMax)] });
  }
  return out.sort((a, b) => compareKeys(a.key, b.key));
}

function placeKey(
  state: State,
  place: Place,
  unreadMax: ReadonlyMap<string, number>,
): SortKey | undefined {
  if (!place) return undefined;
  if (place.type === 'private') return [1, 0, -recency(state, place, unreadMax)];
  const order = sidebarChannelOrder(state.subscriptions, state.channels);
  const r = order.indexOf(place.stream_id);
  if (r < 0) return undefined;
  // A whole channel sits just above its first topic.
  if (place.type === 'channel') return [0, r, Number.NEGATIVE_INFINITY];
  return [0, r, -recency(state, place, unreadMax)];
}

/**
 * The unread conversation after (direction 1) or before (-1) the place the reader is at, in the
 * sidebar's order, wrapping around; from elsewhere, the first (or last). Never the place itself.
 */
export function nextUnreadConversation(
  state: State,
  from: Place,
  direction: 1 | -1,
): Conversation | undefined {
  const unreadMax = newestUnreads(state);
  const list = sorted(state, unreadMax).filter((e) => !sameConversation(e.conversation, from));
  if (list.length === 0) return undefined;
  const at = placeKey(state, from, unreadMax);
  if (at) {
    const ahead =
      direction === 1
        ? list.find((e) => compareKeys(e.key, at) > 0)
        : list.findLast((e) => compareKeys(e.key, at) < 0);
    if (ahead) return ahead.conversation;
  }
  return (direction === 1 ? list[0] : list[list.length - 1])!.conversation;
}

/** The channel after (1) or before (-1) the given one in the sidebar, wrapping; else the first/last. */
export function adjacentChannel(
  state: Pick<ParleyState, 'subscriptions' | 'channels'>,
  stream_id: number | undefined,
  direction: 1 | -1,
): number | undefined {
  const order = sidebarChannelOrder(state.subscriptions, state.channels);
  if (order.length === 0) return undefined;
  const i = stream_id === undefined ? -1 : order.indexOf(stream_id);
  if (i < 0) return direction === 1 ? order[0] : order[order.length - 1];
  return order[(i + direction + order.length) % order.length];
}
