/** Which email address of a user each viewer sees (email_address_visibility). */
import type { Db } from '../db/database';
import { getUserByEmail, getUserById, type UserRow } from '../db/users';
import { ROLE } from './system-groups';

/**
 * Each user's `email_address_visibility` (a personal setting since feature level 163) decides
 * who sees their real address (`delivery_email`) and what their API `email` is: the real
 * address when everyone may see it, else `user{id}@parley.invalid`, the same for every viewer
 * (Zulip's dummy address on its fake email domain).
 */
export const EMAIL_ADDRESS_VISIBILITY = {
  everyone: 1,
  members: 2,
  admins: 3,
  nobody: 4,
  moderators: 5,
} as const;

export const FAKE_EMAIL_DOMAIN = 'parley.invalid';
const FAKE_EMAIL = /^user(\d+)@parley\.invalid$/i;

type Target = Pick<UserRow, 'id' | 'settings'>;
type Viewer = Pick<UserRow, 'id' | 'role'>;

const parsed = new Map<string, number>();

/** The user's email_address_visibility (1, everyone, unless they changed it). */
export function emailAddressVisibility(u: Pick<UserRow, 'settings'>): number {
  let v = parsed.get(u.settings);
  if (v === undefined) {
    try {
      const raw = (JSON.parse(u.settings) as Record<string, unknown>).email_address_visibility;
      v = typeof raw === 'number' ? raw : EMAIL_ADDRESS_VISIBILITY.everyone;
    } catch {
      v = EMAIL_ADDRESS_VISIBILITY.everyone;
    }
    if (parsed.size > 10_000) parsed.clear();
    parsed.set(u.settings, v);
  }
  return v;
}

/** The address a user goes by in the API (`email`, `sender_email`, typing and reaction users). */
export function apiEmail(u: Target & Pick<UserRow, 'delivery_email'>): string {
  return emailAddressVisibility(u) === EMAIL_ADDRESS_VISIBILITY.everyone
    ? u.delivery_email
    : `user${u.id}@${FAKE_EMAIL_DOMAIN}`;
}

/** Zulip's can_access_delivery_email: oneself always, others as the target's setting says. */
export function canAccessDeliveryEmail(viewer: Viewer, target: Target): boolean {
  if (viewer.id === target.id) return true;
  switch (emailAddressVisibility(target)) {
    case EMAIL_ADDRESS_VISIBILITY.everyone:
      return true;
    case EMAIL_ADDRESS_VISIBILITY.members:
      return viewer.role !== ROLE.guest;
    case EMAIL_ADDRESS_VISIBILITY.moderators:
      return viewer.role <= ROLE.moderator;
    case EMAIL_ADDRESS_VISIBILITY.admins:
      return viewer.role <= ROLE.administrator;
    default:
      return false;
  }
}

/**
 * The user an address names: their API email always; their real address where `viewer` may
 * see it, or for the server itself (`null`: logins, which take the real address).
 */
export function userByEmail(db: Db, email: string, viewer: Viewer | null): UserRow | undefined {
  const fake = FAKE_EMAIL.exec(email.trim());
  if (fake) {
    const u = getUserById(db, Number(fake[1]));
    return u && apiEmail(u) !== u.delivery_email ? u : undefined;
  }
  const u = getUserByEmail(db, email.trim());
  if (!u) return undefined;
  return viewer === null || canAccessDeliveryEmail(viewer, u) ? u : undefined;
}
