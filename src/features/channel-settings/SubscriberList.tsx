/**
 * The Subscribers tab's list: every subscriber, by name, virtualized (common/virtual-rows.ts)
 * in the overlay's scrolling pane, so a channel of thousands puts a screenful of rows in the
 * page (200 rows took 90 ms to draw on each keystroke of the search).
 */
import { useLayoutEffect, useRef } from 'react';
import { unsubscribe } from '../../api/endpoints/channels';
import type { User } from '../../api/types/models';
import { removeSubscriberVerdict } from '../../model/channel-permissions';
import { Avatar } from '../common/Avatar';
import { type AppServices, useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { useVirtualRows } from '../common/virtual-rows';
import { useVerdict } from '../overlay';

/** A row's height in pixels, as browse.css sets it. */
export const SUBSCRIBER_ROW = 44;
/** Lists this short are laid out whole. */
export const WHOLE_UP_TO = 40;

/** Unsubscribes `user_id` (oneself when `self`), failing when they were not subscribed. */
export function removeSubscriber(app: AppServices, channel: string, user: User, self: boolean) {
  return unsubscribe(app.conn, [channel], self ? undefined : [user.user_id]).then((r) => {
    if (r.not_removed.length) throw new Error(`${user.full_name} was not subscribed.`);
  });
}

export interface SubscriberProps {
  stream_id: number;
  user_id: number;
  /** Where the focus goes once this subscriber is removed. */
  afterRemoval: () => HTMLElement | null;
}

interface ListProps {
  stream_id: number;
  users: readonly User[];
  afterRemoval: () => HTMLElement | null;
  /** Asks before removing someone from a private channel. */
  confirm(user_id: number): void;
}

export function SubscriberList({ stream_id, users, afterRemoval, confirm }: ListProps) {
  const list = useRef<HTMLUListElement>(null);
  // The overlay's pane scrolls the tab: the rows follow its scrolling.
  const scroller = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    scroller.current = list.current?.closest<HTMLElement>('.overlay-content') ?? null;
  });
  const { rows, height } = useVirtualRows({
    count: users.length,
    size: SUBSCRIBER_ROW,
    scroller,
    list,
    // Rows are heavier than most (an avatar, a verdict): laying out 172 at once, as a search
    // widened, took 80 ms. A small channel's are all in the page still.
    wholeUpTo: WHOLE_UP_TO,
  });
  return (
    <ul
      ref={list}
      className="subscriber-list virtual"
      aria-label="Subscribers of this channel"
      style={{ height }}
    >
      {rows.map(({ index, start }) => (
        <SubscriberRow
          key={users[index]!.user_id}
          stream_id={stream_id}
          user_id={users[index]!.user_id}
          afterRemoval={afterRemoval}
          confirm={confirm}
          place={{ index, start, of: users.length }}
        />
      ))}
    </ul>
  );
}

function SubscriberRow({
  stream_id,
  user_id,
  afterRemoval,
  confirm,
  place,
}: SubscriberProps & {
  confirm(user_id: number): void;
  place: { index: number; start: number; of: number };
}) {
  const app = useApp();
  const user = useStoreValue((s) => s.users[user_id]);
  const self = useStoreValue((s) => s.current_user_id === user_id);
  const channel = useStoreValue((s) => s.channels[stream_id]);
  const verdict = useVerdict((s) => removeSubscriberVerdict(s, stream_id, user_id));
  const rowRef = useRef<HTMLLIElement>(null);
  if (!user || !channel) return null;
  const removeHere = (row: HTMLElement | null) =>
    attempt(`unsubscribe ${user.full_name}`, async () => {
      await removeSubscriber(app, channel.name, user, self);
      // Only if the focus was on this row (or went with it): elsewhere the person has moved on.
      const at = document.activeElement;
      if (!row?.isConnected || at === document.body || (at && row.contains(at))) {
        afterRemoval()?.focus();
      }
    });
  const reasonId = `sub-why-${stream_id}-${user_id}`;
  return (
    <li
      className="subscriber"
      ref={rowRef}
      data-index={place.index}
      aria-posinset={place.index + 1}
      aria-setsize={place.of}
      style={{ transform: `translateY(${place.start}px)` }}
    >
      <Avatar user_id={user_id} size={28} />
      <span className="subscriber-name">
        {user.full_name}
        {self && <span className="sender-you"> (you)</span>}
      </span>
      <span className="subscriber-email">{user.email}</span>
      <button
        type="button"
        disabled={!verdict.allowed || channel.is_archived}
        aria-label={self ? 'Unsubscribe yourself' : `Unsubscribe ${user.full_name}`}
        aria-describedby={verdict.allowed ? undefined : reasonId}
        title={verdict.allowed ? undefined : verdict.reason}
        onClick={() => (channel.invite_only ? confirm(user_id) : void removeHere(rowRef.current))}
      >
        Unsubscribe
      </button>
      {!verdict.allowed && (
        <span id={reasonId} className="visually-hidden">
          {verdict.reason}
        </span>
      )}
    </li>
  );
}
