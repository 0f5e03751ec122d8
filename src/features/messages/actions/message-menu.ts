/**
 * The "Message actions" menu's items for one message, in UI.md's order, each offered only to a
 * user who may take it (model/message-permissions.ts); an action a person would look for but
 * may not take now is shown disabled with the reason.
 */
import { supportsReminders } from '../../../api/feature-level';
import type { NarrowTerm } from '../../../api/types/narrow';
import { canViewEditHistory } from '../../../model/history-visibility';
import {
  type ActionPermission,
  canDeleteMessage,
  canEditContent,
  canMoveMessage,
} from '../../../model/message-permissions';
import type { StoredMessage } from '../../../store/state';
import type { MenuAction } from '../../common/ActionMenu';
import type { AppServices } from '../../common/app-context';
import { openDialog } from '../../common/message-ui';
import { startEditing } from './editing';
import {
  copyMessageLink,
  markUnreadFromHere,
  toggleCollapsed,
  toggleStar,
} from './optimistic-actions';

export interface MenuContext {
  /** The feed's narrow, where "Mark as unread from here" applies. */
  narrow?: readonly NarrowTerm[];
  pauseReading?(): void;
  /** Opens compose with the message quoted, when compose offers it. */
  quote?(m: StoredMessage): void;
  /** Opens compose on the message's conversation. */
  reply?(m: StoredMessage): void;
  /** Opens the emoji picker for the message (the way to react from a long press's menu). */
  react?(m: StoredMessage): void;
}

/** A menu item from a permission: absent, disabled with its reason, or enabled. */
function gated(
  permission: ActionPermission,
  label: string,
  onSelect: () => void,
  extra: Partial<MenuAction> = {},
): MenuAction[] {
  if (!permission.offered) return [];
  if (!permission.allowed) {
    return [{ label, onSelect, disabled: true, reason: permission.reason, ...extra }];
  }
  return [{ label, onSelect, ...extra }];
}

export function messageMenuItems(
  app: AppServices,
  m: StoredMessage,
  ctx: MenuContext,
  now = Date.now() / 1000,
): MenuAction[] {
  const state = app.parley.getState();
  const starred = m.flags.includes('starred');
  const collapsed = m.flags.includes('collapsed');
  const items: MenuAction[] = [];
  if (ctx.reply && m.id > 0) items.push({ label: 'Reply', onSelect: () => ctx.reply?.(m) });
  if (ctx.quote && m.id > 0)
    items.push({ label: 'Quote and reply', onSelect: () => ctx.quote?.(m) });
  if (ctx.react && m.id > 0)
    items.push({ label: 'Add emoji reaction', onSelect: () => ctx.react?.(m) });
  items.push(
    ...gated(canEditContent(state, m, now), 'Edit message', () => startEditing(app, m.id)),
    ...gated(canMoveMessage(state, m, now), 'Move messages', () =>
      openDialog({ kind: 'move', message_id: m.id }),
    ),
    ...gated(canViewEditHistory(state, m), 'View edit history', () =>
      openDialog({ kind: 'history', message_id: m.id }),
    ),
  );
  if (m.id <= 0) return items;
  items.push({
    label: starred ? 'Unstar message' : 'Star message',
    onSelect: () => void toggleStar(app, m),
  });
  const narrow = ctx.narrow;
  if (narrow && m.flags.includes('read')) {
    items.push({
      label: 'Mark as unread from here',
      onSelect: () => {
        ctx.pauseReading?.();
        void markUnreadFromHere(app, m, narrow);
      },
    });
  }
  items.push(
    { label: 'Copy link to message', onSelect: () => void copyMessageLink(app, m) },
    // Offered while the organization shows who has read what (the server refuses otherwise).
    ...(state.realm.enable_read_receipts
      ? [
          {
            label: 'Read receipts',
            onSelect: () => openDialog({ kind: 'read_receipts', message_id: m.id }),
          },
        ]
      : []),
    // Reminders came at FL 381; an older server would refuse them.
    ...(supportsReminders(state.server.zulip_feature_level)
      ? [
          {
            label: 'Remind me about this',
            onSelect: () => openDialog({ kind: 'remind', message_id: m.id }),
          },
        ]
      : []),
    {
      label: collapsed ? 'Expand message' : 'Collapse message',
      onSelect: () => void toggleCollapsed(app, m),
    },
    ...gated(
      canDeleteMessage(state, m, now),
      'Delete message',
      () => openDialog({ kind: 'delete', message_id: m.id }),
      { danger: true },
    ),
  );
  return items;
}
