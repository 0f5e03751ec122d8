/**
 * `dialog` "Message edit history": every version of a message, oldest first, with who changed
 * what and when, content changes as the server's diff (inserted and deleted text marked), and
 * moves in words. Fetched when opened (GET /messages/{id}/history) and again whenever an
 * update_message event touches the message while it is open.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMessageHistory } from '../../api/endpoints/messages';
import { historyItems } from '../../model/edit-history';
import { historyVisibility } from '../../model/history-visibility';
import { featureLevel, useApp, useStoreValue } from '../common/app-context';
import { useReturnFocus } from '../common/return-focus';
import { HistoryEntry } from './HistoryEntry';
import '../common/dialog.css';
import './edit-history.css';
import { errorText } from '../common/error-text';

interface Props {
  message_id: number;
  onClose(): void;
}

export default function EditHistoryDialog({ message_id, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const app = useApp();
  const queryClient = useQueryClient();
  const queryKey = ['edit-history', message_id];
  const visibility = useStoreValue(historyVisibility);
  const streamId = useStoreValue((s) => {
    const m = s.messages.byId.get(message_id);
    return m?.type === 'stream' ? m.stream_id : undefined;
  });
  const history = useQuery({
    queryKey,
    queryFn: () => getMessageHistory(app.conn, message_id, featureLevel(app.parley)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    enabled: visibility !== 'none',
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey is derived from message_id
  useEffect(
    () =>
      app.parley.subscribeEvents((events) => {
        const touched = events.some(
          (e) =>
            e.type === 'update_message' &&
            ((e as { message_ids?: number[] }).message_ids ?? []).includes(message_id),
        );
        if (touched) void queryClient.invalidateQueries({ queryKey });
      }),
    [app, message_id, queryClient],
  );

  const items = history.data
    ? historyItems(history.data.message_history, streamId, visibility)
    : [];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="dialog history-dialog"
          aria-describedby={undefined}
        >
          <Dialog.Title>Message edit history</Dialog.Title>
          {visibility === 'none' ? (
            <p>Your organization has turned off edit history.</p>
          ) : history.error ? (
            <p className="error" role="alert">
              Could not load the edit history: {errorText(history.error)}{' '}
              <button type="button" onClick={() => void history.refetch()}>
                Retry
              </button>
            </p>
          ) : !history.data ? (
            <p role="status">Loading the edit history…</p>
          ) : (
            <ol className="history-list" aria-busy={history.isFetching}>
              {items.map((item) => (
                <HistoryEntry key={`${item.timestamp}-${item.action}`} item={item} />
              ))}
            </ol>
          )}
          {visibility === 'moves' && (
            <p className="history-note">Your organization shows only the history of moves.</p>
          )}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button">Close</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
