/** The pages of `#channels/...`, in Zulip's hash forms. */
import { encodeHashComponent } from '../../model/narrow-url';

export const LIST_FILTERS = ['subscribed', 'notsubscribed', 'all', 'archived'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export const TABS = ['general', 'personal', 'subscribers'] as const;
export type ChannelTab = (typeof TABS)[number];

export type ChannelsPage =
  | { kind: 'list'; filter: ListFilter }
  | { kind: 'new' }
  | { kind: 'channel'; stream_id: number; tab: ChannelTab };

/** `#channels/12/Verona/personal`, `#channels/12/general`, `#channels/all`, `#channels/new`. */
export function parseChannelsPath(path: readonly string[]): ChannelsPage {
  const [first, ...rest] = path;
  if (first !== undefined && /^\d+$/.test(first)) {
    const last = rest.at(-1);
    const tab = (TABS as readonly string[]).includes(last ?? '') ? (last as ChannelTab) : 'general';
    return { kind: 'channel', stream_id: Number(first), tab };
  }
  if (first === 'new') return { kind: 'new' };
  const filter = (LIST_FILTERS as readonly string[]).includes(first ?? '')
    ? (first as ListFilter)
    : 'subscribed';
  return { kind: 'list', filter };
}

export const channelHash = (stream_id: number, name: string, tab: ChannelTab = 'general') =>
  `#channels/${stream_id}/${encodeHashComponent(name)}/${tab}`;
