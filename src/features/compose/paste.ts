/**
 * Pasting into a message box: HTML with formatting (links, lists, bold, code) becomes Markdown;
 * Ctrl+Shift+V pastes the plain text. The converter loads with the first such paste.
 */
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { retrying } from '../common/retrying-import';

const loadConverter = retrying(() => import('./paste-markdown'));

/** Whether pasted HTML carries anything Markdown would keep (otherwise the plain text will do). */
export const hasFormatting = (html: string) =>
  /<(a\s|b\b|strong|em\b|i\b|code|pre|ul|ol|h[1-6]|blockquote|kbd)|font-weight:\s*(bold|[6-9]00)/i.test(
    html,
  );

let plainNext = false;

/** Ctrl+Shift+V (⌘⇧V): the paste that follows is the plain text. */
export function notePlainPaste(e: KeyboardEvent): void {
  if (e.code === 'KeyV' && e.shiftKey && (e.ctrlKey || e.metaKey)) {
    plainNext = true;
    setTimeout(() => {
      plainNext = false;
    }, 1000);
  }
}

/**
 * Takes over a paste of formatted HTML and gives its Markdown to `insert` (at the selection,
 * undoably); returns false when the browser's own paste will do.
 */
export function pasteAsMarkdown(e: ClipboardEvent, insert: (text: string) => void): boolean {
  const plain = plainNext;
  plainNext = false;
  const html = e.clipboardData.getData('text/html');
  if (plain || !html || !hasFormatting(html)) return false;
  e.preventDefault();
  const fallback = e.clipboardData.getData('text/plain');
  void loadConverter()
    .then(({ htmlToMarkdown }) => insert(htmlToMarkdown(html) || fallback))
    .catch(() => insert(fallback));
  return true;
}

/**
 * A paste into the compose box, the plain stand-in's or the full one's: files upload, where
 * the cursor is; formatted text goes in as Markdown (`insert`); plain text is the browser's.
 */
export function pasteIntoCompose(
  e: ClipboardEvent,
  insert: (text: string) => void,
  upload: (files: File[]) => void,
): void {
  const files = [...e.clipboardData.files];
  if (files.length === 0) {
    pasteAsMarkdown(e, insert);
    return;
  }
  e.preventDefault();
  upload(files);
}
