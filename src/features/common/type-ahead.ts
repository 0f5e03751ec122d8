/**
 * Keys typed while an on-demand part is still loading its code (the command palette, the emoji
 * picker, the move dialog, the `?` list) go to that part once it is there: never to the hotkeys,
 * nor to the field that had the focus.
 *
 * How: what opens such a part calls `holdTyping()` in the same event. A plain input, off screen,
 * takes the focus there and then, and whatever is typed lands in it as in any field (IME,
 * Backspace, arrows, paste all just work). The hotkeys stay quiet because the focus is in a text
 * field: their one listener needs no change. Enter is remembered; Esc cancels the opening. The
 * part, as it mounts, takes the text, the cursor and a pending Enter into its own input
 * (`useTypedAhead`). Compose does the same with a visible stand-in (compose/PlainBox.tsx).
 */

export interface Hold {
  /** Esc was pressed before the part came: it must not open. */
  readonly cancelled: boolean;
}

/** What was typed for a part while it loaded. */
export interface Typed {
  text: string;
  /** The cursor (or selection) in `text`. */
  start: number;
  end: number;
  /** Enter was pressed: the part acts on `text` as if Enter came now. */
  enter: boolean;
}

interface Held {
  hold: { cancelled: boolean };
  sink: HTMLInputElement;
  /** What had the focus: it gets it back if the opening is cancelled. */
  opener: HTMLElement | null;
  enter: boolean;
  onCancel?: () => void;
  onPop?: () => void;
}

let current: Held | null = null;

/**
 * Starts holding the keys for a part that is opening (`what` names it to screen readers), until
 * the part takes them; `onCancel` undoes the opening on Esc. Holding already, the same hold
 * goes on (a hotkey's action loads, then the part it opens).
 */
export function holdTyping(what: string, onCancel?: () => void): Hold {
  if (current) {
    if (onCancel) current.onCancel = onCancel;
    current.sink.setAttribute('aria-label', `${what} (loading)`);
    return current.hold;
  }
  const active = document.activeElement;
  const sink = document.createElement('input');
  sink.type = 'text';
  sink.className = 'visually-hidden';
  sink.autocomplete = 'off';
  sink.setAttribute('aria-label', `${what} (loading)`);
  const held: Held = {
    hold: { cancelled: false },
    sink,
    opener: active instanceof HTMLElement && active !== document.body ? active : null,
    enter: false,
    onCancel,
  };
  sink.addEventListener('keydown', (e) => {
    // Taken (the part is here, its focus still to move): the keys are the part's, Esc too.
    if (e.isComposing || current !== held) return;
    if (e.key === 'Enter') held.enter = true;
    else if (e.key === 'Escape') {
      e.stopPropagation();
      cancelTyping();
    } else if (e.key !== 'Tab') return;
    e.preventDefault();
  });
  // A click elsewhere: the keys are that place's now (the part still opens). Not when the
  // whole window loses the focus, to come back to the same field.
  sink.addEventListener('blur', () => {
    if (current === held && document.hasFocus()) endHold(held, null);
  });
  // Back (or any navigation) undoes an opening under way, or moves on from it.
  held.onPop = () => {
    if (current === held) endHold(held, held.opener);
  };
  window.addEventListener('popstate', held.onPop);
  current = held;
  document.body.append(sink);
  sink.focus({ preventScroll: true });
  return held.hold;
}

/**
 * Ends a hold, the focus moved to `focus` first: it never falls to the page in between. With
 * `focus` 'stay', the stand-in keeps it (taking no more for anyone) until the part moves it.
 */
function endHold(held: Held, focus: HTMLElement | null | undefined | 'stay') {
  current = null;
  if (held.onPop) window.removeEventListener('popstate', held.onPop);
  const { sink } = held;
  if (focus === 'stay' && document.activeElement === sink) {
    sink.addEventListener('blur', () => sink.remove(), { once: true });
    return;
  }
  if (focus !== 'stay' && focus?.isConnected) focus.focus({ preventScroll: true });
  sink.remove();
}

/** Esc, or the opener changed its mind: the part must not open; the focus goes back. */
export function cancelTyping(): void {
  const held = current;
  if (!held) return;
  held.hold.cancelled = true;
  endHold(held, held.opener);
  held.onCancel?.();
}

/** Nothing opens after all (the action was refused): the keys go back where they were. */
export function releaseTyping(): void {
  if (current) endHold(current, current.opener);
}

/**
 * The part is here: what was typed for it (null if nothing was held). If anything was, the focus
 * moves to `into`; else the part's dialog places it as it always does (its autofocus, in an
 * effect: until then the stand-in keeps it, so that no key falls to the page).
 */
export function takeTyping(into?: HTMLElement | null): Typed | null {
  const held = current;
  if (!held) return null;
  const { value, selectionStart, selectionEnd } = held.sink;
  const typed = value !== '' || held.enter;
  endHold(held, typed && into ? into : 'stay');
  return {
    text: value,
    start: selectionStart ?? value.length,
    end: selectionEnd ?? value.length,
    enter: held.enter,
  };
}

/** The text held so far: what a part shows in its first render. */
export const heldText = (): string => current?.sink.value ?? '';

/** What has the focus, or had it before the keys were held: where a part gives it back. */
export function focusBeforeTyping(): HTMLElement | null {
  const active = document.activeElement;
  if (current && active === current.sink) return current.opener;
  return active instanceof HTMLElement ? active : null;
}
