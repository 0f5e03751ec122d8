/**
 * The Subscribers tab: who is subscribed (searchable), adding people — users, everyone in a
 * group, or everyone in another channel — and removing them where the rules allow.
 */
import { useMemo, useRef, useState } from 'react';
import type { User } from '../../api/types/models';
import { idsInNameOrder } from '../../model/people-order';
import { useApp, useStoreValue } from '../common/app-context';
import { ConfirmDialog } from '../overlay';
import { AddSubscribers } from './AddSubscribers';
import { SelfSubscription } from './SelfSubscription';
import { removeSubscriber, SubscriberList, type SubscriberProps } from './SubscriberList';
import { useSubscribers } from './use-subscribers';

/** What a search of the subscribers looks in: name and email, as matchRank compares them. */
const searchTexts = new WeakMap<User, string>();
function searchTextOf(u: User): string {
  let text = searchTexts.get(u);
  if (text === undefined) {
    text = `${u.full_name}\n${u.email}`.toLocaleLowerCase();
    searchTexts.set(u, text);
  }
  return text;
}

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
  // In the People list's order, made once for the users (people-order.ts; those no longer
  // active last), and matched on text lower-cased once per person: sorting and matching a
  // large channel's thousands of names anew on each keystroke held the page for a tenth of a
  // second or more.
  const matching = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return idsInNameOrder(subscribers ?? [], users)
      .map((id) => users[id])
      .filter((u) => u !== undefined && (q === '' || searchTextOf(u).includes(q))) as User[];
  }, [subscribers, users, query]);
  if (list.status === 'loading') {
    return <p role="status">Loading subscribers…</p>;
  }
  if (list.status === 'failed') {
    return (
      <div className="empty-state">
        <p role="alert">Could not load the subscribers: {list.error}</p>
        <button type="button" onClick={list.retry}>
          Try again
        </button>
      </div>
    );
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
        {matching.length > 0 && (
          <SubscriberList
            stream_id={stream_id}
            users={matching}
            afterRemoval={afterRemoval}
            confirm={setConfirming}
          />
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

/** Asking before removing someone from a private channel; it outlives the row it came from. */
function ConfirmRemoval({ stream_id, user_id, afterRemoval, onClose }: SubscriberProps & Closing) {
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
