import { lazy, Suspense, useRef, useState } from 'react';
import { ActionMenu, type MenuAction } from '../common/ActionMenu';
import { useApp, useStoreValue } from '../common/app-context';
import { retrying } from '../common/retrying-import';
import { ComposeIcon } from './compose-icons';
import { composeStore, insertIntoCompose, useCompose } from './compose-state';
import { uploadFiles } from './upload-loader';

const SaveSnippetDialog = lazy(retrying(() => import('./SaveSnippetDialog')));

/** The box's tools: upload files, saved snippets (insert, save the message as one), preview. */
export function ComposeTools() {
  const app = useApp();
  const snippets = useStoreValue((s) => s.savedSnippets);
  const preview = useCompose((s) => s.preview);
  const empty = useCompose((s) => s.content.trim() === '');
  const fileRef = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);
  // A snippet chosen goes in as the menu closes, instead of focus going back to its button.
  const chosen = useRef<string | null>(null);

  const list = Object.values(snippets).sort((a, b) => a.title.localeCompare(b.title));
  const actions: (MenuAction | 'separator')[] = list.map((s) => ({
    label: s.title,
    onSelect: () => {
      chosen.current = s.content;
    },
  }));
  if (list.length === 0)
    actions.push({ label: 'No saved snippets yet', onSelect: () => {}, disabled: true });
  actions.push('separator', {
    label: 'Save as snippet',
    disabled: empty,
    reason: empty ? 'Write the message first' : undefined,
    onSelect: () => setSaving(true),
  });

  return (
    <div className="compose-tools">
      <button
        type="button"
        className="quiet compose-tool"
        aria-label="Upload files"
        title="Upload files"
        onClick={() => fileRef.current?.click()}
      >
        <ComposeIcon name="paperclip" />
      </button>
      <input
        ref={fileRef}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) void uploadFiles(app, files);
        }}
      />
      <ActionMenu
        label="Add saved snippet"
        className="quiet compose-tool"
        actions={actions}
        align="start"
        onCloseAutoFocus={(e) => {
          const text = chosen.current;
          chosen.current = null;
          if (text === null) return;
          e.preventDefault();
          requestAnimationFrame(() => insertIntoCompose(text));
        }}
      >
        <ComposeIcon name="snippet" />
      </ActionMenu>
      <button
        type="button"
        className="quiet compose-tool"
        aria-label="Preview"
        aria-pressed={preview}
        title={preview ? 'Back to editing' : 'Preview the message'}
        onClick={() =>
          composeStore.setState({
            preview: !preview,
            focus: { field: 'content', seq: composeStore.getState().focus.seq + 1 },
          })
        }
      >
        <ComposeIcon name="eye" />
      </button>
      {saving && (
        <Suspense fallback={null}>
          <SaveSnippetDialog onClose={() => setSaving(false)} />
        </Suspense>
      )}
    </div>
  );
}
