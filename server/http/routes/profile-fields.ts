/** Routes: /users/me/profile_data. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { updateProfileData } from '../../domain/profile-fields';
import type { Services } from '../../domain/services';
import { param } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

export function profileFieldRoutes(app: FastifyInstance, services: Services) {
  // PATCH /users/me/profile_data
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/users/me/profile_data',
      params: { data: param.json(z.array(z.object({ id: z.number().int(), value: z.unknown() }))) },
    },
    (ctx) =>
      ctx.commit(updateProfileData(orgContext(services, ctx), ctx.user, ctx.user, ctx.params.data)),
  );

  // DELETE /users/me/profile_data
  authedRoute(
    app,
    services,
    {
      method: 'DELETE',
      url: '/users/me/profile_data',
      params: { data: param.json(z.array(z.number().int())) },
    },
    (ctx) =>
      ctx.commit(
        updateProfileData(
          orgContext(services, ctx),
          ctx.user,
          ctx.user,
          ctx.params.data.map((id) => ({ id, value: null })),
        ),
      ),
  );
}
