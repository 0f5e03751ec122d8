import { expect, it } from 'vitest';
import type { GroupSettingValue } from '../api/types/models';
import { usersInGroupSetting } from './group-members';
import {
  ADMIN,
  ADMINS,
  CHANNEL_ADMIN,
  MEMBER,
  MODERATOR,
  OWNER,
  permissionState,
  SUPPORT,
} from './permission-fixture';

it.each<[string, GroupSettingValue, number[]]>([
  ['a role (owners are administrators too)', ADMINS, [OWNER, ADMIN]],
  ['a user group', SUPPORT, [MEMBER]],
  [
    'members and subgroups',
    { direct_members: [CHANNEL_ADMIN], direct_subgroups: [SUPPORT, 13] },
    [OWNER, ADMIN, MODERATOR, MEMBER, CHANNEL_ADMIN],
  ],
])('%s', (_name, value, users) => {
  expect(usersInGroupSetting(permissionState(), value)).toEqual(users);
});
