/** `dialog` "Read receipts": who has read a message (GET /messages/{id}/read_receipts). */
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useState } from 'react';
import { getReadReceipts } from '../../../api/endpoints/messages';
import { Avatar } from '../../common/Avatar';
import { useApp, useStoreValue } from '../../common/app-context';
import { useReturnFocus } from '../../common/return-focus';
import '../../common/dialog.css';
import { personName } from '../../../store/people-to-come';
import { errorText } from '../../common/error-text';

type Receipts =
  | { status: 'loading' }
  | { status: 'done'; user_ids: number[] }
  | { status: 'error'; error: string };

export default function ReadReceiptsDialog({
  message_id,
  onClose,
}: {
  message_id: number;
  onClose(): void;
}) {
  const returnFocus = useReturnFocus();
  const app = useApp();
  const users = useStoreValue((s) => s.users);
  const awaitingPeople = useStoreValue((s) => s.awaitingPeople);
  const self = useStoreValue((s) => s.current_user_id);
  const [receipts, setReceipts] = useState<Receipts>({ status: 'loading' });
  const load = useCallback(() => {
    setReceipts({ status: 'loading' });
    getReadReceipts(app.conn, message_id).then(
      ({ user_ids }) => setReceipts({ status: 'done', user_ids }),
      (e: unknown) => setReceipts({ status: 'error', error: errorText(e) }),
    );
  }, [app, message_id]);
  useEffect(load, [load]);
  const nameOf = (id: number) => personName({ users, awaitingPeople }, id);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className="dialog">
          <Dialog.Title>Read receipts</Dialog.Title>
          {receipts.status === 'loading' && <Dialog.Description>Loading…</Dialog.Description>}
          {receipts.status === 'error' && (
            <>
              <p className="error" role="alert">
                Could not load the read receipts: {receipts.error}
              </p>
              <button type="button" onClick={load}>
                Try again
              </button>
            </>
          )}
          {receipts.status === 'done' && (
            <>
              <Dialog.Description>
                {receipts.user_ids.length === 0
                  ? 'No one has read this message yet.'
                  : `This message has been read by ${receipts.user_ids.length} ${receipts.user_ids.length === 1 ? 'person' : 'people'}:`}
              </Dialog.Description>
              <ul className="read-receipts" aria-label="Readers">
                {receipts.user_ids
                  .map((id) => ({ id, name: nameOf(id) }))
                  .sort((a, b) => a.name.localeCompare(b.name))
                  .map(({ id, name }) => (
                    <li key={id}>
                      <Avatar user_id={id} url={users[id]?.avatar_url ?? null} size={24} />
                      {name}
                      {id === self && ' (you)'}
                    </li>
                  ))}
              </ul>
            </>
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
