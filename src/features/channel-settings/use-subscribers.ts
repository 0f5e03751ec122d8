/**
 * A channel's subscribers for the screens that list them: from the store, or, since the
 * register brings no lists (events/queue-policy.ts), fetched once (GET /streams/{id}/members)
 * into the store, whose peer events keep it current after that.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { getStreamMembers } from '../../api/endpoints/channels';
import { ApiError } from '../../api/http';
import type { AppServices } from '../common/app-context';
import { useApp, useStoreValue } from '../common/app-context';
import { errorText } from '../common/error-text';

export type Subscribers =
  | { status: 'known'; user_ids: number[] }
  | { status: 'loading' }
  /** The server does not let this user see them. */
  | { status: 'hidden' }
  /** No answer (offline, too slow) or the server's own failure: worth asking again. */
  | { status: 'failed'; error: string; retry(): void };

/** A refusal (4xx), as opposed to a failure to get an answer. */
const refused = (e: unknown) => e instanceof ApiError && e.status >= 400 && e.status < 500;

/**
 * Keyed by the register too: a new register (store.resync) brings no lists, so one fetched
 * for an earlier register is fetched again rather than taken as here.
 */
const membersQuery = (
  app: AppServices,
  generation: number,
  stream_id: number,
  enabled: boolean,
) => ({
  queryKey: ['stream_members', generation, stream_id],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    // The events that change the list while it is on its way are played over it
    // (lists-coming.ts), which keeps them until it lands or fails: it has a deadline.
    const coming = app.parley.fetchingSubscribers(stream_id);
    try {
      const answer = await getStreamMembers(app.conn, stream_id, { signal, timeoutMs: 60_000 });
      coming.land(answer.subscribers);
    } catch (error) {
      coming.fail();
      throw error;
    }
    return true;
  },
  enabled,
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSubscribers(stream_id: number): Subscribers {
  const app = useApp();
  const known = useStoreValue((s) => s.subscribers[stream_id]);
  const generation = useStoreValue((s) => s.generation);
  const fetched = useQuery(membersQuery(app, generation, stream_id, known === undefined));
  if (known) return { status: 'known', user_ids: known };
  if (!fetched.isError) return { status: 'loading' };
  if (refused(fetched.error)) return { status: 'hidden' };
  return { status: 'failed', error: errorText(fetched.error), retry: () => void fetched.refetch() };
}

/**
 * Fetches the lists of these channels that the store does not have: whether some are still on
 * their way, and the channels whose lists the server refused (not waited for).
 */
export function useChannelLists(stream_ids: readonly number[]): {
  loading: boolean;
  refused: number[];
} {
  const app = useApp();
  const missing = useStoreValue((s) => stream_ids.filter((id) => !s.subscribers[id]).join(','));
  const ids = missing ? missing.split(',').map(Number) : [];
  const generation = useStoreValue((s) => s.generation);
  const results = useQueries({
    queries: ids.map((id) => membersQuery(app, generation, id, true)),
  });
  return {
    loading: results.some((r) => r.isPending),
    refused: ids.filter((_, i) => results[i]?.isError),
  };
}
