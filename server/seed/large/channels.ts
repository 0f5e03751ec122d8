/** The large organization's channels, and who is subscribed to each. */
import { insertStream, updateStream } from '../../db/streams';
import { COLORS_IN_TURN } from '../../domain/subscriptions';
import { ROLE, type SystemGroupName } from '../../domain/system-groups';
import { CHANNEL_KINDS, CITIES, INTERESTS, THINGS } from './names';
import type { People, Step } from './people';
import type { Random } from './random';

const DAY = 86400;

export interface Channel {
  id: number;
  name: string;
  /** Active human subscribers, the most talkative first. */
  members: number[];
  /** Those of them who may post (administrators only in the announcements channel). */
  posters: number[];
  created: number;
  /** How busy the channel is, relative to the others. */
  weight: number;
}

/** Share of all channels each demo user is subscribed to (Iago: one in five). */
const DEMO_SHARE: Record<string, number> = {
  iago: 0.2,
  desdemona: 0.12,
  shiva: 0.1,
  othello: 0.1,
  hamlet: 0.08,
  cordelia: 0.08,
  prospero: 0.06,
  polonius: 0.02,
};

interface Planned {
  name: string;
  description: string;
  members: Set<number>;
  inviteOnly?: boolean;
  webPublic?: boolean;
  isDefault?: boolean;
  posters?: SystemGroupName;
  archived?: boolean;
  isNew?: boolean;
}

export function createChannels(c: Step, people: People): Channel[] {
  const { r } = c;
  const everyone = people.humans.map((p) => p.id);
  const used = new Set<string>();
  const unique = (name: string) => {
    let n = name;
    for (let i = 2; used.has(n.toLowerCase()); i++) n = `${name}-${i}`;
    used.add(n.toLowerCase());
    return n;
  };
  const planned: Planned[] = [
    {
      name: unique('general'),
      description: 'Everyone is here: questions, news and chat.',
      members: new Set(everyone),
      isDefault: true,
    },
    {
      name: unique('announcements'),
      description: 'News for the whole organization. Only administrators post.',
      members: new Set(everyone),
      isDefault: true,
      posters: 'role:administrators',
    },
  ];
  const extras = (base: number[], share: number) =>
    new Set([...base, ...r.sample(everyone, Math.round(base.length * share))]);
  for (const d of people.departments) {
    if (planned.length >= c.count) break;
    planned.push({
      name: unique(d.name),
      description: `The ${d.name} department.`,
      members: extras(d.members, 0.1),
    });
  }
  for (const t of people.teams.slice(0, Math.round(c.count * 0.3))) {
    if (planned.length >= c.count) break;
    planned.push({
      name: unique(`team-${t.name}`),
      description: `Day-to-day work of the ${t.name} team.`,
      members: extras(t.members, 0.2),
      inviteOnly: r.chance(0.3),
    });
  }
  const words = [...THINGS, ...INTERESTS, ...CITIES];
  while (planned.length < c.count) {
    const kind = r.pick(CHANNEL_KINDS);
    const size = Math.round(3 * Math.max(1, everyone.length / 6) ** r.next());
    planned.push({
      name: unique(`${kind}-${r.pick(words)}`),
      description: `A ${kind} channel about ${r.pick(words)}.`,
      members: new Set(r.sample(everyone, Math.min(size, everyone.length))),
      inviteOnly: r.chance(0.15),
      webPublic: r.chance(0.01),
      archived: r.chance(0.03),
      isNew: r.chance(0.02),
    });
  }
  placeDemoUsers(r, planned, people);
  return planned.map((p, i) => insertChannel(c, people, p, i));
}

/** Each demo user in their share of the channels (and always in the two for everyone). */
function placeDemoUsers(r: Random, planned: Planned[], people: People) {
  for (const [key, id] of people.demo) {
    const chosen = new Set(
      r.sample(
        planned.slice(2).map((_, i) => i + 2),
        Math.round(planned.length * (DEMO_SHARE[key] ?? 0.05)),
      ),
    );
    planned.forEach((p, i) => {
      if (i < 2 || chosen.has(i)) p.members.add(id);
      else p.members.delete(id);
    });
  }
}

function insertChannel(c: Step, people: People, p: Planned, index: number): Channel {
  const { r, foundation, now } = c;
  const members = [...p.members].sort((a, b) => people.talk.get(a)! - people.talk.get(b)!);
  const creator = members[0] ?? foundation.uid('desdemona');
  const created = p.isNew ? now - r.between(1, 6) * DAY : now - r.between(30, 1000) * DAY;
  const id = insertStream(c.db, {
    name: p.name,
    description: p.description,
    rendered_description: `<p>${p.description}</p>`,
    date_created: created,
    creator_id: creator,
    invite_only: p.inviteOnly ? 1 : 0,
    is_web_public: p.webPublic ? 1 : 0,
    history_public_to_subscribers: p.inviteOnly && r.chance(0.5) ? 0 : 1,
    message_retention_days: null,
    is_default_stream: p.isDefault ? 1 : 0,
    can_send_message_group: JSON.stringify(foundation.groupId(p.posters ?? 'role:everyone')),
    can_administer_channel_group: JSON.stringify({
      direct_members: [creator],
      direct_subgroups: [],
    }),
    can_remove_subscribers_group: JSON.stringify(foundation.groupId('role:administrators')),
    can_add_subscribers_group: JSON.stringify({ direct_members: [], direct_subgroups: [] }),
    can_subscribe_group: JSON.stringify({ direct_members: [], direct_subgroups: [] }),
  });
  if (p.archived) updateStream(c.db, id, { is_archived: 1 });
  const demoIds = new Set(people.demo.values());
  for (const [j, userId] of members.entries()) {
    const demo = demoIds.has(userId);
    c.bulk.subscription({
      user_id: userId,
      stream_id: id,
      color: COLORS_IN_TURN[(index + j) % COLORS_IN_TURN.length]!,
      is_muted: demo && index > 1 && r.chance(0.08) ? 1 : 0,
      pin_to_top: demo && r.chance(0.02) ? 1 : 0,
    });
  }
  // Busier with size, but some small channels are lively and some big ones quiet.
  const noise = Math.min(200, 1 / (1 - r.next()));
  const weight = p.archived ? 0.3 : (members.length + 5) ** 0.8 * noise;
  const posters = p.posters
    ? members.filter((u) => (people.byId.get(u)?.role ?? ROLE.guest) <= ROLE.administrator)
    : members;
  return { id, name: p.name, members, posters, created, weight };
}
