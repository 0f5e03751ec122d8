import { apiRequest, type Connection, type RequestOptions } from '../http';
import type { Draft } from '../types/models';

/** GET /drafts */
export const getDrafts = (conn: Connection) =>
  apiRequest<{ count: number; drafts: Draft[] }>(conn, 'GET', 'drafts');

/** POST /drafts: the new drafts' IDs, in the order sent. */
export const createDrafts = (conn: Connection, drafts: Draft[], options?: RequestOptions) =>
  apiRequest<{ ids: number[] }>(conn, 'POST', 'drafts', { drafts }, options);

/** PATCH /drafts/{draft_id} */
export const editDraft = (
  conn: Connection,
  draftId: number,
  draft: Draft,
  options?: RequestOptions,
) => apiRequest<object>(conn, 'PATCH', `drafts/${draftId}`, { draft }, options);

/** DELETE /drafts/{draft_id} */
export const deleteDraft = (conn: Connection, draftId: number, options?: RequestOptions) =>
  apiRequest<object>(conn, 'DELETE', `drafts/${draftId}`, {}, options);
