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
