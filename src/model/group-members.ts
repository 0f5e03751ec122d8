/** Every active user a group or group-setting value takes in, for subscribing a group at once. */
import type { GroupSettingValue } from '../api/types/models';
import type { ParleyState } from '../store/state';
import { isUserInGroupSetting } from './permissions';

export function usersInGroupSetting(
  state: Pick<ParleyState, 'users' | 'groups' | 'current_user_id' | 'realm'>,
  value: GroupSettingValue,
): number[] {
  return Object.values(state.users)
    .filter((u) => u.is_active && !u.is_bot && isUserInGroupSetting(value, state, u.user_id))
    .map((u) => u.user_id)
    .sort((a, b) => a - b);
}
