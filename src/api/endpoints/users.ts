import { apiRequest, type Connection } from '../http';
import type { CustomProfileField, User } from '../types/models';

export interface OwnUser extends User {
  /** Removed at feature level 363 (can_manage_billing_group decides). */
  is_billing_admin?: boolean;
  max_message_id?: number;
}

/** GET /users */
export const getUsers = (conn: Connection, include_custom_profile_fields = false) =>
  apiRequest<{ members: User[] }>(conn, 'GET', 'users', {
    client_gravatar: false,
    include_custom_profile_fields,
  });

/** GET /users/{user_id} */
export const getUser = (conn: Connection, userId: number) =>
  apiRequest<{ user: User }>(conn, 'GET', `users/${userId}`);

/** GET /users/me */
export const getOwnUser = (conn: Connection) =>
  apiRequest<OwnUser & { result: string }>(conn, 'GET', 'users/me');

/** POST /users */
export const createUser = (conn: Connection, email: string, password: string, full_name: string) =>
  apiRequest<{ user_id: number }>(conn, 'POST', 'users', { email, password, full_name });

/** PATCH /users/{user_id} (administrators) */
export const updateUser = (
  conn: Connection,
  userId: number,
  params: { full_name?: string; role?: number },
) => apiRequest<object>(conn, 'PATCH', `users/${userId}`, { ...params });

/** DELETE /users/{user_id} (deactivates) */
export const deactivateUser = (conn: Connection, userId: number) =>
  apiRequest<object>(conn, 'DELETE', `users/${userId}`);

/** POST /users/{user_id}/reactivate */
export const reactivateUser = (conn: Connection, userId: number) =>
  apiRequest<object>(conn, 'POST', `users/${userId}/reactivate`);

/** GET /realm/profile_fields */
export const getCustomProfileFields = (conn: Connection) =>
  apiRequest<{ custom_fields: CustomProfileField[] }>(conn, 'GET', 'realm/profile_fields');

/** GET /users/me/alert_words */
export const getAlertWords = (conn: Connection) =>
  apiRequest<{ alert_words: string[] }>(conn, 'GET', 'users/me/alert_words');

/** POST /users/me/alert_words */
export const addAlertWords = (conn: Connection, alert_words: string[]) =>
  apiRequest<{ alert_words: string[] }>(conn, 'POST', 'users/me/alert_words', { alert_words });

/** DELETE /users/me/alert_words */
export const removeAlertWords = (conn: Connection, alert_words: string[]) =>
  apiRequest<{ alert_words: string[] }>(conn, 'DELETE', 'users/me/alert_words', { alert_words });

/** POST /users/me/avatar (multipart, one image file) */
export function uploadAvatar(conn: Connection, file: Blob, filename: string) {
  const form = new FormData();
  form.set('file', file, filename);
  return apiRequest<{ avatar_url: string }>(conn, 'POST', 'users/me/avatar', {}, { body: form });
}

/** DELETE /users/me/avatar (back to the default avatar) */
export const deleteAvatar = (conn: Connection) =>
  apiRequest<object>(conn, 'DELETE', 'users/me/avatar');
