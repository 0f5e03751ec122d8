/**
 * For a link that opens a feed: a pointer press (not yet the click) starts fetching the feed's
 * first page into the store (model/feed-prefetch.ts), so that the feed opens from it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { prefetchFeed } from '../../model/feed-prefetch';
import { useApp } from '../common/app-context';
import { messageFetcher } from './fetch-messages';

/** A pointerdown handler: `narrowOf` says which feed the pressed element opens, if any. */
export function usePrefetchFeed(narrowOf: (target: Element) => NarrowTerm[] | undefined) {
  const app = useApp();
  const queryClient = useQueryClient();
  return useCallback(
    (e: {
      pointerType: string;
      button: number;
      ctrlKey: boolean;
      metaKey: boolean;
      shiftKey: boolean;
      altKey: boolean;
      target: EventTarget;
    }) => {
      // A plain press of a mouse's main button: other presses open a tab or a menu, and a
      // finger on a phone's list may be starting to scroll it.
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      const narrow = e.target instanceof Element ? narrowOf(e.target) : undefined;
      if (narrow)
        void prefetchFeed({ parley: app.parley, fetch: messageFetcher(queryClient, app) }, narrow);
    },
    [app, queryClient, narrowOf],
  );
}
