/**
 * POST /register's `realm_users` and `realm_non_active_users`: built once for each kind of
 * viewer and kept until a user or a profile value changes (a counter kept by triggers), as
 * Zulip keeps its user dictionaries cached; 10,000 people then cost no query and no object.
 * Not kept when read inside a transaction, which may still roll back.
 */
import type { Db } from '../db/database';
import { listPublicUsers, type UserRow, usersVersion } from '../db/users';
import { allProfileData } from './profile-fields';
import { userToApi } from './users';

export interface RealmUserLists {
  realm_users: readonly Record<string, unknown>[];
  realm_non_active_users: readonly Record<string, unknown>[];
}

interface Built extends RealmUserLists {
  /** Where each user is in realm_users. */
  index: Map<number, number>;
}

const kept = new WeakMap<Db, { version: number; built: Map<string, Built> }>();

function omitIsActive<T extends { is_active: boolean }>(u: T): Omit<T, 'is_active'> {
  const { is_active: _ignored, ...rest } = u;
  return rest;
}

/**
 * The lists as a viewer of this role sees them (`delivery_email` depends on it), the viewer's
 * own entry aside (they always see their own address).
 */
function build(db: Db, viewer: Pick<UserRow, 'id' | 'role'>, avatarOptional: boolean): Built {
  const profiles = allProfileData(db);
  const realm_users: Record<string, unknown>[] = [];
  const realm_non_active_users: Record<string, unknown>[] = [];
  const index = new Map<number, number>();
  for (const u of listPublicUsers(db)) {
    if (u.is_bot === 1 && u.is_active === 0) continue;
    const api: Record<string, unknown> = omitIsActive(userToApi(u, viewer));
    if (u.is_active) {
      if (!u.is_bot) api.profile_data = profiles.get(u.id) ?? {};
      index.set(u.id, realm_users.length);
      realm_users.push(api);
    } else {
      // With user_avatar_url_field_optional the server may leave avatars of long-gone users
      // out; clients fetch GET /avatar/{user_id}.
      if (avatarOptional) delete api.avatar_url;
      realm_non_active_users.push(api);
    }
  }
  return { realm_users, realm_non_active_users, index };
}

/** The lists for `viewer`; their objects are shared between requests and must not be changed. */
export function realmUserLists(db: Db, viewer: UserRow, avatarOptional: boolean): RealmUserLists {
  const version = usersVersion(db);
  let k = kept.get(db);
  if (k?.version !== version) {
    k = { version, built: new Map() };
    if (!db.inTransaction) kept.set(db, k);
  }
  const key = `${viewer.role}:${avatarOptional}`;
  let built = k.built.get(key);
  if (!built) {
    // Anyone of the role but the viewer: their own entry is made below.
    built = build(db, { id: -1, role: viewer.role }, avatarOptional);
    k.built.set(key, built);
  }
  const mine = built.index.get(viewer.id);
  if (mine === undefined) return built;
  const realm_users = built.realm_users.slice();
  realm_users[mine] = { ...realm_users[mine], delivery_email: viewer.delivery_email };
  return { realm_users, realm_non_active_users: built.realm_non_active_users };
}
