import { describe, expect, it } from 'vitest';
import type { Verdict } from './channel-permissions';
import {
  ADMIN,
  asUser,
  GUEST,
  MEMBER,
  MODERATOR,
  MODERATORS,
  OWNER,
  SUPPORT,
} from './permission-fixture';
import {
  addCustomEmojiVerdict,
  changeRoleVerdict,
  createGroupVerdict,
  createUsersVerdict,
  deactivateUserVerdict,
  groupMembershipVerdict,
  linkifiersVerdict,
  manageGroupVerdict,
  realmSettingVerdict,
  removeCustomEmojiVerdict,
} from './permissions-admin';

type Expected = true | string;

const check = (verdict: Verdict, expected: Expected) => {
  if (expected === true) expect(verdict).toEqual({ allowed: true });
  else expect(verdict).toEqual({ allowed: false, reason: expect.stringContaining(expected) });
};

describe('people', () => {
  it.each<[string, () => Verdict, Expected]>([
    ['create users: administrator', () => createUsersVerdict(asUser(ADMIN)), true],
    ['create users: moderator', () => createUsersVerdict(asUser(MODERATOR)), 'administrators'],
    [
      'role: administrator changes a member',
      () => changeRoleVerdict(asUser(ADMIN), MEMBER, 300),
      true,
    ],
    [
      'role: administrator makes someone an owner',
      () => changeRoleVerdict(asUser(ADMIN), MEMBER, 100),
      'owners',
    ],
    [
      'role: administrator demotes an owner',
      () => changeRoleVerdict(asUser(ADMIN), OWNER, 400),
      'owners',
    ],
    ['role: owner makes an owner', () => changeRoleVerdict(asUser(OWNER), ADMIN, 100), true],
    ['role: own role', () => changeRoleVerdict(asUser(OWNER), OWNER, 400), 'your own role'],
    ['role: a member', () => changeRoleVerdict(asUser(MEMBER), GUEST, 400), 'administrators'],
    [
      'deactivate: administrator, a member',
      () => deactivateUserVerdict(asUser(ADMIN), MEMBER),
      true,
    ],
    [
      'deactivate: administrator, an owner',
      () => deactivateUserVerdict(asUser(ADMIN), OWNER),
      'owners',
    ],
    ['deactivate: owner, an owner', () => deactivateUserVerdict(asUser(OWNER), ADMIN), true],
    ['deactivate: oneself', () => deactivateUserVerdict(asUser(ADMIN), ADMIN), 'yourself'],
    [
      'deactivate: a moderator',
      () => deactivateUserVerdict(asUser(MODERATOR), GUEST),
      'administrators',
    ],
  ])('%s', (_name, verdict, expected) => check(verdict(), expected));
});

describe('user groups', () => {
  it.each<[string, () => Verdict, Expected]>([
    ['create: a member', () => createGroupVerdict(asUser(MEMBER)), true],
    ['create: a guest', () => createGroupVerdict(asUser(GUEST)), 'Only Everyone except guests'],
    [
      'manage: owner (can_manage_all_groups)',
      () => manageGroupVerdict(asUser(OWNER), SUPPORT),
      true,
    ],
    ['manage: in can_manage_group', () => manageGroupVerdict(asUser(MEMBER), SUPPORT), true],
    [
      'manage: administrator outside both',
      () => manageGroupVerdict(asUser(ADMIN), SUPPORT),
      'permission',
    ],
    [
      'manage: a system group',
      () => manageGroupVerdict(asUser(OWNER), MODERATORS),
      'System groups',
    ],
    [
      'add others: nobody may add, not a manager',
      () => groupMembershipVerdict(asUser(ADMIN), SUPPORT, 'add', [GUEST]),
      'add members',
    ],
    [
      'join: oneself through can_join_group',
      () => groupMembershipVerdict(asUser(ADMIN), SUPPORT, 'add', [ADMIN]),
      true,
    ],
    [
      'join: a guest is not in can_join_group',
      () => groupMembershipVerdict(asUser(GUEST), SUPPORT, 'add', [GUEST]),
      'add members',
    ],
    [
      'add subgroups: not by can_join_group',
      () => groupMembershipVerdict(asUser(ADMIN), SUPPORT, 'add', null),
      'add members',
    ],
    [
      'leave: oneself through can_leave_group',
      () => groupMembershipVerdict(asUser(GUEST), SUPPORT, 'remove', [GUEST]),
      true,
    ],
    [
      'remove others: not without can_remove_members_group',
      () => groupMembershipVerdict(asUser(ADMIN), SUPPORT, 'remove', [MEMBER]),
      'remove members',
    ],
    [
      'manager adds anyone',
      () => groupMembershipVerdict(asUser(MEMBER), SUPPORT, 'add', [GUEST, ADMIN]),
      true,
    ],
  ])('%s', (_name, verdict, expected) => check(verdict(), expected));

  it('a deactivated group takes no members', () => {
    const state = asUser(OWNER);
    state.groups[SUPPORT] = { ...state.groups[SUPPORT]!, deactivated: true };
    check(groupMembershipVerdict(state, SUPPORT, 'add', [MEMBER]), 'deactivated');
  });
});

describe('organization', () => {
  it.each<[string, number, string, Expected]>([
    ['administrator, an ordinary setting', ADMIN, 'mandatory_topics', true],
    ['administrator, an owner-only setting', ADMIN, 'can_manage_all_groups', 'owners'],
    ['owner, an owner-only setting', OWNER, 'enable_spectator_access', true],
    ['moderator', MODERATOR, 'mandatory_topics', 'administrators'],
  ])('%s', (_name, user, setting, expected) => {
    check(realmSettingVerdict(asUser(user), setting), expected);
  });

  it.each<[number, Expected]>([
    [ADMIN, true],
    [MODERATOR, 'administrators'],
  ])('linkifiers: user %i', (user, expected) => check(linkifiersVerdict(asUser(user)), expected));
});

describe('custom emoji', () => {
  it.each<[string, () => Verdict, Expected]>([
    [
      'add: a member (can_add_custom_emoji_group)',
      () => addCustomEmojiVerdict(asUser(MEMBER)),
      true,
    ],
    ['add: a guest', () => addCustomEmojiVerdict(asUser(GUEST)), 'can add custom emoji'],
    ['delete: its author', () => removeCustomEmojiVerdict(asUser(MEMBER), MEMBER), true],
    ['delete: an administrator', () => removeCustomEmojiVerdict(asUser(ADMIN), MEMBER), true],
    [
      "delete: a moderator, someone else's",
      () => removeCustomEmojiVerdict(asUser(MODERATOR), MEMBER),
      'administrators',
    ],
    ['delete: no known author', () => removeCustomEmojiVerdict(asUser(MEMBER), null), 'author'],
  ])('%s', (_name, verdict, expected) => check(verdict(), expected));
});
