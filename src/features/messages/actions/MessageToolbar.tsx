/**
 * The buttons a message shows on hover, on focus and when opened by a hotkey: add a reaction,
 * star, and the "Message actions" menu. The menu's items are built when it opens, from the
 * state at that moment.
 */
import { useEffect, useState } from 'react';
import type { StoredMessage } from '../../../store/state';
import { ActionMenu, preloadActionMenu } from '../../common/ActionMenu';
import { useApp } from '../../common/app-context';
import { Icon } from '../../common/icons';
import { closePicker, openPicker, setMenuFor, useMessageUi } from '../../common/message-ui';
import { holdTyping } from '../../common/type-ahead';
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

/** Loads the menu and its items once the page is idle (the feed calls this once). */
export function preloadMenu(): void {
  if (menuModule) return;
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
  idle(() => {
    preloadActionMenu();
    void loadMenu();
  });
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
        onClick={(e) => {
          openPicker(m.id, e.currentTarget);
          // Keys typed while the picker's code loads are its search (after opening it, so that
          // this toolbar, shown by the focus, stays).
          holdTyping('Emoji picker', closePicker);
        }}
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
