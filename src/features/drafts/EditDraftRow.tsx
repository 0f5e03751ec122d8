/**
 * An edit in progress in the Drafts view: "editing:" and its text, where the message is, and
 * what became of the message when the edit can no longer be saved (the text stays, to copy).
 * Open goes to the message with its editor open; Delete ends the edit everywhere.
 */
import { narrowOfTarget, targetOfMessage } from '../../model/compose-target';
import type { Draft, DraftEdit } from '../../model/drafts';
import { messageHash } from '../../model/message-link';
import { conversationTitle } from '../../model/narrow-title';
import { narrowToHash } from '../../model/narrow-url';
import { useApp, useStoreValue } from '../common/app-context';
import { attempt, showNotice } from '../common/notices';
import { useComposeSession } from '../compose';
import { DraftTime } from './DraftTime';
import { useEditStanding } from './edit-standing';

export function EditDraftRow({ draft, edit }: { draft: Draft; edit: DraftEdit }) {
  const app = useApp();
  const session = useComposeSession();
  const { message, problem } = useEditStanding(edit.message_id);
  const name = useStoreValue((s) =>
    conversationTitle(s, message ? targetOfMessage(message, s.current_user_id) : draft.target),
  );
  const open = () => {
    const s = app.parley.getState();
    const channelName = (id: number) => s.channels[id]?.name;
    const narrow = narrowOfTarget(draft.target, s.current_user_id);
    const hash = message
      ? messageHash(
          message,
          message.type === 'stream' ? channelName(message.stream_id) : undefined,
          s.current_user_id,
        )
      : narrow && narrowToHash(narrow, { channelName }, edit.message_id);
    session.edits.open(edit.message_id);
    if (hash) app.navigate(hash);
  };
  const copy = () =>
    attempt('copy the text', async () => {
      await navigator.clipboard.writeText(draft.content);
      showNotice({ text: 'Text copied', tone: 'info' }, 2000);
    });
  return (
    <li className="draft">
      <article aria-label={`Editing a message in ${name}`}>
        <header className="card-header">
          <span className="card-title">{name}</span>
          <DraftTime updated={draft.updated} />
        </header>
        <p className="draft-content">
          <span className="draft-kind">editing:</span> {draft.content}
        </p>
        {problem && <p className="draft-problem">{problem}</p>}
        <div className="card-actions">
          {!problem && (
            <button type="button" onClick={open} aria-label={`Open the edit in ${name}`}>
              Open
            </button>
          )}
          <button type="button" className="quiet" onClick={() => void copy()}>
            Copy text
          </button>
          <button
            type="button"
            className="quiet"
            onClick={() => session.edits.discard(edit.message_id)}
            aria-label={`Delete the edit in ${name}`}
          >
            Delete
          </button>
        </div>
      </article>
    </li>
  );
}
