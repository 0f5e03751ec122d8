/** The user's subscriptions (personal settings by stream_id) and every channel's subscriber list. */
import type { StreamCreateEvent, StreamDeleteEvent, SubscriptionEvent } from '../api/types/event';
import type { BasicChannel, SubscriptionProperties } from '../api/types/models';
import { sortedIds, splitSubscription } from './from-register';
import type { ParleyState, ReduceContext } from './state';

type Subscriptions = Record<number, SubscriptionProperties>;
type Subscribers = Record<number, number[]>;
type Channels = Record<number, BasicChannel>;

/**
 * How many are subscribed to a channel: its list's length once fetched, else the count the
 * server gave (`subscriber_count`, which the register brings instead of the lists); undefined
 * from a server without counts until the list is fetched.
 */
export const subscriberCount = (
  state: Pick<ParleyState, 'subscribers' | 'channels'>,
  stream_id: number,
): number | undefined =>
  state.subscribers[stream_id]?.length ?? state.channels[stream_id]?.subscriber_count;

export function reduceSubscriptions(
  subs: Subscriptions,
  event: SubscriptionEvent | StreamDeleteEvent,
  ctx: ReduceContext,
): Subscriptions {
  const d = ctx.draft;
  if (event.type === 'stream') {
    if (!event.streams.some((s) => s.stream_id in subs)) return subs;
    const next = d.copy(subs);
    for (const s of event.streams) delete next[s.stream_id];
    return next;
  }
  switch (event.op) {
    case 'add': {
      const next = d.copy(subs);
      for (const sub of event.subscriptions) {
        next[sub.stream_id] = splitSubscription(sub).properties;
      }
      return next;
    }
    case 'remove': {
      if (!event.subscriptions.some((s) => s.stream_id in subs)) return subs;
      const next = d.copy(subs);
      for (const s of event.subscriptions) delete next[s.stream_id];
      return next;
    }
    case 'update': {
      const sub = subs[event.stream_id];
      if (!sub) return subs;
      const next = d.copy(subs);
      const edited = d.copy(sub) as SubscriptionProperties & Record<string, unknown>;
      edited[event.property] = event.value;
      // is_muted and its deprecated inverse in_home_view describe one setting.
      if (event.property === 'in_home_view') edited.is_muted = !event.value;
      if (event.property === 'is_muted' && 'in_home_view' in edited) {
        edited.in_home_view = !event.value;
      }
      next[event.stream_id] = edited;
      return next;
    }
    case 'peer_add':
    case 'peer_remove':
      return subs;
  }
}

/**
 * The counts of channels whose lists are not here (those with a list count it): one's own
 * leaving and other people's joining and leaving change them, as Zulip's clients do it. A
 * subscription `add` brings its channel's count (channels.ts).
 */
export function reduceSubscriberCounts(
  channels: Channels,
  subscribers: Subscribers,
  event: SubscriptionEvent,
  ctx: ReduceContext,
): Channels {
  let ids: readonly number[];
  let change: number;
  switch (event.op) {
    case 'remove':
      ids = event.subscriptions.map((s) => s.stream_id);
      change = -1;
      break;
    case 'peer_add':
    case 'peer_remove':
      ids = event.stream_ids;
      change = (event.op === 'peer_add' ? 1 : -1) * event.user_ids.length;
      break;
    default:
      return channels;
  }
  let next = channels;
  for (const id of ids) {
    const channel = channels[id];
    if (id in subscribers || channel?.subscriber_count === undefined) continue;
    if (next === channels) next = ctx.draft.copy(channels);
    next[id] = { ...channel, subscriber_count: Math.max(0, channel.subscriber_count + change) };
  }
  return next;
}

export function reduceSubscribers(
  subscribers: Subscribers,
  event: SubscriptionEvent | StreamDeleteEvent | StreamCreateEvent,
  ctx: ReduceContext,
): Subscribers {
  const d = ctx.draft;
  const selfId = ctx.state.current_user_id;
  if (event.type === 'stream') {
    const next = d.copy(subscribers);
    for (const s of event.streams) {
      if (event.op === 'delete') delete next[s.stream_id];
      else if (s.subscribers) next[s.stream_id] ??= sortedIds(s.subscribers);
      // A new channel's subscribers arrive as peer_add events right after its creation, and
      // its count (if any) is the count before them. Counted already, the list stays unknown
      // (no peer_add follows for someone who may not see the subscribers).
      else if (!s.subscriber_count) next[s.stream_id] ??= [];
    }
    return next;
  }
  switch (event.op) {
    case 'add': {
      const next = d.copy(subscribers);
      for (const sub of event.subscriptions) {
        const list = sub.subscribers ?? next[sub.stream_id];
        // Unknown stays unknown: the event's `subscriber_count` counts them meanwhile.
        if (list) next[sub.stream_id] = sortedIds([...list, selfId]);
      }
      return next;
    }
    case 'remove': {
      const next = d.copy(subscribers);
      for (const s of event.subscriptions) {
        const list = next[s.stream_id];
        if (list) next[s.stream_id] = list.filter((id) => id !== selfId);
      }
      return next;
    }
    case 'peer_add':
    case 'peer_remove': {
      const next = d.copy(subscribers);
      const changed = new Set(event.user_ids);
      for (const stream_id of event.stream_ids) {
        const list = next[stream_id];
        // Lists the user may not see stay unknown rather than becoming wrong.
        if (!list) continue;
        next[stream_id] =
          event.op === 'peer_add'
            ? sortedIds([...list, ...event.user_ids])
            : list.filter((id) => !changed.has(id));
      }
      return next;
    }
    case 'update':
      return subscribers;
  }
}
