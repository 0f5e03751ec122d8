import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { statusesOfActiveUsers } from './presence';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-presence-'));
const db = openDatabase(dir);
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// name, active, settings, status text (or none): who appears, hidden or with a status.
const PEOPLE: [string, 0 | 1, string, string | null][] = [
  ['plain', 1, '{}', null],
  ['off', 1, '{"presence_enabled":false}', null],
  ['on with status', 1, '{"presence_enabled":true}', 'At lunch'],
  ['deactivated, off, status', 0, '{"presence_enabled":false}', 'Gone'],
  ['off with status', 1, '{"presence_enabled":false,"twenty_four_hour_time":true}', 'Busy'],
  ['other settings', 1, '{"enter_sends":true}', null],
];

const ids = new Map<string, number>();
PEOPLE.forEach(([name, active, settings, status], i) => {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (email, delivery_email, full_name, role, is_active, api_key, date_joined, settings)
       VALUES (?, ?, ?, 400, ?, ?, 0, ?)`,
    )
    .run(`p${i}@example.com`, `p${i}@example.com`, name, active, `key${i}`, settings);
  ids.set(name, Number(lastInsertRowid));
  if (status !== null) {
    db.prepare('INSERT INTO user_status (user_id, status_text) VALUES (?, ?)').run(
      lastInsertRowid,
      status,
    );
  }
});

describe('statusesOfActiveUsers', () => {
  const rows = new Map(statusesOfActiveUsers(db).map((r) => [r.user_id, r]));

  it.each([
    ['plain', undefined],
    ['off', { hidden: 1, status_text: '' }],
    ['on with status', { hidden: 0, status_text: 'At lunch' }],
    ['deactivated, off, status', undefined],
    ['off with status', { hidden: 1, status_text: 'Busy' }],
    ['other settings', undefined],
  ])('%s', (name, expected) => {
    const row = rows.get(ids.get(name)!);
    if (expected === undefined) expect(row).toBeUndefined();
    else expect(row).toMatchObject(expected);
  });

  it('finds those who turned presence off without reading every user', () => {
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM users WHERE json_extract(settings, '$.presence_enabled') = 0`,
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toContain('users_presence_off');
  });
});
