// The large organization on a small scale: counts, determinism, and the real server serving it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ParleyServer } from '../../app';
import { DEFAULT_CONFIG, NO_RATE_LIMITS } from '../../config';
import { type Db, openDatabase } from '../../db/database';
import { DEMO_USERS } from '../foundation';
import { seedLargeOrganization } from '.';

const SIZE = { people: 200, channels: 30, messages: 3000 };
const NOW = 1_760_000_000;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-large-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function generate(seed: string): Promise<Db> {
  const db = openDatabase(tempDir());
  await seedLargeOrganization(db, { ...SIZE, seed, now: NOW });
  return db;
}

/** Everything the organization is made of, but secrets (API keys and password hashes). */
function content(db: Db) {
  const all = (sql: string) => db.prepare(sql).all();
  return {
    users: all(
      'SELECT id, email, full_name, role, is_active, is_bot, bot_owner_id, date_joined, timezone FROM users ORDER BY id',
    ),
    groups: all('SELECT * FROM user_groups ORDER BY id'),
    members: all('SELECT * FROM user_group_members ORDER BY group_id, user_id'),
    subgroups: all('SELECT * FROM user_group_subgroups ORDER BY group_id, subgroup_id'),
    streams: all('SELECT * FROM streams ORDER BY id'),
    subscriptions: all('SELECT * FROM subscriptions ORDER BY user_id, stream_id'),
    recipients: all('SELECT * FROM recipients ORDER BY id'),
    messages: all('SELECT * FROM messages ORDER BY id'),
    flags: all('SELECT * FROM user_messages ORDER BY user_id, message_id'),
    reactions: all('SELECT * FROM reactions ORDER BY message_id, user_id, emoji_code'),
    userTopics: all('SELECT * FROM user_topics ORDER BY user_id, stream_id, topic'),
    profiles: all('SELECT * FROM custom_profile_values ORDER BY user_id, field_id'),
  };
}

describe('the large organization generator', () => {
  it('builds the same organization from the same seed, and another from another', async () => {
    const [a, b, c] = await Promise.all([generate('s1'), generate('s1'), generate('s2')]);
    expect(content(b)).toEqual(content(a));
    expect(content(c).messages).not.toEqual(content(a).messages);
    for (const db of [a, b, c]) db.close();
    // Three organizations: about 12 s on an idle machine, twice that on a busy one.
  }, 120_000);
});

