/** Archiving a channel (and bringing it back), each after a confirmation. */
import { archiveStream, updateStream } from '../../api/endpoints/channels';
import { archiveVerdict, unarchiveVerdict } from '../../model/channel-permissions';
import { useApp, useStoreValue } from '../common/app-context';
import { ConfirmedActionSection, useVerdict } from '../overlay';

export function ChannelArchive({ stream_id }: { stream_id: number }) {
  const app = useApp();
  const name = useStoreValue((s) => s.channels[stream_id]?.name ?? '');
  const archived = useStoreValue((s) => s.channels[stream_id]?.is_archived === true);
  const verdict = useVerdict((s) =>
    s.channels[stream_id]?.is_archived ? unarchiveVerdict(s) : archiveVerdict(s, stream_id),
  );
  return (
    <ConfirmedActionSection
      heading={archived ? 'Archived' : 'Archive'}
      hint={
        archived
          ? 'This channel is archived: its messages can be read, but nobody can post, subscribe or change it.'
          : 'Archiving keeps the messages readable but stops all posting, subscribing and changes.'
      }
      verdict={verdict}
      label={archived ? 'Unarchive channel' : 'Archive channel'}
      danger={!archived}
      confirm={{
        title: archived ? `Unarchive #${name}?` : `Archive #${name}?`,
        label: archived ? 'Unarchive' : 'Archive',
        body: (
          <p>
            {archived
              ? 'Subscribers can post again and the channel can be changed.'
              : 'Subscribers will no longer be able to post, and the channel drops out of their list of channels.'}
          </p>
        ),
        run: () =>
          archived
            ? updateStream(app.conn, stream_id, { is_archived: false })
            : archiveStream(app.conn, stream_id),
      }}
    />
  );
}
