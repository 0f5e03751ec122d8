import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, type ParleyServer } from '../app';
import { DEFAULT_CONFIG, NO_RATE_LIMITS, type ServerConfig } from '../config';
import { getUserByEmail } from '../db/users';
import { createReminder } from '../domain/scheduled/reminders';
import { createScheduledMessage } from '../domain/scheduled/scheduled-messages';
import { FakeClock } from '../testing/events';
import { SCHEDULER_INTERVAL_MS } from './scheduler';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function config(): ServerConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-scheduler-'));
  dirs.push(dataDir);
  return {
    ...DEFAULT_CONFIG,
    ...NO_RATE_LIMITS,
    port: 0,
    dataDir,
    distDir: path.join(dataDir, 'none'),
  };
}

/** How many stored messages have exactly this content (raw Markdown). */
const copies = (s: ParleyServer, content: string) =>
  (
    s.services.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE content = ?').get(content) as {
      n: number;
    }
  ).n;

function schedule(s: ParleyServer, content: string, at: number) {
  const user = getUserByEmail(s.services.db, 'hamlet@example.com');
  if (!user) throw new Error('no hamlet');
  const actor = { services: s.services, user, realmUrl: 'http://parley.test' };
  return createScheduledMessage(actor, {
    type: 'stream',
    to: 'Verona',
    topic: 'scheduler',
    content,
    scheduled_delivery_timestamp: at,
    client: 'test',
  }).result.scheduled_message_id;
}

describe('the scheduler, with injected time', () => {
  it('sends each message at its time, once', async () => {
    const clock = new FakeClock();
    const s = await buildServer(config(), { clock });
    const now = s.services.now();
    schedule(s, 'in ten seconds', now + 10);
    schedule(s, 'in a minute', now + 60);
    clock.advance(9 * SCHEDULER_INTERVAL_MS);
    expect(copies(s, 'in ten seconds')).toBe(0);
    clock.advance(SCHEDULER_INTERVAL_MS);
    expect([copies(s, 'in ten seconds'), copies(s, 'in a minute')]).toEqual([1, 0]);
    clock.advance(120 * SCHEDULER_INTERVAL_MS);
    expect([copies(s, 'in ten seconds'), copies(s, 'in a minute')]).toEqual([1, 1]);
    await s.close();
  });

  it('sends what fell due while the server was down on start, each once across restarts', async () => {
    const clock = new FakeClock();
    const cfg = config();
    const first = await buildServer(cfg, { clock });
    const now = first.services.now();
    const texts = ['first of three', 'second of three', 'third of three'];
    for (const [i, text] of texts.entries()) schedule(first, text, now + 60 * (i + 1));
    const hamlet = getUserByEmail(first.services.db, 'hamlet@example.com');
    const about = first.services.db.prepare('SELECT MAX(id) AS id FROM messages').get() as {
      id: number;
    };
    if (!hamlet) throw new Error('no hamlet');
    createReminder(
      { services: first.services, user: hamlet, realmUrl: 'http://parley.test' },
      {
        message_id: about.id,
        scheduled_delivery_timestamp: now + 90,
        note: 'reminder once',
        client: 'test',
      },
    );
    await first.close();

    // Down for an hour: everything falls due with nobody running.
    clock.advance(3_600_000);
    const second = await buildServer(cfg, { clock });
    expect(texts.map((text) => copies(second, text))).toEqual([1, 1, 1]);
    const reminders = () =>
      (
        second.services.db
          .prepare("SELECT COUNT(*) AS n FROM messages WHERE content LIKE '%reminder once%'")
          .get() as { n: number }
      ).n;
    expect(reminders()).toBe(1);
    clock.advance(10 * SCHEDULER_INTERVAL_MS);
    await second.close();

    const third = await buildServer(cfg, { clock });
    clock.advance(10 * SCHEDULER_INTERVAL_MS);
    expect(texts.map((text) => copies(third, text))).toEqual([1, 1, 1]);
    const left = third.services.db
      .prepare('SELECT COUNT(*) AS n FROM scheduled_messages WHERE delivered_message_id IS NULL')
      .get() as { n: number };
    expect(left.n).toBe(0);
    await third.close();
  });

  it('keeps a message unsent when its sending fails part-way: message and mark are one transaction', async () => {
    const clock = new FakeClock();
    const s = await buildServer(config(), { clock });
    const id = schedule(s, 'all or nothing', s.services.now() + 5);
    // A database that refuses the mark (as a crash would stop it) must keep the message out too.
    s.services.db.exec(`CREATE TRIGGER refuse_mark BEFORE UPDATE OF delivered_message_id ON scheduled_messages
      BEGIN SELECT RAISE(ABORT, 'crash'); END`);
    clock.advance(10 * SCHEDULER_INTERVAL_MS);
    expect(copies(s, 'all or nothing')).toBe(0);
    s.services.db.exec('DROP TRIGGER refuse_mark');
    // It failed (as Zulip marks it) rather than being sent twice later.
    const row = s.services.db
      .prepare('SELECT failed, delivered_message_id FROM scheduled_messages WHERE id = ?')
      .get(id);
    expect(row).toEqual({ failed: 1, delivered_message_id: null });
    await s.close();
  });
});
