/** The list side of `#channels`: filters, search, and a subscribe button per channel. */
import { useMemo, useState } from 'react';
import { subscribe, unsubscribe } from '../../api/endpoints/channels';
import type { BasicChannel } from '../../api/types/models';
import { subscribeSelfVerdict } from '../../model/channel-permissions';
import { subscriberCount } from '../../store/subscriptions';
import { useApp, useStoreValue } from '../common/app-context';
import { ChannelIcon } from '../common/ChannelIcon';
import { attempt } from '../common/notices';
import { Browser, OverlayLink, useVerdict } from '../overlay';
import { channelHash, type ListFilter } from './path';

const FILTERS: readonly [ListFilter, string][] = [
  ['subscribed', 'Subscribed'],
  ['notsubscribed', 'Not subscribed'],
  ['all', 'All channels'],
  ['archived', 'Archived'],
];

const channelName = (c: BasicChannel) => c.name;
const channelId = (c: BasicChannel) => c.stream_id;

interface Props {
  filter: ListFilter;
  selected?: number;
}

export function ChannelBrowser({ filter, selected }: Props) {
  const channels = useStoreValue((s) => s.channels);
  const subscriptions = useStoreValue((s) => s.subscriptions);
  const list = useMemo(() => {
    const keep = (c: BasicChannel) => {
      if (filter === 'archived') return c.is_archived;
      if (c.is_archived) return false;
      if (filter === 'subscribed') return c.stream_id in subscriptions;
      if (filter === 'notsubscribed') return !(c.stream_id in subscriptions);
      return true;
    };
    return Object.values(channels).filter(keep);
  }, [channels, subscriptions, filter]);
  return (
    <Browser
      filtersLabel="Which channels"
      filters={FILTERS}
      filter={filter}
      hashOf={(f) => `#channels/${f}`}
      searchLabel="Filter channels"
      create={
        <OverlayLink hash="#channels/new" className="button-link primary">
          Create channel
        </OverlayLink>
      }
      listLabel="Channels"
      items={list}
      nameOf={channelName}
      keyOf={channelId}
      emptyText="No channels here."
    >
      {(c) => <BrowserRow channel={c} selected={c.stream_id === selected} />}
    </Browser>
  );
}

function BrowserRow({ channel, selected }: { channel: BasicChannel; selected: boolean }) {
  const app = useApp();
  const id = channel.stream_id;
  const subscribed = useStoreValue((s) => id in s.subscriptions);
  const count = useStoreValue((s) => subscriberCount(s, id));
  const color = useStoreValue((s) => s.subscriptions[id]?.color);
  const verdict = useVerdict((s) => subscribeSelfVerdict(s, id));
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    await attempt(
      subscribed ? `unsubscribe from #${channel.name}` : `subscribe to #${channel.name}`,
      () =>
        subscribed
          ? unsubscribe(app.conn, [channel.name])
          : subscribe(app.conn, { subscriptions: [{ name: channel.name }] }),
    );
    setBusy(false);
  };
  const reasonId = `browse-reason-${id}`;
  return (
    <div className="browser-row" data-selected={selected || undefined}>
      <span className="browser-swatch" style={{ background: color ?? 'transparent' }} />
      <ChannelIcon inviteOnly={channel.invite_only} webPublic={channel.is_web_public} />
      <OverlayLink hash={channelHash(id, channel.name)} current={selected} className="browser-name">
        {channel.name}
      </OverlayLink>
      {count !== undefined && (
        <span className="browser-count" title="Subscribers">
          {count} <span className="visually-hidden">subscribers</span>
        </span>
      )}
      {!channel.is_archived && (
        <button
          type="button"
          className={subscribed ? '' : 'primary'}
          aria-label={`${subscribed ? 'Unsubscribe from' : 'Subscribe to'} ${channel.name}`}
          aria-describedby={!subscribed && !verdict.allowed ? reasonId : undefined}
          title={!subscribed && !verdict.allowed ? verdict.reason : undefined}
          disabled={busy || (!subscribed && !verdict.allowed)}
          onClick={() => void toggle()}
        >
          {subscribed ? 'Unsubscribe' : 'Subscribe'}
        </button>
      )}
      {!subscribed && !verdict.allowed && (
        <span id={reasonId} className="visually-hidden">
          {verdict.reason}
        </span>
      )}
    </div>
  );
}
