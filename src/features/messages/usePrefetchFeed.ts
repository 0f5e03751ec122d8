/**
 * For lists of links that open feeds (the left sidebar, the Inbox, Recent conversations): a
 * mouse press, not yet the click, starts fetching the pressed feed's first page into the
 * store (model/feed-prefetch.ts), so that the feed opens from it; a click with no press
 * before it (Enter on a link, a tap) starts as it comes, before the view is drawn.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
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
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget;
}

/** A press or click of the main button alone: with a modifier, a link opens a tab or a menu. */
const plain = (e: Press) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;

/** Handlers for a list's container: a mouse's press, and a click (Enter on a link, a tap). */
export function usePrefetchFeed() {
  const app = useApp();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const start = (target: EventTarget) => {
      const narrow = target instanceof Element ? feedOfLink(target) : undefined;
      if (!narrow) return;
      void prefetchFeed({ parley: app.parley, fetch: messageFetcher(queryClient, app) }, narrow);
    };
    return {
      // A mouse's press; a finger on a phone's list may be starting to scroll it.
      onPointerDown: (e: Press & { pointerType: string }) => {
        if (e.pointerType === 'mouse' && plain(e)) start(e.target);
      },
      // Enter on a link, or a tap, has no mouse press before its click: its page is asked for
      // as the click comes, before the view is drawn (7 to 20 ms on a large organization);
      // after a press, the request already made is not made again.
      onClickCapture: (e: Press) => {
        if (plain(e)) start(e.target);
      },
    };
  }, [app, queryClient]);
}
