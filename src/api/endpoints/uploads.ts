import { apiRequest, type Connection } from '../http';

/** POST /user_uploads is multipart; this is the part of its answer the client needs. */
export interface UploadResponse {
  url: string;
  uri?: string;
  filename?: string;
}

/** POST /user_uploads */
export async function uploadFile(
  conn: Connection,
  file: Blob,
  filename: string,
): Promise<UploadResponse> {
  const form = new FormData();
  form.set('filename', file, filename);
  return apiRequest<UploadResponse>(conn, 'POST', 'user_uploads', {}, { body: form });
}

/**
 * GET /user_uploads/{realm_id_str}/{filename}: a URL that serves the file without credentials
 * for a while, for <img> and links. `path` is the upload's `/user_uploads/...` path.
 */
export const getTemporaryUploadUrl = (conn: Connection, path: string) =>
  apiRequest<{ url: string }>(conn, 'GET', path.replace(/^\/+/, ''));
