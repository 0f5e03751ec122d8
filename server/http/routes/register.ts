/** POST /register: a new event queue and the initial state it starts from. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerState } from '../../domain/register';
import type { Services } from '../../domain/services';
import { capabilityMask } from '../../events/capabilities';
import { buildMessageFilter, normalizeNarrow } from '../../events/narrow';
import { internEventTypes } from '../../events/queue';
import { eventSystemOf } from '../../events/system';
import { JsonMembers } from '../envelope';
import { memberPieces } from '../json-pieces';
import { param } from '../params';
import { authedRoute, realmUrlOf } from '../route';

const stringList = z.array(z.string());

export const registerParams = {
  apply_markdown: param.bool().default(false),
  client_gravatar: param.bool().default(true),
  // `partial` (feature level 412): whole lists only for smaller channels (domain/channel-state).
  include_subscribers: param
    .jsonOrString(z.union([z.boolean(), z.literal('partial')]))
    .default(false),
  slim_presence: param.bool().default(false),
  all_public_streams: param.bool().default(false),
  event_types: param.json(stringList.nullable()).optional(),
  fetch_event_types: param.json(stringList.nullable()).optional(),
  narrow: param
    .json(z.array(z.union([z.tuple([z.string(), z.unknown()]), z.record(z.string(), z.unknown())])))
    .default([]),
  client_capabilities: param.json(z.record(z.string(), z.boolean())).default({}),
  queue_lifespan_secs: param.int(z.number().int().min(0)).optional(),
  presence_history_limit_days: param.int().optional(),
};

export function registerRoutes(app: FastifyInstance, services: Services) {
  const { queues } = eventSystemOf(services);

  // POST /register
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/register', params: registerParams },
    ({ user, params, req }) => {
      const narrow = buildMessageFilter(normalizeNarrow(params.narrow));
      const eventTypes = params.event_types ?? null;
      const fetchEventTypes =
        params.fetch_event_types !== undefined ? params.fetch_event_types : eventTypes;
      // Queue and state in one synchronous step: every later change reaches the queue, and
      // every earlier one is in the state.
      const queue = queues.allocate(
        user.id,
        {
          eventTypes: internEventTypes(eventTypes),
          narrow,
          capabilities: capabilityMask(params.client_capabilities),
          applyMarkdown: params.apply_markdown,
          clientGravatar: params.client_gravatar,
        },
        params.queue_lifespan_secs,
      );
      const state = registerState(services.db, user, {
        includeSubscribers: params.include_subscribers,
        realmUrl: realmUrlOf(req),
        development: !services.config.production,
        typingExpirySeconds: services.config.typingExpirySeconds,
        fetchEventTypes,
        clientCapabilities: params.client_capabilities,
        now: services.now(),
        slimPresence: params.slim_presence,
        presenceHistoryLimitDays: params.presence_history_limit_days,
        presenceOfflineSeconds: services.config.presenceOfflineSeconds,
      });
      // The organization's people go out as text kept between requests (realm-user-lists).
      return new JsonMembers(memberPieces({ queue_id: queue.id, last_event_id: -1, ...state }));
    },
  );
}
