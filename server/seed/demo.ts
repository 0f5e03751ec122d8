import { renderMarkdown } from '../../src/markdown';
import type { Db } from '../db/database';
import { addGroupMembers, addSubgroups, insertGroup } from '../db/groups';
import { insertLinkifier, insertRealmEmoji, insertSavedSnippet } from '../db/misc';
import { insertRealm, updateRealmNameAndDescription, updateRealmSettings } from '../db/realm';
import { insertStream, upsertSubscription } from '../db/streams';
import { insertUser } from '../db/users';
import { hashPassword, newApiKey } from '../domain/passwords';
import { DEFAULT_REALM_GROUP_SETTINGS, DEFAULT_REALM_SETTINGS } from '../domain/realm';
import { renderContext } from '../domain/render-context';
import type { Services } from '../domain/services';
import { SUBSCRIPTION_COLORS } from '../domain/subscriptions';
import { ROLE, SYSTEM_GROUPS, type SystemGroupName } from '../domain/system-groups';
import { insertHistory } from './history';
import { seedOrganization } from './organization';

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

type Who = (typeof DEMO_USERS)[number]['key'];

interface DemoChannel {
  name: string;
  description: string;
  invite_only?: boolean;
  history_public_to_subscribers?: boolean;
  is_web_public?: boolean;
  postersGroup?: SystemGroupName;
  subscribers: Who[];
}

const ALL: Who[] = DEMO_USERS.map((u) => u.key);
const MEMBERS: Who[] = ALL.filter((k) => k !== 'polonius');

export const DEMO_CHANNELS: DemoChannel[] = [
  { name: 'general', description: 'Everyone is here: questions, news and chat.', subscribers: ALL },
  {
    name: 'Verona',
    description: 'The product team: releases, reviews and **standups**.',
    subscribers: ['desdemona', 'iago', 'hamlet', 'othello', 'cordelia', 'prospero', 'polonius'],
  },
  {
    name: 'Denmark',
    description: 'Castle business. Something may be rotten here.',
    subscribers: ['iago', 'shiva', 'hamlet', 'cordelia', 'polonius'],
  },
  {
    name: 'Scotland',
    description: 'Private: leadership discussions.',
    invite_only: true,
    history_public_to_subscribers: false,
    subscribers: ['desdemona', 'iago', 'shiva', 'hamlet'],
  },
  {
    name: 'announce',
    description: 'Announcements for the whole organization. Only administrators may post.',
    postersGroup: 'role:administrators',
    subscribers: MEMBERS,
  },
  {
    name: 'Rome',
    description: 'Web-public: anyone on the internet can read this channel.',
    is_web_public: true,
    subscribers: ['desdemona', 'iago', 'othello', 'cordelia', 'prospero'],
  },
];

const DAY = 86400;

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

