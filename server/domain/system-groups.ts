/** The system groups every realm has, and the role each user's group follows from. */
import { SystemGroup, type SystemGroupName } from '../../src/api/constants';
import { Role } from '../../src/api/types/models';

/** The system groups, from the widest to the narrowest. */
export const SYSTEM_GROUPS = [
  { name: SystemGroup.internet, description: 'Everyone on the Internet' },
  { name: SystemGroup.everyone, description: 'Everyone including guests' },
  { name: SystemGroup.members, description: 'Everyone except guests' },
  { name: SystemGroup.fullMembers, description: 'Members of this organization, not new members' },
  {
    name: SystemGroup.moderators,
    description: 'Moderators of this organization, including administrators',
  },
  {
    name: SystemGroup.administrators,
    description: 'Administrators of this organization, including owners',
  },
  { name: SystemGroup.owners, description: 'Owners of this organization' },
  { name: SystemGroup.nobody, description: 'Nobody' },
] as const;

export type { SystemGroupName };

/** The API's role values (src/api), by the names the server uses. */
export const ROLE = {
  owner: Role.owner,
  administrator: Role.admin,
  moderator: Role.moderator,
  member: Role.member,
  guest: Role.guest,
} as const;

/** Which role-based system groups a user of `role` belongs to directly (not counting nesting). */
export function systemGroupOfRole(role: number): SystemGroupName {
  switch (role) {
    case ROLE.owner:
      return SystemGroup.owners;
    case ROLE.administrator:
      return SystemGroup.administrators;
    case ROLE.moderator:
      return SystemGroup.moderators;
    case ROLE.member:
      return SystemGroup.fullMembers;
    default:
      return SystemGroup.everyone;
  }
}
