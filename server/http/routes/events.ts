/** Routes: /events (long-poll and delete a queue). */
import type { FastifyInstance } from 'fastify';
import { missingArgument } from '../../domain/errors';
import type { Services } from '../../domain/services';
import { eventSystemOf } from '../../events/system';
import { JsonMembers } from '../envelope';
import { param } from '../params';
import { authedRoute } from '../route';

export const getEventsParams = {
  queue_id: param.string(),
  last_event_id: param.int().optional(),
  dont_block: param.bool().default(false),
};

export function eventRoutes(app: FastifyInstance, services: Services) {
  const { queues } = eventSystemOf(services);

  // GET /events
  authedRoute(
    app,
    services,
    { method: 'GET', url: '/events', params: getEventsParams },
    async ({ user, params, reply }) => {
      const q = queues.access(user.id, params.queue_id);
      if (params.last_event_id === undefined) throw missingArgument('last_event_id');
      const pending = queues.poll(q, params.last_event_id, params.dont_block);
      if (!(pending instanceof Promise)) return new JsonMembers(`"events":${pending.eventsJson()}`);
      const waiter = q.waiter;
      // A client that hangs up stops waiting; the queue's idle clock starts then.
      reply.raw.once('close', () => queues.disconnect(q, waiter));
      const result = await pending;
      // Built from each event's JSON serialized once, not once per waiting client.
      return new JsonMembers(`"events":${result.eventsJson()},"queue_id":${JSON.stringify(q.id)}`);
    },
  );

  // DELETE /events
  authedRoute(
    app,
    services,
    { method: 'DELETE', url: '/events', params: { queue_id: param.string() } },
    ({ user, params }) => {
      queues.delete(user.id, params.queue_id);
      return {};
    },
  );
}
