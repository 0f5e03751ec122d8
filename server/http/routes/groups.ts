/** Routes: /user_groups. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  groupSettingUpdateSchema,
  groupSettingValueSchema,
  USER_GROUP_SETTINGS,
} from '../../domain/group-setting-values';
import { groupUsage } from '../../domain/group-usage';
import {
  changeGroupMembership,
  createUserGroup,
  deactivateUserGroup,
  groupMembersForApi,
  groupSubgroupsForApi,
  updateUserGroup,
} from '../../domain/groups';
import { userGroupsState } from '../../domain/groups-state';
import type { Services } from '../../domain/services';
import { param, pathId } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const ids = () => param.json(z.array(z.number().int())).default([]);
const value = () => param.json(groupSettingValueSchema).optional();
const update = () => param.json(groupSettingUpdateSchema).optional();
const groupId = (path: Record<string, string>) => pathId(path.user_group_id, 'user_group_id');

export function groupRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  // GET /user_groups
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/user_groups',
      params: { include_deactivated_groups: param.bool().default(false) },
    },
    ({ user, params }) => ({
      user_groups: userGroupsState(db, user, params.include_deactivated_groups).realm_user_groups,
    }),
  );

  // POST /user_groups/create
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/user_groups/create',
      params: {
        name: param.string(),
        description: param.string(),
        members: param.json(z.array(z.number().int())),
        subgroups: ids(),
        can_add_members_group: value(),
        can_join_group: value(),
        can_leave_group: value(),
        can_manage_group: value(),
        can_mention_group: value(),
        can_remove_members_group: value(),
      },
    },
    (ctx) => {
      const p = ctx.params;
      const settings = Object.fromEntries(
        USER_GROUP_SETTINGS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]),
      );
      return ctx.commit(
        createUserGroup(orgContext(services, ctx), ctx.user, {
          name: p.name,
          description: p.description,
          members: p.members,
          subgroups: p.subgroups,
          settings,
        }),
      );
    },
  );

  // PATCH /user_groups/{user_group_id}
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/user_groups/:user_group_id',
      params: {
        name: param.string().optional(),
        description: param.string().optional(),
        can_add_members_group: update(),
        can_join_group: update(),
        can_leave_group: update(),
        can_manage_group: update(),
        can_mention_group: update(),
        can_remove_members_group: update(),
      },
    },
    (ctx) => {
      const p = ctx.params;
      const settings = Object.fromEntries(
        USER_GROUP_SETTINGS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]),
      );
      return ctx.commit(
        updateUserGroup(orgContext(services, ctx), ctx.user, groupId(ctx.path), {
          name: p.name,
          description: p.description,
          settings,
        }),
      );
    },
  );

  // POST /user_groups/{user_group_id}/members
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/user_groups/:user_group_id/members',
      params: { add: ids(), delete: ids(), add_subgroups: ids(), delete_subgroups: ids() },
    },
    (ctx) =>
      ctx.commit(
        changeGroupMembership(orgContext(services, ctx), ctx.user, groupId(ctx.path), ctx.params),
      ),
  );

  // POST /user_groups/{user_group_id}/subgroups
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/user_groups/:user_group_id/subgroups',
      params: { add: ids(), delete: ids() },
    },
    (ctx) =>
      ctx.commit(
        changeGroupMembership(orgContext(services, ctx), ctx.user, groupId(ctx.path), {
          add: [],
          delete: [],
          add_subgroups: ctx.params.add,
          delete_subgroups: ctx.params.delete,
        }),
      ),
  );

  // GET /user_groups/{user_group_id}/members
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/user_groups/:user_group_id/members',
      params: { direct_member_only: param.bool().default(false) },
    },
    ({ path, params }) => ({
      members: groupMembersForApi(db, groupId(path), params.direct_member_only),
    }),
  );

  // GET /user_groups/{user_group_id}/members/{user_id}
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/user_groups/:user_group_id/members/:user_id',
      params: { direct_member_only: param.bool().default(false) },
    },
    ({ path, params }) => {
      const id = groupId(path);
      const userId = pathId(path.user_id, 'user_id');
      return {
        is_user_group_member: groupMembersForApi(db, id, params.direct_member_only).includes(
          userId,
        ),
      };
    },
  );

  // GET /user_groups/{user_group_id}/subgroups
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/user_groups/:user_group_id/subgroups',
      params: { direct_subgroup_only: param.bool().default(false) },
    },
    ({ path, params }) => ({
      subgroups: groupSubgroupsForApi(db, groupId(path), params.direct_subgroup_only),
    }),
  );

  // POST /user_groups/{user_group_id}/deactivate
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/user_groups/:user_group_id/deactivate', params: {} },
    (ctx) =>
      ctx.commit(
        deactivateUserGroup(orgContext(services, ctx), ctx.user, groupId(ctx.path), groupUsage),
      ),
  );
}
