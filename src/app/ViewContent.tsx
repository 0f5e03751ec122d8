/**
 * The main view's content by its kind; a narrow's feed loads as a chunk of its own.
 */
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useApp } from '../features/common/app-context';
import { retrying } from '../features/common/retrying-import';
import { DraftsView } from '../features/drafts';
import { InboxView } from '../features/inbox';
import { loadedMessageFeed, loadMessageFeed } from '../features/messages';
import { RecentView } from '../features/recent';
import { ScheduledView } from '../features/scheduled';
import type { View } from '../model/route';
import { narrowKey } from '../store/keys';

// The feed (the virtualizer, the sanitizer, message rows) is a chunk of its own: Inbox and
// Recent conversations open without it. A pointer or focus on a link to a narrow fetches it.
const loadFeed = loadMessageFeed;
const MessageFeed = lazy(retrying(() => loadFeed().then((m) => ({ default: m.MessageFeed }))));
export const warmFeed = (e: Event) => {
  if (e.target instanceof Element && e.target.closest('a[href^="#narrow"], a[href="#feed"]')) {
    void loadFeed();
  }
};

export function ViewContent({ view, entry }: { view: View; entry: string }) {
  switch (view.kind) {
    case 'inbox':
      return <InboxView />;
    case 'recent':
      return <RecentView />;
    case 'drafts':
      return <DraftsView />;
    case 'scheduled':
      return <ScheduledView />;
    case 'narrow':
      return <FeedView view={view} entry={entry} />;
  }
}

/**
 * The feed of a narrow. A resync (a new event queue after the old one was lost, or the server
 * answering a reload opened from the local copy) keeps the feed: its window, now stale, stays
 * on screen and is fetched again where the reader is (model/feed.ts), so nothing jumps.
 */
function FeedView({ view, entry }: { view: View & { kind: 'narrow' }; entry: string }) {
  // Drawn at once when its code is there already (as a page opening on a feed loads it early):
  // through lazy() the first render waited a task, and the shell was painted without the feed
  // (60 to 130 ms later on a reload). Chosen once: another type later would remount the feed.
  const [Feed] = useState(() => loadedMessageFeed()?.MessageFeed ?? MessageFeed);
  // Drawn with a store's first shell (a cold open, a login) and with no messages of its view
  // yet, the feed mounts a task later: it has only "Loading messages…" to show, and mounting it
  // made that first render one long task (46-55 ms on a large organization). Read, not watched:
  // a subscription here for a value used once kept 7 MB more after 20 channel switches.
  const { parley } = useApp();
  const [mounted, setMounted] = useState(
    () =>
      drawn.has(parley) || parley.getState().messages.windows[narrowKey(view.narrow)] !== undefined,
  );
  // Armed as the shell commits (effects run only after a paint): the feed, which starts the
  // fetch of its first page, mounts in the very next task.
  useLayoutEffect(() => {
    if (mounted) return;
    const later = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(later);
  }, [mounted]);
  if (!mounted) return <p className="feed-loading">Loading messages…</p>;
  return (
    <Suspense fallback={<p className="feed-loading">Loading messages…</p>}>
      <Feed
        key={`${entry}|${narrowKey(view.narrow)}|${view.near ?? ''}`}
        narrow={view.narrow}
        near={view.near}
        entry={entry}
      />
    </Suspense>
  );
}

/** The stores whose shell has been drawn once. */
const drawn = new WeakSet<object>();

/** Says the shell of `store` has been drawn: a feed mounting from now on mounts at once. */
export const shellDrawn = (store: object) => void drawn.add(store);
