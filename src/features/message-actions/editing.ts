/**
 * Editing a message in place: the editor opens with the message's Markdown source (fetched with
 * apply_markdown=false), a save shows the new text at once and is confirmed by the server's
 * update_message event; a refusal puts the old content back and reopens the editor with the
 * user's text and the server's words.
 */
import { getMessageSource, updateMessage } from '../../api/endpoints/messages';
import { type AppServices, featureLevel } from '../common/app-context';
import { messageUi, setEditDraft } from './ui-state';

type App = Pick<AppServices, 'parley' | 'conn'>;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export async function startEditing(app: App, message_id: number): Promise<void> {
  const current = messageUi.getState().editing[message_id];
  if (current?.status === 'editing' && current.text !== null) return;
  setEditDraft(message_id, { text: null, status: 'editing' });
  try {
    const res = await getMessageSource(app.conn, message_id, featureLevel(app.parley));
    const text = res.raw_content ?? res.message.content;
    // Cancelled while loading: stay closed.
    if (messageUi.getState().editing[message_id]) {
      setEditDraft(message_id, { text, status: 'editing' });
    }
  } catch (e) {
    if (messageUi.getState().editing[message_id]) {
      setEditDraft(message_id, {
        text: null,
        status: 'editing',
        error: `Could not load the message: ${errorText(e)}`,
      });
    }
  }
}

export const cancelEditing = (message_id: number) => setEditDraft(message_id, null);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the edit looks like until the server's rendering arrives: the text itself, paragraph by
 * paragraph, Markdown unrendered (the server's HTML replaces it within moments).
 */
export function localRendering(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

export async function saveEdit(app: App, message_id: number, text: string): Promise<void> {
  const original = app.parley.getState().messages.byId.get(message_id);
  setEditDraft(message_id, { text, status: 'saving' });
  const token = app.parley.applyOptimistic({
    kind: 'content',
    message_id,
    content: localRendering(text),
  });
  try {
    await updateMessage(app.conn, message_id, { content: text });
    app.parley.settleOptimistic(token);
    setEditDraft(message_id, null);
  } catch (e) {
    app.parley.rollbackOptimistic(token);
    if (!original) return;
    setEditDraft(message_id, {
      text,
      status: 'editing',
      error: `Could not save the edit: ${errorText(e)}`,
    });
  }
}
