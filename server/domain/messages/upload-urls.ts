/**
 * Temporary upload URLs (GET /user_uploads/{realm_id}/{filename} in the API): a browser shows
 * an uploaded image with a plain <img>, which cannot send Basic auth, and the API key must never
 * be in a URL. The token names the file and an expiry, signed with a secret kept in the data
 * directory. Expiries are rounded up to the next ten minutes (at least a minute away, as Zulip
 * promises), so one image keeps one URL for a while and the browser's cache works.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../errors';
import type { Services } from '../services';

const MIN_LIFETIME = 60;
const ROUND_TO = 600;

const secrets = new WeakMap<Services, Buffer>();

/** The signing secret, made on first use and kept beside the database. */
function secretOf(services: Services): Buffer {
  const known = secrets.get(services);
  if (known) return known;
  const file = path.join(services.config.dataDir, 'upload-url-secret');
  let secret: Buffer;
  try {
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (secret.length < 32) throw new Error('short secret');
  } catch {
    secret = randomBytes(32);
    fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  }
  secrets.set(services, secret);
  return secret;
}

const sign = (services: Services, payload: string) =>
  createHmac('sha256', secretOf(services)).update(payload).digest('base64url');

/** The URL path (below the origin) that serves `pathId` without authentication for a while. */
export function temporaryUploadUrl(services: Services, pathId: string): string {
  const expires = Math.ceil((services.now() + MIN_LIFETIME) / ROUND_TO) * ROUND_TO;
  const payload = Buffer.from(`${pathId}\n${expires}`).toString('base64url');
  const name = path.posix.basename(pathId);
  return `/user_uploads/temporary/${payload}.${sign(services, payload)}/${encodeURIComponent(name)}`;
}

const expired = () => new ApiError('This link has expired or is invalid.', 'BAD_REQUEST', 403);

/** The path ID a temporary URL's token grants, or an error when it is forged or expired. */
export function pathIdFromToken(services: Services, token: string): string {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) throw expired();
  const expected = Buffer.from(sign(services, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw expired();
  const [pathId, expires] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
  if (!pathId || !expires || Number(expires) < services.now()) throw expired();
  return pathId;
}
