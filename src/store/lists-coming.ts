/**
 * Channel subscriber lists on their way (GET /streams/{id}/members). The server reads a list at
 * one moment, and a peer event from after that moment can reach the page before the list does:
 * the list would then lack it for good. So the peer events for a channel whose list is coming
 * are kept and played over the list when it lands; each adds or takes out whom it names, so
 * one the list already reflects changes nothing.
 */
import type { SubscriptionPeerEvent, WireEvent } from '../api/types/event';

/** One fetch of a channel's list, and the peer events for the channel since it began. */
export interface ListComing {
  readonly stream_id: number;
  readonly held: SubscriptionPeerEvent[];
}

const isPeerEvent = (e: WireEvent): e is SubscriptionPeerEvent =>
  e.type === 'subscription' && (e.op === 'peer_add' || e.op === 'peer_remove');

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

  /** Keeps the peer events of `events` that concern a list on its way. */
  hold(events: readonly WireEvent[]): void {
    if (this.coming.size === 0) return;
    for (const e of events) {
      if (!isPeerEvent(e)) continue;
      for (const list of this.coming) {
        if (e.stream_ids.includes(list.stream_id)) list.held.push(e);
      }
    }
  }

  /** A new register: lists fetched before it are not landed (their screens fetch again). */
  clear(): void {
    this.coming.clear();
  }
}
