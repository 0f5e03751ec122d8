import { type RefObject, useSyncExternalStore } from 'react';
import { useApp, useStoreValue } from '../common/app-context';
import { useTextTypeahead } from '../typeahead';
import { useComposeSession } from './compose-session';
import {
  composeStore,
  insertIntoCompose,
  registerTextarea,
  replaceInCompose,
  useBoxText,
} from './compose-state';
import { notePlainPaste, pasteIntoCompose } from './paste';
import { uploadFiles } from './upload-loader';

// A touch screen or a phone's width.
const TOUCH = '(pointer: coarse), (max-width: 600px)';
const canAsk = () => typeof window.matchMedia === 'function';
const watchTouch = (onChange: () => void) => {
  if (!canAsk()) return () => {};
  const query = window.matchMedia(TOUCH);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isTouch = () => canAsk() && window.matchMedia(TOUCH).matches;

interface Props {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  enterSends: boolean;
  onSend(): void;
}

/**
 * `textbox` "Message": Enter or Ctrl+Enter sends (the user's `enter_sends`), the other adds a
 * line; @, # and : open suggestions (their code loads with the box); pasted files upload.
 */
export function MessageInput({ textareaRef, enterSends, onSend }: Props) {
  const app = useApp();
  const session = useComposeSession();
  const [content, type] = useBoxText();
  const maxLength = useStoreValue((s) => s.server.max_message_length);
  const touch = useSyncExternalStore(watchTouch, isTouch, () => false);
  const typeahead = useTextTypeahead({
    textareaRef,
    target: () => composeStore.getState().target,
    replace: replaceInCompose,
  });

  return (
    <div className="compose-input">
      <textarea
        ref={(el) => {
          textareaRef.current = el;
          registerTextarea(el);
        }}
        className="compose-textarea"
        aria-label="Message"
        {...typeahead.inputProps}
        placeholder={
          // A phone has no Ctrl key to speak of: its Send button sends.
          touch
            ? 'Message'
            : enterSends
              ? 'Message (Enter to send)'
              : 'Message (Ctrl+Enter to send)'
        }
        value={content}
        rows={3}
        onChange={(e) => {
          type(e.target.value);
          session.typing.input(composeStore.getState().target, e.target.value);
          typeahead.onInput(e.target);
        }}
        onPaste={(e) =>
          pasteIntoCompose(e, insertIntoCompose, (files) => void uploadFiles(app, files))
        }
        onKeyDown={(e) => {
          notePlainPaste(e);
          if (typeahead.onKeyDown(e)) return;
          if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.nativeEvent.isComposing) return;
          const modified = e.ctrlKey || e.metaKey;
          if (enterSends !== modified) {
            e.preventDefault();
            onSend();
          } else if (modified) {
            // Ctrl+Enter when Enter sends: a new line, as Shift+Enter.
            e.preventDefault();
            replaceInCompose(e.currentTarget.selectionStart, e.currentTarget.selectionEnd, '\n');
          }
        }}
      />
      {content.length > maxLength * 0.9 && (
        <span className="compose-count" aria-live="polite">
          {content.length} / {maxLength}
        </span>
      )}
      {typeahead.list}
    </div>
  );
}
