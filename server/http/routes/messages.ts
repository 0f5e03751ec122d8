/** Routes: /messages (send, fetch, matches_narrow, one, render, edit, delete, history). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, missingArgument } from '../../domain/errors';
import { deleteMessage } from '../../domain/messages/delete';
import { editMessage } from '../../domain/messages/edit';
import {
  fetchMessages,
  fetchMessagesByIds,
  fetchSingleMessage,
  matchesNarrow,
  parseAnchor,
} from '../../domain/messages/fetch';
import { messageHistory } from '../../domain/messages/history';
import { truncateContent, withDisplayTopics } from '../../domain/messages/limits';
import { narrowSchema } from '../../domain/messages/narrow';
import { renderMessage } from '../../domain/messages/render';
import { checkMessageType, sendMessage } from '../../domain/messages/send';
import { loadRealm } from '../../domain/realm';
import type { Services } from '../../domain/services';
import { param, pathId } from '../params';
import { authedRoute, realmUrlOf } from '../route';

/** Zulip names a message's client after the first product in the User-Agent. */
export function clientName(req: FastifyRequest): string {
  const ua = req.headers['user-agent'];
  const first = ua?.trim().split(/[\s/]/)[0];
  return first ? first.slice(0, 30) : 'API';
}

/** `to` of a message: a channel name or ID, or a list of user IDs or emails. */
export const toParam = param.jsonOrString(
  z.union([z.string(), z.number().int(), z.array(z.union([z.string(), z.number().int()]))]),
);

export function messageRoutes(app: FastifyInstance, services: Services) {
  const realmSettings = () => loadRealm(services.db).settings;

  // POST /messages
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/messages',
      params: {
        type: param.string(z.enum(['direct', 'private', 'channel', 'stream'])),
        to: toParam,
        content: param.string(),
        topic: param.string().alias('subject').optional(),
        queue_id: param.string().optional(),
        local_id: param.string().optional(),
        read_by_sender: param.bool().optional(),
      },
    },
    ({ user, params, req, commit }) => ({
      ...commit(
        sendMessage(
          { services, user, realmUrl: realmUrlOf(req) },
          { ...params, type: checkMessageType(params.type), client: clientName(req) },
        ),
      ),
    }),
  );

  // GET /messages
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/messages',
      params: {
        anchor: param.string().optional(),
        num_before: param.int(z.number().int().min(0)).optional(),
        num_after: param.int(z.number().int().min(0)).optional(),
        include_anchor: param.bool().default(true),
        narrow: param.json(narrowSchema).default([]),
        client_gravatar: param.bool().default(true),
        apply_markdown: param.bool().default(true),
        use_first_unread_anchor: param.bool().default(false),
        message_ids: param.json(z.array(z.number().int())).optional(),
        allow_empty_topic_name: param.bool().default(false),
      },
    },
    ({ user, params: p }) => {
      const shown = <R extends { messages: { type: string; subject: string }[] }>(r: R): R => ({
        ...r,
        messages: withDisplayTopics(r.messages, p.allow_empty_topic_name, realmSettings()),
      });
      if (p.message_ids !== undefined) {
        const extra = (['anchor', 'num_before', 'num_after'] as const).filter(
          (k) => p[k] !== undefined,
        );
        if (extra.length) {
          const names = ['message_ids', ...extra].join(', ');
          throw badRequest(`Unsupported parameter combination: ${names}`, { parameters: names });
        }
        return shown(
          fetchMessagesByIds(services.db, user, p.message_ids, p.narrow, p.apply_markdown),
        );
      }
      if (p.anchor === undefined && !p.use_first_unread_anchor) {
        throw badRequest("Missing 'anchor' argument.");
      }
      if (p.num_before === undefined) throw missingArgument('num_before');
      if (p.num_after === undefined) throw missingArgument('num_after');
      return shown(
        fetchMessages(
          services.db,
          user,
          {
            anchor: p.use_first_unread_anchor ? 'first_unread' : parseAnchor(p.anchor as string),
            numBefore: p.num_before,
            numAfter: p.num_after,
            includeAnchor: p.include_anchor,
            narrow: p.narrow,
            applyMarkdown: p.apply_markdown,
          },
          services.config.messageVisibilityLimit,
        ),
      );
    },
  );

  // GET /messages/matches_narrow
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/messages/matches_narrow',
      params: { msg_ids: param.json(z.array(z.number().int())), narrow: param.json(narrowSchema) },
    },
    ({ user, params }) => matchesNarrow(services.db, user, params.msg_ids, params.narrow),
  );

  // GET /messages/{message_id}
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/messages/:message_id',
      params: {
        apply_markdown: param.bool().default(true),
        allow_empty_topic_name: param.bool().default(false),
      },
    },
    ({ user, params, path }) => {
      const found = fetchSingleMessage(
        services.db,
        user,
        pathId(path.message_id, 'message_id'),
        params.apply_markdown,
      );
      const [message] = withDisplayTopics(
        [found.message],
        params.allow_empty_topic_name,
        realmSettings(),
      );
      return { ...found, message };
    },
  );

  // POST /messages/render
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/messages/render', params: { content: param.string() } },
    // The preview is of what sending would store: cut at max_message_length, which also
    // bounds the rendering time of one request.
    ({ user, params, req }) => ({
      rendered: renderMessage(services.db, truncateContent(params.content), realmUrlOf(req), user)
        .html,
    }),
  );

  // PATCH /messages/{message_id}
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/messages/:message_id',
      params: {
        topic: param.string().alias('subject').optional(),
        propagate_mode: param
          .string(z.enum(['change_one', 'change_later', 'change_all']))
          .default('change_one'),
        send_notification_to_old_thread: param.bool().default(false),
        send_notification_to_new_thread: param.bool().default(true),
        content: param.string().optional(),
        stream_id: param.int().optional(),
        prev_content_sha256: param.string().optional(),
      },
    },
    ({ user, params, path, req, commit }) =>
      commit(
        editMessage(
          { services, user, realmUrl: realmUrlOf(req) },
          pathId(path.message_id, 'message_id'),
          {
            ...params,
            propagate_mode: params.propagate_mode as 'change_one' | 'change_later' | 'change_all',
          },
        ),
      ),
  );

  // DELETE /messages/{message_id}
  authedRoute(
    app,
    services,
    { method: 'DELETE', url: '/messages/:message_id', params: {} },
    ({ user, path, req, commit }) =>
      commit(
        deleteMessage(
          { services, user, realmUrl: realmUrlOf(req) },
          pathId(path.message_id, 'message_id'),
        ),
      ),
  );

  // GET /messages/{message_id}/history
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/messages/:message_id/history',
      params: { allow_empty_topic_name: param.bool().default(false) },
    },
    ({ user, params, path }) =>
      messageHistory(
        services.db,
        user,
        pathId(path.message_id, 'message_id'),
        params.allow_empty_topic_name,
      ),
  );
}
