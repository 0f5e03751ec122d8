/**
 * `#settings/saved-snippets`: the user's saved snippets (compose inserts them from its menu).
 * Editing uses PATCH where the server has it (FL 368); older servers get delete and re-create.
 */
import { type FormEvent, useState } from 'react';
import {
  createSavedSnippet,
  deleteSavedSnippet,
  updateSavedSnippet,
} from '../../api/endpoints/snippets';
import type { SavedSnippet } from '../../api/types/models';
import { featureLevel, useApp, useStoreValue } from '../common/app-context';
import { ConfirmDialog, SaveStatus, useSave } from '../overlay';
import './snippets.css';

const SNIPPET_EDIT_FL = 368;

export function SnippetsSettings() {
  const snippets = useStoreValue((s) => s.savedSnippets);
  const list = Object.values(snippets).sort((a, b) => a.title.localeCompare(b.title));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedSnippet | null>(null);
  const app = useApp();
  return (
    <section className="settings-section" aria-label="Saved snippets">
      <p className="setting-hint">
        Text you insert often. The compose box offers them from its “Add saved snippet” menu.
      </p>
      {editing === 'new' ? (
        <SnippetForm onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          New saved snippet
        </button>
      )}
      {list.length === 0 ? (
        <p className="empty-state">No saved snippets yet.</p>
      ) : (
        <ul className="snippet-list" aria-label="Your saved snippets">
          {list.map((s) =>
            editing === s.id ? (
              <li key={s.id}>
                <SnippetForm snippet={s} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={s.id} className="snippet">
                <div className="snippet-text">
                  <strong>{s.title}</strong>
                  <pre>{s.content}</pre>
                </div>
                <div className="snippet-actions">
                  <button
                    type="button"
                    aria-label={`Edit ${s.title}`}
                    onClick={() => setEditing(s.id)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete ${s.title}`}
                    onClick={() => setDeleting(s)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete “${deleting.title}”?`}
          confirmLabel="Delete"
          danger
          onConfirm={() => deleteSavedSnippet(app.conn, deleting.id)}
          onClose={() => setDeleting(null)}
        >
          <p>The snippet is gone for good.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function SnippetForm({ snippet, onDone }: { snippet?: SavedSnippet; onDone(): void }) {
  const app = useApp();
  const [title, setTitle] = useState(snippet?.title ?? '');
  const [content, setContent] = useState(snippet?.content ?? '');
  const save = useSave();
  const maxLength = useStoreValue((s) => s.server.max_message_length);
  const problem =
    title.trim() === ''
      ? 'Give the snippet a title.'
      : content.trim() === ''
        ? 'Write the text to insert.'
        : [...content].length > maxLength
          ? `The text may be at most ${maxLength} characters.`
          : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    const t = title.trim();
    void save.run(
      async () => {
        if (!snippet) return createSavedSnippet(app.conn, t, content);
        if (featureLevel(app.parley) >= SNIPPET_EDIT_FL) {
          return updateSavedSnippet(app.conn, snippet.id, { title: t, content });
        }
        await createSavedSnippet(app.conn, t, content);
        return deleteSavedSnippet(app.conn, snippet.id);
      },
      { onDone },
    );
  };
  return (
    <form
      className="snippet-form"
      onSubmit={submit}
      aria-label={snippet ? `Edit ${snippet.title}` : 'New saved snippet'}
    >
      <label>
        Title
        <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        Text
        <textarea value={content} onChange={(e) => setContent(e.target.value)} rows={4} />
      </label>
      {problem && (title !== '' || content !== '') && <p className="field-error">{problem}</p>}
      <div className="save-bar">
        <button
          type="submit"
          className="primary"
          disabled={problem !== null || save.state.status === 'saving'}
        >
          {snippet ? 'Save snippet' : 'Add snippet'}
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
        <SaveStatus state={save.state} />
      </div>
    </form>
  );
}
