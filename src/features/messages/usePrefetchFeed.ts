/**
 * For lists of links that open feeds (the left sidebar, the Inbox, Recent conversations): a
 * mouse press, not yet the click, starts fetching the pressed feed's first page into the
 * store (model/feed-prefetch.ts), so that the feed opens from it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { prefetchFeed } from '../../model/feed-prefetch';
import { parseRoute } from '../../model/route';
import { useApp } from '../common/app-context';
import { messageFetcher } from './fetch-messages';

/** The feed a pressed link opens, read from its address as the click will read it. */
export function feedOfLink(target: Element): NarrowTerm[] | undefined {
  const href = target.closest('a[href^="#narrow/"], a[href="#feed"]')?.getAttribute('href');
  const route = href ? parseRoute(href) : undefined;
  return route?.kind === 'narrow' && route.near === undefined ? route.narrow : undefined;
}

interface Press {
  pointerType: string;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget;
}

/** A pointerdown handler for a list's container. */
export function usePrefetchFeed() {
  const app = useApp();
  const queryClient = useQueryClient();
  return useCallback(
    (e: Press) => {
      // A plain press of a mouse's main button: other presses open a tab or a menu, and a
      // finger on a phone's list may be starting to scroll it.
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      const narrow = e.target instanceof Element ? feedOfLink(e.target) : undefined;
      if (!narrow) return;
      void prefetchFeed({ parley: app.parley, fetch: messageFetcher(queryClient, app) }, narrow);
    },
    [app, queryClient],
  );
}
