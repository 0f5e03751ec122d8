/** Routes: /streams and /get_stream_id. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { archiveChannel, updateChannel } from '../../domain/channel-settings';
import {
  accessChannelById,
  accessChannelByName,
  channelMembers,
  channelToApi,
  listChannels,
  STREAM_GROUP_SETTINGS,
  type StreamGroupSetting,
} from '../../domain/channels';
import {
  type GroupSettingUpdate,
  groupSettingUpdateSchema,
} from '../../domain/group-setting-values';
import type { Services } from '../../domain/services';
import { param, pathId } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const groupUpdate = () => param.json(groupSettingUpdateSchema).optional();

export const retentionParam = () =>
  param.jsonOrString(z.union([z.string(), z.number().int()])).optional();

export function channelRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  // GET /streams
  authedRoute(
    app,
    services,
    {
      method: 'GET',
      url: '/streams',
      params: {
        include_public: param.bool().default(true),
        include_web_public: param.bool().default(false),
        include_subscribed: param.bool().default(true),
        exclude_archived: param.bool().default(true),
        include_all_active: param.bool().default(false),
        include_all: param.bool().default(false),
        include_can_access_content: param.bool().default(false),
        include_default: param.bool().default(false),
        include_owner_subscribed: param.bool().default(false),
      },
    },
    ({ user, params }) => ({ streams: listChannels(db, user, params, services.now()) }),
  );

  // GET /streams/{stream_id}
  authedRoute(
    app,
    services,
    { method: 'GET', url: '/streams/:stream_id', params: {} },
    ({ user, path }) => ({
      stream: channelToApi(
        db,
        accessChannelById(db, user, pathId(path.stream_id, 'stream_id')),
        services.now(),
      ),
    }),
  );

  // GET /get_stream_id
  authedRoute(
    app,
    services,
    { method: 'GET', url: '/get_stream_id', params: { stream: param.string() } },
    ({ user, params }) => ({ stream_id: accessChannelByName(db, user, params.stream).id }),
  );

  // GET /streams/{stream_id}/members
  authedRoute(
    app,
    services,
    { method: 'GET', url: '/streams/:stream_id/members', params: {} },
    ({ user, path }) => ({
      subscribers: channelMembers(db, user, pathId(path.stream_id, 'stream_id')),
    }),
  );

  // DELETE /streams/{stream_id}
  authedRoute(app, services, { method: 'DELETE', url: '/streams/:stream_id', params: {} }, (ctx) =>
    ctx.commit(
      archiveChannel(orgContext(services, ctx), ctx.user, pathId(ctx.path.stream_id, 'stream_id')),
    ),
  );

  // PATCH /streams/{stream_id}
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/streams/:stream_id',
      params: {
        new_name: param.string().optional(),
        description: param.string().optional(),
        is_private: param.bool().optional(),
        is_web_public: param.bool().optional(),
        history_public_to_subscribers: param.bool().optional(),
        is_default_stream: param.bool().optional(),
        is_archived: param.bool().optional(),
        message_retention_days: retentionParam(),
        can_send_message_group: groupUpdate(),
        can_administer_channel_group: groupUpdate(),
        can_remove_subscribers_group: groupUpdate(),
        can_add_subscribers_group: groupUpdate(),
        can_subscribe_group: groupUpdate(),
      },
    },
    (ctx) => {
      const { params } = ctx;
      const groups: Partial<Record<StreamGroupSetting, GroupSettingUpdate>> = {};
      for (const key of STREAM_GROUP_SETTINGS) {
        const u = params[key];
        if (u) groups[key] = u;
      }
      return ctx.commit(
        updateChannel(
          orgContext(services, ctx),
          ctx.user,
          pathId(ctx.path.stream_id, 'stream_id'),
          {
            ...params,
            groups,
          },
        ),
      );
    },
  );
}
