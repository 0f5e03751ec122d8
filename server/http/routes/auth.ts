/** Routes: signing in (/fetch_api_key, /dev_fetch_api_key, /dev_list_users). */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../domain/errors';
import type { Services } from '../../domain/services';
import { devLogin, devLoginUsers, passwordLogin } from '../../domain/users';
import { param } from '../params';
import { rateLimitsOf } from '../rate-limits';
import { openRoute, realmUrlOf } from '../route';

const loginParams = { username: param.string() };

export function authRoutes(app: FastifyInstance, services: Services) {
  const { db, config } = services;

  // POST /fetch_api_key
  openRoute(
    app,
    services,
    { method: 'POST', url: '/fetch_api_key', params: { ...loginParams, password: param.string() } },
    async ({ params, req, reply }) => {
      const limits = rateLimitsOf(services);
      await limits.checkLogin(req, reply, params.username);
      try {
        const user = await passwordLogin(db, params.username, params.password);
        return { api_key: user.api_key, email: user.email, user_id: user.id };
      } catch (e) {
        if (e instanceof ApiError && e.status === 401)
          await limits.loginFailed(req, params.username);
        throw e;
      }
    },
  );

  // POST /dev_fetch_api_key
  openRoute(
    app,
    services,
    { method: 'POST', url: '/dev_fetch_api_key', params: loginParams },
    ({ params }) => {
      const user = devLogin(db, params.username, config.production);
      return { api_key: user.api_key, email: user.email, user_id: user.id };
    },
  );

  // GET /dev_list_users (development only; Parley adds full_name and role for the login page)
  openRoute(app, services, { method: 'GET', url: '/dev_list_users', params: {} }, ({ req }) =>
    devLoginUsers(db, realmUrlOf(req), config.production),
  );
}
