import { describe } from 'vitest';
import type { RealmUserEvent, UserGroupEvent } from '../api/types/event';
import type { UserGroup } from '../api/types/models';
import { reduceGroups } from './groups';
import type { ParleyState } from './state';
import { HAMLET, OTHELLO, reducerTable, user } from './test-support';
import { reduceUsers } from './users';

const hamlet = { ...user(HAMLET, 'King Hamlet'), is_active: true };
const othello = { ...user(OTHELLO, 'Othello', { role: 600, is_guest: true }), is_active: true };
type Users = ParleyState['users'];
const update = (person: object): RealmUserEvent =>
  ({ id: 1, type: 'realm_user', op: 'update', person }) as RealmUserEvent;

describe('users', () => {
  reducerTable<Users, RealmUserEvent>(reduceUsers, [
    {
      name: 'add',
      before: { [HAMLET]: hamlet },
      event: { id: 1, type: 'realm_user', op: 'add', person: user(OTHELLO, 'Othello') },
      after: { [HAMLET]: hamlet, [OTHELLO]: { ...user(OTHELLO, 'Othello'), is_active: true } },
      idempotent: true,
    },
    {
      name: 'remove (a guest lost access)',
      before: { [HAMLET]: hamlet, [OTHELLO]: othello },
      event: {
        id: 1,
        type: 'realm_user',
        op: 'remove',
        person: { user_id: OTHELLO, full_name: 'Othello' },
      },
      after: { [HAMLET]: hamlet },
      idempotent: true,
    },
    {
      name: 'update full_name',
      before: { [HAMLET]: hamlet },
      event: update({ user_id: HAMLET, full_name: 'Hamlet II' }),
      after: { [HAMLET]: { ...hamlet, full_name: 'Hamlet II' } },
      idempotent: true,
    },
    {
      name: 'update role keeps the role flags consistent',
      before: { [OTHELLO]: othello },
      event: update({ user_id: OTHELLO, role: 200 }),
      after: {
        [OTHELLO]: { ...othello, role: 200, is_admin: true, is_guest: false, is_owner: false },
      },
      idempotent: true,
    },
    {
      name: 'deactivation is an update of is_active',
      before: { [HAMLET]: hamlet },
      event: update({ user_id: HAMLET, is_active: false }),
      after: { [HAMLET]: { ...hamlet, is_active: false } },
      idempotent: true,
    },
    {
      name: 'new_email replaces email',
      before: { [HAMLET]: hamlet },
      event: update({ user_id: HAMLET, new_email: 'new@example.com' }),
      after: { [HAMLET]: { ...hamlet, email: 'new@example.com' } },
    },
    {
      name: 'avatar fields',
      before: { [HAMLET]: hamlet },
      event: update({
        user_id: HAMLET,
        avatar_url: '/a.png',
        avatar_source: 'U',
        avatar_version: 2,
      }),
      after: {
        [HAMLET]: {
          ...hamlet,
          avatar_url: '/a.png',
          avatar_source: 'U',
          avatar_version: 2,
        } as never,
      },
    },
    {
      name: 'custom profile field set and cleared',
      before: { [HAMLET]: { ...hamlet, profile_data: { 3: { value: 'old' } } } },
      event: update({
        user_id: HAMLET,
        custom_profile_field: { id: 4, value: 'x', rendered_value: '<p>x</p>' },
      }),
      after: {
        [HAMLET]: {
          ...hamlet,
          profile_data: { 3: { value: 'old' }, 4: { value: 'x', rendered_value: '<p>x</p>' } },
        },
      },
      idempotent: true,
    },
    {
      name: 'custom profile field cleared by null',
      before: { [HAMLET]: { ...hamlet, profile_data: { 3: { value: 'old' } } } },
      event: update({ user_id: HAMLET, custom_profile_field: { id: 3, value: null } }),
      after: { [HAMLET]: { ...hamlet, profile_data: {} } },
    },
    {
      name: 'update for an unknown user changes nothing',
      before: { [HAMLET]: hamlet },
      event: update({ user_id: 99, full_name: 'Ghost' }),
      after: { [HAMLET]: hamlet },
    },
    {
      name: 'remove of an unknown user changes nothing',
      before: { [HAMLET]: hamlet },
      event: { id: 1, type: 'realm_user', op: 'remove', person: { user_id: 99, full_name: 'X' } },
      after: { [HAMLET]: hamlet },
    },
  ]);
});

describe('user groups', () => {
  const group: UserGroup = {
    id: 30,
    name: 'support',
    description: '',
    members: [2, 5],
    direct_subgroup_ids: [31],
    is_system_group: false,
    can_mention_group: 22,
  };
  const g = (extra: Partial<UserGroup>) => ({ 30: { ...group, ...extra } });
  const e = (rest: object) =>
    ({ id: 1, type: 'user_group', group_id: 30, ...rest }) as UserGroupEvent;
  reducerTable<Record<number, UserGroup>, UserGroupEvent>(reduceGroups, [
    {
      name: 'add',
      before: {},
      event: { id: 1, type: 'user_group', op: 'add', group },
      after: { 30: group },
      idempotent: true,
    },
    {
      name: 'update name and a group setting',
      before: g({}),
      event: e({
        op: 'update',
        data: { name: 'helpers', can_mention_group: { direct_members: [2], direct_subgroups: [] } },
      }),
      after: g({
        name: 'helpers',
        can_mention_group: { direct_members: [2], direct_subgroups: [] },
      }),
      idempotent: true,
    },
    {
      name: 'update deactivated',
      before: g({}),
      event: e({ op: 'update', data: { deactivated: true } }),
      after: g({ deactivated: true }),
    },
    {
      name: 'add_members (sorted, no duplicates)',
      before: g({}),
      event: e({ op: 'add_members', user_ids: [3, 2] }),
      after: g({ members: [2, 3, 5] }),
      idempotent: true,
    },
    {
      name: 'remove_members',
      before: g({}),
      event: e({ op: 'remove_members', user_ids: [5] }),
      after: g({ members: [2] }),
      idempotent: true,
    },
    {
      name: 'add_subgroups',
      before: g({}),
      event: e({ op: 'add_subgroups', direct_subgroup_ids: [32] }),
      after: g({ direct_subgroup_ids: [31, 32] }),
      idempotent: true,
    },
    {
      name: 'remove_subgroups',
      before: g({}),
      event: e({ op: 'remove_subgroups', direct_subgroup_ids: [31] }),
      after: g({ direct_subgroup_ids: [] }),
      idempotent: true,
    },
    {
      name: 'remove',
      before: g({}),
      event: e({ op: 'remove' }),
      after: {},
      idempotent: true,
    },
    {
      name: 'an event for an unknown group changes nothing',
      before: g({}),
      event: { id: 1, type: 'user_group', op: 'add_members', group_id: 99, user_ids: [1] },
      after: g({}),
    },
  ]);
});
