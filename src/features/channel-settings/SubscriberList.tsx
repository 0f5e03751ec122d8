/**
 * The Subscribers tab's list: the subscribers known here, by name, in the overlay's pane (overlay's
 * PaneRows, virtualized: 200 rows redrawn on each keystroke of the search took 90 ms).
 */
import { useRef } from 'react';
import { unsubscribe } from '../../api/endpoints/channels';
import type { User } from '../../api/types/models';
import { removeSubscriberVerdict } from '../../model/channel-permissions';
import { Avatar } from '../common/Avatar';
import { type AppServices, useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { PaneRows, useVerdict } from '../overlay';

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
  return (
    <PaneRows
      label="Subscribers of this channel"
      count={users.length}
      keyOf={(i) => users[i]!.user_id}
    >
      {(i) => (
        <SubscriberRow
          stream_id={stream_id}
          user_id={users[i]!.user_id}
          afterRemoval={afterRemoval}
          confirm={confirm}
        />
      )}
    </PaneRows>
  );
}

function SubscriberRow({
  stream_id,
  user_id,
  afterRemoval,
  confirm,
}: SubscriberProps & { confirm(user_id: number): void }) {
  const app = useApp();
  const user = useStoreValue((s) => s.users[user_id]);
  const self = useStoreValue((s) => s.current_user_id === user_id);
  const channel = useStoreValue((s) => s.channels[stream_id]);
  const verdict = useVerdict((s) => removeSubscriberVerdict(s, stream_id, user_id));
  const button = useRef<HTMLButtonElement>(null);
  if (!user || !channel) return null;
  const removeHere = (row: HTMLElement | null) =>
    attempt(`unsubscribe ${user.full_name}`, async () => {
      await removeSubscriber(app, channel.name, user, self);
      // Only if the focus was on this row (or went with it, to the body): elsewhere the person
      // has moved on. (A row out of the page is no sign: the list is virtualized.)
      const at = document.activeElement;
      if (at === document.body || (at && row?.contains(at))) {
        afterRemoval()?.focus();
      }
    });
  const reasonId = `sub-why-${stream_id}-${user_id}`;
  return (
    <>
      <Avatar user_id={user_id} size={28} />
      <span className="subscriber-name">
        {user.full_name}
        {self && <span className="sender-you"> (you)</span>}
      </span>
      <span className="subscriber-email">{user.email}</span>
      <button
        ref={button}
        type="button"
        disabled={!verdict.allowed || channel.is_archived}
        aria-label={self ? 'Unsubscribe yourself' : `Unsubscribe ${user.full_name}`}
        aria-describedby={verdict.allowed ? undefined : reasonId}
        title={verdict.allowed ? undefined : verdict.reason}
        onClick={() =>
          channel.invite_only
            ? confirm(user_id)
            : void removeHere(button.current?.closest('li') ?? null)
        }
      >
        Unsubscribe
      </button>
      {!verdict.allowed && (
        <span id={reasonId} className="visually-hidden">
          {verdict.reason}
        </span>
      )}
    </>
  );
}
