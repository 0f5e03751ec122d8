import type { Db } from '../db/database';
import { getUserByEmail, type UserRow } from '../db/users';
import { ApiError } from './errors';
import { verifyPassword } from './passwords';
import { ROLE } from './system-groups';

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
  is_billing_admin: boolean;
  is_bot: boolean;
  bot_type: number | null;
  bot_owner_id: number | null;
  role: number;
  timezone: string;
  avatar_url: string;
  avatar_version: number;
  profile_data?: Record<string, { value: string; rendered_value?: string }>;
}

export const isAdmin = (u: Pick<UserRow, 'role'>) => u.role <= ROLE.administrator;

/** Avatars come from the server's own avatar route, never a third-party service. */
export const avatarUrl = (u: Pick<UserRow, 'id' | 'avatar_version'>) =>
  `/avatar/${u.id}?v=${u.avatar_version}`;

export function userToApi(u: UserRow, viewer: Pick<UserRow, 'id' | 'role'>): ApiUser {
  return {
    user_id: u.id,
    email: u.email,
    // Real addresses are visible to administrators and to the user themself.
    delivery_email: isAdmin(viewer) || viewer.id === u.id ? u.delivery_email : null,
    full_name: u.full_name,
    date_joined: new Date(u.date_joined * 1000).toISOString(),
    is_active: u.is_active === 1,
    is_owner: u.role === ROLE.owner,
    is_admin: isAdmin(u),
    is_guest: u.role === ROLE.guest,
    is_billing_admin: u.is_billing_admin === 1,
    is_bot: u.is_bot === 1,
    bot_type: u.bot_type,
    bot_owner_id: u.bot_owner_id,
    role: u.role,
    timezone: u.timezone,
    avatar_url: avatarUrl(u),
    avatar_version: u.avatar_version,
  };
}

/** The user an API key belongs to, or the API's 401 errors. */
export function authenticateApiKey(db: Db, email: string, apiKey: string): UserRow {
  const user = getUserByEmail(db, email);
  if (!user || user.api_key !== apiKey)
    throw new ApiError('Invalid API key', 'INVALID_API_KEY', 401);
  if (!user.is_active) throw new ApiError('Account is deactivated', 'USER_DEACTIVATED', 401);
  return user;
}

const authenticationFailed = () =>
  new ApiError('Your username or password is incorrect', 'AUTHENTICATION_FAILED', 401);

/** POST /fetch_api_key: email and password to API key. */
export async function passwordLogin(db: Db, username: string, password: string): Promise<UserRow> {
  const user = getUserByEmail(db, username);
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
  const user = getUserByEmail(db, username);
  if (!user) throw authenticationFailed();
  if (!user.is_active) throw new ApiError('Account is deactivated', 'USER_DEACTIVATED', 401);
  return user;
}
