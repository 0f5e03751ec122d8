import { describe, expect, it } from 'vitest';
import type { GroupSettingValue } from '../api/types/models';
import {
  describeGroupSetting,
  normalizeGroupSetting,
  permissionRule,
  sameGroupSetting,
  systemGroupChoices,
  userGroupChoices,
} from './group-settings';
import { ADMINS, MEMBER, MODERATORS, OWNER, permissionState, SUPPORT } from './permission-fixture';

const state = permissionState();
const names = (groups: { name: string }[]) => groups.map((g) => g.name);

describe('permitted values', () => {
  it.each<[string, 'realm' | 'stream' | 'group', string, string[]]>([
    [
      'anyone may post (everyone allowed)',
      'stream',
      'can_send_message_group',
      [
        'role:everyone',
        'role:members',
        'role:fullmembers',
        'role:moderators',
        'role:administrators',
        'role:owners',
        'role:nobody',
      ],
    ],
    [
      'channel administrators never include guests',
      'stream',
      'can_administer_channel_group',
      [
        'role:members',
        'role:fullmembers',
        'role:moderators',
        'role:administrators',
        'role:owners',
        'role:nobody',
      ],
    ],
    [
      'can_mention_group: no owners',
      'group',
      'can_mention_group',
      [
        'role:everyone',
        'role:members',
        'role:fullmembers',
        'role:moderators',
        'role:administrators',
        'role:nobody',
      ],
    ],
    [
      'can_access_all_users_group: two system groups',
      'realm',
      'can_access_all_users_group',
      ['role:everyone', 'role:members'],
    ],
  ])('%s', (_name, kind, setting, expected) => {
    expect(names(systemGroupChoices(state.groups, permissionRule(state, kind, setting)))).toEqual(
      expected,
    );
  });

  it('user groups unless the setting takes system groups only', () => {
    expect(names(userGroupChoices(state.groups, permissionRule(state, 'realm', 'x')))).toEqual([
      'support',
    ]);
    const r = permissionRule(state, 'realm', 'can_access_all_users_group');
    expect(userGroupChoices(state.groups, r)).toEqual([]);
  });

  it('the server’s own rules win', () => {
    const withRules = {
      ...state,
      server: {
        ...state.server,
        permission_settings: {
          stream: {
            can_send_message_group: {
              require_system_group: true,
              allow_internet_group: false,
              allow_nobody_group: false,
              allow_everyone_group: false,
              default_group_name: 'role:members',
              allowed_system_groups: [],
            },
          },
        },
      },
    };
    const r = permissionRule(withRules, 'stream', 'can_send_message_group');
    expect(names(systemGroupChoices(state.groups, r))).not.toContain('role:everyone');
    expect(names(systemGroupChoices(state.groups, r))).not.toContain('role:nobody');
    expect(userGroupChoices(state.groups, r)).toEqual([]);
  });
});

describe('values', () => {
  it.each<[string, GroupSettingValue, GroupSettingValue]>([
    ['a group ID stays', 7, 7],
    ['one subgroup is that group', { direct_members: [], direct_subgroups: [7] }, 7],
    [
      'sorted and unique',
      { direct_members: [3, 1, 3], direct_subgroups: [9, 2] },
      { direct_members: [1, 3], direct_subgroups: [2, 9] },
    ],
  ])('%s', (_name, value, normal) => {
    expect(normalizeGroupSetting(value)).toEqual(normal);
    expect(sameGroupSetting(value, normal)).toBe(true);
  });

  it('different values differ', () => {
    expect(sameGroupSetting(7, 8)).toBe(false);
    expect(sameGroupSetting({ direct_members: [1], direct_subgroups: [] }, 1)).toBe(false);
  });

  it.each<[GroupSettingValue, string]>([
    [ADMINS, 'Administrators'],
    [SUPPORT, 'support'],
    [{ direct_members: [MEMBER], direct_subgroups: [] }, 'Othello'],
    [
      { direct_members: [MEMBER, OWNER], direct_subgroups: [MODERATORS] },
      'Moderators, Desdemona and Othello',
    ],
    [{ direct_members: [], direct_subgroups: [] }, 'Nobody'],
  ])('%j in words: %s', (value, words) => {
    expect(describeGroupSetting(state, value)).toBe(words);
  });
});
