/** Subscribing or unsubscribing oneself, from a channel's page. */
import { useState } from 'react';
import { subscribe, unsubscribe } from '../../api/endpoints/channels';
import { subscribeSelfVerdict } from '../../model/channel-permissions';
import { useApp, useStoreValue } from '../common/app-context';
import { ConfirmDialog, SaveStatus, useSave, useVerdict } from '../overlay';

export function SelfSubscription({ stream_id }: { stream_id: number }) {
  const app = useApp();
  const subscribed = useStoreValue((s) => stream_id in s.subscriptions);
  const name = useStoreValue((s) => s.channels[stream_id]?.name ?? '');
  const isPrivate = useStoreValue((s) => s.channels[stream_id]?.invite_only === true);
  const archived = useStoreValue((s) => s.channels[stream_id]?.is_archived === true);
  const verdict = useVerdict((s) => subscribeSelfVerdict(s, stream_id));
  const save = useSave();
  const [confirming, setConfirming] = useState(false);
  const leave = () => unsubscribe(app.conn, [name]);
  if (subscribed) {
    return (
      <div className="self-subscription">
        <span>You are subscribed.</span>
        <button
          type="button"
          disabled={archived}
          onClick={() => (isPrivate ? setConfirming(true) : void save.run(leave))}
        >
          Unsubscribe
        </button>
        <SaveStatus state={save.state} />
        {confirming && (
          <ConfirmDialog
            title={`Unsubscribe from #${name}?`}
            confirmLabel="Unsubscribe"
            danger
            onConfirm={leave}
            onClose={() => setConfirming(false)}
          >
            <p>This channel is private: you may not be able to subscribe again on your own.</p>
          </ConfirmDialog>
        )}
      </div>
    );
  }
  return (
    <div className="self-subscription">
      <span>You are not subscribed.</span>
      <button
        type="button"
        className="primary"
        disabled={!verdict.allowed || save.state.status === 'saving'}
        aria-describedby={verdict.allowed ? undefined : 'self-sub-why'}
        onClick={() => void save.run(() => subscribe(app.conn, { subscriptions: [{ name }] }))}
      >
        Subscribe
      </button>
      {!verdict.allowed && (
        <span id="self-sub-why" className="setting-reason">
          {verdict.reason}
        </span>
      )}
      <SaveStatus state={save.state} />
    </div>
  );
}
