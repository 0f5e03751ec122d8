import { apiRequest, type Connection } from '../http';
import type { SavedSnippet } from '../types/models';

/** GET /saved_snippets */
export const getSavedSnippets = (conn: Connection) =>
  apiRequest<{ saved_snippets: SavedSnippet[] }>(conn, 'GET', 'saved_snippets');

/** POST /saved_snippets */
export const createSavedSnippet = (conn: Connection, title: string, content: string) =>
  apiRequest<{ saved_snippet_id: number }>(conn, 'POST', 'saved_snippets', { title, content });

/** DELETE /saved_snippets/{saved_snippet_id} */
export const deleteSavedSnippet = (conn: Connection, snippetId: number) =>
  apiRequest<object>(conn, 'DELETE', `saved_snippets/${snippetId}`);

/** PATCH /saved_snippets/{saved_snippet_id} (FL 368) */
export const updateSavedSnippet = (
  conn: Connection,
  snippetId: number,
  changes: { title?: string; content?: string },
) => apiRequest<object>(conn, 'PATCH', `saved_snippets/${snippetId}`, { ...changes });
