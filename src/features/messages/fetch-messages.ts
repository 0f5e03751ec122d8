/**
 * Pages of message history, fetched through TanStack Query (which shares a request two
 * components ask for at once) and written into the store; the query keeps only the page's IDs
 * and paging state, so every message has one copy, in the store.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type Anchor, getMessages } from '../../api/endpoints/messages';
import type { Connection } from '../../api/http';
import type { NarrowTerm } from '../../api/types/narrow';
import { narrowKey } from '../../store/keys';
import type { ParleyStore } from '../../store/store';
import { featureLevel } from '../common/app-context';

export interface PageRequest {
  anchor: Anchor;
  num_before: number;
  num_after: number;
  include_anchor?: boolean;
}

export interface PageResult {
  ids: number[];
  /** The message the server anchored on (first_unread resolves to one; past the end if none). */
  anchor?: number;
  found_anchor: boolean;
  found_oldest: boolean;
  found_newest: boolean;
}

/** Zulip's first_unread anchor when nothing is unread: past every message ID. */
export const PAST_NEWEST = 10_000_000_000_000_000;

export const PAGE_SIZE = 100;

export function fetchPage(
  queryClient: QueryClient,
  app: { parley: ParleyStore; conn: Connection },
  narrow: NarrowTerm[],
  page: PageRequest,
): Promise<PageResult> {
  const key = narrowKey(narrow);
  return queryClient.fetchQuery({
    queryKey: ['messages', key, page],
    // Each fetch goes to the server: the store, not this cache, holds what was fetched.
    staleTime: 0,
    gcTime: 0,
    queryFn: async (): Promise<PageResult> => {
      const res = await getMessages(
        app.conn,
        { narrow, ...page, apply_markdown: true, client_gravatar: true },
        featureLevel(app.parley),
      );
      app.parley.receiveMessages(narrow, {
        messages: res.messages,
        found_oldest: res.found_oldest,
        found_newest: res.found_newest,
        ...(typeof page.anchor === 'number' ? { anchor: page.anchor } : {}),
      });
      const result: PageResult = {
        ids: res.messages.map((m) => m.id),
        found_anchor: res.found_anchor,
        found_oldest: res.found_oldest,
        found_newest: res.found_newest,
      };
      if (res.anchor !== undefined) result.anchor = res.anchor;
      return result;
    },
  });
}
