import { apiRequest, type Connection } from '../http';
import type { GroupSettingUpdate, GroupSettingValue, UserGroup } from '../types/models';

export interface CreateUserGroupParams {
  name: string;
  description: string;
  members: number[];
  subgroups?: number[];
  can_add_members_group?: GroupSettingValue;
  can_join_group?: GroupSettingValue;
  can_leave_group?: GroupSettingValue;
  can_manage_group?: GroupSettingValue;
  can_mention_group?: GroupSettingValue;
  can_remove_members_group?: GroupSettingValue;
}

export interface UpdateUserGroupParams {
  name?: string;
  description?: string;
  can_add_members_group?: GroupSettingUpdate;
  can_join_group?: GroupSettingUpdate;
  can_leave_group?: GroupSettingUpdate;
  can_manage_group?: GroupSettingUpdate;
  can_mention_group?: GroupSettingUpdate;
  can_remove_members_group?: GroupSettingUpdate;
}

export interface UserGroupMembersChange {
  add?: number[];
  delete?: number[];
  add_subgroups?: number[];
  delete_subgroups?: number[];
}

/** GET /user_groups */
export const getUserGroups = (conn: Connection, include_deactivated_groups = true) =>
  apiRequest<{ user_groups: UserGroup[] }>(conn, 'GET', 'user_groups', {
    include_deactivated_groups,
  });

/** POST /user_groups/create */
export const createUserGroup = (conn: Connection, params: CreateUserGroupParams) =>
  apiRequest<{ group_id: number }>(conn, 'POST', 'user_groups/create', { ...params });

/** PATCH /user_groups/{user_group_id} */
export const updateUserGroup = (conn: Connection, groupId: number, params: UpdateUserGroupParams) =>
  apiRequest<object>(conn, 'PATCH', `user_groups/${groupId}`, { ...params });

/** POST /user_groups/{user_group_id}/members */
export const updateUserGroupMembers = (
  conn: Connection,
  groupId: number,
  change: UserGroupMembersChange,
) => apiRequest<object>(conn, 'POST', `user_groups/${groupId}/members`, { ...change });

/** POST /user_groups/{user_group_id}/subgroups */
export const updateUserGroupSubgroups = (
  conn: Connection,
  groupId: number,
  change: { add?: number[]; delete?: number[] },
) => apiRequest<object>(conn, 'POST', `user_groups/${groupId}/subgroups`, { ...change });

/** POST /user_groups/{user_group_id}/deactivate */
export const deactivateUserGroup = (conn: Connection, groupId: number) =>
  apiRequest<object>(conn, 'POST', `user_groups/${groupId}/deactivate`);
