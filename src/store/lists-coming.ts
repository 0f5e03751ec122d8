/**
 * Channel subscriber lists on their way (GET /streams/{id}/members). The server reads a list at
 * one moment, and an event from after that moment can reach the page before the list does: the
 * list would then lack it for good. So the events that change a channel's list — others joining
 * or leaving (peer events), the user's own joining or leaving — are kept while its list is
 * coming, narrowed to that channel, and played over the list when it lands. Each adds or takes
 * out whom it names (or brings the list as of then), so one the list already reflects changes
 * nothing.
 */
import type {
  SubscriptionAddEvent,
  SubscriptionEvent,
  SubscriptionPeerEvent,
  SubscriptionRemoveEvent,
  WireEvent,
} from '../api/types/event';

export type ListEvent = SubscriptionPeerEvent | SubscriptionAddEvent | SubscriptionRemoveEvent;

/** One fetch of a channel's list, and the events for the channel since it began. */
export interface ListComing {
  readonly stream_id: number;
  readonly held: ListEvent[];
}

/** `e`'s part about `stream_id`, if it changes that channel's list. */
function partFor(wire: WireEvent, stream_id: number): ListEvent | undefined {
  if (wire.type !== 'subscription') return undefined;
  const e = wire as SubscriptionEvent;
  switch (e.op) {
    case 'peer_add':
    case 'peer_remove':
      return e.stream_ids.includes(stream_id) ? { ...e, stream_ids: [stream_id] } : undefined;
    case 'add': {
      const subscriptions = e.subscriptions.filter((s) => s.stream_id === stream_id);
      return subscriptions.length ? { ...e, subscriptions } : undefined;
    }
    case 'remove': {
      const subscriptions = e.subscriptions.filter((s) => s.stream_id === stream_id);
      return subscriptions.length ? { ...e, subscriptions } : undefined;
    }
    default:
      return undefined;
  }
}

export class ListsComing {
  private readonly coming = new Set<ListComing>();

  begin(stream_id: number): ListComing {
    const list: ListComing = { stream_id, held: [] };
    this.coming.add(list);
    return list;
  }

  /** Ends a fetch; false when it no longer counts (a new register came meanwhile). */
  end(list: ListComing): boolean {
    return this.coming.delete(list);
  }

  /** Keeps each event's part about a list on its way. */
  hold(events: readonly WireEvent[]): void {
    if (this.coming.size === 0) return;
    for (const e of events) {
      for (const list of this.coming) {
        const part = partFor(e, list.stream_id);
        if (part) list.held.push(part);
      }
    }
  }

  /** A new register: lists fetched before it are not landed (their screens fetch again). */
  clear(): void {
    this.coming.clear();
  }
}
