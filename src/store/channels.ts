/** Channels by stream_id: every channel the user can see, subscribed or not. */
import type { StreamEvent, SubscriptionAddEvent } from '../api/types/event';
import type { BasicChannel } from '../api/types/models';
import { channelOnly, splitSubscription } from './from-register';
import type { ReduceContext } from './state';

type Channels = Record<number, BasicChannel>;

export function reduceChannels(
  channels: Channels,
  event: StreamEvent | SubscriptionAddEvent,
  ctx: ReduceContext,
): Channels {
  const d = ctx.draft;
  if (event.type === 'subscription') {
    // Subscribing can reveal a channel the user could not see before (private ones).
    const next = d.copy(channels);
    for (const sub of event.subscriptions) next[sub.stream_id] = splitSubscription(sub).channel;
    return next;
  }
  switch (event.op) {
    case 'create': {
      const next = d.copy(channels);
      for (const s of event.streams) next[s.stream_id] = channelOnly(s);
      return next;
    }
    case 'delete': {
      const next = d.copy(channels);
      for (const s of event.streams) delete next[s.stream_id];
      return next;
    }
    case 'update': {
      const channel = channels[event.stream_id];
      if (!channel) return channels;
      const next = d.copy(channels);
      const edited = d.copy(channel) as BasicChannel & Record<string, unknown>;
      edited[event.property] = event.value;
      if (event.property === 'stream_post_policy') edited.is_announcement_only = event.value === 2;
      if (event.rendered_description !== undefined) {
        edited.rendered_description = event.rendered_description;
      }
      if (event.history_public_to_subscribers !== undefined) {
        edited.history_public_to_subscribers = event.history_public_to_subscribers;
      }
      if (event.is_web_public !== undefined) edited.is_web_public = event.is_web_public;
      next[event.stream_id] = edited;
      return next;
    }
  }
}
