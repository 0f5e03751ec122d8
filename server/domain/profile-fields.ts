/** Custom profile fields: the API objects, the register keys and users' values. */
import type { Db } from '../db/database';
import {
  allProfileValues,
  deleteProfileValue,
  listProfileFields,
  type ProfileFieldRow,
  profileValuesOfUser,
  setProfileValue,
} from '../db/profile-fields';
import { getUserById, type UserRow } from '../db/users';
import { badRequest } from './errors';
import type { Notice, Outcome } from './notices';
import { type OrgContext, renderOrgMarkdown } from './org-context';
import { canAdministerUsers } from './permissions';
import { inTransaction } from './transaction';
import { activeUserIds } from './user-audience';

/** Custom profile field types (zerver/models/custom_profile_fields.py). */
export const FIELD_TYPE = {
  SHORT_TEXT: 1,
  LONG_TEXT: 2,
  SELECT: 3,
  DATE: 4,
  URL: 5,
  USER: 6,
  EXTERNAL_ACCOUNT: 7,
  PRONOUNS: 8,
} as const;

const FIELD_TYPE_NAMES: Record<number, string> = {
  1: 'Text (short)',
  2: 'Text (long)',
  3: 'List of options',
  4: 'Date picker',
  5: 'Link',
  6: 'Users',
  7: 'External account',
  8: 'Pronouns',
};

/** Text fields carry Markdown and are sent with rendered_value. */
const RENDERED_TYPES: ReadonlySet<number> = new Set([FIELD_TYPE.SHORT_TEXT, FIELD_TYPE.LONG_TEXT]);

export function fieldToApi(f: ProfileFieldRow) {
  return {
    id: f.id,
    type: f.type,
    order: f.sort_order,
    name: f.name,
    hint: f.hint,
    field_data: f.field_data,
    display_in_profile_summary: f.display_in_profile_summary === 1,
    required: f.required === 1,
    editable_by_user: f.editable_by_user === 1,
  };
}

/** The register keys `custom_profile_fields` and `custom_profile_field_types`. */
export function customProfileFieldsState(db: Db) {
  const types: Record<string, { id: number; name: string }> = {};
  for (const [key, id] of Object.entries(FIELD_TYPE))
    types[key] = { id, name: FIELD_TYPE_NAMES[id]! };
  return {
    custom_profile_fields: listProfileFields(db).map(fieldToApi),
    custom_profile_field_types: types,
  };
}

export type ProfileData = Record<string, { value: string; rendered_value?: string }>;

/** A user's `profile_data`: field ID → value (and rendered_value for text fields). */
export function profileDataOf(db: Db, userId: number): ProfileData {
  const out: ProfileData = {};
  for (const v of profileValuesOfUser(db, userId)) {
    out[String(v.field_id)] =
      v.rendered_value === null
        ? { value: v.value }
        : { value: v.value, rendered_value: v.rendered_value };
  }
  return out;
}

/** Every user's `profile_data` at once (register's realm_users carries them, as Zulip's does). */
export function allProfileData(db: Db): Map<number, ProfileData> {
  const out = new Map<number, ProfileData>();
  for (const v of allProfileValues(db)) {
    const data = out.get(v.user_id) ?? {};
    out.set(v.user_id, data);
    data[String(v.field_id)] =
      v.rendered_value === null
        ? { value: v.value }
        : { value: v.value, rendered_value: v.rendered_value };
  }
  return out;
}

/** Checks a value for a field's type; returns the string it is stored as. */
function checkValue(db: Db, f: ProfileFieldRow, value: unknown): string {
  const fail = (why: string) => badRequest(`${f.name}: ${why}`);
  if (f.type === FIELD_TYPE.USER) {
    if (!Array.isArray(value) || !value.every((v) => Number.isSafeInteger(v))) {
      throw fail('expected a list of user IDs.');
    }
    for (const id of value as number[]) {
      if (!getUserById(db, id)) throw fail(`no such user ${id}.`);
    }
    return JSON.stringify(value);
  }
  if (typeof value !== 'string') throw fail('expected a string.');
  const text = value.trim();
  if (f.type === FIELD_TYPE.SHORT_TEXT || f.type === FIELD_TYPE.PRONOUNS) {
    if ([...text].length > 50) throw fail('value too long (limit: 50 characters).');
  } else if (f.type === FIELD_TYPE.LONG_TEXT) {
    if ([...text].length > 500) throw fail('value too long (limit: 500 characters).');
  } else if (f.type === FIELD_TYPE.SELECT) {
    const options = f.field_data ? (JSON.parse(f.field_data) as Record<string, unknown>) : {};
    if (!(text in options)) throw fail(`'${text}' is not one of the options.`);
  } else if (f.type === FIELD_TYPE.DATE) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) {
      throw fail('expected a date like 2024-12-31.');
    }
  } else if (f.type === FIELD_TYPE.URL) {
    if (!/^https?:\/\/\S+$/i.test(text)) throw fail('expected an http(s) URL.');
  }
  return text;
}

/** PATCH /users/me/profile_data (and an administrator's PATCH /users/{id} profile_data). */
export function updateProfileData(
  ctx: OrgContext,
  actor: UserRow,
  target: UserRow,
  data: ReadonlyArray<{ id: number; value: unknown }>,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const fields = new Map(listProfileFields(ctx.db).map((f) => [f.id, f]));
    const planned: Array<{ field: ProfileFieldRow; value: string | null }> = [];
    for (const d of data) {
      const field = fields.get(d.id);
      if (!field) throw badRequest(`Field id ${d.id} not found.`);
      if (!field.editable_by_user && !canAdministerUsers(actor)) {
        throw badRequest(
          `You are not allowed to change the '${field.name}' field. Ask an administrator to update it.`,
        );
      }
      const empty =
        d.value === null || d.value === '' || (Array.isArray(d.value) && !d.value.length);
      if (empty && field.required) throw badRequest(`Field '${field.name}' is required.`);
      planned.push({ field, value: empty ? null : checkValue(ctx.db, field, d.value) });
    }
    const notices: Notice[] = [];
    const everyone = activeUserIds(ctx.db);
    for (const { field, value } of planned) {
      let rendered: string | null = null;
      if (value === null) deleteProfileValue(ctx.db, target.id, field.id);
      else {
        rendered = RENDERED_TYPES.has(field.type) ? renderOrgMarkdown(ctx, value, actor) : null;
        setProfileValue(ctx.db, {
          user_id: target.id,
          field_id: field.id,
          value,
          rendered_value: rendered,
        });
      }
      const custom_profile_field: Record<string, unknown> = { id: field.id, value };
      if (rendered !== null) custom_profile_field.rendered_value = rendered;
      notices.push({
        event: {
          type: 'realm_user',
          op: 'update',
          person: { user_id: target.id, custom_profile_field },
        },
        users: everyone,
      });
    }
    return { result: {}, notices };
  });
}
