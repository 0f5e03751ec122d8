/** HTTP Basic authentication of API requests. */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../domain/errors';
import type { Db } from '../domain/services';
import { authenticateApiKey, type UserRow } from '../domain/users';

const missingAuth = () =>
  new ApiError('Missing authorization header for basic auth', 'UNAUTHORIZED', 401, {});

/** HTTP Basic authentication with email and API key, as /api/v1 uses it. */
export function authenticate(db: Db, req: FastifyRequest): UserRow {
  const header = req.headers.authorization;
  if (!header?.toLowerCase().startsWith('basic ')) throw missingAuth();
  let decoded: string;
  try {
    decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  } catch {
    throw new ApiError('Malformed API key', 'INVALID_API_KEY', 401);
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new ApiError('Malformed API key', 'INVALID_API_KEY', 401);
  return authenticateApiKey(db, decoded.slice(0, colon), decoded.slice(colon + 1));
}
