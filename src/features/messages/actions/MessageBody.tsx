/**
 * A message's body as the actions leave it: its content (condensed with "Show more" when long),
 * the editor while it is being edited (loaded on first use), or one line with "Expand" when
 * collapsed; and the EDITED/MOVED marker, which opens the edit history where the organization
 * shows it.
 */
import { lazy, Suspense } from 'react';
import { canViewEditHistory } from '../../../model/history-visibility';
import type { StoredMessage } from '../../../store/state';
import { useApp, useStoreValue } from '../../common/app-context';
import { openDialog, useMessageUi } from '../../common/message-ui';
import { retrying } from '../../common/retrying-import';
import { Condensed } from '../Condensed';
import { MessageContent } from '../MessageContent';
import { toggleCollapsed } from './lazy-actions';

const MessageEditor = lazy(retrying(() => import('./MessageEditor')));
const MessageWidget = lazy(retrying(() => import('../widgets/MessageWidget')));

/** The message's text, or its widget (a poll, a to-do list) once that has loaded. */
function ContentOrWidget({ message: m }: { message: StoredMessage }) {
  if (m.submessages.length === 0 || m.id <= 0) return <MessageContent message={m} />;
  return (
    <Suspense fallback={<MessageContent message={m} />}>
      <MessageWidget message={m} />
    </Suspense>
  );
}

export function MessageBody({ message: m }: { message: StoredMessage }) {
  const app = useApp();
  const edit = useMessageUi((ui) => ui.editing[m.id]);
  if (edit?.status === 'editing') {
    return (
      <Suspense fallback={<p className="message-editor-loading">Opening the editor…</p>}>
        <MessageEditor message={m} edit={edit} />
      </Suspense>
    );
  }
  if (m.flags.includes('collapsed')) {
    return (
      <div className="message-collapsed">
        <div className="message-collapsed-content">
          <MessageContent message={m} />
        </div>
        <button type="button" className="quiet expand" onClick={() => void toggleCollapsed(app, m)}>
          Expand
        </button>
      </div>
    );
  }
  return (
    <>
      <Condensed message_id={m.id}>
        <ContentOrWidget message={m} />
      </Condensed>
      {edit?.status === 'saving' && <span className="message-status">Saving…</span>}
    </>
  );
}

export function EditMarker({
  message: m,
  edited,
}: {
  message: StoredMessage;
  edited: 'edited' | 'moved';
}) {
  const viewable = useStoreValue((s) => canViewEditHistory(s, m).allowed);
  const text = edited === 'edited' ? 'EDITED' : 'MOVED';
  const title = edited === 'edited' ? 'This message was edited' : 'This message was moved';
  if (!viewable) {
    return (
      <span className="edit-marker" title={title}>
        {text}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="edit-marker"
      title={`${title}: view edit history`}
      aria-label={`${text}: view edit history`}
      onClick={() => openDialog({ kind: 'history', message_id: m.id })}
    >
      {text}
    </button>
  );
}