describe('npm run seed, then the server on that directory', () => {
  let server: ParleyServer;
  let db: Db;
  let url: string;
  const n = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
  const ids = (sql: string, ...args: unknown[]) =>
    (db.prepare(sql).all(...args) as { id: number }[]).map((r) => r.id);

  beforeAll(async () => {
    const dataDir = tempDir();
    // Enough people that register answers realm_users from its shared blocks (realm-user-lists).
    const args = ['--people', '300', '--channels', '30', '--messages', '3000', '--seed', 'test'];
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/seed.ts', ...args, '--data-dir', dataDir],
      { encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('3000 messages');
    server = await buildServer({
      ...DEFAULT_CONFIG,
      ...NO_RATE_LIMITS,
      port: 0,
      dataDir,
      distDir: dataDir,
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    db = server.services.db;
  }, 120_000);
  afterAll(() => server?.close());

  async function api(email: string, method: string, p: string, params: Record<string, unknown>) {
    const login = await fetch(`${url}/api/v1/dev_fetch_api_key`, {
      method: 'POST',
      body: new URLSearchParams({ username: email }),
    });
    const { api_key } = (await login.json()) as { api_key: string };
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) {
      form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const res = await fetch(`${url}/api/v1${p}${method === 'GET' ? `?${form}` : ''}`, {
      method,
      headers: { authorization: `Basic ${Buffer.from(`${email}:${api_key}`).toString('base64')}` },
      body: method === 'GET' ? undefined : form,
    });
    expect(res.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
    return (await res.json()) as any;
  }

  it('has the people, channels and messages asked for, the demo users among them', () => {
    expect(n('SELECT COUNT(*) AS n FROM users WHERE is_bot = 0')).toBe(300);
    expect(n('SELECT COUNT(*) AS n FROM streams')).toBe(30);
    expect(n('SELECT COUNT(*) AS n FROM messages')).toBe(3000);
    expect(n('SELECT COUNT(*) AS n FROM message_search')).toBe(3000);
    for (const u of DEMO_USERS) {
      expect(
        n('SELECT COUNT(*) AS n FROM users WHERE email = ? AND role = ?', u.email, u.role),
      ).toBe(1);
    }
    expect(n('SELECT COUNT(*) AS n FROM user_groups WHERE is_system_group = 0')).toBeGreaterThan(3);
    expect(n('SELECT COUNT(*) AS n FROM user_group_subgroups')).toBeGreaterThan(7);
    expect(n('SELECT COUNT(*) AS n FROM messages WHERE stream_id IS NULL')).toBeGreaterThan(100);
    expect(n('SELECT COUNT(*) AS n FROM reactions')).toBeGreaterThan(50);
    expect(n('SELECT COUNT(*) AS n FROM messages WHERE edit_history IS NOT NULL')).toBeGreaterThan(
      10,
    );
    // Channels from a handful of people to everyone.
    const sizes = db
      .prepare('SELECT COUNT(*) AS n FROM subscriptions GROUP BY stream_id ORDER BY n')
      .all() as { n: number }[];
    expect(sizes[0]!.n).toBeLessThan(20);
    expect(sizes.at(-1)!.n).toBe(
      n('SELECT COUNT(*) AS n FROM users WHERE is_active = 1 AND is_bot = 0'),
    );
  });

  it('registers Iago with his channels, the active people and his unread messages', async () => {
    const iago = n("SELECT id AS n FROM users WHERE email = 'iago@example.com'");
    const state = await api('iago@example.com', 'POST', '/register', {
      fetch_event_types: ['realm_user', 'subscription', 'message', 'update_message_flags'],
    });
    expect(state.realm_users).toHaveLength(
      n('SELECT COUNT(*) AS n FROM users WHERE is_active = 1'),
    );
    expect(state.subscriptions).toHaveLength(
      n('SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ? AND active = 1', iago),
    );
    const unread = [
      ...state.unread_msgs.streams,
      ...state.unread_msgs.pms,
      ...state.unread_msgs.huddles,
    ].flatMap((e: { unread_message_ids: number[] }) => e.unread_message_ids);
    // 4% of the messages, as the generator promises Iago.
    expect(unread).toHaveLength(120);
    expect(
      new Set(state.unread_msgs.streams.map((s: { stream_id: number }) => s.stream_id)).size,
    ).toBeGreaterThan(1);
  });

  it('opens a channel at Iago’s first unread message and lists its subscribers', async () => {
    const iago = n("SELECT id AS n FROM users WHERE email = 'iago@example.com'");
    const [channel] = ids(
      `SELECT m.stream_id AS id FROM user_messages um JOIN messages m ON m.id = um.message_id
       WHERE um.user_id = ? AND (um.flags & 1) = 0 AND m.stream_id IS NOT NULL
       GROUP BY m.stream_id ORDER BY COUNT(*) DESC LIMIT 1`,
      iago,
    );
    const firstUnread = n(
      `SELECT MIN(um.message_id) AS n FROM user_messages um JOIN messages m ON m.id = um.message_id
       WHERE um.user_id = ? AND (um.flags & 1) = 0 AND m.stream_id = ?`,
      iago,
      channel,
    );
    const page = await api('iago@example.com', 'GET', '/messages', {
      anchor: 'first_unread',
      num_before: 5,
      num_after: 5,
      narrow: [{ operator: 'channel', operand: channel }],
    });
    expect(page.anchor).toBe(firstUnread);
    expect(page.messages.find((m: { id: number }) => m.id === firstUnread)?.flags).not.toContain(
      'read',
    );
    const members = await api('iago@example.com', 'GET', `/streams/${channel}/members`, {});
    expect(members.subscribers).toEqual(
      ids(
        `SELECT s.user_id AS id FROM subscriptions s JOIN users u ON u.id = s.user_id
         WHERE s.stream_id = ? AND s.active = 1 AND u.is_active = 1 ORDER BY s.user_id`,
        channel,
      ),
    );
  });

  it('answers register in gzip from shared blocks: the same JSON as uncompressed, renames included', async () => {
    const login = await fetch(`${url}/api/v1/dev_fetch_api_key`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'iago@example.com' }),
    });
    const { api_key } = (await login.json()) as { api_key: string };
    const authorization = `Basic ${Buffer.from(`iago@example.com:${api_key}`).toString('base64')}`;
    const register = async (acceptEncoding: string) => {
      const res = await fetch(`${url}/api/v1/register`, {
        method: 'POST',
        headers: { authorization, 'accept-encoding': acceptEncoding },
        body: new URLSearchParams({ fetch_event_types: '["realm_user"]' }),
      });
      expect(res.status).toBe(200);
      const { queue_id: _queue, ...state } = (await res.json()) as Record<string, unknown>;
      return { encoding: res.headers.get('content-encoding'), state };
    };
    const someone = n('SELECT MAX(id) AS n FROM users WHERE is_bot = 0 AND is_active = 1');
    const renameSomeone = async (name: string) => {
      const res = await fetch(`${url}/api/v1/users/${someone}`, {
        method: 'PATCH',
        headers: { authorization },
        body: new URLSearchParams({ full_name: name }),
      });
      expect(res.status).toBe(200);
    };
    for (const name of [undefined, 'Renamed Person']) {
      if (name) await renameSomeone(name);
      const gzip = await register('gzip, deflate, br');
      const plain = await register('identity');
      expect(gzip.encoding).toBe('gzip');
      expect(plain.encoding).toBeNull();
      expect(gzip.state).toEqual(plain.state);
      const users = gzip.state.realm_users as {
        user_id: number;
        email: string;
        delivery_email?: string;
        full_name: string;
      }[];
      expect(users.length).toBeGreaterThan(250);
      expect(users.find((u) => u.email === 'iago@example.com')?.delivery_email).toBe(
        'iago@example.com',
      );
      if (name) expect(users.find((u) => u.user_id === someone)?.full_name).toBe(name);
    }
  });
});
