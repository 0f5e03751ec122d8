/**
 * Which message action is under way on screen: a message's menu, the emoji picker, a message
 * being edited, one of the dialogs. Kept apart from the data store (none of it comes from the
 * server) and addressed by message ID, so that buttons, hotkeys and, later, the selected-message
 * cursor all open the same things.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface MessageEdit {
  /** null while the Markdown source is being fetched. */
  text: string | null;
  status: 'editing' | 'saving';
  /** The server's refusal, shown in the editor with the text kept. */
  error?: string;
  /**
   * The Markdown the edit started from, as the server had it: Save with nothing changed from
   * it only closes. Kept through a refused save, whose editor reopens with the edited text.
   */
  source?: string;
  /**
   * The editor takes the keyboard focus when it shows: set when the user opens it (Edit, Open
   * in Drafts, a refused save), not when it is only shown again (a reload, a view revisited),
   * and cleared once the editor has taken it.
   */
  focus?: boolean;
}

export type MessageDialog =
  | { kind: 'move'; message_id: number; mode?: 'change_one' | 'change_later' | 'change_all' }
  | { kind: 'history'; message_id: number }
  | { kind: 'delete'; message_id: number }
  | { kind: 'read_receipts'; message_id: number }
  | { kind: 'remind'; message_id: number };

export interface MessageUi {
  menuFor: number | null;
  picker: { message_id: number; anchor: DOMRect | null } | null;
  editing: Record<number, MessageEdit>;
  dialog: MessageDialog | null;
  /** The topic whose name is being edited in its recipient bar: "stream_id:topic". */
  topicEditing: string | null;
  /** The topic "Move topic" is moving as a whole (from any topic menu, in any view). */
  topicMove: { stream_id: number; topic: string } | null;
  /** The one message showing its toolbar for the pointer or the focus (never two at once). */
  toolbarFor: number | null;
}

export const messageUi = createStore<MessageUi>(() => ({
  menuFor: null,
  picker: null,
  editing: {},
  dialog: null,
  topicEditing: null,
  topicMove: null,
  toolbarFor: null,
}));

export const useMessageUi = <T>(selector: (ui: MessageUi) => T): T => useStore(messageUi, selector);

export const setMenuFor = (menuFor: number | null) => messageUi.setState({ menuFor });

/** Opens the emoji picker beside `from` (an element, or where one was). */
export function openPicker(message_id: number, from?: Element | DOMRect | null) {
  const anchor = from && 'getBoundingClientRect' in from ? from.getBoundingClientRect() : from;
  messageUi.setState({ picker: { message_id, anchor: anchor ?? null } });
}
export const closePicker = () => messageUi.setState({ picker: null });

export const openDialog = (dialog: MessageDialog) => messageUi.setState({ dialog });
export const closeDialog = () => messageUi.setState({ dialog: null });

export function setMessageEdit(message_id: number, edit: MessageEdit | null) {
  const editing = { ...messageUi.getState().editing };
  if (edit) editing[message_id] = edit;
  else delete editing[message_id];
  messageUi.setState({ editing });
}

export const topicEditKey = (stream_id: number, topic: string) => `${stream_id}:${topic}`;
export const setTopicEditing = (key: string | null) => messageUi.setState({ topicEditing: key });

export const openTopicMove = (stream_id: number, topic: string) =>
  messageUi.setState({ topicMove: { stream_id, topic } });
export const closeTopicMove = () => messageUi.setState({ topicMove: null });
export const showToolbar = (message_id: number) => messageUi.setState({ toolbarFor: message_id });
/**
 * Hides the toolbar of this message, if it is the one shown and nothing opened from it is still
 * open: the focus leaves for its menu, picker or dialog and comes back to its button on close,
 * while the pointer, which has not moved, expects it still there.
 */
export function hideToolbar(message_id: number) {
  const ui = messageUi.getState();
  if (ui.toolbarFor !== message_id) return;
  if (
    ui.menuFor === message_id ||
    ui.picker?.message_id === message_id ||
    ui.dialog?.message_id === message_id
  ) {
    return;
  }
  messageUi.setState({ toolbarFor: null });
}
