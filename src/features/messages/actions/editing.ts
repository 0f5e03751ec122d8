/**
 * Editing a message in place: the editor opens with the message's Markdown source (fetched with
 * apply_markdown=false), a save shows the new text at once and is confirmed by the server's
 * update_message event; a refusal puts the old content back and reopens the editor with the
 * user's text and the server's words.
 */
import { getMessageSource, updateMessage } from '../../../api/endpoints/messages';
import { type AppServices, featureLevel } from '../../common/app-context';
import { errorText } from '../../common/error-text';
import { messageUi, setMessageEdit } from '../../common/message-ui';
import { retrying } from '../../common/retrying-import';

type App = Pick<AppServices, 'parley' | 'conn'>;

// The shared Markdown renderer (a large chunk of its own): loaded while the user edits, so the
// saved edit shows rendered as the server will store it. Until it is there (a chunk that failed
// to load is tried again), the plain-text rendering below stands in.
type Renderer = typeof import('../../../markdown');
let renderer: Renderer | undefined;
let loading: Promise<void> | undefined;
const loadMarkdown = retrying(() => import('../../../markdown'));
/** Loads the renderer (once); resolves when it is there. */
export const loadRenderer = () => {
  loading ??= loadMarkdown().then((mod) => {
    renderer = mod;
  });
  return loading;
};

export async function startEditing(app: App, message_id: number): Promise<void> {
  const current = messageUi.getState().editing[message_id];
  // Already open (a kept edit shown again, say): it takes the focus, its text as it is.
  if (current?.status === 'editing' && current.text !== null) {
    if (!current.focus) setMessageEdit(message_id, { ...current, focus: true });
    return;
  }
  setMessageEdit(message_id, { text: null, status: 'editing' });
  if (!renderer) void loadRenderer();
  try {
    const res = await getMessageSource(app.conn, message_id, featureLevel(app.parley));
    const text = res.raw_content ?? res.message.content;
    // Cancelled while loading: stay closed.
    if (messageUi.getState().editing[message_id]) {
      setMessageEdit(message_id, { text, status: 'editing', source: text, focus: true });
    }
  } catch (e) {
    if (messageUi.getState().editing[message_id]) {
      setMessageEdit(message_id, {
        text: null,
        status: 'editing',
        error: `Could not load the message: ${errorText(e)}`,
      });
    }
  }
}

export const cancelEditing = (message_id: number) => setMessageEdit(message_id, null);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the edit looks like until the server's rendering arrives, if the renderer has not
 * loaded: the text itself, paragraph by paragraph, Markdown unrendered.
 */
export function plainRendering(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

function localRendering(app: App, text: string): string {
  if (!renderer) return plainRendering(text);
  const s = app.parley.getState();
  try {
    return renderer.renderForClient(text, {
      users: s.users,
      groups: s.groups,
      channels: s.channels,
      realmEmoji: s.realmEmoji,
      linkifiers: s.linkifiers,
      realmUrl: s.realm.url,
    }).html;
  } catch {
    return plainRendering(text);
  }
}

export async function saveEdit(app: App, message_id: number, text: string): Promise<void> {
  const original = app.parley.getState().messages.byId.get(message_id);
  const { source } = messageUi.getState().editing[message_id] ?? {};
  setMessageEdit(message_id, { text, status: 'saving', source });
  const token = app.parley.applyOptimistic({
    kind: 'content',
    message_id,
    content: localRendering(app, text),
  });
  try {
    await updateMessage(app.conn, message_id, { content: text });
    app.parley.settleOptimistic(token);
    setMessageEdit(message_id, null);
  } catch (e) {
    app.parley.rollbackOptimistic(token);
    if (!original) return;
    setMessageEdit(message_id, {
      text,
      status: 'editing',
      source,
      error: `Could not save the edit: ${errorText(e)}`,
      focus: true,
    });
  }
}
