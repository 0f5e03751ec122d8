/** The large organization's people: the demo users, thousands more, a few bots, and their groups. */
import type { BulkInserts } from '../../db/bulk';
import type { Db } from '../../db/database';
import { addSubgroups, insertGroup, updateGroup } from '../../db/groups';
import { listProfileFields } from '../../db/profile-fields';
import { newApiKey } from '../../domain/passwords';
import { ROLE } from '../../domain/system-groups';
import { DEMO_USERS, type Foundation, roleGroupOf } from '../foundation';
import {
  CITIES,
  DEPARTMENTS,
  FIRST_NAMES,
  INTERESTS,
  LAST_NAMES,
  THINGS,
  TIMEZONES,
} from './names';
import type { Random } from './random';

const DAY = 86400;

export interface Person {
  id: number;
  full_name: string;
  role: number;
  active: boolean;
  bot: boolean;
}

export interface People {
  /** Active humans, the demo users first: who subscribes, writes and reacts. */
  humans: Person[];
  /**
   * Each active human's rank by how much they write (0 the most): a few write a lot, most
   * rarely, as in any organization; the demo users are among the talkative tenth.
   */
  talk: Map<number, number>;
  byId: Map<number, Person>;
  /** Demo user key (`iago`) → ID. */
  demo: Map<string, number>;
  /** Each team: its group and members (active humans); teams make channels too. */
  teams: { name: string; members: number[] }[];
  departments: { name: string; members: number[] }[];
}

/** What each step of the large organization works with. */
export interface Step {
  db: Db;
  bulk: BulkInserts;
  r: Random;
  foundation: Foundation;
  /** How many of the step's things (people, channels) to make. */
  count: number;
  now: number;
}

interface Context extends Step {
  passwordHash: string;
}

/** `count` people in all, the eight demo users among them; bots on top. */
export function createPeople(c: Context): People {
  const { bulk, r, foundation, now } = c;
  const demo = new Map(DEMO_USERS.map((u) => [u.key as string, foundation.uid(u.key)]));
  const byId = new Map<number, Person>();
  for (const u of DEMO_USERS) {
    const id = foundation.uid(u.key);
    byId.set(id, { id, full_name: u.full_name, role: u.role, active: true, bot: false });
  }
  const generated = Math.max(0, c.count - DEMO_USERS.length);
  const combos = FIRST_NAMES.length * LAST_NAMES.length;
  const names = r.sample(
    Array.from({ length: combos }, (_, i) => i),
    Math.min(generated, combos),
  );
  const roleOf = () => {
    const x = r.next();
    if (x < 0.001) return ROLE.administrator;
    if (x < 0.004) return ROLE.moderator;
    if (x < 0.024) return ROLE.guest;
    return ROLE.member;
  };
  const admins = [foundation.uid('iago')];
  for (let i = 0; i < generated; i++) {
    const n = names[i % names.length] ?? i;
    const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const round = Math.floor(i / combos);
    const full_name = round ? `${first} ${last} ${round + 1}` : `${first} ${last}`;
    const email = `${full_name.toLowerCase().replaceAll(' ', '.')}@example.com`;
    const role = roleOf();
    const active = !r.chance(0.03);
    const id = bulk.user({
      email,
      full_name,
      role,
      is_active: active ? 1 : 0,
      is_bot: 0,
      bot_type: null,
      bot_owner_id: null,
      api_key: newApiKey(),
      password_hash: c.passwordHash,
      date_joined: now - (30 + r.int(3 * 365)) * DAY,
      timezone: r.pick(TIMEZONES),
    });
    if (role === ROLE.administrator) admins.push(id);
    byId.set(id, { id, full_name, role, active, bot: false });
    bulk.groupMember(foundation.groupId(roleGroupOf(role)), id);
  }
  createBots(c, byId, admins);
  const humans = [...byId.values()].filter((p) => p.active && !p.bot);
  addProfiles(c, humans);
  const { teams, departments } = createGroups(c, humans);
  const demoIds = new Set(demo.values());
  const ranked = r.shuffle(humans.filter((p) => !demoIds.has(p.id)).map((p) => p.id));
  for (const id of demo.values()) ranked.splice(r.int(Math.ceil(ranked.length / 10) + 1), 0, id);
  const talk = new Map(ranked.map((id, i) => [id, i]));
  return { humans, talk, byId, demo, teams, departments };
}

