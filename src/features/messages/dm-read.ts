/**
 * "Read" in a 1:1 direct message conversation: my latest message there says so once the other
 * person has read it, where the organization has read receipts on and that person lets others
 * see it (GET /messages/{id}/read_receipts leaves out whoever does not). No event says when
 * someone else reads a message, so the one request (for that one message) is made again when
 * their activity suggests it: a message from them, their typing stopping, this window coming
 * back into focus, and at most once a minute otherwise; never again once read.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef } from 'react';
import { getReadReceipts } from '../../api/endpoints/messages';
import type { NarrowTerm } from '../../api/types/narrow';
import { targetOfNarrow } from '../../model/compose-target';
import { typingKeyForDm } from '../../store/keys';
import type { ParleyState } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';

const POLL_MS = 60_000;

/** The message of mine the other person has read, in the feed shown. */
export const DmReadContext = createContext<number | undefined>(undefined);

export const useReadHere = (message_id: number) => useContext(DmReadContext) === message_id;

/** The other person of a 1:1 direct message narrow, where read receipts are on. */
export function dmPartner(s: ParleyState, narrow: readonly NarrowTerm[]): number | undefined {
  if (s.realm.enable_read_receipts !== true) return undefined;
  const target = targetOfNarrow(narrow, s);
  if (target?.type !== 'private' || target.to.length !== 1) return undefined;
  const other = target.to[0];
  return other === s.current_user_id ? undefined : other;
}

/** The latest (sent) message by `sender` among `ids`. */
export function latestBy(
  s: ParleyState,
  ids: readonly number[],
  sender: number | undefined,
): number | undefined {
  if (sender === undefined) return undefined;
  for (let i = ids.length - 1; i >= 0; i--) {
    const id = ids[i] as number;
    if (id > 0 && s.messages.byId.get(id)?.sender_id === sender) return id;
  }
  return undefined;
}

/** The feed's message to mark "Read", if any (one request per conversation view). */
export function useDmRead(
  narrow: readonly NarrowTerm[],
  ids: readonly number[],
): number | undefined {
  const app = useApp();
  const other = useStoreValue((s) => dmPartner(s, narrow));
  const mine = useStoreValue((s) =>
    latestBy(s, ids, other === undefined ? undefined : s.current_user_id),
  );
  const theirs = useStoreValue((s) => latestBy(s, ids, other));
  const typing = useStoreValue(
    (s) =>
      other !== undefined &&
      s.typing[typingKeyForDm([other], s.current_user_id)]?.[other] !== undefined,
  );
  const receipts = useQuery({
    queryKey: ['read-receipts', mine],
    queryFn: () => getReadReceipts(app.conn, mine as number),
    enabled: mine !== undefined && other !== undefined,
    retry: false,
    staleTime: 5_000,
    refetchInterval: (q) =>
      other !== undefined && q.state.data?.user_ids.includes(other) ? false : POLL_MS,
  });
  const read = other !== undefined && receipts.data?.user_ids.includes(other) === true;
  // Their new message, or their typing stopping: they may well have read mine meanwhile.
  const signal = `${theirs}:${typing}`;
  const last = useRef(signal);
  const { refetch } = receipts;
  useEffect(() => {
    if (last.current === signal) return;
    last.current = signal;
    if (!read && mine !== undefined && !typing) void refetch();
  }, [signal, read, mine, typing, refetch]);
  return read ? mine : undefined;
}
