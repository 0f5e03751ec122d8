import { linkifierTemplateField } from '../feature-level';
import { apiRequest, type Connection } from '../http';
import type { Linkifier } from '../types/models';

/** GET /realm/linkifiers */
export const getLinkifiers = (conn: Connection) =>
  apiRequest<{ linkifiers: Linkifier[] }>(conn, 'GET', 'realm/linkifiers');

/** POST /realm/filters */
export const addLinkifier = (conn: Connection, pattern: string, urlTemplate: string, fl: number) =>
  apiRequest<{ id: number }>(conn, 'POST', 'realm/filters', {
    pattern,
    [linkifierTemplateField(fl)]: urlTemplate,
  });

/** PATCH /realm/filters/{filter_id} */
export const updateLinkifier = (
  conn: Connection,
  filterId: number,
  pattern: string,
  urlTemplate: string,
  fl: number,
) =>
  apiRequest<object>(conn, 'PATCH', `realm/filters/${filterId}`, {
    pattern,
    [linkifierTemplateField(fl)]: urlTemplate,
  });

/** DELETE /realm/filters/{filter_id} */
export const removeLinkifier = (conn: Connection, filterId: number) =>
  apiRequest<object>(conn, 'DELETE', `realm/filters/${filterId}`);

/** PATCH /realm/linkifiers (FL 202): every linkifier ID, in the new order */
export const reorderLinkifiers = (conn: Connection, ordered_linkifier_ids: number[]) =>
  apiRequest<object>(conn, 'PATCH', 'realm/linkifiers', { ordered_linkifier_ids });
