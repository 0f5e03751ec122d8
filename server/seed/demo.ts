import type { Db } from '../db/database';
import { addGroupMembers, addSubgroups, insertGroup } from '../db/groups';
import { setEditHistory, updateMessageContent } from '../db/messages';
import { insertLinkifier, insertRealmEmoji, insertSavedSnippet } from '../db/misc';
import { insertReaction } from '../db/reactions';
import { insertRealm, updateRealmSettings } from '../db/realm';
import { getStreamById, insertStream, upsertSubscription } from '../db/streams';
import { getUserById, insertUser } from '../db/users';
import { renderMessageWith } from '../domain/messages/render';
import { storeMessage } from '../domain/messages/store';
import { hashPassword, newApiKey } from '../domain/passwords';
import { DEFAULT_REALM_GROUP_SETTINGS, DEFAULT_REALM_SETTINGS } from '../domain/realm';
import { renderContext } from '../domain/render-context';
import type { Services } from '../domain/services';
import { ROLE, SYSTEM_GROUPS, type SystemGroupName } from '../domain/system-groups';
import { renderMarkdown } from '../markdown';
import { CHANNEL_SCRIPTS, DIRECT_SCRIPTS, type Line, type TopicScript } from './conversations';
import { seedOrganization } from './organization';
import { standupScripts } from './standups';

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

const COLORS = [
  '#76ce90',
  '#fae589',
  '#a6c7e5',
  '#e79ab5',
  '#bfd56f',
  '#f4ae55',
  '#b0a5fd',
  '#addfe5',
];
const DAY = 86400;

/** A small deterministic PRNG so every fresh demo looks the same. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
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
        rendered_description: renderMarkdown(c.description, renderContext(db, '')).html,
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
        upsertSubscription(db, uid(who), id, COLORS[(i + j) % COLORS.length]!);
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
    insertHistory(db, now, uid, channelIds);
  })();
}

interface Planned {
  time: number;
  sender: number;
  text: string;
  channel?: string;
  topic?: string;
  dm?: number[];
}

/** Lays every script out in time, then inserts in time order so IDs follow time. */
function insertHistory(
  db: Db,
  now: number,
  uid: (who: string) => number,
  channelIds: Map<string, number>,
) {
  const rand = prng(42);
  const planned: Planned[] = [];
  const place = (script: TopicScript, daysAgo: number) => {
    let t = now - daysAgo * DAY + Math.floor(rand() * 8 * 3600);
    for (const line of script.lines) {
      t += 30 + Math.floor(rand() * 900);
      planned.push({
        time: Math.min(t, now - 60),
        sender: uid(line.who),
        text: line.text,
        channel: script.channel,
        topic: script.topic,
      });
    }
  };
  CHANNEL_SCRIPTS.forEach((s, i) => {
    place(s, 1 + ((i * 7) % 25));
  });
  for (const s of standupScripts(
    20,
    ['iago', 'hamlet', 'othello', 'cordelia', 'prospero', 'desdemona'],
    now,
  )) {
    place(s, s.daysAgo);
  }
  DIRECT_SCRIPTS.forEach((s, i) => {
    let t = now - (1 + i * 2) * DAY;
    const people = s.people.map(uid);
    for (const line of s.lines as Line[]) {
      t += 60 + Math.floor(rand() * 600);
      planned.push({ time: t, sender: uid(line.who), text: line.text, dm: people });
    }
  });
  planned.sort((a, b) => a.time - b.time);

  const ctx = renderContext(db, '');
  const ids: number[] = [];
  for (const p of planned) {
    const streamId = p.channel ? channelIds.get(p.channel)! : null;
    // Older history has been read; the last two days are unread for everyone but the sender.
    const recent = now - p.time < 2 * DAY;
    const stored = storeMessage(db, {
      sender: getUserById(db, p.sender)!,
      stream: streamId !== null ? getStreamById(db, streamId) : undefined,
      topic: p.topic,
      dmUserIds: p.dm,
      content: p.text,
      rendered: renderMessageWith(ctx, p.text),
      dateSent: p.time,
      client: 'Parley',
      isReadFor: (u) => u === p.sender || !recent,
    });
    ids.push(stored.message.id);
  }
  addReactionsAndEdits(db, now, uid, ids, planned);
}

function addReactionsAndEdits(
  db: Db,
  now: number,
  uid: (who: string) => number,
  ids: number[],
  planned: Planned[],
) {
  const REACTIONS = [
    { emoji_name: '+1', emoji_code: '1f44d' },
    { emoji_name: 'tada', emoji_code: '1f389' },
    { emoji_name: 'heart', emoji_code: '2764' },
    { emoji_name: 'smile', emoji_code: '1f642' },
  ];
  const reactors = ['iago', 'hamlet', 'othello', 'cordelia', 'desdemona'];
  // Every eleventh channel message gets a reaction or two.
  ids.forEach((id, i) => {
    if (i % 11 !== 3 || planned[i]?.channel === undefined) return;
    const emoji = REACTIONS[i % REACTIONS.length]!;
    for (const who of reactors.slice(0, 1 + (i % 3))) {
      insertReaction(db, {
        message_id: id,
        user_id: uid(who),
        ...emoji,
        reaction_type: 'unicode_emoji',
        created: now,
      });
    }
  });
  // Two edited messages, with their edit history.
  const ctx = renderContext(db, '');
  const edit = (startsWith: string, newText: string) => {
    const i = planned.findIndex((p) => p.text.startsWith(startsWith));
    const p = planned[i];
    if (!p) return;
    const timestamp = p.time + 120;
    const before = renderMessageWith(ctx, p.text);
    const after = renderMessageWith(ctx, newText);
    updateMessageContent(
      db,
      ids[i]!,
      {
        content: newText,
        rendered_content: after.html,
        is_me_message: after.isMeMessage ? 1 : 0,
        has_link: after.hasLink ? 1 : 0,
        has_image: after.hasImage ? 1 : 0,
        has_attachment: 0,
      },
      after.text,
    );
    setEditHistory(db, ids[i]!, {
      last_edit_timestamp: timestamp,
      edit_history: JSON.stringify([
        {
          user_id: p.sender,
          timestamp,
          prev_content: p.text,
          prev_rendered_content: before.html,
        },
      ]),
    });
  };
  edit('The freeze is tomorrow', 'The freeze is Wednesday evening, right?');
  edit('Tickets?', 'Tickets? How many friends may we bring?');
}
