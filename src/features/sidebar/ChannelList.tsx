import { useMemo, useState } from 'react';
import { selectUnreadCounts } from '../../store/unread-counts';
import { useStoreValue } from '../common/app-context';
import { useAfterPaint } from '../common/useAfterPaint';
import { ChannelRow } from './ChannelRow';
import {
  selectChannels,
  selectSubscriptions,
  selectUnreadMentions,
  sidebarChannels,
} from './channels';
import type { Selection } from './selection';
import { TopicList } from './TopicList';

/**
 * Rows in the page's first frame: a screenful. A row is about 30 px high and the list starts
 * below the views, so one per 40 px of the window covers what shows. Someone in hundreds of
 * channels gets the rest a frame later: the sidebar was three quarters of the elements of a
 * large organization's first view (500 of 670 with 40 rows), and of its first render.
 */
export const firstRows = (height = window.innerHeight): number =>
  Math.max(12, Math.ceil(height / 40));

/** The subscribed channels, live from the store: pinned first, then by name; muted dimmed. */
export function ChannelList({ selection }: { selection: Selection }) {
  const subscriptions = useStoreValue(selectSubscriptions);
  const channels = useStoreValue(selectChannels);
  const counts = useStoreValue(selectUnreadCounts);
  const mentions = useStoreValue(selectUnreadMentions);
  const [filter, setFilter] = useState('');
  const sorted = useMemo(() => sidebarChannels(subscriptions, channels), [subscriptions, channels]);
  const text = filter.trim().toLowerCase();
  const shown = text ? sorted.filter((c) => c.name.toLowerCase().includes(text)) : sorted;
  const all = useAfterPaint();
  const first = firstRows();
  const pinned = shown.filter((c) => c.pin_to_top).slice(0, all ? undefined : first);
  const others = shown
    .filter((c) => !c.pin_to_top)
    .slice(0, all ? undefined : Math.max(0, first - pinned.length));

  const rows = (list: typeof shown) =>
    list.map((c) => {
      const selected = selection.stream_id === c.stream_id;
      return (
        <ChannelRow
          key={c.stream_id}
          channel={c}
          unread={counts.channels[c.stream_id] ?? 0}
          mentioned={mentions.channels.has(c.stream_id)}
          selected={selected && selection.topic === undefined}
        >
          {selected && <TopicList stream_id={c.stream_id} selectedTopic={selection.topic} />}
        </ChannelRow>
      );
    });

  return (
    <section className="sidebar-section" aria-labelledby="channels-heading">
      <div className="sidebar-section-header">
        <h2 id="channels-heading">Channels</h2>
      </div>
      <input
        id="channel-filter"
        type="search"
        className="sidebar-filter"
        placeholder="Filter channels"
        aria-label="Filter channels"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setFilter('');
        }}
      />
      {sorted.length === 0 ? (
        <p className="sidebar-note">You are not subscribed to any channels yet.</p>
      ) : shown.length === 0 ? (
        <p className="sidebar-note">No channels match “{filter}”.</p>
      ) : (
        <>
          {pinned.length > 0 && <ul className="channel-list pinned">{rows(pinned)}</ul>}
          {others.length > 0 && <ul className="channel-list">{rows(others)}</ul>}
        </>
      )}
    </section>
  );
}
