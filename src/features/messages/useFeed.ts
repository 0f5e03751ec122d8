/**
 * The React side of a feed's model (model/feed.ts): one model per view, started while the view
 * is mounted, its state rendered. The model is made once: a view of another narrow, target or
 * history entry is another component (MessageFeed is keyed by them), and a new store (signed in
 * again) comes with a new shell.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { realTimers } from '../../events/types';
import { Feed, type FeedSetup, type FeedState } from '../../model/feed';
import { useApp } from '../common/app-context';
import { errorText } from '../common/error-text';
import { messageFetcher } from './fetch-messages';
import { firstRowsLater } from './first-rows-later';

/**
 * `rowsLater`: for a feed of message rows, the page's first opening renders a task after its
 * page came (first-rows-later.ts).
 */
export function useFeed(setup: FeedSetup, { rowsLater = false } = {}): [Feed, FeedState] {
  const app = useApp();
  const queryClient = useQueryClient();
  const [feed] = useState(
    () =>
      new Feed(
        {
          parley: app.parley,
          fetch: messageFetcher(queryClient, app),
          timers: realTimers,
          errorText,
        },
        setup,
      ),
  );
  const [shown] = useState(() => (rowsLater ? firstRowsLater(feed) : feed));
  // A layout effect: the first request leaves before the empty feed is painted.
  useLayoutEffect(() => feed.start(), [feed]);
  return [feed, useSyncExternalStore(shown.subscribe, shown.getState)];
}