function createBots(c: Context, byId: Map<number, Person>, admins: number[]) {
  const names = ['Deploy', 'Alerts', 'Standup', 'GitHub', 'Jira', 'Calendar', 'Welcome', 'Oncall'];
  const count = Math.max(2, Math.round(c.count * 0.002));
  for (let i = 0; i < count; i++) {
    const base = names[i % names.length]!;
    const full_name = i < names.length ? `${base} Bot` : `${base} Bot ${i}`;
    const id = c.bulk.user({
      email: `${full_name.toLowerCase().replaceAll(' ', '-')}-bot@example.com`,
      full_name,
      role: ROLE.member,
      is_active: 1,
      is_bot: 1,
      bot_type: i % 3 === 0 ? 2 : 1,
      bot_owner_id: c.r.pick(admins),
      api_key: newApiKey(),
      password_hash: null,
      date_joined: c.now - (30 + c.r.int(365)) * DAY,
      timezone: '',
    });
    byId.set(id, { id, full_name, role: ROLE.member, active: true, bot: true });
  }
}

/** Pronouns and phone numbers for some; the demo users keep the demo's values. */
function addProfiles(c: Context, humans: Person[]) {
  const fields = new Map(listProfileFields(c.db).map((f) => [f.name, f.id]));
  const pronouns = fields.get('Pronouns');
  const phone = fields.get('Phone number');
  for (const p of humans) {
    if (p.id <= DEMO_USERS.length) continue;
    if (pronouns && c.r.chance(0.4)) {
      c.bulk.profileValue(p.id, pronouns, c.r.pick(['she/her', 'he/him', 'they/them']), null);
    }
    if (phone && c.r.chance(0.25)) {
      const number = `+1 555 ${String(c.r.int(10000)).padStart(4, '0')}`;
      c.bulk.profileValue(p.id, phone, number, `<p>${number}</p>`);
    }
  }
}

/**
 * About three groups per hundred people: departments made of team subgroups, teams that
 * partition the people, and clubs and offices (a few nesting others, a few deactivated).
 */
function createGroups(c: Context, humans: Person[]) {
  const { r, now } = c;
  const total = Math.max(6, Math.round(c.count * 0.03));
  const deptCount = Math.min(DEPARTMENTS.length, Math.max(2, Math.round(total * 0.06)));
  const teamCount = Math.max(deptCount, Math.round(total * 0.6));
  const other = Math.max(1, total - deptCount - teamCount);
  const creator = c.foundation.uid('desdemona');
  const group = (name: string, description: string) =>
    insertGroup(c.db, {
      name,
      description,
      date_created: now - r.int(700) * DAY,
      creator_id: creator,
      is_system_group: 0,
      settings: {},
    });
  const departments = DEPARTMENTS.slice(0, deptCount).map((name) => ({
    name,
    id: group(name, `Everyone in ${name}`),
    members: [] as number[],
  }));
  const teams = Array.from({ length: teamCount }, (_, i) => {
    const dept = departments[i % deptCount]!;
    const name = `${dept.name}-${THINGS[Math.floor(i / deptCount) % THINGS.length]}${
      i >= deptCount * THINGS.length ? `-${i}` : ''
    }`;
    const id = group(name, `The ${name} team`);
    addSubgroups(c.db, dept.id, [id]);
    return { name, id, dept, members: [] as number[] };
  });
  for (const p of humans) {
    const team = teams[r.skewed(teams.length, 0.4)]!;
    team.members.push(p.id);
    team.dept.members.push(p.id);
    c.bulk.groupMember(team.id, p.id);
  }
  // Heads of department: direct members beside the teams.
  for (const d of departments) if (d.members.length) c.bulk.groupMember(d.id, r.pick(d.members));
  const clubs: number[] = [];
  for (let i = 0; i < other; i++) {
    const base = i % 2 ? `${r.pick(CITIES)}-office` : `${r.pick(INTERESTS)}-club`;
    const id = group(`${base}-${i}`, i % 2 ? 'People who work from here' : 'A club');
    const size = Math.min(humans.length, 3 + r.skewed(Math.max(1, humans.length >> 2), 0.8));
    for (const p of r.sample(humans, size)) c.bulk.groupMember(id, p.id);
    if (clubs.length > 2 && r.chance(0.1)) addSubgroups(c.db, id, r.sample(clubs, r.between(1, 3)));
    if (r.chance(0.03)) updateGroup(c.db, id, { deactivated: 1 });
    clubs.push(id);
  }
  return {
    teams: teams.map((t) => ({ name: t.name, members: t.members })),
    departments: departments.map((d) => ({ name: d.name, members: d.members })),
  };
}
