import { apiRequest, type Connection } from '../http';
import type { RealmEmoji } from '../types/models';
import type { RealmSettings, UserSettings } from '../types/settings';

/** Group-setting changes go as {new, old?}; every other setting as its plain value. */
export type RealmSettingsChange = Partial<Record<keyof RealmSettings & string, unknown>>;

/** PATCH /settings */
export const updateSettings = (conn: Connection, changes: Partial<UserSettings>) =>
  apiRequest<object>(conn, 'PATCH', 'settings', { ...changes });

/** PATCH /realm (administrators; names without the `realm_` prefix) */
export const updateRealm = (conn: Connection, changes: RealmSettingsChange) =>
  apiRequest<object>(conn, 'PATCH', 'realm', { ...changes });

/** GET /realm/emoji */
export const getRealmEmoji = (conn: Connection) =>
  apiRequest<{ emoji: Record<string, RealmEmoji> }>(conn, 'GET', 'realm/emoji');

/** POST /realm/emoji/{emoji_name}: one image file, multipart. */
export function uploadRealmEmoji(conn: Connection, name: string, file: Blob, filename: string) {
  const form = new FormData();
  form.append('file', file, filename);
  return apiRequest<object>(
    conn,
    'POST',
    `realm/emoji/${encodeURIComponent(name)}`,
    {},
    {
      body: form,
    },
  );
}

/** DELETE /realm/emoji/{emoji_name}: deactivates it. */
export const deleteRealmEmoji = (conn: Connection, name: string) =>
  apiRequest<object>(conn, 'DELETE', `realm/emoji/${encodeURIComponent(name)}`);
