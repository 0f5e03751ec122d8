import type { Db } from './database';

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
  db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;

export const getUserByEmail = (db: Db, email: string): UserRow | undefined =>
  db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;

export const listUsers = (db: Db): UserRow[] =>
  db.prepare('SELECT * FROM users ORDER BY id').all() as UserRow[];

export function insertUser(db: Db, u: NewUser): number {
  const info = db
    .prepare(
      `INSERT INTO users (email, delivery_email, full_name, role, api_key, password_hash, date_joined, is_bot, bot_type, timezone)
       VALUES (@email, @email, @full_name, @role, @api_key, @password_hash, @date_joined, @is_bot, @bot_type, @timezone)`,
    )
    .run({
      ...u,
      is_bot: u.is_bot ? 1 : 0,
      bot_type: u.bot_type ?? null,
      timezone: u.timezone ?? '',
    });
  return Number(info.lastInsertRowid);
}
