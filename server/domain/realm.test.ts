import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { getRealm, updateRealmSettings } from '../db/realm';
import { listen } from '../testing/events';
import { startTestServer, type TestServer } from '../testing/test-server';
import { loadRealm } from './realm';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The SQL of every statement prepared while `f` runs. */
async function prepared(f: () => Promise<unknown>): Promise<string[]> {
  const original = Database.prototype.prepare;
  const seen: string[] = [];
  Database.prototype.prepare = function (this: Database.Database, sql: string) {
    seen.push(sql);
    return original.call(this, sql);
  } as typeof original;
  try {
    await f();
  } finally {
    Database.prototype.prepare = original;
  }
  return seen;
}

describe('a warm /register', () => {
  it('prepares (almost) nothing: server/db statements come from the cache', async () => {
    server = await startTestServer();
    const iago = await server.as('iago@example.com');
    await listen(iago);
    const sql = await prepared(() => listen(iago));
    // Before the statement cache covered server/db, one /register prepared 127 statements.
    // What remains is domain/permissions walking group membership with its own statements.
    expect(sql.filter((s) => !/user_group_(members|subgroups)/.test(s))).toEqual([]);
    expect(sql.length).toBeLessThanOrEqual(12);
  });
});

describe('the realm cache', () => {
  it('keeps one parsed realm until the row is written, by any writer', async () => {
    server = await startTestServer();
    const db = server.server.services.db;
    const before = loadRealm(db);
    expect(loadRealm(db)).toBe(before);
    expect(Object.isFrozen(before.settings)).toBe(true);

    updateRealmSettings(db, { mandatory_topics: !before.settings.mandatory_topics });
    const after = loadRealm(db);
    expect(after.settings.mandatory_topics).toBe(!before.settings.mandatory_topics);
    expect(loadRealm(db)).toBe(after);

    // Tests (and anything else) writing SQL directly are seen too.
    db.prepare("UPDATE realm SET name = 'Renamed' WHERE id = 1").run();
    expect(loadRealm(db).name).toBe('Renamed');
  });

  it('forgets what a rolled-back transaction wrote', async () => {
    server = await startTestServer();
    const db = server.server.services.db;
    const before = loadRealm(db).settings.mandatory_topics;
    expect(() =>
      db.transaction(() => {
        updateRealmSettings(db, { mandatory_topics: !before });
        expect(loadRealm(db).settings.mandatory_topics).toBe(!before);
        expect(loadRealm(db).settings.mandatory_topics).toBe(!before);
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    expect(loadRealm(db).settings.mandatory_topics).toBe(before);
    expect(getRealm(db)).toBe(getRealm(db));
  });

  it('is seen by requests: PATCH /realm then /register', async () => {
    server = await startTestServer();
    const iago = await server.as('iago@example.com');
    const desdemona = await server.as('desdemona@example.com');
    expect((await listen(iago)).state.realm_mandatory_topics).toBe(false);
    expect((await desdemona.patch('/realm', { mandatory_topics: true })).status).toBe(200);
    expect((await listen(iago)).state.realm_mandatory_topics).toBe(true);
  });
});
