/**
 * Plays a planned demo against a running server: logs every demo user in, then performs each
 * action at its time through the API, as the users' own clients would. Time and sleeping are
 * injected so the plan, not the wall clock, is what tests reason about.
 */
import { DEMO_CHANNELS, DEMO_PASSWORD, DEMO_USERS } from '../../server/seed/demo';
import { DEMO_THREADS, type Who } from './conversations';
import { type DemoAction, type Place, planDemo } from './schedule';

export interface DemoOptions {
  server: string;
  minutes: number;
  random?: () => number;
  log?: (line: string) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** When the minutes started (by `now`): the command's start, so logging in counts. */
  startedAt?: number;
  /**
   * How many times faster than a person the demo plays (1 by default): the same plan, its
   * minutes over in `minutes / speed` of the clock. Tests use it to see a whole demo minute.
   */
  speed?: number;
}

type Params = Record<string, unknown>;

interface Account {
  name: string;
  id: number;
  call(method: string, path: string, params?: Params): Promise<Record<string, unknown>>;
}

function encode(params: Params): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined) out.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return out;
}

async function request(server: string, method: string, path: string, params: Params, auth = '') {
  const body = encode(params);
  const query = method === 'GET' && [...body].length ? `?${body}` : '';
  const res = await fetch(`${server}/api/v1/${path}${query}`, {
    method,
    headers: auth ? { authorization: auth } : {},
    body: method === 'GET' ? undefined : body,
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (json.result !== 'success') {
    throw new Error(`${method} ${path}: ${String(json.msg ?? `HTTP ${res.status}`)}`);
  }
  return json;
}

/** The development login where the server offers it, the demo password otherwise. */
async function logIn(server: string, email: string, name: string): Promise<Account> {
  const key = await request(server, 'POST', 'dev_fetch_api_key', { username: email }).catch(() =>
    request(server, 'POST', 'fetch_api_key', { username: email, password: DEMO_PASSWORD }),
  );
  const auth = `Basic ${Buffer.from(`${email}:${String(key.api_key)}`).toString('base64')}`;
  return {
    name,
    id: Number(key.user_id),
    call: (method, path, params = {}) => request(server, method, path, params, auth),
  };
}

const audience = (channel: string) =>
  (DEMO_CHANNELS.find((c) => c.name === channel)?.subscribers ?? []) as readonly Who[];

const describePlace = (p: Place, names: (w: Who) => string) =>
  'dm' in p ? `DM ${p.dm.map(names).join(', ')}` : `#${p.channel} > ${p.topic}`;

const clip = (text: string) => {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

/** Runs the demo for `minutes`; resolves when they are over, with what was done. */
export async function runDemo(o: DemoOptions): Promise<Record<DemoAction['kind'], number>> {
  const now = o.now ?? Date.now;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const log = o.log ?? console.log;
  const server = o.server.replace(/\/+$/, '');
  const accounts = new Map<Who, Account>();
  for (const u of DEMO_USERS) accounts.set(u.key, await logIn(server, u.email, u.full_name));
  const as = (who: Who) => accounts.get(who)!;
  const streamIds = new Map<string, number>();
  for (const c of DEMO_CHANNELS) {
    const r = await as('iago').call('GET', 'get_stream_id', { stream: c.name });
    streamIds.set(c.name, Number(r.stream_id));
  }
  const durationMs = o.minutes * 60_000;
  const actions = planDemo({
    threads: DEMO_THREADS,
    durationMs,
    random: o.random ?? Math.random,
    audience,
  });
  const messageIds = new Map<string, number>();
  const counts = { typing: 0, send: 0, react: 0, edit: 0, move: 0, resolve: 0 };
  const others = (who: Who, dm: Who[]) => dm.filter((w) => w !== who).map((w) => as(w).id);
  const names = (w: Who) => as(w).name;

  const perform = async (a: DemoAction) => {
    const user = as(a.who);
    const id = 'ref' in a ? messageIds.get(a.ref) : undefined;
    switch (a.kind) {
      case 'typing': {
        const where =
          'dm' in a.place
            ? { type: 'direct', to: others(a.who, a.place.dm) }
            : { type: 'stream', stream_id: streamIds.get(a.place.channel), topic: a.place.topic };
        await user.call('POST', 'typing', { op: a.op, ...where });
        return;
      }
      case 'send': {
        const to =
          'dm' in a.place
            ? { type: 'direct', to: others(a.who, a.place.dm) }
            : { type: 'stream', to: a.place.channel, topic: a.place.topic };
        const r = await user.call('POST', 'messages', { ...to, content: a.text });
        messageIds.set(a.ref, Number(r.id));
        log(`${user.name} in ${describePlace(a.place, names)}: ${clip(a.text)}`);
        return;
      }
      case 'react':
        if (id === undefined) return;
        await user.call('POST', `messages/${id}/reactions`, { emoji_name: a.emoji });
        log(`${user.name} reacted :${a.emoji}: to ${id}`);
        return;
      case 'edit':
        if (id === undefined) return;
        await user.call('PATCH', `messages/${id}`, { content: a.text });
        log(`${user.name} edited ${id}: ${clip(a.text)}`);
        return;
      case 'move': {
        if (id === undefined || 'dm' in a.to || 'dm' in a.from) return;
        const newStream = a.to.channel !== a.from.channel ? streamIds.get(a.to.channel) : undefined;
        await user.call('PATCH', `messages/${id}`, {
          topic: a.to.topic,
          stream_id: newStream,
          propagate_mode: 'change_all',
        });
        log(`${user.name} moved ${describePlace(a.from, names)} to ${describePlace(a.to, names)}`);
        return;
      }
      case 'resolve':
        if (id === undefined || 'dm' in a.place) return;
        await user.call('PATCH', `messages/${id}`, {
          topic: `✔ ${a.place.topic}`,
          propagate_mode: 'change_all',
        });
        log(`${user.name} resolved ${describePlace(a.place, names)}`);
        return;
    }
  };

  const speed = o.speed ?? 1;
  const start = o.startedAt ?? now();
  for (const a of actions) {
    const wait = start + a.at / speed - now();
    if (wait > 0) await sleep(wait);
    try {
      await perform(a);
      counts[a.kind]++;
    } catch (e) {
      log(`(skipped: ${(e as Error).message})`);
    }
  }
  const rest = start + durationMs / speed - now();
  if (rest > 0) await sleep(rest);
  return counts;
}
