import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, schemaVersion } from './database';
import { MIGRATIONS } from './migrations';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-db-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates a WAL database at the latest schema version', () => {
    const db = openDatabase(tempDir());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(schemaVersion(db)).toBe(Math.max(...MIGRATIONS.map((m) => m.version)));
    db.close();
  });

  it('applies only the migrations a database has not had, and keeps its data', () => {
    const dir = tempDir();
    const first = openDatabase(dir, [
      { version: 1, name: 'one', sql: 'CREATE TABLE t (x INTEGER)' },
    ]);
    first.prepare('INSERT INTO t VALUES (42)').run();
    first.close();
    const second = openDatabase(dir, [
      { version: 1, name: 'one', sql: 'CREATE TABLE t (x INTEGER)' },
      { version: 2, name: 'two', sql: 'ALTER TABLE t ADD COLUMN y TEXT' },
    ]);
    expect(schemaVersion(second)).toBe(2);
    expect(second.prepare('SELECT x, y FROM t').get()).toEqual({ x: 42, y: null });
    second.close();
  });

  it('applies a migration numbered below ones already applied', () => {
    const dir = tempDir();
    openDatabase(dir, [{ version: 200, name: 'late', sql: 'CREATE TABLE b (x)' }]).close();
    const db = openDatabase(dir, [
      { version: 100, name: 'early', sql: 'CREATE TABLE a (x)' },
      { version: 200, name: 'late', sql: 'CREATE TABLE b (x)' },
    ]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").get()).toEqual({
      name: 'a',
    });
    db.close();
  });

  it('rolls a failing migration back whole', () => {
    const dir = tempDir();
    expect(() =>
      openDatabase(dir, [
        { version: 1, name: 'bad', sql: 'CREATE TABLE a (x); CREATE TABLE a (x);' },
      ]),
    ).toThrow();
    const db = openDatabase(dir, []);
    expect(schemaVersion(db)).toBe(0);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").get()).toBeUndefined();
    db.close();
  });
});
