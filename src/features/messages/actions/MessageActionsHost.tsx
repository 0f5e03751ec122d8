/**
 * Where the message actions' layers open: the emoji picker and the move, history and delete
 * dialogs, each loaded the first time it is needed. One per feed.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useApp } from '../../common/app-context';
import { closeDialog, closePicker, useMessageUi } from '../../common/message-ui';
import { retrying } from '../../common/retrying-import';
import { loadEditHistoryDialog } from '../../edit-history';
import { loadEmojiPicker } from '../../emoji-picker';
import { loadMoveDialog } from '../../move';
import { useBackCloses } from './back-closes';
import { toggleReaction } from './lazy-actions';
import { preloadMenu } from './MessageToolbar';

const EmojiPicker = lazy(retrying(loadEmojiPicker));
const MoveDialog = lazy(retrying(loadMoveDialog));
const EditHistoryDialog = lazy(retrying(loadEditHistoryDialog));
const DeleteDialog = lazy(retrying(() => import('./DeleteDialog')));
const ReadReceiptsDialog = lazy(retrying(() => import('./ReadReceiptsDialog')));
const RemindDialog = lazy(retrying(() => import('./RemindDialog')));

export function MessageActionsHost() {
  const app = useApp();
  const picker = useMessageUi((ui) => ui.picker);
  const dialog = useMessageUi((ui) => ui.dialog);
  useBackCloses(picker !== null, closePicker);
  useBackCloses(dialog !== null, closeDialog);
  useEffect(preloadMenu, []);
  return (
    <Suspense fallback={null}>
      {picker && (
        <EmojiPicker
          anchor={picker.anchor}
          onPick={(emoji) => {
            closePicker();
            void toggleReaction(app, picker.message_id, emoji);
          }}
          onClose={closePicker}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog message_id={dialog.message_id} mode={dialog.mode} onClose={closeDialog} />
      )}
      {dialog?.kind === 'history' && (
        <EditHistoryDialog message_id={dialog.message_id} onClose={closeDialog} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog message_id={dialog.message_id} onClose={closeDialog} />
      )}
      {dialog?.kind === 'read_receipts' && (
        <ReadReceiptsDialog message_id={dialog.message_id} onClose={closeDialog} />
      )}
      {dialog?.kind === 'remind' && (
        <RemindDialog message_id={dialog.message_id} onClose={closeDialog} />
      )}
    </Suspense>
  );
}
