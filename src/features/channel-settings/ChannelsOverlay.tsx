/**
 * `#channels/...`: every channel the user may see, with filters and a subscribe button each;
 * one channel's settings (General, Personal, Subscribers); creating a channel.
 */
import { useRef } from 'react';
import { useStoreValue } from '../common/app-context';
import { OverlayContent, OverlayFrame, OverlayLink, type OverlayScreenProps } from '../overlay';
import { ChannelBrowser } from './ChannelBrowser';
import { ChannelGeneral } from './ChannelGeneral';
import { ChannelPersonal } from './ChannelPersonal';
import { ChannelSubscribers } from './ChannelSubscribers';
import { CreateChannel } from './CreateChannel';
import { type ChannelTab, channelHash, type ListFilter, parseChannelsPath } from './path';
import './channel-settings.css';

const TAB_LABELS: Record<ChannelTab, string> = {
  general: 'General',
  personal: 'Personal',
  subscribers: 'Subscribers',
};

export default function ChannelsOverlay({ path, onClose }: OverlayScreenProps) {
  const page = parseChannelsPath(path);
  // A channel's page keeps the list as it was last filtered.
  const lastFilter = useRef<ListFilter>('subscribed');
  if (page.kind === 'list') lastFilter.current = page.filter;
  return (
    <OverlayFrame title="Channel settings" onClose={onClose} className="channels-overlay">
      <div className="browse-layout" data-detail={page.kind === 'list' ? undefined : ''}>
        <ChannelBrowser
          filter={lastFilter.current}
          selected={page.kind === 'channel' ? page.stream_id : undefined}
        />
        <OverlayContent label="Channel details" className="browse-detail">
          {page.kind === 'list' && (
            <p className="empty-state">Choose a channel to see its settings, or create one.</p>
          )}
          {page.kind === 'new' && <CreateChannel />}
          {page.kind === 'channel' && <ChannelPage stream_id={page.stream_id} tab={page.tab} />}
        </OverlayContent>
      </div>
    </OverlayFrame>
  );
}

function ChannelPage({ stream_id, tab }: { stream_id: number; tab: ChannelTab }) {
  const channel = useStoreValue((s) => s.channels[stream_id]);
  const subscribed = useStoreValue((s) => stream_id in s.subscriptions);
  if (!channel) {
    return (
      <p role="alert" className="empty-state">
        This channel does not exist, or you cannot see it.
      </p>
    );
  }
  return (
    <>
      <OverlayLink hash={`#channels/${subscribed ? 'subscribed' : 'all'}`} className="back-to-list">
        ← All channels
      </OverlayLink>
      <h2 className="browse-title">
        #{channel.name}
        {channel.is_archived && <span className="archived-tag">Archived</span>}
      </h2>
      <nav className="tabs" aria-label="Channel settings sections">
        {(Object.keys(TAB_LABELS) as ChannelTab[])
          .filter((t) => t !== 'personal' || subscribed)
          .map((t) => (
            <OverlayLink key={t} hash={channelHash(stream_id, channel.name, t)} current={t === tab}>
              {TAB_LABELS[t]}
            </OverlayLink>
          ))}
      </nav>
      {tab === 'general' && <ChannelGeneral key={stream_id} stream_id={stream_id} />}
      {tab === 'personal' &&
        (subscribed ? (
          <ChannelPersonal key={stream_id} stream_id={stream_id} />
        ) : (
          <p className="empty-state">
            Subscribe to this channel to choose your own settings for it.
          </p>
        ))}
      {tab === 'subscribers' && <ChannelSubscribers key={stream_id} stream_id={stream_id} />}
    </>
  );
}
