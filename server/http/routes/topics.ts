/** Routes: /users/me/{stream_id}/topics. */
import type { FastifyInstance } from 'fastify';
import { channelTopics } from '../../domain/messages/topics';
import type { Services } from '../../domain/services';
import { param, pathId } from '../params';
import { authedRoute } from '../route';

export function topicRoutes(app: FastifyInstance, services: Services) {
  // GET /users/me/{stream_id}/topics
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/users/me/:stream_id/topics',
      params: { allow_empty_topic_name: param.bool().default(false) },
    },
    ({ user, params, path }) =>
      channelTopics(
        services.db,
        user,
        pathId(path.stream_id, 'stream_id'),
        params.allow_empty_topic_name,
      ),
  );
}
