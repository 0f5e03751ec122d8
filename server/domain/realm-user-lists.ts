/**
 * POST /register's `realm_users` and `realm_non_active_users`: built once for each kind of
 * viewer and kept until a user or a profile value changes (a counter kept by triggers), as
 * Zulip keeps its user dictionaries cached; 10,000 people then cost no query and no object.
 * Not kept when read inside a transaction, which may still roll back. `realm_users` is kept
 * serialized too, in blocks of people (json-blocks), so a register copies their text.
 */
import type { Db } from '../db/database';
import { listPublicUsers, type UserRow, usersVersion } from '../db/users';
import { arrayBlocks, arrayPieces, type JsonBlock, serializedAs } from './json-blocks';
import { allProfileData } from './profile-fields';
import { userToApi } from './users';

export interface RealmUserLists {
  realm_users: readonly Record<string, unknown>[];
  realm_non_active_users: readonly Record<string, unknown>[];
}

interface Built extends RealmUserLists {
  /** Where each user is in realm_users. */
  index: Map<number, number>;
  /** realm_users serialized, BLOCK people each. */
  blocks: JsonBlock[];
}

/**
 * People per block: blocks compress better the larger they are; a viewer whose own address is
 * hidden from their role gets their block serialized anew.
 */
const BLOCK = 1000;

interface Kept {
  version: number;
  built: Map<string, Built>;
  /** The lists of the version before, whose unchanged blocks are reused. */
  previous?: Map<string, Built>;
}

const kept = new WeakMap<Db, Kept>();

function omitIsActive<T extends { is_active: boolean }>(u: T): Omit<T, 'is_active'> {
  const { is_active: _ignored, ...rest } = u;
  return rest;
}

/**
 * The lists as a viewer of this role sees them (`delivery_email` depends on it), the viewer's
 * own entry aside (they always see their own address).
 */
function build(
  db: Db,
  viewer: Pick<UserRow, 'id' | 'role'>,
  avatarOptional: boolean,
  previous: Built | undefined,
): Built {
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
  const blocks = arrayBlocks(realm_users, BLOCK, previous?.blocks);
  serializedAs(realm_users, arrayPieces(blocks));
  return { realm_users, realm_non_active_users, index, blocks };
}

/** The lists for `viewer`; their objects are shared between requests and must not be changed. */
export function realmUserLists(db: Db, viewer: UserRow, avatarOptional: boolean): RealmUserLists {
  const version = usersVersion(db);
  let k = kept.get(db);
  if (k?.version !== version) {
    k = { version, built: new Map(), previous: k?.built };
    if (!db.inTransaction) kept.set(db, k);
  }
  const key = `${viewer.role}:${avatarOptional}`;
  let built = k.built.get(key);
  if (!built) {
    // Anyone of the role but the viewer: their own entry is made below.
    built = build(db, { id: -1, role: viewer.role }, avatarOptional, k.previous?.get(key));
    k.built.set(key, built);
    // Done with (unless a transaction, which may roll back, built this one).
    if (!db.inTransaction) k.previous?.delete(key);
  }
  const mine = built.index.get(viewer.id);
  // Someone whose role sees every address sees their own in the shared lists already.
  if (mine === undefined || built.realm_users[mine]?.delivery_email === viewer.delivery_email) {
    return built;
  }
  const realm_users = built.realm_users.slice();
  realm_users[mine] = { ...realm_users[mine], delivery_email: viewer.delivery_email };
  const block = Math.floor(mine / BLOCK);
  const own = JSON.stringify(realm_users.slice(block * BLOCK, (block + 1) * BLOCK)).slice(1, -1);
  serializedAs(realm_users, arrayPieces(built.blocks, { index: block, json: own }));
  return { realm_users, realm_non_active_users: built.realm_non_active_users };
}
