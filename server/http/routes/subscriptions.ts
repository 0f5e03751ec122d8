/** Routes: /users/me/subscriptions and /user_topics. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { subscriptionState } from '../../domain/channel-state';
import { groupSettingValueSchema } from '../../domain/group-setting-values';
import type { Services } from '../../domain/services';
import {
  changeSubscriptionProperties,
  unsubscribe,
  updateSubscriptions,
} from '../../domain/subscription-changes';
import { subscribe } from '../../domain/subscriptions';
import { muteTopicLegacy, setTopicVisibility } from '../../domain/user-topics';
import { param } from '../params';
import { authedRoute } from '../route';
import { retentionParam } from './channels';
import { orgContext } from './org-context';

const principals = z.union([z.array(z.number().int()), z.array(z.string())]);
const subscriptionItem = z.object({
  name: z.string(),
  description: z.string().optional(),
  color: z.string().optional(),
});
const groupValue = () => param.json(groupSettingValueSchema).optional();

export function subscriptionRoutes(app: FastifyInstance, services: Services) {
  // GET /users/me/subscriptions
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/users/me/subscriptions',
      params: { include_subscribers: param.bool().default(false) },
    },
    ({ user, params }) => ({
      subscriptions: subscriptionState(
        services.db,
        user,
        params.include_subscribers,
        services.now(),
      ).subscriptions,
    }),
  );

  // POST /users/me/subscriptions
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/users/me/subscriptions',
      params: {
        subscriptions: param.json(z.array(subscriptionItem)),
        principals: param.json(principals).optional(),
        authorization_errors_fatal: param.bool().default(true),
        announce: param.bool().default(false),
        invite_only: param.bool().default(false),
        is_web_public: param.bool().default(false),
        is_default_stream: param.bool().default(false),
        history_public_to_subscribers: param.bool().optional(),
        message_retention_days: retentionParam(),
        can_send_message_group: groupValue(),
        can_administer_channel_group: groupValue(),
        can_remove_subscribers_group: groupValue(),
        can_add_subscribers_group: groupValue(),
        can_subscribe_group: groupValue(),
      },
    },
    (ctx) => {
      const p = ctx.params;
      return ctx.commit(
        subscribe(orgContext(services, ctx), ctx.user, {
          subscriptions: p.subscriptions,
          principals: p.principals,
          authorization_errors_fatal: p.authorization_errors_fatal,
          creation: {
            invite_only: p.invite_only,
            is_web_public: p.is_web_public,
            is_default_stream: p.is_default_stream,
            history_public_to_subscribers: p.history_public_to_subscribers,
            message_retention_days: p.message_retention_days,
            groups: {
              can_send_message_group: p.can_send_message_group,
              can_administer_channel_group: p.can_administer_channel_group,
              can_remove_subscribers_group: p.can_remove_subscribers_group,
              can_add_subscribers_group: p.can_add_subscribers_group,
              can_subscribe_group: p.can_subscribe_group,
            },
          },
        }),
      );
    },
  );

  // DELETE /users/me/subscriptions
  authedRoute(
    app,
    services,
    {
      method: 'DELETE',
      url: '/users/me/subscriptions',
      params: {
        subscriptions: param.json(z.array(z.string())),
        principals: param.json(principals).optional(),
      },
    },
    (ctx) =>
      ctx.commit(
        unsubscribe(
          orgContext(services, ctx),
          ctx.user,
          ctx.params.subscriptions,
          ctx.params.principals,
        ),
      ),
  );

  // PATCH /users/me/subscriptions
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/users/me/subscriptions',
      params: {
        add: param.json(z.array(subscriptionItem)).default([]),
        delete: param.json(z.array(z.string())).default([]),
      },
    },
    (ctx) =>
      ctx.commit(
        updateSubscriptions(orgContext(services, ctx), ctx.user, ctx.params.add, ctx.params.delete),
      ),
  );

  // POST /users/me/subscriptions/properties
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/users/me/subscriptions/properties',
      params: {
        subscription_data: param.json(
          z.array(
            z.object({
              stream_id: z.number().int(),
              property: z.string(),
              value: z.union([z.boolean(), z.string(), z.null()]),
            }),
          ),
        ),
      },
    },
    (ctx) =>
      ctx.commit(
        changeSubscriptionProperties(
          orgContext(services, ctx),
          ctx.user,
          ctx.params.subscription_data,
        ),
      ),
  );

  // PATCH /users/me/subscriptions/muted_topics
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/users/me/subscriptions/muted_topics',
      params: {
        stream_id: param.int().optional(),
        stream: param.string().optional(),
        topic: param.string(),
        op: param.string(z.enum(['add', 'remove'])),
      },
    },
    (ctx) => ctx.commit(muteTopicLegacy(orgContext(services, ctx), ctx.user, ctx.params)),
  );

  // POST /user_topics
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/user_topics',
      params: {
        stream_id: param.int(),
        topic: param.string(),
        visibility_policy: param.int(),
      },
    },
    (ctx) =>
      ctx.commit(
        setTopicVisibility(
          orgContext(services, ctx),
          ctx.user,
          ctx.params.stream_id,
          ctx.params.topic,
          ctx.params.visibility_policy,
        ),
      ),
  );
}
