import type { FastifyInstance } from 'fastify';
import { maxMessageId } from '../../db/messages';
import type { Services } from '../../domain/services';
import { userToApi } from '../../domain/users';
import { authedRoute } from '../route';

export function userRoutes(app: FastifyInstance, services: Services) {
  // GET /users/me
  authedRoute(app, services, { method: 'GET', url: '/users/me', params: {} }, ({ user }) => ({
    ...userToApi(user, user),
    profile_data: {},
    max_message_id: maxMessageId(services.db),
  }));
}
