/**
 * `dialog` choosing when: a few quick choices (sent as soon as one is picked) and a custom
 * date and time in the user's time zone. Used to schedule a message, reschedule one, and set a
 * reminder; its own chunk, loaded when first opened.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { fromLocalInput, type TimeChoice, toLocalInput } from '../../model/schedule-times';
import { errorText } from './error-text';
import { useReturnFocus } from './return-focus';
import './dialog.css';
import './time-dialog.css';

export interface TimeDialogProps {
  title: string;
  /** The button that sends the custom time ("Schedule", "Set reminder"). */
  action: string;
  /** Where the custom time starts, in seconds. */
  initial: number;
  choices?: readonly TimeChoice[];
  /** Offer a note (reminders). */
  withNote?: boolean;
  /** Resolves once done (the dialog closes); a refusal is shown in the dialog. */
  onSubmit(timestamp: number, note: string): Promise<unknown>;
  onClose(): void;
}

export default function TimeDialog(props: TimeDialogProps) {
  const returnFocus = useReturnFocus();
  const [value, setValue] = useState(() => toLocalInput(props.initial));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = async (timestamp: number | undefined) => {
    if (timestamp === undefined) return setError('Choose a date and time.');
    if (timestamp <= Date.now() / 1000) return setError('Choose a time in the future.');
    setBusy(true);
    setError(undefined);
    try {
      await props.onSubmit(timestamp, note.trim());
      props.onClose();
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };
  const onCustom = (e: FormEvent) => {
    e.preventDefault();
    void submit(fromLocalInput(value));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="dialog time-dialog"
          // Opened from inside the compose form: React carries a portal's events to its parents,
          // and the form would send the message on this submit, or close on this Esc.
          onSubmit={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <Dialog.Title>{props.title}</Dialog.Title>
          <Dialog.Description className="time-zone">Times are in {zone}.</Dialog.Description>
          {props.withNote && (
            <label className="time-field">
              Note
              <input
                type="text"
                value={note}
                maxLength={1000}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
          )}
          {props.choices && (
            <ul className="time-choices" aria-label="When">
              {props.choices.map((c) => (
                <li key={c.label}>
                  <button type="button" disabled={busy} onClick={() => void submit(c.timestamp)}>
                    {c.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={onCustom}>
            <label className="time-field">
              {props.choices ? 'Custom time' : 'Date and time'}
              <input
                type="datetime-local"
                required
                value={value}
                min={toLocalInput(Date.now() / 1000)}
                onChange={(e) => setValue(e.target.value)}
              />
            </label>
            {error && (
              <p className="error" role="alert">
                {error}
              </p>
            )}
            <div className="dialog-buttons">
              <Dialog.Close asChild>
                <button type="button">Cancel</button>
              </Dialog.Close>
              <button type="submit" className="primary" disabled={busy}>
                {props.action}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
