/** Routes: /messages/{message_id}/reactions. */
import type { FastifyInstance } from 'fastify';
import { addReaction, removeReaction } from '../../domain/messages/reactions';
import type { Services } from '../../domain/services';
import { param, pathId } from '../params';
import { authedRoute } from '../route';

export function reactionRoutes(app: FastifyInstance, services: Services) {
  const db = services.db;
  // POST /messages/{message_id}/reactions
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/messages/:message_id/reactions',
      params: {
        emoji_name: param.string(),
        emoji_code: param.string().optional(),
        reaction_type: param.string().optional(),
      },
    },
    ({ user, params, path, commit }) =>
      commit(addReaction(db, user, pathId(path.message_id, 'message_id'), params, services.now())),
  );

  // DELETE /messages/{message_id}/reactions
  authedRoute(
    app,
    services,
    {
      method: 'DELETE',
      url: '/messages/:message_id/reactions',
      params: {
        emoji_name: param.string().optional(),
        emoji_code: param.string().optional(),
        reaction_type: param.string().optional(),
      },
    },
    ({ user, params, path, commit }) =>
      commit(removeReaction(db, user, pathId(path.message_id, 'message_id'), params)),
  );
}
