// The read thread: a second, read-only connection to the same file answering on its own thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { ReadWorker } from './read-worker';

const SCRIPT = new URL('./read-thread.mjs', import.meta.url);
const opened: Database.Database[] = [];
const workers: ReadWorker[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close();
  for (const db of opened.splice(0)) db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fileDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-read-'));
  dirs.push(dir);
  const db = openDatabase(dir);
  opened.push(db);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  db.prepare('INSERT INTO t (name) VALUES (?), (?), (?)').run('a', 'b', 'c');
  return db;
}

async function upOf(db: Database.Database, script: string | URL = SCRIPT) {
  const worker = new ReadWorker(db.name, script);
  workers.push(worker);
  for (let i = 0; i < 200 && !worker.available; i++) await new Promise((r) => setTimeout(r, 10));
  expect(worker.available).toBe(true);
  return worker;
}

describe('the read thread', () => {
  it('answers as the connection itself does, with what was written before the call', async () => {
    const db = fileDatabase();
    const worker = await upOf(db);
    db.prepare('INSERT INTO t (name) VALUES (?)').run('d');
    const sql = 'SELECT id, name FROM t WHERE id > ? ORDER BY id';
    expect(await worker.all(sql, [1])).toEqual(db.prepare(sql).all(1));
    expect(await worker.all(sql, [1])).toHaveLength(3);
  });

  it('sees nothing written after it said it had begun a read', async () => {
    const db = fileDatabase();
    const worker = await upOf(db);
    // A read long enough that the main thread writes while it runs.
    const slow = `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000000)
      SELECT (SELECT COUNT(*) FROM c) AS counted, (SELECT COUNT(*) FROM t) AS rows`;
    const read = worker.read<{ rows: number }>(slow, []);
    while (!read.begun()) await new Promise((r) => setImmediate(r));
    db.prepare('INSERT INTO t (name) VALUES (?)').run('written meanwhile');
    const later = worker.read<{ rows: number }>('SELECT COUNT(*) AS rows FROM t', []);
    expect((await read.rows)[0]!.rows).toBe(3);
    expect((await later.rows)[0]!.rows).toBe(4);
    expect(later.begun()).toBe(true);
  });

  it('is read-only, and a bad statement is refused with its error', async () => {
    const db = fileDatabase();
    const worker = await upOf(db);
    await expect(worker.all("INSERT INTO t (name) VALUES ('x') RETURNING id", [])).rejects.toThrow(
      /readonly/,
    );
    await expect(worker.all('SELECT missing_column FROM t', [])).rejects.toThrow(/no such column/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 3 });
  });

  it('once closed, or when it cannot start, it is never up and refuses reads', async () => {
    const db = fileDatabase();
    const worker = await upOf(db);
    await worker.close();
    expect(worker.available).toBe(false);
    await expect(worker.all('SELECT 1', [])).rejects.toThrow(/not running/);
    const missing = new ReadWorker(db.name, new URL('./no-such-thread.mjs', import.meta.url));
    workers.push(missing);
    expect(missing.available).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(missing.available).toBe(false);
    await expect(missing.all('SELECT 1', [])).rejects.toThrow(/not running/);
  });
});
