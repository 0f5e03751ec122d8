/** POST /register: a new event queue and the initial state it starts from. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MEMBER_LINES_HEADER } from '../../../src/api/constants';
import type { JsonPieces } from '../../domain/json-blocks';
import { type UnreadMsgs, unreadMsgsLater } from '../../domain/messages/state';
import {
  type RegisterOptions,
  registerState,
  wantsUnreadMsgs,
  withUnreadMsgs,
} from '../../domain/register';
import type { Services } from '../../domain/services';
import { userNow } from '../../domain/users';
import { capabilityMask } from '../../events/capabilities';
import { buildMessageFilter, normalizeNarrow } from '../../events/narrow';
import { internEventTypes } from '../../events/queue';
import { eventSystemOf } from '../../events/system';
import { negotiateEncoding } from '../compression';
import { JsonMembers } from '../envelope';
import { compressingEarly } from '../gzip-pieces';
import { MEMBER_LINES, memberPieces } from '../json-pieces';
import { param } from '../params';
import { authedRoute, realmUrlOf } from '../route';

const stringList = z.array(z.string());

/** The events that change `unread_msgs` (a register that waited for it starts over on one). */
const UNREAD_EVENTS: ReadonlySet<string> = new Set([
  'message',
  'update_message_flags',
  'delete_message',
  'update_message',
]);

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
    async ({ user, params, req, reply }) => {
      const narrow = buildMessageFilter(normalizeNarrow(params.narrow));
      const eventTypes = params.event_types ?? null;
      const fetchEventTypes =
        params.fetch_event_types !== undefined ? params.fetch_event_types : eventTypes;
      const allocate = () =>
        queues.allocate(
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
      const options: RegisterOptions = {
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
      };
      // The organization's people go out as text kept between requests (realm-user-lists);
      // each member on a line of its own, for a client to read as they arrive (json-pieces).
      reply.header(MEMBER_LINES_HEADER, 'lines');
      const answer = (queueId: string, state: Record<string, unknown>) =>
        new JsonMembers(
          memberPieces(
            Object.assign({ queue_id: queueId, last_event_id: -1 }, state),
            MEMBER_LINES,
          ),
        );

      // Queue and state in one synchronous step: every later change reaches the queue, and
      // every earlier one is in the state.
      let queue = allocate();
      // The unread messages (a third of a large register's time) are read on the database's
      // read thread meanwhile.
      const unread = wantsUnreadMsgs(options)
        ? unreadMsgsLater(services.db, services.reads, user, services.config.unreadElsewhereFrom)
        : undefined;
      const state = registerState(services.db, user, { ...options, unreadLater: !!unread });
      if (!unread) return answer(queue.id, state);
      // The rest of the answer is compressed while the read thread works (when it will go out
      // as gzip, which reuses the compressed runs: gzip-pieces).
      const gzip = negotiateEncoding(req.headers['accept-encoding'], ['gzip', 'br']) === 'gzip';
      const members = answer(queue.id, state).pieces;
      const head = gzip ? compressingEarly(members) : members;
      const unreadTail = (msgs: UnreadMsgs): JsonPieces => {
        const tail: Record<string, unknown> = {};
        withUnreadMsgs(services.db, tail, msgs, options);
        return [MEMBER_LINES, ...memberPieces(tail, MEMBER_LINES)];
      };
      if (unread.begun()) {
        // The thread's view of the messages was fixed before this request paused, so at the
        // moment of the queue and the state: the answer goes out now, its unread messages last,
        // and the client reads the start while the thread reads on.
        return new JsonMembers(head, unread.rows.then(unreadTail));
      }
      // The thread's view may come after a change to the unread messages whose event is queued
      // already: then the whole state is made again, in one step, with a new queue.
      const msgs = await unread.rows.catch(() => undefined);
      if (msgs && queues.isLive(queue) && !queue.holdsAny(UNREAD_EVENTS)) {
        return new JsonMembers([...head, ...unreadTail(msgs)]);
      }
      queues.discard(queue);
      // Read again: the user may have changed (or been deactivated) while this waited.
      const current = userNow(services.db, user.id);
      queue = allocate();
      return answer(queue.id, registerState(services.db, current, options));
    },
  );
}
