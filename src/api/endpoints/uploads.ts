import { apiRequest, basicAuth, type Connection, NetworkError, readEnvelope } from '../http';

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

export interface UploadProgress {
  /** Bytes sent so far, and in all. */
  loaded: number;
  total: number;
}

/**
 * POST /user_uploads with upload progress (fetch reports none, so this one uses
 * XMLHttpRequest); `signal` cancels it. Errors are those of apiRequest.
 */
export function uploadFileWithProgress(
  conn: Connection,
  file: Blob,
  filename: string,
  options: { onProgress?(p: UploadProgress): void; signal?: AbortSignal } = {},
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${conn.realm}/api/v1/user_uploads`);
    if (conn.email && conn.apiKey)
      xhr.setRequestHeader('Authorization', basicAuth(conn.email, conn.apiKey));
    xhr.upload.onprogress = (e) =>
      options.onProgress?.({ loaded: e.loaded, total: e.total || file.size });
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'retry-after': xhr.getResponseHeader('retry-after') ?? '' },
      });
      readEnvelope<UploadResponse>(response).then(resolve, reject);
    };
    xhr.onerror = () => reject(new NetworkError('The upload did not reach the server'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set('filename', file, filename);
    xhr.send(form);
  });
}
