/**
 * A channel's subscribers for the screens that list them: from the store, or, for a channel
 * registered without its list (a large one, include_subscribers "partial"), fetched once
 * (GET /streams/{id}/members) into the store, whose peer events keep it current after that.
 */
import { useQuery } from '@tanstack/react-query';
import { getStreamMembers } from '../../api/endpoints/channels';
import { useApp, useStoreValue } from '../common/app-context';

export type Subscribers =
  | { status: 'known'; user_ids: number[] }
  | { status: 'loading' }
  /** The server does not let this user see them. */
  | { status: 'hidden' };

export function useSubscribers(stream_id: number): Subscribers {
  const app = useApp();
  const known = useStoreValue((s) => s.subscribers[stream_id]);
  const fetched = useQuery({
    queryKey: ['stream_members', stream_id],
    queryFn: async () => {
      const { subscribers } = await getStreamMembers(app.conn, stream_id);
      app.parley.receiveSubscribers(stream_id, subscribers);
      return true;
    },
    enabled: known === undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (known) return { status: 'known', user_ids: known };
  return fetched.isError ? { status: 'hidden' } : { status: 'loading' };
}
