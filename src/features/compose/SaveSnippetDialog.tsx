import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { createSavedSnippet } from '../../api/endpoints/snippets';
import { useApp } from '../common/app-context';
import { showNotice } from '../common/notices';
import { composeStore } from './compose-state';
import '../common/dialog.css';
import { useReturnFocus } from '../common/return-focus';

/** `dialog` "Save as snippet": the message (as it is now) kept under a title for later. */
export default function SaveSnippetDialog({ onClose }: { onClose(): void }) {
  const app = useApp();
  const titleId = useId();
  const content = composeStore.getState().content;
  const [title, setTitle] = useState(() => content.split('\n')[0]!.slice(0, 40).trim());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Opened from a menu or a button, not a Trigger: Radix would leave the focus on the page.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="dialog"
          aria-describedby={undefined}
        >
          <Dialog.Title>Save as snippet</Dialog.Title>
          <form
            onSubmit={async (e) => {
              e.preventDefault();
              setBusy(true);
              try {
                await createSavedSnippet(app.conn, title.trim(), content);
                showNotice({ text: `Saved “${title.trim()}” as a snippet.`, tone: 'info' });
                onClose();
              } catch (err) {
                setError(err instanceof Error ? err.message : String(err));
                setBusy(false);
              }
            }}
          >
            <label htmlFor={titleId}>Title</label>
            <input
              id={titleId}
              className="snippet-title"
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
            />
            <pre className="snippet-content">{content}</pre>
            {error && (
              <p className="error" role="alert">
                {error}
              </p>
            )}
            <div className="dialog-buttons">
              <Dialog.Close asChild>
                <button type="button">Cancel</button>
              </Dialog.Close>
              <button type="submit" className="primary" disabled={busy || title.trim() === ''}>
                Save
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
