/** Routes: /users. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customProfileFieldsState } from '../../domain/profile-fields';
import type { Services } from '../../domain/services';
import { createUser, deactivateUser, reactivateUser, updateUser } from '../../domain/user-admin';
import { getUserForApi, listUsersForApi, ownUserForApi } from '../../domain/users';
import { param, pathId } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const profileData = z.array(z.object({ id: z.number().int(), value: z.unknown() }));

export function userRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  // GET /users/me
  authedRoute(app, services, { method: 'GET', url: '/users/me', params: {} }, ({ user }) =>
    ownUserForApi(db, user),
  );

  // GET /users
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/users',
      params: {
        client_gravatar: param.bool().default(true),
        include_custom_profile_fields: param.bool().default(false),
      },
    },
    ({ user, params }) => ({
      members: listUsersForApi(db, user, params.include_custom_profile_fields),
    }),
  );

  // GET /users/{user_id} and GET /users/{email}
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/users/:user_id_or_email',
      params: {
        client_gravatar: param.bool().default(true),
        include_custom_profile_fields: param.bool().default(false),
      },
    },
    ({ user, params, path }) => ({
      user: getUserForApi(
        db,
        user,
        path.user_id_or_email ?? '',
        params.include_custom_profile_fields,
      ),
    }),
  );

  // POST /users
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/users',
      params: { email: param.string(), password: param.string(), full_name: param.string() },
    },
    async (ctx) => ctx.commit(await createUser(orgContext(services, ctx), ctx.user, ctx.params)),
  );

  // PATCH /users/{user_id}
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/users/:user_id',
      params: {
        full_name: param.string().optional(),
        role: param.int().optional(),
        profile_data: param.json(profileData).optional(),
      },
    },
    (ctx) =>
      ctx.commit(
        updateUser(orgContext(services, ctx), ctx.user, pathId(ctx.path.user_id, 'user_id'), {
          full_name: ctx.params.full_name,
          role: ctx.params.role,
          profile_data: ctx.params.profile_data,
        }),
      ),
  );

  // DELETE /users/me
  authedRoute(app, services, { method: 'DELETE', url: '/users/me', params: {} }, (ctx) =>
    ctx.commit(deactivateUser(orgContext(services, ctx), ctx.user, ctx.user.id)),
  );

  // DELETE /users/{user_id}
  authedRoute(app, services, { method: 'DELETE', url: '/users/:user_id', params: {} }, (ctx) =>
    ctx.commit(
      deactivateUser(orgContext(services, ctx), ctx.user, pathId(ctx.path.user_id, 'user_id')),
    ),
  );

  // POST /users/{user_id}/reactivate
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/users/:user_id/reactivate', params: {} },
    (ctx) =>
      ctx.commit(
        reactivateUser(orgContext(services, ctx), ctx.user, pathId(ctx.path.user_id, 'user_id')),
      ),
  );

  // GET /realm/profile_fields
  authedRoute(app, services, { method: 'GET', url: '/realm/profile_fields', params: {} }, () => ({
    custom_fields: customProfileFieldsState(db).custom_profile_fields,
  }));
}
