/**
 * Markdown for the preview and for local echo. The server renders the preview
 * (POST /messages/render) until the shared Zulip renderer can run in the browser; local echo
 * shows plain text until then (echo-render.ts).
 */
import { renderMessage } from '../../api/endpoints/messages';
import type { AppServices } from '../common/app-context';

/** The preview's HTML (unsanitized: the caller sanitizes it like any message). */
export async function previewHtml(app: AppServices, content: string): Promise<string> {
  return (await renderMessage(app.conn, content)).rendered;
}
