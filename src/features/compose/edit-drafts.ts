/**
 * Edits in progress kept as drafts: the editors open in this tab (`editing` in
 * common/message-ui.ts) are saved in the session's DraftBook as the user types, so that an edit
 * survives a reload and reopens where its message shows; a saved or cancelled edit leaves none.
 * The compose session runs it, beside the compose box's own draft.
 */
import { type ComposeTarget, targetOfMessage } from '../../model/compose-target';
import type { DraftBook } from '../../model/drafts';
import type { ParleyStore } from '../../store/store';
import { type MessageEdit, messageUi, setMessageEdit } from '../common/message-ui';

const SAVE_DELAY_MS = 400;
/** The editor that had the focus as this tab unloaded: after the reload it takes it again. */
const FOCUSED_KEY = 'parley.edit.focused';

type Editors = Record<number, MessageEdit>;
type Keepable = MessageEdit & { text: string; source: string };

/** An editor whose text can be kept: loaded, knowing the source it started from. */
const keepable = (e: MessageEdit | undefined): e is Keepable =>
  e?.status === 'editing' && e.text !== null && e.source !== undefined;

function focusedAtUnload(): number | undefined {
  try {
    const id = Number(sessionStorage.getItem(FOCUSED_KEY));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers which editor (if any) has the focus as the page goes away. */
function rememberFocus(): void {
  const el = document.activeElement;
  const id = el instanceof HTMLElement ? el.dataset.editingMessage : undefined;
  try {
    if (id) sessionStorage.setItem(FOCUSED_KEY, id);
    else sessionStorage.removeItem(FOCUSED_KEY);
  } catch {
    // Not remembered: the editor reopens without the focus.
  }
}

export class EditDrafts {
  /**
   * Editors changed since the last save, with where their message was then: a message deleted
   * before the save still has its edit kept, and said where.
   */
  private dirty = new Map<number, ComposeTarget | undefined>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly drafts: DraftBook,
    private readonly parley: ParleyStore,
  ) {}

  /** Runs for the session; returns the way to stop it. */
  start(): () => void {
    this.restore();
    const stop = messageUi.subscribe((s, prev) => {
      if (s.editing !== prev.editing) this.editorsChanged(s.editing, prev.editing);
    });
    const onHide = () => {
      this.flush();
      rememberFocus();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      stop();
      window.removeEventListener('pagehide', onHide);
      this.flush();
      // Another login must not meet this one's editors; the drafts bring them back.
      messageUi.setState({ editing: {} });
    };
  }

  /** Drafts' Open: the editor opens (or is already open) with the kept text, and takes the focus. */
  open(message_id: number): void {
    const here = messageUi.getState().editing[message_id];
    const kept = this.drafts.getEdit(message_id);
    if (keepable(here)) setMessageEdit(message_id, { ...here, focus: true });
    else if (kept?.edit) setMessageEdit(message_id, editorOf(kept.content, kept.edit.source, true));
  }

  /** Drafts' Delete: the edit is gone for good, and its editor closes. */
  discard(message_id: number): void {
    this.dirty.delete(message_id);
    this.drafts.deleteEdit(message_id);
    if (messageUi.getState().editing[message_id]) setMessageEdit(message_id, null);
  }

  /** The edits' texts as kept, before another tab's change is read (for followElsewhere). */
  kept(): Map<number, string> {
    return new Map(this.drafts.edits().map((d) => [d.edit?.message_id ?? 0, d.content]));
  }

  /**
   * Another tab changed the drafts: an editor here that held the edit as it was kept follows
   * (closes when the edit was deleted, saved or cancelled there; takes the text written there),
   * and an edit begun there opens here. Text typed here meanwhile stays.
   */
  followElsewhere(before: Map<number, string>): void {
    const { editing } = messageUi.getState();
    const ids = new Set([...before.keys(), ...this.kept().keys()]);
    for (const id of ids) {
      const here = editing[id];
      const after = this.drafts.getEdit(id);
      if (!here) {
        if (after?.edit && after.content !== before.get(id)) {
          setMessageEdit(id, editorOf(after.content, after.edit.source, false));
        }
        continue;
      }
      if (!keepable(here) || here.text !== (before.get(id) ?? here.source)) continue;
      this.dirty.delete(id);
      if (!after?.edit) setMessageEdit(id, null);
      else if (after.content !== here.text) {
        setMessageEdit(id, { ...here, text: after.content, source: after.edit.source });
      }
    }
  }

  /** Keeps the changed editors' texts now. */
  flush(): void {
    clearTimeout(this.timer);
    const { editing } = messageUi.getState();
    for (const [id, seen] of this.dirty) {
      const edit = editing[id];
      // Where the message is now, else where it was last seen.
      const target = this.whereIs(id) ?? seen ?? this.drafts.getEdit(id)?.target;
      if (!keepable(edit) || !target) continue;
      this.drafts.saveEdit(target, { message_id: id, source: edit.source }, edit.text);
    }
    this.dirty.clear();
  }

  /** After a reload: every kept edit's editor is open again; the one that had the focus takes it. */
  private restore(): void {
    const focused = focusedAtUnload();
    const editing: Editors = { ...messageUi.getState().editing };
    for (const d of this.drafts.edits()) {
      if (!d.edit || editing[d.edit.message_id]) continue;
      const { message_id, source } = d.edit;
      editing[message_id] = editorOf(d.content, source, message_id === focused);
    }
    messageUi.setState({ editing });
  }

  private whereIs(message_id: number): ComposeTarget | undefined {
    const state = this.parley.getState();
    const m = state.messages.byId.get(message_id);
    return m && targetOfMessage(m, state.current_user_id);
  }

  private editorsChanged(now: Editors, before: Editors): void {
    for (const [key, edit] of Object.entries(now)) {
      const id = Number(key);
      if (edit !== before[id] && keepable(edit)) this.dirty.set(id, this.whereIs(id));
    }
    // Closed: saved, or cancelled. (A save in progress keeps the draft until it succeeds.)
    for (const key of Object.keys(before)) {
      const id = Number(key);
      if (now[id]) continue;
      this.dirty.delete(id);
      this.drafts.deleteEdit(id);
    }
    clearTimeout(this.timer);
    if (this.dirty.size > 0) this.timer = setTimeout(() => this.flush(), SAVE_DELAY_MS);
  }
}

const editorOf = (text: string, source: string, focus: boolean): MessageEdit => ({
  text,
  status: 'editing',
  source,
  ...(focus ? { focus } : {}),
});
