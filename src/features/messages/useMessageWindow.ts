/**
 * A narrow's message window: the IDs the store holds for it, fetched when missing, extended
 * page by page at either end. The window lives in the store, so a narrow visited before opens at
 * once, kept current by events meanwhile.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { type LoadFailure, loadFailure } from '../../model/load-failure';
import { sortedIndex } from '../../store';
import { narrowKey } from '../../store/keys';
import type { MessageWindow } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';
import { errorText } from '../common/error-text';
import { fetchPage, PAGE_SIZE, type PageRequest } from './fetch-messages';

export interface MessageWindowState {
  key: string;
  window: MessageWindow | undefined;
  loadingOlder: boolean;
  loadingNewer: boolean;
  error: string | undefined;
  /** Whether Retry may help: not for a search the server refuses (BAD_NARROW). */
  canRetry: boolean;
  loadOlder(): void;
  loadNewer(): void;
  /** Shows the newest messages, fetching them when the window does not reach them. */
  jumpToNewest(): Promise<void>;
  retry(): void;
}

const has = (w: MessageWindow, id: number) => w.ids[sortedIndex(w.ids, id)] === id;

/**
 * `startAt`: a message to open at (a `near` link or a saved reading position); without one, the
 * narrow opens at its first unread message (`first_unread`) or, for views that never mark read,
 * at the newest.
 */
export function useMessageWindow(
  narrow: NarrowTerm[],
  startAt: number | undefined,
  opensAtUnread: boolean,
  pageSize = PAGE_SIZE,
): MessageWindowState {
  const app = useApp();
  const queryClient = useQueryClient();
  const key = narrowKey(narrow);
  const window = useStoreValue((s) => s.messages.windows[key]);
  const [loading, setLoading] = useState({ older: false, newer: false });
  const [error, setError] = useState<LoadFailure>();
  const [attempt, setAttempt] = useState(0);
  // The request last answered: a near target the server did not find must not be asked again.
  const [settled, setSettled] = useState<string>();
  const busy = useRef({ older: false, newer: false });
  const narrowRef = useRef(narrow);
  narrowRef.current = narrow;

  const spec = `${key}|${startAt ?? ''}`;
  const ready =
    window !== undefined &&
    (settled === spec || (startAt !== undefined ? has(window, startAt) : window.found_newest));

  // A layout effect: the request leaves before the empty feed is painted, not a frame later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on retry
  useLayoutEffect(() => {
    if (ready) return;
    let cancelled = false;
    const page: PageRequest =
      startAt !== undefined
        ? { anchor: startAt, num_before: pageSize / 2, num_after: pageSize / 2 }
        : opensAtUnread
          ? { anchor: 'first_unread', num_before: pageSize / 2, num_after: pageSize / 2 }
          : { anchor: 'newest', num_before: pageSize, num_after: 0 };
    setError(undefined);
    fetchPage(queryClient, app, narrowRef.current, page)
      .then(() => {
        if (!cancelled) setSettled(spec);
      })
      .catch((e) => {
        if (!cancelled) setError(loadFailure(e, errorText));
      });
    return () => {
      cancelled = true;
    };
  }, [spec, ready, opensAtUnread, attempt, app, queryClient, pageSize]);

  const extend = useCallback(
    (direction: 'older' | 'newer') => {
      const w = app.parley.getState().messages.windows[key];
      if (!w || busy.current[direction]) return;
      const real = w.ids.filter((id) => id > 0);
      const edge = direction === 'older' ? real[0] : real[real.length - 1];
      if (edge === undefined) return;
      if (direction === 'older' ? w.found_oldest : w.found_newest) return;
      busy.current[direction] = true;
      setLoading((l) => ({ ...l, [direction]: true }));
      const page: PageRequest =
        direction === 'older'
          ? { anchor: edge, num_before: pageSize, num_after: 0, include_anchor: false }
          : { anchor: edge, num_before: 0, num_after: pageSize, include_anchor: false };
      fetchPage(queryClient, app, w.narrow, page)
        .then(() => setError(undefined))
        .catch((e) => setError(loadFailure(e, errorText)))
        .finally(() => {
          busy.current[direction] = false;
          setLoading((l) => ({ ...l, [direction]: false }));
        });
    },
    [app, key, queryClient, pageSize],
  );

  const jumpToNewest = useCallback(async () => {
    const w = app.parley.getState().messages.windows[key];
    if (w?.found_newest) return;
    await fetchPage(queryClient, app, narrowRef.current, {
      anchor: 'newest',
      num_before: pageSize,
      num_after: 0,
    });
  }, [app, key, queryClient, pageSize]);

  return {
    key,
    window: ready ? window : undefined,
    loadingOlder: loading.older,
    loadingNewer: loading.newer,
    error: error?.message,
    canRetry: error?.canRetry ?? true,
    loadOlder: () => extend('older'),
    loadNewer: () => extend('newer'),
    jumpToNewest,
    retry: () => setAttempt((n) => n + 1),
  };
}
