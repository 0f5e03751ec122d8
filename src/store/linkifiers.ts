/** Linkifiers: the event sends the whole list, in processing order. */
import type { RealmLinkifiersEvent } from '../api/types/event';
import type { Linkifier } from '../api/types/models';

export const reduceLinkifiers = (_list: Linkifier[], event: RealmLinkifiersEvent): Linkifier[] =>
  event.realm_linkifiers;
