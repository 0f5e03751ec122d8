/** Routes: /typing and /messages/{message_id}/typing. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../domain/errors';
import type { Services } from '../../domain/services';
import { sendEditTyping, sendTyping, type TypingOp } from '../../domain/typing';
import { param, pathId } from '../params';
import { authedRoute } from '../route';

export const typingParams = {
  // `private` was dropped at feature level 215.
  type: param.string(z.enum(['direct', 'stream', 'channel'])).default('direct'),
  op: param.string(z.enum(['start', 'stop'])),
  to: param.json(z.array(z.number().int())).optional(),
  stream_id: param.int().optional(),
  topic: param.string().optional(),
};

export function typingRoutes(app: FastifyInstance, services: Services) {
  // POST /typing
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/typing', params: typingParams },
    ({ user, params, commit }) => {
      const op = params.op as TypingOp;
      if (params.type === 'direct') {
        if (params.to === undefined) throw badRequest("Missing 'to' argument");
        commit(sendTyping(services.db, user, op, { type: 'direct', to: params.to }));
        return {};
      }
      if (params.stream_id === undefined) throw badRequest('Missing channel ID');
      if (params.topic === undefined) throw badRequest('Missing topic');
      commit(
        sendTyping(services.db, user, op, {
          type: 'stream',
          streamId: params.stream_id,
          topic: params.topic,
        }),
      );
      return {};
    },
  );

  // POST /messages/{message_id}/typing
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/messages/:message_id/typing',
      params: { op: param.string(z.enum(['start', 'stop'])) },
    },
    ({ user, params, path, commit }) => {
      const id = pathId(path.message_id, 'message_id');
      commit(sendEditTyping(services.db, user, params.op as TypingOp, id, services.now()));
      return {};
    },
  );
}
