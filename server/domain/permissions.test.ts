import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserByEmail } from '../db/users';
import { startTestServer, type TestServer } from '../testing/test-server';
import {
  groupSettingMemberIds,
  hasRealmPermission,
  isUserInSystemGroup,
  systemGroupId,
} from './permissions';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const user = (email: string) => {
  const u = getUserByEmail(t.server.services.db, email);
  if (!u) throw new Error(email);
  return u;
};

describe('system groups nest by role', () => {
  it.each([
    ['desdemona@example.com', 'role:owners', true],
    ['desdemona@example.com', 'role:administrators', true],
    ['iago@example.com', 'role:owners', false],
    ['iago@example.com', 'role:moderators', true],
    ['shiva@example.com', 'role:moderators', true],
    ['shiva@example.com', 'role:administrators', false],
    ['hamlet@example.com', 'role:members', true],
    ['hamlet@example.com', 'role:moderators', false],
    ['polonius@example.com', 'role:everyone', true],
    ['polonius@example.com', 'role:members', false],
    ['polonius@example.com', 'role:internet', true],
    ['desdemona@example.com', 'role:nobody', false],
  ] as const)('%s in %s: %s', (email, group, expected) => {
    expect(isUserInSystemGroup(t.server.services.db, user(email), group)).toBe(expected);
  });
});

describe('group-setting values', () => {
  it('resolves an anonymous group through its subgroups and direct members', () => {
    const db = t.server.services.db;
    const members = groupSettingMemberIds(db, {
      direct_members: [user('hamlet@example.com').id],
      direct_subgroups: [systemGroupId(db, 'role:administrators')],
    });
    expect([...members].sort()).toEqual(
      ['desdemona@example.com', 'iago@example.com', 'hamlet@example.com']
        .map((e) => user(e).id)
        .sort(),
    );
  });

  it('answers realm permissions from the realm setting', () => {
    const db = t.server.services.db;
    expect(hasRealmPermission(db, user('iago@example.com'), 'can_mention_many_users_group')).toBe(
      true,
    );
    expect(hasRealmPermission(db, user('hamlet@example.com'), 'can_mention_many_users_group')).toBe(
      false,
    );
    expect(() => hasRealmPermission(db, user('hamlet@example.com'), 'no_such_group')).toThrow();
  });
});
