/**
 * The Subscribers tab: who is subscribed (searchable), adding people — users, everyone in a
 * group, or everyone in another channel — and removing them where the rules allow.
 */
import { useMemo, useState } from 'react';
import { unsubscribe } from '../../api/endpoints/channels';
import { removeSubscriberVerdict } from '../../model/channel-permissions';
import { matchRank } from '../../model/principals';
import { Avatar } from '../common/Avatar';
import { useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { ConfirmDialog, useVerdict } from '../overlay';
import { AddSubscribers } from './AddSubscribers';
import { SelfSubscription } from './SelfSubscription';

const SHOWN = 200;

export function ChannelSubscribers({ stream_id }: { stream_id: number }) {
  const subscribers = useStoreValue((s) => s.subscribers[stream_id]);
  const users = useStoreValue((s) => s.users);
  const [query, setQuery] = useState('');
  const matching = useMemo(
    () =>
      (subscribers ?? [])
        .map((id) => users[id])
        .filter((u) => u !== undefined)
        .filter((u) => matchRank(u.full_name, query) >= 0 || matchRank(u.email, query) >= 0)
        .sort((a, b) => a.full_name.localeCompare(b.full_name)),
    [subscribers, users, query],
  );
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
            type="search"
            aria-label="Search subscribers"
            placeholder="Search subscribers"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <ul className="subscriber-list" aria-label="Subscribers of this channel">
          {matching.slice(0, SHOWN).map((u) => (
            <SubscriberRow key={u.user_id} stream_id={stream_id} user_id={u.user_id} />
          ))}
        </ul>
        {matching.length > SHOWN && (
          <p className="setting-hint">
            Showing {SHOWN} of {matching.length}; search to find the others.
          </p>
        )}
        {matching.length === 0 && <p className="empty-state">Nobody matches.</p>}
      </section>
    </>
  );
}

function SubscriberRow({ stream_id, user_id }: { stream_id: number; user_id: number }) {
  const app = useApp();
  const user = useStoreValue((s) => s.users[user_id]);
  const self = useStoreValue((s) => s.current_user_id === user_id);
  const channel = useStoreValue((s) => s.channels[stream_id]);
  const verdict = useVerdict((s) => removeSubscriberVerdict(s, stream_id, user_id));
  const [confirming, setConfirming] = useState(false);
  if (!user || !channel) return null;
  const remove = () =>
    unsubscribe(app.conn, [channel.name], self ? undefined : [user_id]).then((r) => {
      if (r.not_removed.length) throw new Error(`${user.full_name} was not subscribed.`);
    });
  const reasonId = `sub-why-${stream_id}-${user_id}`;
  return (
    <li className="subscriber">
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
        onClick={() =>
          channel.invite_only
            ? setConfirming(true)
            : void attempt(`unsubscribe ${user.full_name}`, remove)
        }
      >
        Unsubscribe
      </button>
      {!verdict.allowed && (
        <span id={reasonId} className="visually-hidden">
          {verdict.reason}
        </span>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Unsubscribe ${self ? 'yourself' : user.full_name} from #${channel.name}?`}
          confirmLabel="Unsubscribe"
          danger
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        >
          <p>This channel is private: getting back in takes someone who may add subscribers.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
