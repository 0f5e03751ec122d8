/** The `principals` parameter: the users a request names. */
import type { Db } from '../db/database';
import { getUserById, type UserRow } from '../db/users';
import { userByEmail } from './emails';
import { badRequest } from './errors';

/** `principals` as the API takes them: user IDs (preferred) or emails. */
export type Principals = ReadonlyArray<number | string>;

/** The active users `principals` name; an unknown or deactivated principal is 400 BAD_REQUEST. */
export function resolvePrincipals(db: Db, principals: Principals, actor: UserRow): UserRow[] {
  const seen = new Map<number, UserRow>();
  for (const p of principals) {
    const u = typeof p === 'number' ? getUserById(db, p) : userByEmail(db, p, actor);
    if (!u) throw badRequest(`No such user: ${p}`);
    if (!u.is_active) throw badRequest(`User ${p} is deactivated.`);
    seen.set(u.id, u);
  }
  return [...seen.values()];
}
