import type { NarrowTerm } from '../../api/types/narrow';
import { parseRoute } from '../../model/route';
import { usePrefetchFeed } from '../messages';
import { ChannelList } from './ChannelList';
import { DmList } from './DmList';
import { RealmHeader } from './RealmHeader';
import type { Selection } from './selection';
import { ViewLinks } from './ViewLinks';
import './sidebar.css';

/** The feed a pressed link opens, read from its address as the click will read it. */
function feedOfLink(target: Element): NarrowTerm[] | undefined {
  const href = target.closest('a[href^="#narrow/"], a[href="#feed"]')?.getAttribute('href');
  const route = href ? parseRoute(href) : undefined;
  return route?.kind === 'narrow' && route.near === undefined ? route.narrow : undefined;
}

/** `navigation` "Left sidebar": the views, the channels with the open one's topics, the DMs. */
export function LeftSidebar({ selection }: { selection: Selection }) {
  // A channel, topic, conversation or view starts loading as it is pressed, before the click.
  const prefetch = usePrefetchFeed(feedOfLink);
  return (
    <nav className="left-sidebar" aria-label="Left sidebar" onPointerDown={prefetch}>
      <RealmHeader />
      <ViewLinks selected={selection.view} />
      <ChannelList selection={selection} />
      <DmList selected={selection.dm} />
    </nav>
  );
}
