/** Presence rows and statuses: the only SQL for who is around and what they say they are up to. */
import type { Db } from './database';
import { statement } from './statements';

export interface PresenceRow {
  user_id: number;
  last_connected_time: number;
  last_active_time: number | null;
  last_update_id: number;
}

export const getPresence = (db: Db, userId: number): PresenceRow | undefined =>
  statement(db, 'SELECT * FROM user_presence WHERE user_id = ?').get(userId) as
    | PresenceRow
    | undefined;

/** Writes a user's presence with the realm's next update ID, which it returns. */
export function savePresence(db: Db, row: Omit<PresenceRow, 'last_update_id'>): number {
  const next =
    (
      statement(db, 'SELECT MAX(last_update_id) AS id FROM user_presence').get() as {
        id: number | null;
      }
    ).id ?? 0;
  statement(
    db,
    `INSERT INTO user_presence (user_id, last_connected_time, last_active_time, last_update_id)
     VALUES (@user_id, @last_connected_time, @last_active_time, @id)
     ON CONFLICT(user_id) DO UPDATE SET last_connected_time = excluded.last_connected_time,
       last_active_time = excluded.last_active_time, last_update_id = excluded.last_update_id`,
  ).run({ ...row, id: next + 1 });
  return next + 1;
}

// Active humans' presence; a user who hides it has an entry old enough to read as offline.
const SHARED = 'u.is_active = 1 AND u.is_bot = 0';

/**
 * Active users' presence: changed after `sinceUpdateId`, or, for a first fetch,
 * connected at or after `connectedSince`.
 */
export function sharedPresences(
  db: Db,
  q: { sinceUpdateId: number } | { connectedSince: number },
): (PresenceRow & { email: string })[] {
  const [where, arg] =
    'sinceUpdateId' in q
      ? ['p.last_update_id > ?', q.sinceUpdateId]
      : ['p.last_connected_time >= ?', q.connectedSince];
  return statement(
    db,
    `SELECT p.*, u.email FROM user_presence p JOIN users u ON u.id = p.user_id
     WHERE ${SHARED} AND ${where} ORDER BY p.user_id`,
  ).all(arg) as (PresenceRow & { email: string })[];
}

export interface StatusRow {
  user_id: number;
  status_text: string;
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
}

export const getStatus = (db: Db, userId: number): StatusRow | undefined =>
  statement(db, 'SELECT * FROM user_status WHERE user_id = ?').get(userId) as StatusRow | undefined;

export function saveStatus(db: Db, row: StatusRow): void {
  statement(
    db,
    `INSERT INTO user_status (user_id, status_text, emoji_name, emoji_code, reaction_type)
     VALUES (@user_id, @status_text, @emoji_name, @emoji_code, @reaction_type)
     ON CONFLICT(user_id) DO UPDATE SET status_text = excluded.status_text,
       emoji_name = excluded.emoji_name, emoji_code = excluded.emoji_code,
       reaction_type = excluded.reaction_type`,
  ).run(row);
}

/** Every active user's status, and `hidden` for those who turned presence_enabled off. */
export const statusesOfActiveUsers = (db: Db): (StatusRow & { hidden: 0 | 1 })[] =>
  statement(
    db,
    `SELECT u.id AS user_id, COALESCE(s.status_text, '') AS status_text,
       COALESCE(s.emoji_name, '') AS emoji_name, COALESCE(s.emoji_code, '') AS emoji_code,
       COALESCE(s.reaction_type, '') AS reaction_type,
       COALESCE(json_extract(u.settings, '$.presence_enabled'), 1) = 0 AS hidden
     FROM users u LEFT JOIN user_status s ON s.user_id = u.id
     WHERE u.is_active = 1 AND u.id IN (SELECT user_id FROM user_status
       UNION SELECT id FROM users WHERE json_extract(settings, '$.presence_enabled') = 0)`,
  ).all() as (StatusRow & { hidden: 0 | 1 })[];
