/** The system groups every realm has, from the widest to the narrowest. */
export const SYSTEM_GROUPS = [
  { name: 'role:internet', description: 'Everyone on the Internet' },
  { name: 'role:everyone', description: 'Everyone including guests' },
  { name: 'role:members', description: 'Everyone except guests' },
  { name: 'role:fullmembers', description: 'Members of this organization, not new members' },
  {
    name: 'role:moderators',
    description: 'Moderators of this organization, including administrators',
  },
  {
    name: 'role:administrators',
    description: 'Administrators of this organization, including owners',
  },
  { name: 'role:owners', description: 'Owners of this organization' },
  { name: 'role:nobody', description: 'Nobody' },
] as const;

export type SystemGroupName = (typeof SYSTEM_GROUPS)[number]['name'];

export const ROLE = {
  owner: 100,
  administrator: 200,
  moderator: 300,
  member: 400,
  guest: 600,
} as const;

/** Which role-based system groups a user of `role` belongs to directly (not counting nesting). */
export function systemGroupOfRole(role: number): SystemGroupName {
  switch (role) {
    case ROLE.owner:
      return 'role:owners';
    case ROLE.administrator:
      return 'role:administrators';
    case ROLE.moderator:
      return 'role:moderators';
    case ROLE.member:
      return 'role:fullmembers';
    default:
      return 'role:everyone';
  }
}
