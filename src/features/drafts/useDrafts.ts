import { useSyncExternalStore } from 'react';
import type { Draft } from '../../model/drafts';
import { useComposeSession } from '../compose';

/** The session's drafts, newest first; re-renders when they change. */
export function useDrafts(): readonly Draft[] {
  const { drafts } = useComposeSession();
  return useSyncExternalStore(
    (listener) => drafts.subscribe(listener),
    () => drafts.list(),
  );
}
