/** Archiving a channel (and bringing it back), each after a confirmation. */
import { useId, useState } from 'react';
import { archiveStream, updateStream } from '../../api/endpoints/channels';
import { archiveVerdict, unarchiveVerdict } from '../../model/channel-permissions';
import { useApp, useStoreValue } from '../common/app-context';
import { ConfirmDialog, useVerdict } from '../overlay';

export function ChannelArchive({ stream_id }: { stream_id: number }) {
  const app = useApp();
  const id = useId();
  const name = useStoreValue((s) => s.channels[stream_id]?.name ?? '');
  const archived = useStoreValue((s) => s.channels[stream_id]?.is_archived === true);
  const verdict = useVerdict((s) =>
    s.channels[stream_id]?.is_archived ? unarchiveVerdict(s) : archiveVerdict(s, stream_id),
  );
  const [confirming, setConfirming] = useState(false);
  const label = archived ? 'Unarchive channel' : 'Archive channel';
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{archived ? 'Archived' : 'Archive'}</h3>
      <p className="setting-hint">
        {archived
          ? 'This channel is archived: its messages can be read, but nobody can post, subscribe or change it.'
          : 'Archiving keeps the messages readable but stops all posting, subscribing and changes.'}
      </p>
      <button
        type="button"
        className={archived ? '' : 'danger'}
        disabled={!verdict.allowed}
        aria-describedby={verdict.allowed ? undefined : `${id}-why`}
        onClick={() => setConfirming(true)}
      >
        {label}
      </button>
      {!verdict.allowed && (
        <p id={`${id}-why`} className="setting-reason">
          {verdict.reason}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={archived ? `Unarchive #${name}?` : `Archive #${name}?`}
          confirmLabel={archived ? 'Unarchive' : 'Archive'}
          danger={!archived}
          onConfirm={() =>
            archived
              ? updateStream(app.conn, stream_id, { is_archived: false })
              : archiveStream(app.conn, stream_id)
          }
          onClose={() => setConfirming(false)}
        >
          <p>
            {archived
              ? 'Subscribers can post again and the channel can be changed.'
              : 'Subscribers will no longer be able to post, and the channel drops out of their list of channels.'}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
