/**
 * `alertdialog` "Delete message?": the confirmation before a message is deleted for everyone.
 * The message leaves the feed when the server's delete_message event arrives.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { deleteMessage } from '../../../api/endpoints/messages';
import { useApp } from '../../common/app-context';
import { useReturnFocus } from '../../common/return-focus';
import '../../common/dialog.css';
import { errorText } from '../../common/error-text';

export default function DeleteDialog({
  message_id,
  onClose,
}: {
  message_id: number;
  onClose(): void;
}) {
  const returnFocus = useReturnFocus();
  const app = useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await deleteMessage(app.conn, message_id);
      onClose();
    } catch (e) {
      setError(`Could not delete the message: ${errorText(e)}`);
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className="dialog" role="alertdialog">
          <Dialog.Title>Delete message?</Dialog.Title>
          <Dialog.Description>
            Deleting a message permanently removes it for everyone.
          </Dialog.Description>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button">Cancel</button>
            </Dialog.Close>
            <button
              type="button"
              className="primary danger"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {error ? 'Try again' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
