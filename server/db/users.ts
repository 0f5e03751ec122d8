/** Users: their rows, roles and per-user permissions. */
import type { Db } from './database';
import { statement } from './statements';

export interface UserRow {
  id: number;
  email: string;
  delivery_email: string;
  full_name: string;
  role: number;
  is_active: 0 | 1;
  is_bot: 0 | 1;
  bot_type: number | null;
  bot_owner_id: number | null;
  is_billing_admin: 0 | 1;
  api_key: string;
  password_hash: string | null;
  date_joined: number;
  timezone: string;
  avatar_version: number;
  settings: string;
}

export interface NewUser {
  email: string;
  full_name: string;
  role: number;
  api_key: string;
  password_hash: string | null;
  date_joined: number;
  is_bot?: boolean;
  bot_type?: number | null;
  timezone?: string;
}

export const getUserById = (db: Db, id: number): UserRow | undefined =>
  statement(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;

export const getUserByEmail = (db: Db, email: string): UserRow | undefined =>
  statement(db, 'SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;

export const listUsers = (db: Db): UserRow[] =>
  statement(db, 'SELECT * FROM users ORDER BY id').all() as UserRow[];

/** A user without secrets (API key, password hash): what the API's user lists are made of. */
export type PublicUserRow = Omit<UserRow, 'api_key' | 'password_hash'>;

/** Every user, without secrets: reading 10,000 password hashes is most of the cost otherwise. */
export const listPublicUsers = (db: Db): PublicUserRow[] =>
  statement(
    db,
    `SELECT id, email, delivery_email, full_name, role, is_active, is_bot, bot_type, bot_owner_id,
       is_billing_admin, date_joined, timezone, avatar_version, settings
     FROM users ORDER BY id`,
  ).all() as PublicUserRow[];

/** Changes so far to users and their profile values: see 202_users_version. */
export const usersVersion = (db: Db): number =>
  (statement(db, "SELECT n FROM change_counters WHERE name = 'users'").get() as { n: number }).n;

export function insertUser(db: Db, u: NewUser): number {
  const info = statement(
    db,
    `INSERT INTO users (email, delivery_email, full_name, role, api_key, password_hash, date_joined, is_bot, bot_type, timezone)
       VALUES (@email, @email, @full_name, @role, @api_key, @password_hash, @date_joined, @is_bot, @bot_type, @timezone)`,
  ).run({
    ...u,
    is_bot: u.is_bot ? 1 : 0,
    bot_type: u.bot_type ?? null,
    timezone: u.timezone ?? '',
  });
  return Number(info.lastInsertRowid);
}

export const activeUsers = (db: Db): UserRow[] =>
  statement(db, 'SELECT * FROM users WHERE is_active = 1 ORDER BY id').all() as UserRow[];

/** Every active bot's ID. */
export const activeBotIds = (db: Db): number[] =>
  (
    statement(db, 'SELECT id FROM users WHERE is_bot = 1 AND is_active = 1').all() as {
      id: number;
    }[]
  ).map((r) => r.id);

/** Whether the user holds the per-user permission to create users (POST /users). */
export const canCreateUsersFlag = (db: Db, id: number): boolean =>
  (
    statement(db, 'SELECT can_create_users FROM users WHERE id = ?').get(id) as
      | { can_create_users: number }
      | undefined
  )?.can_create_users === 1;

export function setCanCreateUsers(db: Db, id: number, value: boolean): void {
  statement(db, 'UPDATE users SET can_create_users = ? WHERE id = ?').run(value ? 1 : 0, id);
}

export function setUserRole(db: Db, id: number, role: number): void {
  statement(db, 'UPDATE users SET role = ? WHERE id = ?').run(role, id);
}

export function setUserFullName(db: Db, id: number, fullName: string): void {
  statement(db, 'UPDATE users SET full_name = ? WHERE id = ?').run(fullName, id);
}

export function setUserActive(db: Db, id: number, active: boolean): void {
  statement(db, 'UPDATE users SET is_active = ? WHERE id = ?').run(active ? 1 : 0, id);
}

export function setUserSettingsJson(db: Db, id: number, settings: Record<string, unknown>): void {
  statement(db, 'UPDATE users SET settings = ? WHERE id = ?').run(JSON.stringify(settings), id);
}

/** Active owners, for the last-owner rule. */
export const activeOwnerIds = (db: Db): number[] =>
  (
    statement(db, 'SELECT id FROM users WHERE role = 100 AND is_active = 1').all() as {
      id: number;
    }[]
  ).map((r) => r.id);

/** Active human users. */
export const activeHumanCount = (db: Db): number =>
  (
    statement(db, 'SELECT COUNT(*) AS n FROM users WHERE is_active = 1 AND is_bot = 0').get() as {
      n: number;
    }
  ).n;

export function setPasswordHash(db: Db, id: number, hash: string): void {
  statement(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(hash, id);
}
