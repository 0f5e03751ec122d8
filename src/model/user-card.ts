/**
 * What a user card shows of a person: their role, the email the viewer may see, their local
 * time, and their custom profile fields as values to display (Zulip's field types). Pure.
 */
import type { CustomProfileField, User } from '../api/types/models';
import { ROLE_NAMES } from './roles';

/** Zulip's custom profile field types. */
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

export function roleLabel(user: Pick<User, 'role' | 'is_bot'>): string {
  if (user.is_bot) return 'Bot';
  return ROLE_NAMES[user.role] ?? 'Member';
}

/** The email the viewer may see: the real one when the server sends it, else the public one. */
export const visibleEmail = (user: Pick<User, 'email' | 'delivery_email'>): string =>
  user.delivery_email || user.email;

/** "3:05 PM" (or "15:05") where the user is, or undefined without a (valid) time zone. */
export function localTime(timezone: string, now: Date, twentyFour: boolean): string | undefined {
  if (!timezone) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: twentyFour ? 'h23' : 'h12',
    }).format(now);
  } catch {
    return undefined;
  }
}

/** One field's value, ready to show. */
export type FieldDisplay =
  | { kind: 'text'; text: string }
  /** Server-rendered Markdown: sanitize before showing. */
  | { kind: 'html'; html: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'users'; user_ids: number[] };

export interface ProfileEntry {
  id: number;
  name: string;
  value: FieldDisplay;
}

const EXTERNAL_PATTERNS: Record<string, string> = {
  github: 'https://github.com/%(username)s',
  twitter: 'https://twitter.com/%(username)s',
};

function parseData(field: CustomProfileField): Record<string, unknown> {
  try {
    return field.field_data ? (JSON.parse(field.field_data) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

function display(
  field: CustomProfileField,
  value: string,
  rendered: string | undefined,
): FieldDisplay {
  switch (field.type) {
    case FIELD_TYPE.SHORT_TEXT:
    case FIELD_TYPE.LONG_TEXT:
      return rendered ? { kind: 'html', html: rendered } : { kind: 'text', text: value };
    case FIELD_TYPE.SELECT: {
      const option = parseData(field)[value] as { text?: string } | undefined;
      return { kind: 'text', text: option?.text ?? value };
    }
    case FIELD_TYPE.DATE: {
      const date = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return { kind: 'text', text: value };
      const text = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(date);
      return { kind: 'text', text };
    }
    case FIELD_TYPE.URL: {
      const href = safeHref(value);
      return href ? { kind: 'link', text: value, href } : { kind: 'text', text: value };
    }
    case FIELD_TYPE.USER: {
      try {
        const ids = JSON.parse(value) as unknown;
        if (Array.isArray(ids) && ids.every((id) => Number.isInteger(id))) {
          return { kind: 'users', user_ids: ids as number[] };
        }
      } catch {
        // Shown as text below.
      }
      return { kind: 'text', text: value };
    }
    case FIELD_TYPE.EXTERNAL_ACCOUNT: {
      const data = parseData(field);
      const subtype = String(data.subtype ?? '');
      const pattern =
        subtype === 'custom' ? String(data.url_pattern ?? '') : EXTERNAL_PATTERNS[subtype];
      const href = pattern
        ? safeHref(pattern.replace('%(username)s', encodeURIComponent(value)))
        : undefined;
      return href ? { kind: 'link', text: value, href } : { kind: 'text', text: value };
    }
    default:
      return { kind: 'text', text: value };
  }
}

/** The user's filled-in fields, in the organization's order. */
export function profileEntries(
  fields: readonly CustomProfileField[],
  user: Pick<User, 'profile_data'>,
): ProfileEntry[] {
  const entries: ProfileEntry[] = [];
  for (const field of [...fields].sort((a, b) => a.order - b.order)) {
    const data = user.profile_data?.[String(field.id)];
    if (!data || data.value === '' || data.value === null) continue;
    entries.push({
      id: field.id,
      name: field.name,
      value: display(field, String(data.value), data.rendered_value),
    });
  }
  return entries;
}
