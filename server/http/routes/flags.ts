/** Routes: message flags and marking messages as read. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseAnchor } from '../../domain/messages/fetch';
import {
  markAllAsRead,
  markStreamAsRead,
  markTopicAsRead,
  updateFlags,
  updateFlagsForNarrow,
} from '../../domain/messages/flags';
import { narrowSchema } from '../../domain/messages/narrow';
import type { Services } from '../../domain/services';
import { param } from '../params';
import { authedRoute } from '../route';

const op = param.string(z.enum(['add', 'remove']));

export function flagRoutes(app: FastifyInstance, services: Services) {
  const db = services.db;
  // POST /messages/flags
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/messages/flags',
      params: { messages: param.json(z.array(z.number().int())), op, flag: param.string() },
    },
    ({ user, params, commit }) => {
      const r = commit(
        updateFlags(db, user, params.op as 'add' | 'remove', params.flag, params.messages),
      );
      return {
        messages: r.messages,
        ...(params.flag === 'read' && params.op === 'remove'
          ? { ignored_because_not_subscribed_channels: r.ignored_because_not_subscribed_channels }
          : {}),
      };
    },
  );

  // POST /messages/flags/narrow
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/messages/flags/narrow',
      params: {
        anchor: param.string(),
        include_anchor: param.bool().default(true),
        num_before: param.int(z.number().int().min(0)),
        num_after: param.int(z.number().int().min(0)),
        narrow: param.json(narrowSchema),
        op,
        flag: param.string(),
      },
    },
    ({ user, params: p, commit }) =>
      commit(
        updateFlagsForNarrow(db, user, {
          anchor: parseAnchor(p.anchor),
          includeAnchor: p.include_anchor,
          numBefore: p.num_before,
          numAfter: p.num_after,
          narrow: p.narrow,
          op: p.op as 'add' | 'remove',
          flag: p.flag,
        }),
      ),
  );

  // POST /mark_all_as_read
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/mark_all_as_read', params: {} },
    ({ user, commit }) => commit(markAllAsRead(db, user)),
  );

  // POST /mark_stream_as_read
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/mark_stream_as_read', params: { stream_id: param.int() } },
    ({ user, params, commit }) => commit(markStreamAsRead(db, user, params.stream_id)),
  );

  // POST /mark_topic_as_read
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/mark_topic_as_read',
      params: { stream_id: param.int(), topic_name: param.string() },
    },
    ({ user, params, commit }) =>
      commit(markTopicAsRead(db, user, params.stream_id, params.topic_name)),
  );
}
