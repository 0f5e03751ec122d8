import { type ComposeTarget, hashOfTarget } from '../../model/compose-target';
import type { Draft } from '../../model/drafts';
import { conversationTitle } from '../../model/narrow-title';
import { useApp, useStoreValue } from '../common/app-context';
import { openCompose, useComposeSession } from '../compose';
import { DraftTime } from './DraftTime';
import { EditDraftRow } from './EditDraftRow';
import { useDrafts } from './useDrafts';
import '../common/card-list.css';
import './drafts.css';

function useConversationName(target: ComposeTarget): string {
  return useStoreValue((s) => conversationTitle(s, target));
}

function DraftRow({ draft }: { draft: Draft }) {
  const app = useApp();
  const session = useComposeSession();
  const name = useConversationName(draft.target);
  const restore = () => {
    openCompose(draft.target, { focus: 'content' });
    const hash = hashOfTarget(draft.target, app.parley.getState());
    if (hash) app.navigate(hash);
  };
  return (
    <li className="draft">
      <article aria-label={`Draft to ${name}`}>
        <header className="card-header">
          <span className="card-title">{name}</span>
          <DraftTime updated={draft.updated} />
        </header>
        <p className="draft-content">{draft.content}</p>
        <div className="card-actions">
          <button type="button" onClick={restore} aria-label={`Restore draft to ${name}`}>
            Restore
          </button>
          <button
            type="button"
            className="quiet"
            onClick={() => session.discard(draft.target)}
            aria-label={`Delete draft to ${name}`}
          >
            Delete
          </button>
        </div>
      </article>
    </li>
  );
}

/**
 * The Drafts view: what the user started writing and did not send, and the edits of messages
 * not yet saved, newest first.
 */
export default function DraftList() {
  const drafts = useDrafts();
  const syncing = useStoreValue((s) => s.userSettings.enable_drafts_synchronization === true);
  if (drafts.length === 0) {
    return (
      <div className="empty-state">
        <p>No drafts.</p>
        <p>Messages you start writing and do not send will be kept here.</p>
      </div>
    );
  }
  return (
    <div className="card-view">
      <p className="drafts-note">
        {syncing
          ? 'Your drafts are synchronized with your other devices (edits of sent messages stay here).'
          : 'Your drafts are kept in this browser only.'}
      </p>
      <ul className="card-list" aria-label="Drafts">
        {drafts.map((d) =>
          d.edit ? (
            <EditDraftRow key={d.key} draft={d} edit={d.edit} />
          ) : (
            <DraftRow key={d.key} draft={d} />
          ),
        )}
      </ul>
    </div>
  );
}
