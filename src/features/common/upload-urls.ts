/**
 * Uploaded files shown in messages: each `/user_uploads/...` path becomes a temporary URL the
 * browser can load without credentials (GET /user_uploads/{realm_id}/{filename}). A URL is
 * reused for 45 seconds (Zulip's last a minute), and one request serves every image that asks
 * for the same file meanwhile.
 */
import { getTemporaryUploadUrl } from '../../api/endpoints/uploads';
import type { Connection } from '../../api/http';

const REUSE_MS = 45_000;
const known = new Map<string, { url: Promise<string>; until: number }>();

export function temporaryUrl(conn: Connection, path: string, now = Date.now()): Promise<string> {
  const hit = known.get(path);
  if (hit && hit.until > now) return hit.url;
  const url = getTemporaryUploadUrl(conn, path).then((r) => `${conn.realm}${r.url}`);
  known.set(path, { url, until: now + REUSE_MS });
  url.catch(() => known.delete(path));
  if (known.size > 500) known.delete(known.keys().next().value as string);
  return url;
}
