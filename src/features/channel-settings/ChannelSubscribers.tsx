/**
 * The Subscribers tab: who is subscribed (searchable), adding people — users, everyone in a
 * group, or everyone in another channel — and removing them where the rules allow.
 */
import { useMemo, useRef, useState } from 'react';
import { unsubscribe } from '../../api/endpoints/channels';
import type { User } from '../../api/types/models';
import { removeSubscriberVerdict } from '../../model/channel-permissions';
import { activeByName } from '../../model/people-order';
import { matchRank } from '../../model/principals';
import { Avatar } from '../common/Avatar';
import { type AppServices, useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { ConfirmDialog, useVerdict } from '../overlay';
import { AddSubscribers } from './AddSubscribers';
import { SelfSubscription } from './SelfSubscription';
import { useSubscribers } from './use-subscribers';

const SHOWN = 200;

export function ChannelSubscribers({ stream_id }: { stream_id: number }) {
  const list = useSubscribers(stream_id);
  const subscribers = list.status === 'known' ? list.user_ids : undefined;
  const users = useStoreValue((s) => s.users);
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  // After a removal the focus goes to the search field, never on by itself to the next row's
  // (or one's own) Unsubscribe.
  const afterRemoval = () => search.current;
  const [confirming, setConfirming] = useState<number | null>(null);
  // In the People list's order, made once for the users (people-order.ts): sorting a large
  // channel's thousands of names on each keystroke held the page for a fifth of a second.
  const matching = useMemo(() => {
    const ids = new Set(subscribers);
    return activeByName(users).filter(
      (u) =>
        ids.has(u.user_id) &&
        (matchRank(u.full_name, query) >= 0 || matchRank(u.email, query) >= 0),
    );
  }, [subscribers, users, query]);
  if (list.status === 'loading') {
    return <p role="status">Loading subscribers…</p>;
  }
  if (subscribers === undefined) {
    return <p className="empty-state">You cannot see who is subscribed to this channel.</p>;
  }
  return (
    <>
      <SelfSubscription stream_id={stream_id} />
      <AddSubscribers stream_id={stream_id} />
      <section className="settings-section" aria-label="Subscribers">
        <div className="list-toolbar">
          <h3>
            {subscribers.length} {subscribers.length === 1 ? 'subscriber' : 'subscribers'}
          </h3>
          <input
            ref={search}
            type="search"
            aria-label="Search subscribers"
            placeholder="Search subscribers"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <ul className="subscriber-list" aria-label="Subscribers of this channel">
          {matching.slice(0, SHOWN).map((u) => (
            <SubscriberRow
              key={u.user_id}
              stream_id={stream_id}
              user_id={u.user_id}
              afterRemoval={afterRemoval}
              confirm={setConfirming}
            />
          ))}
        </ul>
        {matching.length > SHOWN && (
          <p className="setting-hint">
            Showing {SHOWN} of {matching.length}; search to find the others.
          </p>
        )}
        {matching.length === 0 && <p className="empty-state">Nobody matches.</p>}
      </section>
      {confirming !== null && (
        <ConfirmRemoval
          stream_id={stream_id}
          user_id={confirming}
          afterRemoval={afterRemoval}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}

/** Unsubscribes `user_id` (oneself when `self`), failing when they were not subscribed. */
function removeSubscriber(app: AppServices, channel: string, user: User, self: boolean) {
  return unsubscribe(app.conn, [channel], self ? undefined : [user.user_id]).then((r) => {
    if (r.not_removed.length) throw new Error(`${user.full_name} was not subscribed.`);
  });
}

/** Asking before removing someone from a private channel; it outlives the row it came from. */
function ConfirmRemoval({ stream_id, user_id, afterRemoval, onClose }: RowProps & Closing) {
  const app = useApp();
  const user = useStoreValue((s) => s.users[user_id]);
  const self = useStoreValue((s) => s.current_user_id === user_id);
  const channel = useStoreValue((s) => s.channels[stream_id]?.name ?? '');
  return (
    <ConfirmDialog
      title={`Unsubscribe ${self ? 'yourself' : user?.full_name} from #${channel}?`}
      confirmLabel="Unsubscribe"
      danger
      onConfirm={async () => user && removeSubscriber(app, channel, user, self)}
      onClose={onClose}
      focusAfterConfirm={afterRemoval}
    >
      <p>This channel is private: getting back in takes someone who may add subscribers.</p>
    </ConfirmDialog>
  );
}

interface Closing {
  onClose(): void;
}

interface RowProps {
  stream_id: number;
  user_id: number;
  /** Where the focus goes once this subscriber is removed. */
  afterRemoval: () => HTMLElement | null;
}

function SubscriberRow({
  stream_id,
  user_id,
  afterRemoval,
  confirm,
}: RowProps & { confirm(user_id: number): void }) {
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
    <li className="subscriber" ref={rowRef}>
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
