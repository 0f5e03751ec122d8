/**
 * How a feed's model asks the server for a page of history: GET /messages through TanStack
 * Query, which shares a request two views make at once. Nothing is kept in its cache: the
 * model writes each page into the store, which holds every message once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getMessages } from '../../api/endpoints/messages';
import type { Connection } from '../../api/http';
import type { FetchMessages } from '../../model/feed';
import { narrowKey } from '../../store/keys';
import type { ParleyStore } from '../../store/store';
import { featureLevel } from '../common/app-context';

export function messageFetcher(
  queryClient: QueryClient,
  app: { parley: ParleyStore; conn: Connection },
): FetchMessages {
  return (narrow, page) =>
    queryClient.fetchQuery({
      queryKey: ['messages', narrowKey(narrow), page],
      staleTime: 0,
      gcTime: 0,
      queryFn: () =>
        getMessages(
          app.conn,
          { narrow, ...page, apply_markdown: true, client_gravatar: true },
          featureLevel(app.parley),
        ),
    });
}
