/**
 * A large organization for trying Parley at scale (`npm run seed`): thousands of people, channels
 * from a handful of people to everyone, hundreds of thousands of messages, the demo users among
 * the people. Deterministic for a seed and a time; written straight through the database layer.
 */
import { bulkInserts } from '../../db/bulk';
import type { Db } from '../../db/database';
import { getRealm } from '../../db/realm';
import { hashPassword } from '../../domain/passwords';
import { DEMO_PASSWORD, seedFoundation } from '../foundation';
import { seedOrganization } from '../organization';
import { createChannels } from './channels';
import { templates } from './content';
import { createPeople } from './people';
import { planHistory } from './plan';
import { random } from './random';
import { writeHistory } from './write';

const DAY = 86400;

export interface LargeOrganizationOptions {
  people: number;
  channels: number;
  messages: number;
  seed: string;
  /** Seconds since the epoch: the history ends just before it. */
  now: number;
}

export const LARGE_DEFAULTS = {
  people: 10_000,
  channels: 1_000,
  messages: 500_000,
  seed: 'parley',
};

export interface LargeOrganizationSummary {
  people: number;
  channels: number;
  messages: number;
  userMessages: number;
  reactions: number;
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

/** Creates the organization in `db`, which must hold none yet. */
export async function seedLargeOrganization(
  db: Db,
  o: LargeOrganizationOptions,
  log: (line: string) => void = () => {},
): Promise<LargeOrganizationSummary> {
  if (getRealm(db)) throw new Error('The data directory already holds an organization.');
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const step = (name: string) => {
    const t = performance.now();
    timings[name] = Math.round(t - mark);
    log(`${name}: ${timings[name]} ms`);
    mark = t;
  };
  const r = random(o.seed);
  const bulk = bulkInserts(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // A bigger page cache while writing: the flag rows arrive in message order, not key order.
  db.pragma('cache_size = -262144');
  const start = o.now - 4 * 365 * DAY;
  const { people, channels } = db.transaction(() => {
    const foundation = seedFoundation(db, {
      name: 'Parley Large',
      descriptionSource: 'A large organization for trying Parley at scale.',
      start,
      passwordHash,
    });
    seedOrganization(db, start);
    const people = createPeople({
      db,
      bulk,
      r: r.fork('people'),
      foundation,
      count: o.people,
      now: o.now,
      passwordHash,
    });
    const channels = createChannels(
      { db, bulk, r: r.fork('channels'), foundation, count: o.channels, now: o.now },
      people,
    );
    return { people, channels };
  })();
  step('people, groups and channels');
  const plan = db.transaction(() =>
    planHistory(
      { db, bulk, r: r.fork('plan'), now: o.now, messages: o.messages },
      channels,
      people,
    ),
  )();
  step('plan');
  const unread = new Map(
    [...people.demo].map(([key, id]) => [
      id,
      Math.round(o.messages * (key === 'iago' ? 0.04 : 0.006)),
    ]),
  );
  const written = writeHistory({
    db,
    bulk,
    r: r.fork('history'),
    now: o.now,
    people,
    plan,
    templates: templates(r.fork('templates'), 300),
    unread,
  });
  step('messages');
  db.pragma('cache_size = -2000');
  return {
    people: people.byId.size,
    channels: channels.length,
    ...written,
    timings,
  };
}
