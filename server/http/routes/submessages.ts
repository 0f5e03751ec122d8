/** Routes: /submessage (Zulip's widget protocol: votes, options, tasks). */
import type { FastifyInstance } from 'fastify';
import { addSubmessage } from '../../domain/messages/submessages';
import type { Services } from '../../domain/services';
import { param } from '../params';
import { authedRoute } from '../route';

export function submessageRoutes(app: FastifyInstance, services: Services) {
  // POST /submessage
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/submessage',
      params: { message_id: param.int(), msg_type: param.string(), content: param.string() },
    },
    ({ user, params, commit }) => commit(addSubmessage(services.db, user, params)),
  );
}
