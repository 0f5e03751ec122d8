/** Test support: table-driven tests of which queues receive which events. */
import { expect } from 'vitest';
import { type AnyEvent, type Listener, listen } from './events';
import { type ApiResponse, startTestServer, type TestClient, type TestServer } from './test-server';

/**
 * Table-driven recipient tests: each row is one operation by one demo user, and for every
 * demo user the events their queue receives (in order) or nothing at all.
 */
export const WHO = [
  'desdemona', // owner
  'iago', // administrator
  'shiva', // moderator
  'hamlet',
  'othello',
  'cordelia',
  'prospero',
  'polonius', // guest
] as const;
export type Who = (typeof WHO)[number];

export const CHANNELS = ['general', 'Verona', 'Denmark', 'Scotland', 'announce', 'Rome'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface World {
  t: TestServer;
  c: Record<Who, TestClient>;
  id: Record<Who, number>;
  stream: Record<Channel, number>;
  /** Queues registered for the current row, one per demo user. */
  queues: Record<Who, Listener>;
  /** Scratch space rows use to pass ids (a message, a group) to later rows. */
  memo: Record<string, number>;
}

export async function startWorld(): Promise<World> {
  const t = await startTestServer({ heartbeatSeconds: 1 });
  const c = {} as Record<Who, TestClient>;
  const id = {} as Record<Who, number>;
  for (const who of WHO) {
    c[who] = await t.as(`${who}@example.com`);
    id[who] = c[who].userId as number;
  }
  const streams = (await c.iago.get('/streams', { include_all: true })).body.streams as {
    name: string;
    stream_id: number;
  }[];
  const stream = {} as Record<Channel, number>;
  for (const name of CHANNELS) {
    const s = streams.find((x) => x.name === name);
    if (!s) throw new Error(`no channel ${name}`);
    stream[name] = s.stream_id;
  }
  return { t, c, id, stream, queues: {} as Record<Who, Listener>, memo: {} };
}

export type Expected = Partial<Record<Who, unknown[]>>;

export interface Row {
  name: string;
  /** Runs before the queues are registered: its events are not part of the row. */
  before?: (w: World) => Promise<unknown>;
  /** Register parameters per user (default: apply_markdown and every capability). */
  register?: Partial<Record<Who, Record<string, unknown>>>;
  /** The operation; it must succeed. */
  act: (w: World) => Promise<ApiResponse>;
  /** Who receives what, given the operation's response body; everyone else nothing. */
  receive: (w: World, body: Record<string, unknown>) => Expected;
  /** Only these event types are compared (default: every event but heartbeats). */
  types?: readonly string[];
}

/** An event matcher: `type`, `op` when given, and these fields. */
export const ev = (type: string, op: string | null, fields: Record<string, unknown> = {}) =>
  expect.objectContaining({ type, ...(op === null ? {} : { op }), ...fields });

/** The same events for each of `users`. */
export function to(users: readonly Who[], ...events: unknown[]): Expected {
  return Object.fromEntries(users.map((u) => [u, events]));
}

export const EVERYONE: readonly Who[] = WHO;
export const except = (...out: Who[]): Who[] => WHO.filter((w) => !out.includes(w));

/** Subscribers in the demo organization (before any row changes them). */
export const SUBSCRIBERS: Record<Channel, readonly Who[]> = {
  general: WHO,
  Verona: ['desdemona', 'iago', 'hamlet', 'othello', 'cordelia', 'prospero', 'polonius'],
  Denmark: ['iago', 'shiva', 'hamlet', 'cordelia', 'polonius'],
  Scotland: ['desdemona', 'iago', 'shiva', 'hamlet'],
  announce: except('polonius'),
  Rome: ['desdemona', 'iago', 'othello', 'cordelia', 'prospero'],
};

/** Registers a fresh queue for every demo user. */
export async function listenAll(w: World, register: Row['register'] = {}): Promise<void> {
  for (const who of WHO) w.queues[who] = await listen(w.c[who], register[who] ?? {});
}

/** Every user's events since the queues were registered (without heartbeats). */
export async function drainAll(w: World, types?: readonly string[]): Promise<Expected> {
  const got: Expected = {};
  for (const who of WHO) {
    const events = (await w.queues[who].events()).filter((e: AnyEvent) =>
      types ? types.includes(e.type) : true,
    );
    got[who] = events;
  }
  return got;
}

export async function runRow(w: World, row: Row): Promise<void> {
  if (row.before) await row.before(w);
  await listenAll(w, row.register);
  const res = await row.act(w);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const got = await drainAll(w, row.types);
  const want = row.receive(w, res.body);
  const expected = Object.fromEntries(WHO.map((who) => [who, want[who] ?? []]));
  expect(got).toEqual(expected);
}

/** A message sent as `who`, its id. */
export async function send(w: World, who: Who, params: Record<string, unknown>): Promise<number> {
  const res = await w.c[who].post('/messages', params);
  if (res.status !== 200) throw new Error(`send failed: ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

export const toChannel = (w: World, channel: Channel, topic: string, content: string) => ({
  type: 'stream',
  to: w.stream[channel],
  topic,
  content,
});
