import { describe, expect, it } from 'vitest';
import type { UserGroup } from '../api/types/models';
import type { ParleyState } from '../store/state';
import { user } from '../store/test-support';
import { canAdministerChannel, hasRealmPermission, isUserInGroupSetting } from './permissions';

const group = (
  id: number,
  name: string,
  members: number[],
  subgroups: number[] = [],
  system = false,
): UserGroup => ({
  id,
  name,
  description: '',
  members,
  direct_subgroup_ids: subgroups,
  is_system_group: system,
  can_mention_group: 1,
});

const NOW = Date.parse('2024-06-01T00:00:00Z');
const ctx = {
  current_user_id: 1,
  now: NOW,
  realm: { waiting_period_threshold: 10 },
  users: {
    1: { ...user(1, 'Owner', { role: 100 }), is_active: true },
    2: {
      ...user(2, 'Member', { role: 400, date_joined: '2024-05-30T00:00:00Z' }),
      is_active: true,
    },
    3: { ...user(3, 'Guest', { role: 600 }), is_active: true },
    4: { ...user(4, 'Moderator', { role: 300 }), is_active: true },
    5: {
      ...user(5, 'Old member', { role: 400, date_joined: '2020-01-01T00:00:00Z' }),
      is_active: true,
    },
    6: { ...user(6, 'Gone', { role: 400 }), is_active: false },
  },
  groups: {
    // System groups: lists left empty on purpose, roles decide.
    10: group(10, 'role:everyone', [], [], true),
    11: group(11, 'role:members', [], [], true),
    12: group(12, 'role:fullmembers', [], [], true),
    13: group(13, 'role:moderators', [], [], true),
    14: group(14, 'role:administrators', [], [], true),
    15: group(15, 'role:owners', [], [], true),
    16: group(16, 'role:nobody', [], [], true),
    20: group(20, 'support', [2], [21]),
    21: group(21, 'tier2', [3], [22]),
    22: group(22, 'loop', [], [20]), // a cycle back to support
    23: { ...group(23, 'retired', [5]), deactivated: true },
  },
} satisfies Parameters<typeof isUserInGroupSetting>[1];

const members = (value: Parameters<typeof isUserInGroupSetting>[0]) =>
  [1, 2, 3, 4, 5, 6].filter((id) => isUserInGroupSetting(value, ctx, id));

describe('isUserInGroupSetting', () => {
  it.each([
    ['role:everyone', 10, [1, 2, 3, 4, 5]],
    ['role:members (no guests)', 11, [1, 2, 4, 5]],
    ['role:fullmembers (waiting period)', 12, [1, 4, 5]],
    ['role:moderators', 13, [1, 4]],
    ['role:administrators', 14, [1]],
    ['role:owners', 15, [1]],
    ['role:nobody', 16, []],
    ['a group with nested subgroups and a cycle', 20, [2, 3]],
    ['a deactivated group grants nothing', 23, []],
    ['an unknown group grants nothing', 99, []],
  ] as const)('%s', (_name, value, expected) => {
    expect(members(value)).toEqual(expected);
  });

  it('anonymous groups: direct members plus subgroups', () => {
    // tier2 (21) reaches support (20) through loop (22), so user 2 is in too.
    expect(members({ direct_members: [5], direct_subgroups: [21, 13] })).toEqual([1, 2, 3, 4, 5]);
    expect(members({ direct_members: [5], direct_subgroups: [13] })).toEqual([1, 4, 5]);
    expect(members({ direct_members: [], direct_subgroups: [] })).toEqual([]);
  });

  it('deactivated users have no permissions', () => {
    expect(isUserInGroupSetting(10, ctx, 6)).toBe(false);
  });
});

describe('realm and channel permissions', () => {
  const state = {
    ...ctx,
    realm: {
      can_create_groups: 13,
      can_delete_any_message_group: { direct_members: [2], direct_subgroups: [] },
    },
    channels: {
      7: { can_administer_channel_group: { direct_members: [2], direct_subgroups: [] } },
    },
  } as unknown as ParleyState;

  it('reads organization settings', () => {
    expect(hasRealmPermission(state, 'can_create_groups', 4)).toBe(true);
    expect(hasRealmPermission(state, 'can_create_groups', 2)).toBe(false);
    expect(hasRealmPermission(state, 'can_delete_any_message_group', 2)).toBe(true);
    expect(hasRealmPermission(state, 'can_add_custom_emoji_group', 1)).toBe(false);
  });

  it('channel administrators: the channel setting or organization administrators', () => {
    expect(canAdministerChannel(state, 7, 2)).toBe(true);
    expect(canAdministerChannel(state, 7, 1)).toBe(true);
    expect(canAdministerChannel(state, 7, 4)).toBe(false);
  });
});
