/** Users as the API shows them, and sign-in by API key, password or development login. */
import type { Db } from '../db/database';
import { maxMessageId } from '../db/messages';
import { getUserById, listPublicUsers, type PublicUserRow, type UserRow } from '../db/users';
import { apiEmail, canAccessDeliveryEmail, userByEmail } from './emails';
import { ApiError, badRequest } from './errors';
import { verifyPassword } from './passwords';
import { isRealmAdmin } from './permissions';
import { allProfileData, type ProfileData, profileDataOf } from './profile-fields';
import { ROLE } from './system-groups';

/** A user as stored; server/http names users by this type, imported from here. */
export type { UserRow };

/** The API's User object (GET /users, realm_users, realm_user/add). */
export interface ApiUser {
  user_id: number;
  email: string;
  delivery_email: string | null;
  full_name: string;
  date_joined: string;
  is_active: boolean;
  is_owner: boolean;
  is_admin: boolean;
  is_guest: boolean;
  is_bot: boolean;
  bot_type: number | null;
  bot_owner_id: number | null;
  role: number;
  timezone: string;
  avatar_url: string;
  avatar_version: number;
  profile_data?: ProfileData;
}

export const isAdmin = (u: Pick<UserRow, 'role'>) => isRealmAdmin(u);

/** Avatars come from the server's own avatar route, never a third-party service. */
export const avatarUrl = (u: Pick<UserRow, 'id' | 'avatar_version'>) =>
  `/avatar/${u.id}?v=${u.avatar_version}`;

export function userToApi(u: PublicUserRow, viewer: Pick<UserRow, 'id' | 'role'>): ApiUser {
  return {
    user_id: u.id,
    email: apiEmail(u),
    delivery_email: canAccessDeliveryEmail(viewer, u) ? u.delivery_email : null,
    full_name: u.full_name,
    date_joined: new Date(u.date_joined * 1000).toISOString(),
    is_active: u.is_active === 1,
    is_owner: u.role === ROLE.owner,
    is_admin: isAdmin(u),
    is_guest: u.role === ROLE.guest,
    is_bot: u.is_bot === 1,
    bot_type: u.bot_type,
    bot_owner_id: u.bot_owner_id,
    role: u.role,
    timezone: u.timezone,
    avatar_url: avatarUrl(u),
    avatar_version: u.avatar_version,
  };
}

/**
 * GET /users: every user, with profile data read in one query when asked for. Bots have none,
 * as in Zulip's user objects (and this server's register).
 */
export function listUsersForApi(db: Db, viewer: UserRow, includeProfileFields: boolean): ApiUser[] {
  const users = listPublicUsers(db).map((u) => userToApi(u, viewer));
  if (!includeProfileFields) return users;
  const profiles = allProfileData(db);
  return users.map((u) => (u.is_bot ? u : { ...u, profile_data: profiles.get(u.user_id) ?? {} }));
}

const withProfile = (db: Db, u: ApiUser, include: boolean): ApiUser =>
  include && !u.is_bot ? { ...u, profile_data: profileDataOf(db, u.user_id) } : u;

/**
 * A user by ID or email (the API email, or the real one where `viewer` may see it),
 * deactivated users included; unknown is 400 "No such user".
 */
export function findUser(db: Db, idOrEmail: string | number, viewer: UserRow | null): UserRow {
  const u =
    typeof idOrEmail === 'number' || /^\d+$/.test(idOrEmail)
      ? getUserById(db, Number(idOrEmail))
      : userByEmail(db, idOrEmail, viewer);
  if (!u) throw badRequest('No such user');
  return u;
}

/** GET /users/{user_id} and GET /users/{email} */
export function getUserForApi(
  db: Db,
  viewer: UserRow,
  idOrEmail: string,
  includeProfileFields: boolean,
): ApiUser {
  return withProfile(db, userToApi(findUser(db, idOrEmail, viewer), viewer), includeProfileFields);
}

/** The user an API key belongs to, or the API's 401 errors. */
export function authenticateApiKey(db: Db, email: string, apiKey: string): UserRow {
  // The real address (as logins return it) or the API email.
  const user = userByEmail(db, email, null);
  if (!user || user.api_key !== apiKey)
    throw new ApiError('Invalid API key', 'INVALID_API_KEY', 401);
  if (!user.is_active) throw new ApiError('Account is deactivated', 'USER_DEACTIVATED', 401);
  return user;
}

/** The user as they are now (a request that waited re-reads them), or the API's 401. */
export function userNow(db: Db, id: number): UserRow {
  const user = getUserById(db, id);
  if (!user?.is_active) throw new ApiError('Account is deactivated', 'USER_DEACTIVATED', 401);
  return user;
}

const authenticationFailed = () =>
  new ApiError('Your username or password is incorrect', 'AUTHENTICATION_FAILED', 401);

/** POST /fetch_api_key: email and password to API key. */
export async function passwordLogin(db: Db, username: string, password: string): Promise<UserRow> {
  const user = userByEmail(db, username, null);
  // Verify even for unknown users so timing does not reveal which emails exist.
  const ok = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !ok) throw authenticationFailed();
  if (!user.is_active) throw new ApiError('Account is deactivated', 'USER_DEACTIVATED', 401);
  return user;
}

/** POST /dev_fetch_api_key: development login by email alone. */
export function devLogin(db: Db, username: string, production: boolean): UserRow {
  if (production) {
    throw new ApiError('DevAuthBackend not enabled.', 'BAD_REQUEST', 400);
  }
  const user = userByEmail(db, username, null);
  if (!user) throw authenticationFailed();
  if (!user.is_active) throw new ApiError('Account is deactivated', 'USER_DEACTIVATED', 401);
  return user;
}

/** GET /users/me: the own user without bot fields (unlike GET /users), with max_message_id. */
export function ownUserForApi(db: Db, user: UserRow) {
  const { bot_type: _t, bot_owner_id: _o, ...me } = userToApi(user, user);
  return { ...me, profile_data: profileDataOf(db, user.id), max_message_id: maxMessageId(db) };
}

/** GET /dev_list_users: active humans, as the development login page lists them. */
export function devLoginUsers(db: Db, realmUrl: string, production: boolean) {
  if (production) throw new ApiError('DevAuthBackend not enabled.', 'BAD_REQUEST', 400);
  const users = listPublicUsers(db)
    .filter((u) => u.is_active && !u.is_bot)
    .map((u) => ({
      email: u.email,
      full_name: u.full_name,
      role: u.role,
      realm_uri: realmUrl,
      realm_url: realmUrl,
    }));
  return {
    direct_admins: users.filter((u) => isAdmin(u)),
    direct_users: users.filter((u) => !isAdmin(u)),
  };
}
