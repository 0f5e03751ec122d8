/**
 * Edit in place: `textbox` "Edit message" with the message's Markdown and compose's typeaheads
 * (for the message's conversation), Save and Cancel, Esc to cancel and Ctrl+Enter to save, and
 * the time left to edit when the organization limits it. Loaded the first time a message is
 * edited.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { targetOfMessage } from '../../../model/compose-target';
import { canEditContent, formatRemaining } from '../../../model/message-permissions';
import type { StoredMessage } from '../../../store/state';
import { useApp } from '../../common/app-context';
import { type MessageEdit, messageUi, setMessageEdit } from '../../common/message-ui';
import { replaceInTextarea, useTextTypeahead } from '../../typeahead';
import { cancelEditing, saveEdit, startEditing } from './editing';

interface Props {
  message: StoredMessage;
  edit: MessageEdit;
}

/** Seconds left until `deadline`, ticking once a second. */
function useSecondsLeft(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => setNow(Date.now() / 1000), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? undefined : deadline - now;
}

export default function MessageEditor({ message: m, edit }: Props) {
  const app = useApp();
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  // The deadline is fixed when the editor opens; the countdown runs from it.
  const [deadline] = useState(
    () => canEditContent(app.parley.getState(), m, Date.now() / 1000).deadline,
  );
  const left = useSecondsLeft(deadline);
  const expired = left !== undefined && left <= 0;
  const loading = edit.text === null;
  const setText = (text: string) => setMessageEdit(m.id, { ...edit, text, error: undefined });
  const typeahead = useTextTypeahead({
    textareaRef: ref,
    target: () => targetOfMessage(m, app.parley.getState().current_user_id),
    replace: (start, end, inserted) =>
      replaceInTextarea(ref.current, start, end, inserted, setText),
  });

  // The focus when the user opened the editor, not when it is only shown again (see `focus`).
  const { focus } = edit;
  useEffect(() => {
    if (loading || !focus) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
    const now = messageUi.getState().editing[m.id];
    if (now?.focus) setMessageEdit(m.id, { ...now, focus: undefined });
  }, [loading, focus, m.id]);

  const text = edit.text ?? '';
  /** Closes the editor, leaving the keyboard focus on the message (its time link). */
  const leave = (close: () => void) => {
    const article = ref.current?.closest('article');
    close();
    requestAnimationFrame(() => article?.querySelector<HTMLElement>('.message-time')?.focus());
  };
  const cancel = () => leave(() => cancelEditing(m.id));
  const save = () => {
    if (loading || expired || text.trim() === '') return;
    // Unchanged from the server's text: nothing to send. (Not the text the editor opened with:
    // after a refused save it reopens with the edit, which must still be sent.)
    if (text === edit.source) cancel();
    else leave(() => void saveEdit(app, m.id, text));
  };

  return (
    <div className="message-editor">
      <div className="message-editor-input">
        <textarea
          ref={ref}
          id={id}
          aria-label="Edit message"
          data-editing-message={m.id}
          aria-describedby={`${id}-status`}
          {...typeahead.inputProps}
          value={text}
          disabled={loading}
          placeholder={loading ? 'Loading the message…' : undefined}
          rows={Math.min(12, Math.max(2, text.split('\n').length + 1))}
          onChange={(e) => {
            setText(e.target.value);
            typeahead.onInput(e.target);
          }}
          onKeyDown={(e) => {
            // With suggestions open, Enter and Tab pick and Esc closes them, not the editor.
            if (typeahead.onKeyDown(e)) return;
            if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              cancel();
            } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              save();
            }
          }}
        />
        {typeahead.list}
      </div>
      <div className="message-editor-bar">
        <button type="button" className="primary" onClick={save} disabled={loading || expired}>
          Save
        </button>
        <button type="button" onClick={cancel}>
          Cancel
        </button>
        <span id={`${id}-status`} className="message-editor-status">
          {left !== undefined &&
            (expired
              ? 'The time limit for editing this message has passed'
              : `${formatRemaining(left)} left to edit`)}
        </span>
      </div>
      {edit.error && (
        <div className="message-editor-error" role="alert">
          {edit.error}{' '}
          {loading ? (
            <button type="button" onClick={() => void startEditing(app, m.id)}>
              Retry
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
