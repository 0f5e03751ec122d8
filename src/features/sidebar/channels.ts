/** The sidebar's view of the store: subscribed channels as the list shows them. */
import type { BasicChannel, SubscriptionProperties } from '../../api/types/models';
import type { ParleyState } from '../../store/state';

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
  return out.sort(
    (a, b) =>
      Number(b.pin_to_top) - Number(a.pin_to_top) ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}
