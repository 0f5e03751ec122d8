/** What every seeded organization starts with: the realm, its system groups and the demo people. */
import type { Db } from '../db/database';
import { addGroupMembers, addSubgroups, insertGroup } from '../db/groups';
import { insertRealm, updateRealmNameAndDescription, updateRealmSettings } from '../db/realm';
import { insertUser } from '../db/users';
import { newApiKey } from '../domain/passwords';
import { DEFAULT_REALM_GROUP_SETTINGS, DEFAULT_REALM_SETTINGS } from '../domain/realm';
import { ROLE, SYSTEM_GROUPS, type SystemGroupName } from '../domain/system-groups';

/** Every demo user's password; printed at start in development mode. */
export const DEMO_PASSWORD = 'parley-demo';

export const DEMO_USERS = [
  { key: 'desdemona', email: 'desdemona@example.com', full_name: 'Desdemona', role: ROLE.owner },
  { key: 'iago', email: 'iago@example.com', full_name: 'Iago', role: ROLE.administrator },
  { key: 'shiva', email: 'shiva@example.com', full_name: 'Shiva', role: ROLE.moderator },
  { key: 'hamlet', email: 'hamlet@example.com', full_name: 'King Hamlet', role: ROLE.member },
  { key: 'othello', email: 'othello@example.com', full_name: 'Othello', role: ROLE.member },
  {
    key: 'cordelia',
    email: 'cordelia@example.com',
    full_name: "Cordelia, Lear's daughter",
    role: ROLE.member,
  },
  {
    key: 'prospero',
    email: 'prospero@example.com',
    full_name: 'Prospero from The Tempest',
    role: ROLE.member,
  },
  { key: 'polonius', email: 'polonius@example.com', full_name: 'Polonius', role: ROLE.guest },
] as const;

export const NOTIFICATION_BOT_EMAIL = 'notification-bot@zulip.com';

/** The role-based system group a seeded user of `role` joins directly. */
export function roleGroupOf(role: number): SystemGroupName {
  if (role === ROLE.owner) return 'role:owners';
  if (role === ROLE.administrator) return 'role:administrators';
  if (role === ROLE.moderator) return 'role:moderators';
  if (role === ROLE.member) return 'role:fullmembers';
  return 'role:everyone';
}

function createSystemGroups(db: Db, now: number): Map<SystemGroupName, number> {
  const ids = new Map<SystemGroupName, number>();
  for (const g of SYSTEM_GROUPS) {
    ids.set(
      g.name,
      insertGroup(db, {
        name: g.name,
        description: g.description,
        date_created: now,
        creator_id: null,
        is_system_group: 1,
        settings: {},
      }),
    );
  }
  // Each role group contains the next narrower one, as in Zulip.
  const chain: SystemGroupName[] = [
    'role:internet',
    'role:everyone',
    'role:members',
    'role:fullmembers',
    'role:moderators',
    'role:administrators',
    'role:owners',
  ];
  for (let i = 0; i + 1 < chain.length; i++) {
    addSubgroups(db, ids.get(chain[i]!)!, [ids.get(chain[i + 1]!)!]);
  }
  return ids;
}

export interface Foundation {
  groupId(name: SystemGroupName): number;
  /** A demo user's ID by key (`iago`), or the notification bot's (`notification-bot`). */
  uid(who: string): number;
}

/**
 * Inserts the realm (settings at their defaults), the system groups, the demo users (ids 1–8,
 * each with `passwordHash`) and the notification bot, all created at `start`.
 */
export function seedFoundation(
  db: Db,
  o: { name: string; descriptionSource: string; start: number; passwordHash: string },
): Foundation {
  insertRealm(db, o.name, `<p>${o.descriptionSource}</p>`, o.start);
  updateRealmNameAndDescription(db, { descriptionSource: o.descriptionSource });
  const groups = createSystemGroups(db, o.start);
  const groupId = (name: SystemGroupName) => groups.get(name)!;
  const realmSettings: Record<string, unknown> = { ...DEFAULT_REALM_SETTINGS };
  for (const [k, g] of Object.entries(DEFAULT_REALM_GROUP_SETTINGS)) realmSettings[k] = groupId(g);
  updateRealmSettings(db, realmSettings);

  const userIds = new Map<string, number>();
  for (const u of DEMO_USERS) {
    const id = insertUser(db, {
      email: u.email,
      full_name: u.full_name,
      role: u.role,
      api_key: newApiKey(),
      password_hash: o.passwordHash,
      date_joined: o.start,
      timezone: 'Europe/Rome',
    });
    userIds.set(u.key, id);
    addGroupMembers(db, groupId(roleGroupOf(u.role)), [id]);
  }
  userIds.set(
    'notification-bot',
    insertUser(db, {
      email: NOTIFICATION_BOT_EMAIL,
      full_name: 'Notification Bot',
      role: ROLE.member,
      api_key: newApiKey(),
      password_hash: null,
      date_joined: o.start,
      is_bot: true,
      bot_type: 1,
    }),
  );
  return {
    groupId,
    uid(who) {
      const id = userIds.get(who);
      if (id === undefined) throw new Error(`Unknown demo user ${who}`);
      return id;
    },
  };
}
