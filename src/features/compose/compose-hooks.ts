/**
 * The compose box's page-wide habits: files dropped on the feed or the box, and a click on a
 * message replying to it (as in Zulip). Its hotkeys (r, c, x) are in the page's one table,
 * `hotkeys/keymap.ts`.
 */
import { useEffect, useRef } from 'react';
import type { View } from '../../model/route';
import { useApp } from '../common/app-context';
import { reply } from './compose-actions';
import { uploadFiles } from './upload-loader';

const INTERACTIVE =
  'a, button, input, label, textarea, select, summary, img, video, [role="button"]';

const hasFiles = (e: DragEvent) => [...(e.dataTransfer?.types ?? [])].includes('Files');
const inDropZone = (e: Event) =>
  e.target instanceof Element && e.target.closest('.main-view, .compose-area') !== null;

export function useDropAndReply(view: View, setDropping: (on: boolean) => void): void {
  const app = useApp();
  const viewRef = useRef(view);
  viewRef.current = view;
  useEffect(() => {
    const over = (e: DragEvent) => {
      if (!hasFiles(e) || !inDropZone(e)) return;
      e.preventDefault();
      setDropping(true);
    };
    const leave = (e: DragEvent) => {
      if (!e.relatedTarget) setDropping(false);
    };
    const drop = (e: DragEvent) => {
      setDropping(false);
      if (!hasFiles(e) || !inDropZone(e)) return;
      e.preventDefault();
      const files = [...(e.dataTransfer?.files ?? [])];
      if (files.length) void uploadFiles(app, files);
    };
    const click = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || !(e.target instanceof Element)) return;
      const article = e.target.closest<HTMLElement>('.main-view [data-message-id]');
      if (!article || e.target.closest(INTERACTIVE)) return;
      if (window.getSelection()?.toString()) return; // selecting text, not replying
      // A tap replies as a click does; a long press opens the message's actions instead.
      const message = app.parley.getState().messages.byId.get(Number(article.dataset.messageId));
      if (message && message.id > 0) reply(app.parley.getState(), viewRef.current, message);
    };
    document.addEventListener('dragover', over);
    document.addEventListener('dragleave', leave);
    document.addEventListener('drop', drop);
    document.addEventListener('click', click);
    return () => {
      document.removeEventListener('dragover', over);
      document.removeEventListener('dragleave', leave);
      document.removeEventListener('drop', drop);
      document.removeEventListener('click', click);
    };
  }, [app, setDropping]);
}
