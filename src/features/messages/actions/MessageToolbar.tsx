/**
 * The buttons a message shows on hover, on focus and when opened by a hotkey: add a reaction,
 * star, and the "Message actions" menu. The menu's items are built when it opens, from the
 * state at that moment.
 */
import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { StoredMessage } from '../../../store/state';
import { ActionMenu } from '../../common/ActionMenu';
import { useApp } from '../../common/app-context';
import { Icon } from '../../common/icons';
import {
  hideToolbar,
  messageUi,
  openPicker,
  setMenuFor,
  showToolbar,
  useMessageUi,
} from '../../common/message-ui';
import { useFeedContext } from '../feed-context';
import { toggleStar } from './lazy-actions';
import { useQuote, useReply } from './quote';
import './message-actions.css';
import { retrying } from '../../common/retrying-import';

// The menu's items (and what they start) are not needed to show messages: they load once the
// page is idle, or at the latest when a menu opens.
type MenuModule = typeof import('./message-menu');
let menuModule: MenuModule | undefined;
let loading: Promise<MenuModule> | undefined;
const loadMenu = () => {
  loading ??= retrying(() => import('./message-menu'))().then((mod) => (menuModule = mod));
  return loading;
};

/** Loads the menu's items once the page is idle (the feed calls this once). */
export function preloadMenu(): void {
  if (menuModule) return;
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
  idle(() => void loadMenu());
}

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

export function MessageToolbar({ message: m }: { message: StoredMessage }) {
  const app = useApp();
  const feed = useFeedContext();
  const quote = useQuote();
  const reply = useReply();
  const open = useMessageUi((ui) => ui.menuFor === m.id);
  const [menu, setMenu] = useState(menuModule);
  useEffect(() => {
    if (open && !menu) void loadMenu().then(setMenu);
  }, [open, menu]);
  if (m.id <= 0) return null;
  const starred = m.flags.includes('starred');
  return (
    <div className="message-toolbar">
      <button
        type="button"
        className="quiet toolbar-button"
        aria-label="Add emoji reaction"
        title="Add emoji reaction (:)"
        onClick={(e) => openPicker(m.id, e.currentTarget)}
      >
        <Icon name="smile" />
      </button>
      {!starred && <StarButton message={m} />}
      <ActionMenu
        label="Message actions"
        className="quiet toolbar-button menu-button"
        open={open}
        onOpenChange={(o) => setMenuFor(o ? m.id : null)}
        actions={
          open && menu
            ? menu.messageMenuItems(app, m, {
                narrow: feed?.narrow,
                pauseReading: feed?.pauseReading,
                quote: quote ?? undefined,
                reply,
                react: (message) => openPicker(message.id),
              })
            : []
        }
      />
    </div>
  );
}

/**
 * "Star message" in the toolbar; "Unstar message" beside the time, shown at all times while the
 * message is starred (as Zulip shows its star), so the toolbar does not repeat it.
 */
export function StarButton({ message: m }: { message: StoredMessage }) {
  const app = useApp();
  const starred = m.flags.includes('starred');
  const label = starred ? 'Unstar message' : 'Star message';
  return (
    <button
      type="button"
      className={starred ? 'quiet toolbar-button star-on' : 'quiet toolbar-button star-off'}
      aria-label={label}
      aria-pressed={starred}
      title={`${label} (Ctrl+S)`}
      onClick={() => void toggleStar(app, m)}
    >
      <Icon name="star" />
    </button>
  );
}
