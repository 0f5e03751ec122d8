/**
 * A message action asked for by name (a hotkey, on the selected message). An
 * action the user may not take says why in a notice instead of doing nothing.
 */

import { canViewEditHistory } from '../../../model/history-visibility';
import {
  type ActionPermission,
  canEditContent,
  canMoveMessage,
} from '../../../model/message-permissions';
import type { StoredMessage } from '../../../store/state';
import type { AppServices } from '../../common/app-context';
import { openDialog, openPicker, setMenuFor } from '../../common/message-ui';
import { showNotice } from '../../common/notices';
import type { FeedContextValue } from '../feed-context';
import { startEditing } from './editing';
import type { MessageKeyAction } from './message-keys';
import {
  markUnreadFromHere,
  THUMBS_UP,
  toggleCollapsed,
  toggleReaction,
  toggleStar,
} from './optimistic-actions';

function permitted(permission: ActionPermission, fallback: string): boolean {
  if (permission.allowed) return true;
  showNotice({ text: permission.reason ?? fallback, tone: 'info' }, 4000);
  return false;
}

export function performMessageAction(
  app: AppServices,
  action: MessageKeyAction,
  m: StoredMessage,
  feed: FeedContextValue | null,
  /** Where the emoji picker opens beside (its "Add emoji reaction" button, or the message). */
  anchor?: DOMRect | null,
): void {
  if (m.id <= 0) return;
  const state = app.parley.getState();
  const now = Date.now() / 1000;
  switch (action) {
    case 'menu':
      setMenuFor(m.id);
      return;
    case 'edit':
      if (permitted(canEditContent(state, m, now), 'You cannot edit this message')) {
        void startEditing(app, m.id);
      }
      return;
    case 'move':
      if (permitted(canMoveMessage(state, m, now), 'You cannot move this message')) {
        openDialog({ kind: 'move', message_id: m.id });
      }
      return;
    case 'history':
      if (permitted(canViewEditHistory(state, m), 'This message has not been edited')) {
        openDialog({ kind: 'history', message_id: m.id });
      }
      return;
    case 'star':
      void toggleStar(app, m);
      return;
    case 'collapse':
      void toggleCollapsed(app, m);
      return;
    case 'unreadFromHere':
      if (!feed) return;
      feed.pauseReading();
      void markUnreadFromHere(app, m, feed.narrow);
      return;
    case 'thumbsUp':
      void toggleReaction(app, m.id, THUMBS_UP);
      return;
    case 'picker':
      openPicker(m.id, anchor);
      return;
  }
}
