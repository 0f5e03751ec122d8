/** Custom profile fields and each user's values for them. */
import type { Db } from './database';
import { statement } from './statements';

export interface ProfileFieldRow {
  id: number;
  type: number;
  name: string;
  hint: string;
  field_data: string;
  sort_order: number;
  display_in_profile_summary: 0 | 1;
  required: 0 | 1;
  editable_by_user: 0 | 1;
}

export interface ProfileValueRow {
  user_id: number;
  field_id: number;
  value: string;
  rendered_value: string | null;
}

export const listProfileFields = (db: Db): ProfileFieldRow[] =>
  statement(
    db,
    'SELECT * FROM custom_profile_fields ORDER BY sort_order, id',
  ).all() as ProfileFieldRow[];

export function insertProfileField(db: Db, f: Omit<ProfileFieldRow, 'id' | 'sort_order'>): number {
  const next = (
    statement(
      db,
      'SELECT COALESCE(MAX(sort_order), 0) + 1 AS n FROM custom_profile_fields',
    ).get() as {
      n: number;
    }
  ).n;
  return Number(
    statement(
      db,
      `INSERT INTO custom_profile_fields (type, name, hint, field_data, sort_order,
           display_in_profile_summary, required, editable_by_user)
         VALUES (@type, @name, @hint, @field_data, @sort_order, @display_in_profile_summary,
           @required, @editable_by_user)`,
    ).run({ ...f, sort_order: next }).lastInsertRowid,
  );
}

export const profileValuesOfUser = (db: Db, userId: number): ProfileValueRow[] =>
  statement(db, 'SELECT * FROM custom_profile_values WHERE user_id = ? ORDER BY field_id').all(
    userId,
  ) as ProfileValueRow[];

export const allProfileValues = (db: Db): ProfileValueRow[] =>
  statement(
    db,
    'SELECT * FROM custom_profile_values ORDER BY user_id, field_id',
  ).all() as ProfileValueRow[];

export function setProfileValue(db: Db, v: ProfileValueRow): void {
  statement(
    db,
    `INSERT INTO custom_profile_values (user_id, field_id, value, rendered_value)
     VALUES (@user_id, @field_id, @value, @rendered_value)
     ON CONFLICT (user_id, field_id) DO UPDATE SET
       value = excluded.value, rendered_value = excluded.rendered_value`,
  ).run(v);
}

export function deleteProfileValue(db: Db, userId: number, fieldId: number): void {
  statement(db, 'DELETE FROM custom_profile_values WHERE user_id = ? AND field_id = ?').run(
    userId,
    fieldId,
  );
}
