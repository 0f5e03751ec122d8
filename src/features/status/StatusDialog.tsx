/**
 * `dialog` "Set status": a message (up to 60 characters) with an emoji, Zulip's quick choices,
 * when it clears itself, and clearing it now. A chunk of its own, loaded as it opens.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { updateStatus } from '../../api/endpoints/presence';
import { emojiCharacter } from '../../model/reactions';
import {
  CLEAR_AFTER,
  type ClearAfter,
  clearAt,
  emojiOf,
  QUICK_STATUSES,
  type StatusChoice,
  statusRequest,
} from '../../model/status-choices';
import { useApp, useStoreValue } from '../common/app-context';
import { errorText } from '../common/error-text';
import { useReturnFocus } from '../common/return-focus';
import { rememberExpiry } from './expiry';
import { closeStatusDialog } from './status-dialog-state';
import '../common/dialog.css';
import './status.css';

const MAX_TEXT = 60;

const emojiChar = (code: string) => emojiCharacter(code) ?? '';

export default function StatusDialog() {
  const { conn } = useApp();
  const self = useStoreValue((s) => s.current_user_id);
  const current = useStoreValue((s) => s.userStatus[s.current_user_id]);
  const [text, setText] = useState(current?.status_text ?? '');
  const [emoji, setEmoji] = useState<StatusChoice | null>(emojiOf(current));
  const [clearAfter, setClearAfter] = useState<ClearAfter>('never');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();

  const send = async (t: string, e: StatusChoice | null, after: ClearAfter) => {
    setBusy(true);
    setError(null);
    try {
      const request = statusRequest(t, e);
      await updateStatus(conn, request);
      const at = clearAt(after, new Date());
      const set = request.status_text !== '' || request.emoji_name !== '';
      rememberExpiry(
        conn.realm,
        self,
        at !== null && set ? { at, status_text: request.status_text } : null,
      );
      closeStatusDialog();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeStatusDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog status-dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <Dialog.Title>Set status</Dialog.Title>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void send(text, emoji, clearAfter);
            }}
          >
            <div className="status-field">
              {emoji && (
                <button
                  type="button"
                  className="quiet status-field-emoji"
                  aria-label={`Remove emoji ${emoji.emoji_name.replaceAll('_', ' ')}`}
                  onClick={() => setEmoji(null)}
                >
                  {emojiChar(emoji.emoji_code)}
                </button>
              )}
              <input
                type="text"
                aria-label="Status message"
                placeholder="Your status"
                maxLength={MAX_TEXT}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
            <ul className="status-choices" aria-label="Quick choices">
              {QUICK_STATUSES.map((c) => (
                <li key={c.status_text}>
                  <button
                    type="button"
                    className="quiet status-choice"
                    aria-pressed={text === c.status_text && emoji?.emoji_name === c.emoji_name}
                    onClick={() => {
                      setText(c.status_text);
                      setEmoji(c);
                    }}
                  >
                    <span aria-hidden>{emojiChar(c.emoji_code)}</span> {c.status_text}
                  </button>
                </li>
              ))}
            </ul>
            <label className="status-clear-after">
              Clear status after
              <select
                value={clearAfter}
                onChange={(e) => setClearAfter(e.target.value as ClearAfter)}
              >
                {CLEAR_AFTER.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            {error && (
              <p role="alert" className="error">
                {error}
              </p>
            )}
            <div className="dialog-buttons">
              {(current?.status_text || current?.emoji_name) && (
                <button
                  type="button"
                  className="status-clear-now"
                  disabled={busy}
                  onClick={() => void send('', null, 'never')}
                >
                  Clear status
                </button>
              )}
              <Dialog.Close asChild>
                <button type="button">Cancel</button>
              </Dialog.Close>
              <button type="submit" className="primary" disabled={busy}>
                Save
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
