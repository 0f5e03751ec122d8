/** Who receives organization-wide events. */
import type { Db } from '../db/database';
import { activeUsers } from '../db/users';
import { isGuest, isRealmAdmin } from './permissions';

/** Who receives organization-wide events. */
export const activeUserIds = (db: Db): number[] => activeUsers(db).map((u) => u.id);

export const activeNonGuestIds = (db: Db): number[] =>
  activeUsers(db)
    .filter((u) => !isGuest(u))
    .map((u) => u.id);

export const activeAdminIds = (db: Db): number[] =>
  activeUsers(db)
    .filter((u) => isRealmAdmin(u))
    .map((u) => u.id);
