/** Which field of the new-user form a server refusal is about, from its words. */
export type UserField = 'email' | 'full_name' | 'password' | 'form';

export function fieldOfError(message: string): UserField {
  if (/e-?mail/i.test(message)) return 'email';
  if (/password/i.test(message)) return 'password';
  if (/\bname\b/i.test(message)) return 'full_name';
  return 'form';
}

/** Role values and their names, most powerful first. */
export const ROLES: readonly (readonly [number, string])[] = [
  [100, 'Owner'],
  [200, 'Administrator'],
  [300, 'Moderator'],
  [400, 'Member'],
  [600, 'Guest'],
];

export const roleName = (role: number) => ROLES.find(([r]) => r === role)?.[1] ?? 'Member';
