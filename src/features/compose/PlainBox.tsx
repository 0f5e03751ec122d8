/** The compose box's stand-in while its code loads: the message text alone (ComposeArea.tsx). */
import { useLayoutEffect, useRef } from 'react';
import { useApp } from '../common/app-context';
import {
  closeCompose,
  composeStore,
  insertIntoCompose,
  registerTextarea,
  useBoxText,
} from './compose-state';
import { useEnterSends } from './enter-sends';
import { notePlainPaste, pasteIntoCompose } from './paste';
import { answerFocus, handOver } from './plain-box-handover';
import { uploadFiles } from './upload-loader';

/**
 * The text, before the rest of the box has loaded: nothing typed meanwhile is lost, and a send
 * asked for meanwhile happens once the box is there.
 */
export function PlainBox() {
  const app = useApp();
  const [content, type] = useBoxText();
  const enterSends = useEnterSends();
  const ref = useRef<HTMLTextAreaElement>(null);
  const typed = useRef(false);
  // Its cleanup runs before the node leaves the page, while it still has the cursor.
  // It takes the focus as it appears and so carries out a request for the focus in the
  // message, which the full box then does not do again; one for a recipient field is left to
  // the full box, which has them.
  useLayoutEffect(() => {
    const el = ref.current;
    el?.focus();
    const { focus } = composeStore.getState();
    if (focus.field === 'content') answerFocus(focus.seq);
    return () => handOver(el, typed.current);
  }, []);
  return (
    <textarea
      ref={(el) => {
        ref.current = el;
        // Pasted Markdown and snippets go in at this box's cursor until the full box comes.
        registerTextarea(el);
      }}
      className="compose-textarea"
      aria-label="Message"
      value={content}
      onFocus={(e) => e.currentTarget.setSelectionRange(content.length, content.length)}
      onChange={(e) => {
        typed.current = true;
        type(e.target.value);
      }}
      // A paste here is the same paste as in the full box: files upload, formatting is kept.
      onPaste={(e) =>
        pasteIntoCompose(e, insertIntoCompose, (files) => void uploadFiles(app, files))
      }
      onKeyDown={(e) => {
        notePlainPaste(e);
        if (e.key === 'Escape') {
          e.preventDefault();
          closeCompose();
          return;
        }
        if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
        if (enterSends === (e.ctrlKey || e.metaKey)) return;
        e.preventDefault();
        composeStore.setState({ sendRequested: true });
      }}
    />
  );
}
