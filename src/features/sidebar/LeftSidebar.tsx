import { usePrefetchFeed } from '../messages';
import { ChannelList } from './ChannelList';
import { DmList } from './DmList';
import { RealmHeader } from './RealmHeader';
import type { Selection } from './selection';
import { ViewLinks } from './ViewLinks';
import './sidebar.css';

/** `navigation` "Left sidebar": the views, the channels with the open one's topics, the DMs. */
export function LeftSidebar({ selection }: { selection: Selection }) {
  // A channel, topic, conversation or view starts loading as it is pressed, before the click.
  const prefetch = usePrefetchFeed();
  return (
    <nav
      className="left-sidebar"
      aria-label="Left sidebar"
      onPointerDown={prefetch.onPointerDown}
      onClickCapture={prefetch.onClickCapture}
    >
      <RealmHeader />
      <ViewLinks selected={selection.view} />
      <ChannelList selection={selection} />
      <DmList selected={selection.dm} />
    </nav>
  );
}
