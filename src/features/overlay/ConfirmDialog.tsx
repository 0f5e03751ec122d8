/** An `alertdialog` asking to confirm something that is hard to undo. */
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef, useState } from 'react';
import '../common/dialog.css';
import { useReturnFocus } from '../common/return-focus';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm(): Promise<unknown>;
  onClose(): void;
  /**
   * Where the focus goes once confirmed, when the control that opened the dialog is gone or
   * would be the wrong place (the row of a removed subscriber): by default back to that control.
   */
  focusAfterConfirm?: () => HTMLElement | null | undefined;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  focusAfterConfirm,
}: Props) {
  const [busy, setBusy] = useState(false);
  const confirmed = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      confirmed.current = true;
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  // Opened from a menu or a button, not a Trigger: Radix would leave the focus on the page.
  const returnFocus = useReturnFocus();
  const closeAutoFocus = (event: Event) => {
    const target = confirmed.current ? focusAfterConfirm?.() : undefined;
    if (!target) return returnFocus(event);
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay confirm-overlay" />
        <Dialog.Content
          onCloseAutoFocus={closeAutoFocus}
          role="alertdialog"
          className="dialog confirm-dialog"
          aria-describedby={undefined}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <div className="confirm-body">{children}</div>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button">Cancel</button>
            </Dialog.Close>
            <button
              type="button"
              className={danger ? 'primary danger' : 'primary'}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
