/** The demo organization "Parley Dev", created on first start. */
import { renderMarkdown } from '../../src/markdown';
import { addGroupMembers, insertGroup } from '../db/groups';
import { insertStream, upsertSubscription } from '../db/streams';
import { hashPassword } from '../domain/passwords';
import { renderContext } from '../domain/render-context';
import type { Services } from '../domain/services';
import { COLORS_IN_TURN } from '../domain/subscriptions';
import type { SystemGroupName } from '../domain/system-groups';
import { DEMO_PASSWORD, DEMO_USERS, seedFoundation } from './foundation';
import { insertHistory } from './history';
import { seedOrganization } from './organization';
import { seedPresence } from './presence';

export { DEMO_PASSWORD, DEMO_USERS, NOTIFICATION_BOT_EMAIL } from './foundation';

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

/** Creates the demo organization "Parley Dev" in an empty database. */
export async function seedDemoOrganization(services: Services): Promise<void> {
  const { db } = services;
  const now = services.now();
  const start = now - 30 * DAY;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  db.transaction(() => {
    const { groupId, uid } = seedFoundation(db, {
      name: 'Parley Dev',
      descriptionSource: 'The demo organization of Parley, a Zulip-compatible chat.',
      start,
      passwordHash,
    });

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
        upsertSubscription(db, uid(who), id, COLORS_IN_TURN[(i + j) % COLORS_IN_TURN.length]!);
      });
    });

    seedOrganization(db, start);
    seedPresence(db, now, uid);
    insertHistory(services, now, uid, channelIds);
  })();
}
