import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGroupByName } from '../db/groups';
import { getUserByEmail } from '../db/users';
import { startTestServer, type TestServer } from '../testing/test-server';
import {
  canChangeGroupMembers,
  type GroupMembershipSetting,
  groupSettingMemberIds,
  hasRealmPermission,
  isExemptFromMoveTimeLimits,
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

describe('roles', () => {
  it.each([
    ['desdemona@example.com', true],
    ['iago@example.com', true],
    ['shiva@example.com', true],
    ['hamlet@example.com', false],
    ['polonius@example.com', false],
  ])('%s is exempt from the move time limits: %s', (email, expected) => {
    expect(isExemptFromMoveTimeLimits(user(email))).toBe(expected);
  });
});

describe('changing group membership: one rule, two settings', () => {
  let groupName: string;
  beforeAll(async () => {
    const db = t.server.services.db;
    const iago = await t.as('iago@example.com');
    groupName = 'membership rules';
    const anon = (emails: string[]) => ({
      direct_members: emails.map((e) => user(e).id),
      direct_subgroups: [],
    });
    const r = await iago.post('/user_groups/create', {
      name: groupName,
      description: 'x',
      members: [user('cordelia@example.com').id],
      can_manage_group: anon(['iago@example.com']),
      can_add_members_group: anon(['othello@example.com']),
      can_remove_members_group: anon(['prospero@example.com']),
      can_join_group: systemGroupId(db, 'role:members'),
      can_leave_group: systemGroupId(db, 'role:nobody'),
    });
    expect(r.body).toMatchObject({ result: 'success' });
  });

  const self = '(self)';
  it.each([
    // who, setting, whose membership ('(self)' or an email; null for subgroups), allowed
    ['iago@example.com', 'can_add_members_group', 'hamlet@example.com', true],
    ['iago@example.com', 'can_remove_members_group', 'cordelia@example.com', true],
    ['othello@example.com', 'can_add_members_group', 'hamlet@example.com', true],
    ['othello@example.com', 'can_add_members_group', null, true],
    ['othello@example.com', 'can_remove_members_group', 'cordelia@example.com', false],
    ['prospero@example.com', 'can_remove_members_group', 'cordelia@example.com', true],
    ['prospero@example.com', 'can_add_members_group', 'hamlet@example.com', false],
    ['hamlet@example.com', 'can_add_members_group', self, true],
    ['hamlet@example.com', 'can_add_members_group', 'shiva@example.com', false],
    ['hamlet@example.com', 'can_add_members_group', null, false],
    ['polonius@example.com', 'can_add_members_group', self, false],
    ['cordelia@example.com', 'can_remove_members_group', self, false],
  ] as const)('%s, %s, for %s: %s', (email, setting, target, expected) => {
    const db = t.server.services.db;
    const g = getGroupByName(db, groupName);
    if (!g) throw new Error('group missing');
    const actor = user(email);
    const ids = target === null ? null : [target === self ? actor.id : user(target).id];
    expect(canChangeGroupMembers(db, actor, g, ids, setting as GroupMembershipSetting)).toBe(
      expected,
    );
  });
});
