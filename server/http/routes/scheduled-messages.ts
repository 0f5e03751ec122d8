/** Routes: /scheduled_messages and /reminders. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createReminder } from '../../domain/scheduled/reminders';
import {
  createScheduledMessage,
  editScheduledMessage,
  removeScheduledMessage,
  scheduledMessagesState,
} from '../../domain/scheduled/scheduled-messages';
import type { Services } from '../../domain/services';
import { param, pathId } from '../params';
import { authedRoute, realmUrlOf } from '../route';
import { clientName, toParam } from './messages';

const TYPES = z.enum(['direct', 'private', 'channel', 'stream']);
const scheduledId = (path: Record<string, string>) =>
  pathId(path.scheduled_message_id, 'scheduled_message_id');

export function scheduledMessageRoutes(app: FastifyInstance, services: Services) {
  // GET /scheduled_messages
  authedRoute(
    app,
    services,
    { method: 'GET', url: '/scheduled_messages', params: {} },
    ({ user }) => scheduledMessagesState(services.db, user),
  );

  // POST /scheduled_messages
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/scheduled_messages',
      params: {
        type: param.string(TYPES),
        to: toParam,
        content: param.string(),
        topic: param.string().optional(),
        scheduled_delivery_timestamp: param.int(),
        read_by_sender: param.bool().optional(),
      },
    },
    ({ user, params, req, commit }) =>
      commit(
        createScheduledMessage(
          { services, user, realmUrl: realmUrlOf(req) },
          { ...params, client: clientName(req) },
        ),
      ),
  );

  // PATCH /scheduled_messages/{scheduled_message_id}
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/scheduled_messages/:scheduled_message_id',
      params: {
        type: param.string(TYPES).optional(),
        to: toParam.optional(),
        content: param.string().optional(),
        topic: param.string().optional(),
        scheduled_delivery_timestamp: param.int().optional(),
      },
    },
    ({ user, params, req, path, commit }) =>
      commit(
        editScheduledMessage(
          { services, user, realmUrl: realmUrlOf(req) },
          scheduledId(path),
          params,
        ),
      ),
  );

  // DELETE /scheduled_messages/{scheduled_message_id}
  authedRoute(
    app,
    services,
    { method: 'DELETE', url: '/scheduled_messages/:scheduled_message_id', params: {} },
    ({ user, path, commit }) =>
      commit(removeScheduledMessage(services.db, user, scheduledId(path))),
  );

  // POST /reminders (feature level 381)
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/reminders',
      params: {
        message_id: param.int(),
        scheduled_delivery_timestamp: param.int(),
        note: param.string().optional(),
      },
    },
    ({ user, params, req, commit }) =>
      commit(
        createReminder(
          { services, user, realmUrl: realmUrlOf(req) },
          { ...params, client: clientName(req) },
        ),
      ),
  );
}
