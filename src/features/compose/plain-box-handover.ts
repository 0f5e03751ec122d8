/**
 * The plain box (the text alone, shown while the compose box's code loads) hands the cursor to
 * the full box in the same commit that swaps them: keys pressed in between would otherwise go
 * to the page and be lost. It hands its text on too: the full box was rendered a moment
 * before (React yields to the browser while it renders), so keys typed into the plain box
 * meanwhile are not in it yet, and the next key typed would write over them.
 * A box opened on another field (x: "To", a new topic) takes the cursor there when it arrives,
 * unless the person has begun typing the message meanwhile: the cursor stays under their fingers
 * rather than sending the rest of their words into another field.
 * And a request for the focus is carried out once: the plain box carries it out as it opens, so
 * the full box arriving later leaves the focus where the person has taken it since (the Inbox
 * they went back to), instead of pulling it back into the message.
 */
import type { ComposeField } from './compose-state';

let handed: { start: number; end: number; value: string; typed: boolean } | undefined;

/**
 * Called as the plain box goes: whether it had the cursor, and where; `typed`, whether the
 * person typed into it.
 */
export function handOver(el: HTMLTextAreaElement | null, typed: boolean): void {
  if (!el || document.activeElement !== el) return;
  const at = { start: el.selectionStart, end: el.selectionEnd, value: el.value, typed };
  handed = at;
  // Only for the box mounted in this same commit: a plain box closed (Esc) hands nothing on.
  queueMicrotask(() => {
    if (handed === at) handed = undefined;
  });
}

/**
 * Called as the full box arrives, asked to focus `field`: puts the cursor back in the message
 * where it was, if the plain box had it and the message is where it belongs.
 */
export function takeOver(el: HTMLTextAreaElement | null, field: ComposeField): boolean {
  const at = handed;
  handed = undefined;
  if (!at || !el || (field !== 'content' && !at.typed)) return false;
  if (el.value !== at.value) el.value = at.value;
  el.focus();
  el.setSelectionRange(at.start, at.end);
  return true;
}

/** The last request for the focus (compose's `focus.seq`) that a box has carried out. */
let answered: number | undefined;

/** Whether the request `seq` is still to be carried out; either way, it is carried out now. */
export function answerFocus(seq: number): boolean {
  const pending = answered !== seq;
  answered = seq;
  return pending;
}
