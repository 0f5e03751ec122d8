/**
 * The compose box's state, and the small API other screens use to write with it:
 * `openCompose`, `replyTo`, `insertIntoCompose`, `closeCompose` (see src/features/README.md).
 * One box per page, so one store; the session (compose-session.ts) keeps drafts in step with it.
 */
import { useCallback, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ComposeTarget } from '../../model/compose-target';

export type ComposeField = 'channel' | 'topic' | 'to' | 'content';

export interface ComposeState {
  open: boolean;
  target: ComposeTarget;
  content: string;
  /** A refusal or the server's answer, shown in the box; cleared by the next edit. */
  error?: string;
  preview: boolean;
  /** Where focus should go; `seq` changes each time it is asked. */
  focus: { field: ComposeField; seq: number };
  /** Send was pressed before the box's code had loaded: it sends once it has. */
  sendRequested?: boolean;
}

export const composeStore = createStore<ComposeState>(() => ({
  open: false,
  target: { type: 'stream', stream_id: undefined, topic: '' },
  content: '',
  preview: false,
  focus: { field: 'content', seq: 0 },
}));

export const useCompose = <T>(selector: (s: ComposeState) => T): T =>
  useStore(composeStore, selector);

/**
 * What switching conversations does to the text: set by the session, which saves the old
 * conversation's draft and loads the new one's. Without a session (tests), the text stays.
 */
let switchTarget = (target: ComposeTarget) => composeStore.setState({ target });

export function setTargetSwitcher(fn: (target: ComposeTarget) => void): () => void {
  const before = switchTarget;
  switchTarget = fn;
  return () => {
    switchTarget = before;
  };
}

const focusOn = (field: ComposeField) => ({
  field,
  seq: composeStore.getState().focus.seq + 1,
});

export interface OpenOptions {
  /** Where the cursor goes; by default the first empty recipient field, else the message. */
  focus?: ComposeField;
}

function firstEmptyField(target: ComposeTarget): ComposeField {
  if (target.type === 'private') return target.to.length === 0 ? 'to' : 'content';
  if (target.stream_id === undefined) return 'channel';
  return 'content';
}

/** Opens the box addressed to `target` (its draft, if any, comes back with it). */
export function openCompose(target?: ComposeTarget, options: OpenOptions = {}): void {
  if (target) switchTarget(target);
  const now = composeStore.getState().target;
  composeStore.setState({
    open: true,
    focus: focusOn(options.focus ?? firstEmptyField(now)),
  });
}

/** Esc: the box closes, its text kept as the conversation's draft. */
export function closeCompose(): void {
  composeStore.setState({ open: false, preview: false, error: undefined });
}

let textarea: HTMLTextAreaElement | null = null;

/** The box's textarea registers itself so text can go in where the cursor is. */
export function registerTextarea(el: HTMLTextAreaElement | null): void {
  textarea = el;
}

export function setContent(content: string): void {
  composeStore.setState({ content, error: undefined });
}

/**
 * The text as a box shows it, and how the box's own typing sets it. A box just mounted is not
 * subscribed to the store yet (React subscribes after the first paint): a key typed then would
 * change the store but not the box, and React would put the box's older text back, losing the
 * key. So typing also sets the box's own state, which React renders at once, from the store.
 */
export function useBoxText(): [string, (text: string) => void] {
  const content = useCompose((s) => s.content);
  const [, setTyped] = useState('');
  const type = useCallback((text: string) => {
    setContent(text);
    setTyped(text);
  }, []);
  return [content, type];
}

/**
 * Puts text into the message where the cursor is (or at the end), opening the box if needed:
 * for quote-and-reply, saved snippets, uploads. Uses the browser's own editing where it can, so
 * Undo takes it back.
 */
export function insertIntoCompose(text: string): void {
  const state = composeStore.getState();
  if (!state.open) openCompose(undefined, { focus: 'content' });
  const el = textarea;
  if (el?.isConnected && !state.preview) {
    if (document.activeElement !== el) {
      el.focus();
      // Coming back to the box: text goes in at the cursor, never over a whole selection.
      if (el.selectionStart === 0 && el.selectionEnd === el.value.length) {
        el.setSelectionRange(el.value.length, el.value.length);
      }
    }
    // execCommand keeps the undo history; where it is missing (tests), edit the value.
    if (document.activeElement === el && document.execCommand?.('insertText', false, text)) return;
    const { selectionStart: start, selectionEnd: end, value } = el;
    setContent(value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => el.setSelectionRange(start + text.length, start + text.length));
    return;
  }
  const content = composeStore.getState().content;
  const sep = content === '' || content.endsWith('\n') ? '' : '\n';
  setContent(content + sep + text);
}

/** Replaces a range of the message (a typeahead's token, an upload's placeholder). */
export function replaceInCompose(start: number, end: number, text: string): void {
  const el = textarea;
  // Through the browser's editing (undoable) only where the user is typing: never steal focus.
  if (el && document.activeElement === el && el.value === composeStore.getState().content) {
    el.setSelectionRange(start, end);
    if (document.execCommand?.('insertText', false, text)) return;
  }
  const content = composeStore.getState().content;
  setContent(content.slice(0, start) + text + content.slice(end));
  if (el && document.activeElement === el) {
    requestAnimationFrame(() => el.setSelectionRange(start + text.length, start + text.length));
  }
}

export function showComposeError(error: string | undefined): void {
  composeStore.setState({ error });
}
