/** Whole-list organization data: linkifiers (in processing order) and default channels. */
import type { DefaultStreamsEvent, RealmLinkifiersEvent } from '../api/types/event';
import type { Linkifier } from '../api/types/models';

export const reduceLinkifiers = (_list: Linkifier[], event: RealmLinkifiersEvent): Linkifier[] =>
  event.realm_linkifiers;

/** Older servers send channel objects where newer ones send IDs. */
export const defaultChannelIds = (list: readonly (number | { stream_id: number })[]): number[] =>
  list.map((s) => (typeof s === 'number' ? s : s.stream_id)).sort((a, b) => a - b);

export const reduceDefaultChannels = (_ids: number[], event: DefaultStreamsEvent): number[] =>
  defaultChannelIds(event.default_streams);