/** Creates the demo organization "Parley Dev" in an empty database. */
export async function seedDemoOrganization(services: Services): Promise<void> {
  const { db } = services;
  const now = services.now();
  const start = now - 30 * DAY;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  db.transaction(() => {
    insertRealm(
      db,
      'Parley Dev',
      '<p>The demo organization of Parley, a Zulip-compatible chat.</p>',
      start,
    );
    updateRealmNameAndDescription(db, {
      descriptionSource: 'The demo organization of Parley, a Zulip-compatible chat.',
    });
    const groups = createSystemGroups(db, start);
    const groupId = (name: SystemGroupName) => groups.get(name)!;
    const realmSettings: Record<string, unknown> = { ...DEFAULT_REALM_SETTINGS };
    for (const [k, g] of Object.entries(DEFAULT_REALM_GROUP_SETTINGS))
      realmSettings[k] = groupId(g);
    updateRealmSettings(db, realmSettings);

    const userIds = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const id = insertUser(db, {
        email: u.email,
        full_name: u.full_name,
        role: u.role,
        api_key: newApiKey(),
        password_hash: passwordHash,
        date_joined: start,
        timezone: 'Europe/Rome',
      });
      userIds.set(u.key, id);
      const roleGroup =
        u.role === ROLE.owner
          ? 'role:owners'
          : u.role === ROLE.administrator
            ? 'role:administrators'
            : u.role === ROLE.moderator
              ? 'role:moderators'
              : u.role === ROLE.member
                ? 'role:fullmembers'
                : 'role:everyone';
      addGroupMembers(db, groupId(roleGroup), [id]);
    }
    const bot = insertUser(db, {
      email: NOTIFICATION_BOT_EMAIL,
      full_name: 'Notification Bot',
      role: ROLE.member,
      api_key: newApiKey(),
      password_hash: null,
      date_joined: start,
      is_bot: true,
      bot_type: 1,
    });
    userIds.set('notification-bot', bot);
    const uid = (who: string) => {
      const id = userIds.get(who);
      if (id === undefined) throw new Error(`Unknown demo user ${who}`);
      return id;
    };

    const hamletGroup = insertGroup(db, {
      name: 'hamletcharacters',
      description: 'Characters of Hamlet',
      date_created: start,
      creator_id: uid('desdemona'),
      is_system_group: 0,
      settings: {},
    });
    addGroupMembers(db, hamletGroup, [uid('hamlet'), uid('polonius')]);
    const leadership = insertGroup(db, {
      name: 'leadership',
      description: 'The people who run Parley Dev',
      date_created: start,
      creator_id: uid('desdemona'),
      is_system_group: 0,
      settings: {},
    });
    addGroupMembers(db, leadership, [uid('desdemona'), uid('iago')]);

    const channelIds = new Map<string, number>();
    DEMO_CHANNELS.forEach((c, i) => {
      const creator = uid('desdemona');
      const id = insertStream(db, {
        name: c.name,
        description: c.description,
        rendered_description: renderMarkdown(
          c.description,
          renderContext(db, '', null, { publicChannelsOnly: true }),
        ).html,
        date_created: start,
        creator_id: creator,
        invite_only: c.invite_only ? 1 : 0,
        is_web_public: c.is_web_public ? 1 : 0,
        history_public_to_subscribers: c.history_public_to_subscribers === false ? 0 : 1,
        message_retention_days: null,
        is_default_stream: c.name === 'general' ? 1 : 0,
        can_send_message_group: JSON.stringify(groupId(c.postersGroup ?? 'role:everyone')),
        can_administer_channel_group: JSON.stringify({
          direct_members: [creator],
          direct_subgroups: [],
        }),
        can_remove_subscribers_group: JSON.stringify(groupId('role:administrators')),
        can_add_subscribers_group: JSON.stringify({ direct_members: [], direct_subgroups: [] }),
        can_subscribe_group: JSON.stringify({ direct_members: [], direct_subgroups: [] }),
      });
      channelIds.set(c.name, id);
      c.subscribers.forEach((who, j) => {
        upsertSubscription(
          db,
          uid(who),
          id,
          SUBSCRIPTION_COLORS[(i + j) % SUBSCRIPTION_COLORS.length]!,
        );
      });
    });

    insertLinkifier(db, '#(?P<id>[0-9]{2,8})', 'https://tracker.example.com/ticket/{id}');
    insertRealmEmoji(db, 'parley', 'parley.svg', uid('desdemona'));
    insertRealmEmoji(db, 'green_tick', 'green_tick.svg', uid('iago'));
    insertSavedSnippet(db, {
      user_id: uid('iago'),
      title: 'Meeting notes',
      content: '**Meeting notes**\n- Attendees:\n- Decisions:\n- Follow-ups:',
      date_created: start,
    });
    insertSavedSnippet(db, {
      user_id: uid('desdemona'),
      title: 'Welcome',
      content: 'Welcome to Parley Dev! Introduce yourself in #**general>welcome**.',
      date_created: start,
    });

    seedOrganization(db);
    insertHistory(services, now, uid, channelIds);
  })();
}
