import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { DEFAULT_CONFIG } from '../config';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const count = (sql: string) => (t.server.services.db.prepare(sql).get() as { n: number }).n;

describe('the demo organization', () => {
  it('has the eight demo users with their roles', async () => {
    const rows = t.server.services.db
      .prepare('SELECT email, full_name, role FROM users WHERE is_bot = 0 ORDER BY id')
      .all();
    expect(rows).toEqual([
      { email: 'desdemona@example.com', full_name: 'Desdemona', role: 100 },
      { email: 'iago@example.com', full_name: 'Iago', role: 200 },
      { email: 'shiva@example.com', full_name: 'Shiva', role: 300 },
      { email: 'hamlet@example.com', full_name: 'King Hamlet', role: 400 },
      { email: 'othello@example.com', full_name: 'Othello', role: 400 },
      { email: 'cordelia@example.com', full_name: "Cordelia, Lear's daughter", role: 400 },
      { email: 'prospero@example.com', full_name: 'Prospero from The Tempest', role: 400 },
      { email: 'polonius@example.com', full_name: 'Polonius', role: 600 },
    ]);
  });

  it('has the six channels with their kinds', () => {
    const rows = t.server.services.db
      .prepare(
        'SELECT name, invite_only, is_web_public, history_public_to_subscribers FROM streams ORDER BY id',
      )
      .all();
    expect(rows).toEqual([
      { name: 'general', invite_only: 0, is_web_public: 0, history_public_to_subscribers: 1 },
      { name: 'Verona', invite_only: 0, is_web_public: 0, history_public_to_subscribers: 1 },
      { name: 'Denmark', invite_only: 0, is_web_public: 0, history_public_to_subscribers: 1 },
      { name: 'Scotland', invite_only: 1, is_web_public: 0, history_public_to_subscribers: 0 },
      { name: 'announce', invite_only: 0, is_web_public: 0, history_public_to_subscribers: 1 },
      { name: 'Rome', invite_only: 0, is_web_public: 1, history_public_to_subscribers: 1 },
    ]);
  });

  it('lets only administrators post to announce', () => {
    const { can_send_message_group } = t.server.services.db
      .prepare("SELECT can_send_message_group FROM streams WHERE name = 'announce'")
      .get() as { can_send_message_group: string };
    const group = t.server.services.db
      .prepare('SELECT name FROM user_groups WHERE id = ?')
      .get(JSON.parse(can_send_message_group)) as { name: string };
    expect(group.name).toBe('role:administrators');
  });

  it('has a few hundred messages across topics and direct messages, some unread', () => {
    expect(count('SELECT COUNT(*) AS n FROM messages')).toBeGreaterThanOrEqual(200);
    expect(
      count(
        'SELECT COUNT(DISTINCT stream_id || topic) AS n FROM messages WHERE stream_id IS NOT NULL',
      ),
    ).toBeGreaterThanOrEqual(15);
    expect(
      count('SELECT COUNT(*) AS n FROM messages WHERE stream_id IS NULL'),
    ).toBeGreaterThanOrEqual(15);
    expect(count('SELECT COUNT(*) AS n FROM user_messages WHERE flags & 1 = 0')).toBeGreaterThan(0);
  });

  it('has reactions, edited messages, a linkifier, saved snippets and custom emoji', () => {
    expect(count('SELECT COUNT(*) AS n FROM reactions')).toBeGreaterThan(5);
    expect(
      count('SELECT COUNT(*) AS n FROM messages WHERE edit_history IS NOT NULL'),
    ).toBeGreaterThanOrEqual(2);
    expect(count('SELECT COUNT(*) AS n FROM linkifiers')).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM saved_snippets')).toBeGreaterThanOrEqual(1);
    expect(count('SELECT COUNT(*) AS n FROM realm_emoji')).toBe(2);
  });

  it('never shows othello the private channel in his subscriptions', () => {
    expect(
      count(`SELECT COUNT(*) AS n FROM subscriptions s JOIN streams c ON c.id = s.stream_id
             JOIN users u ON u.id = s.user_id WHERE c.name = 'Scotland' AND u.email = 'othello@example.com'`),
    ).toBe(0);
  });
});

describe('a second start', () => {
  it('reuses the data dir instead of seeding again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-restart-'));
    const config = { ...DEFAULT_CONFIG, dataDir, distDir: path.join(dataDir, 'none') };
    try {
      const first = await buildServer(config);
      const key = first.services.db
        .prepare("SELECT api_key FROM users WHERE email = 'iago@example.com'")
        .get();
      const messages = first.services.db.prepare('SELECT COUNT(*) AS n FROM messages').get();
      await first.close();
      expect(first.createdDemo).toBe(true);
      const second = await buildServer(config);
      expect(second.createdDemo).toBe(false);
      expect(
        second.services.db
          .prepare("SELECT api_key FROM users WHERE email = 'iago@example.com'")
          .get(),
      ).toEqual(key);
      expect(second.services.db.prepare('SELECT COUNT(*) AS n FROM messages').get()).toEqual(
        messages,
      );
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
