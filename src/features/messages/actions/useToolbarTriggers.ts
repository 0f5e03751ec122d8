/** When a message shows its toolbar: the pointer, the focus, a long press (MessageToolbar.tsx). */
import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
  useEffect,
  useRef,
} from 'react';
import {
  hideToolbar,
  messageUi,
  setMenuFor,
  showToolbar,
  useMessageUi,
} from '../../common/message-ui';

/** How long a finger rests on a message to open its actions, and how far it may wander. */
const LONG_PRESS_MS = 500;
const LONG_PRESS_SLOP = 10;

/**
 * When a message shows its toolbar: under the mouse or with the focus in it (one message at a
 * time), or while its menu, picker or a dialog about it is open. Rendered only then, so the
 * feed's rows stay light. By touch, a tap replies (as a click does) and shows no toolbar; a long
 * press opens the message's actions.
 */
export function useToolbarTriggers(message_id: number) {
  const shown = useMessageUi(
    (ui) =>
      ui.menuFor === message_id ||
      ui.picker?.message_id === message_id ||
      ui.dialog?.message_id === message_id ||
      (ui.toolbarFor === message_id && ui.menuFor === null && ui.picker === null),
  );
  const press = useRef<{ x: number; y: number; timer: number; fired: boolean } | null>(null);
  const byTouch = useRef(false);
  const cancelPress = () => {
    if (press.current) window.clearTimeout(press.current.timer);
  };
  // A press under way when the row goes (scrolled away) opens nothing.
  useEffect(
    () => () => {
      if (press.current) window.clearTimeout(press.current.timer);
    },
    [],
  );
  return {
    shown,
    handlers: {
      onPointerEnter: (e: PointerEvent) => {
        if (e.pointerType === 'mouse') showToolbar(message_id);
      },
      onPointerLeave: (e: PointerEvent) => {
        if (e.pointerType === 'mouse' && !e.currentTarget.contains(document.activeElement)) {
          hideToolbar(message_id);
        }
      },
      onPointerDown: (e: PointerEvent) => {
        byTouch.current = e.pointerType === 'touch';
        cancelPress();
        if (!byTouch.current) return;
        const timer = window.setTimeout(() => {
          if (press.current) press.current.fired = true;
          setMenuFor(message_id);
        }, LONG_PRESS_MS);
        press.current = { x: e.clientX, y: e.clientY, timer, fired: false };
      },
      onPointerMove: (e: PointerEvent) => {
        // A pointer already over the message when its toolbar went (Esc in a menu) brings it
        // back by moving, as it would by entering.
        if (e.pointerType === 'mouse' && messageUi.getState().toolbarFor !== message_id) {
          showToolbar(message_id);
        }
        const p = press.current;
        if (p && Math.hypot(e.clientX - p.x, e.clientY - p.y) > LONG_PRESS_SLOP) cancelPress();
      },
      onPointerUp: cancelPress,
      onPointerCancel: cancelPress,
      // The click that ends a long press does not reply; nor does the browser's own menu open.
      onClickCapture: (e: MouseEvent) => {
        if (press.current?.fired) {
          press.current = null;
          e.preventDefault();
          e.stopPropagation();
        }
      },
      // Nor the mouse events a touch ends with: their focus would close the menu just opened.
      onTouchEnd: (e: TouchEvent) => {
        if (press.current?.fired) e.preventDefault();
      },
      onContextMenu: (e: MouseEvent) => {
        if (byTouch.current) e.preventDefault();
      },
      onFocus: () => {
        // A tap focuses the message, and replies: no toolbar to leave behind.
        if (!byTouch.current) showToolbar(message_id);
      },
      onBlur: (e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hideToolbar(message_id);
      },
    },
  };
}
