import { useState } from 'react';
import { narrowToHash } from '../../model/narrow-url';
import { dmKey } from '../../store/keys';
import { selectUnreadCounts } from '../../store/unread-counts';
import { ActionMenu } from '../common/ActionMenu';
import { useApp, useStoreValue } from '../common/app-context';
import { copyLink } from '../common/copy';
import { markAsReadWithProgress } from '../unread';

interface Props {
  /** The other participants (the user's own ID for the conversation with oneself). */
  user_ids: number[];
  label: string;
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

/** A direct-message conversation's actions: mark it read, copy its link. */
export function DmMenu({ user_ids, label, open, onOpenChange }: Props) {
  const app = useApp();
  const [ownOpen, setOwnOpen] = useState(false);
  const shown = open ?? ownOpen;
  const users = useStoreValue((s) => s.users);
  const actions = () => {
    const state = app.parley.getState();
    const unread = selectUnreadCounts(state).dms[dmKey(user_ids, state.current_user_id)] ?? 0;
    const narrow = [{ operator: 'dm', operand: user_ids }];
    return [
      {
        label: 'Mark all messages as read',
        disabled: unread === 0,
        onSelect: () => void markAsReadWithProgress(app, narrow, unread),
      },
      {
        label: 'Copy link to conversation',
        onSelect: () =>
          void copyLink(narrowToHash(narrow, { userName: (id) => users[id]?.full_name })),
      },
    ];
  };
  return (
    <ActionMenu
      label={`Conversation actions for ${label}`}
      actions={shown ? actions() : []}
      open={shown}
      onOpenChange={(o) => {
        setOwnOpen(o);
        onOpenChange?.(o);
      }}
    />
  );
}
