/** Routes: presence (/users/me/presence, /realm/presence, /users/{id}/presence) and status. */
import type { FastifyInstance } from 'fastify';
import {
  checkPresenceStatus,
  presenceData,
  presenceTiming,
  recordPresence,
  userPresence,
} from '../../domain/presence';
import type { Services } from '../../domain/services';
import { updateSettings, userSettingsOf } from '../../domain/settings';
import { updateStatus } from '../../domain/user-status';
import { findUser } from '../../domain/users';
import { param } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

export function presenceRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;
  const timing = () => presenceTiming(services.config.presenceOfflineSeconds);

  // POST /users/me/presence
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/users/me/presence',
      params: {
        status: param.string(),
        ping_only: param.bool().default(false),
        new_user_input: param.bool().default(false),
        slim_presence: param.bool().default(false),
        last_update_id: param.int().optional(),
        history_limit_days: param.int().optional(),
      },
    },
    ({ user, params, commit }) => {
      const status = checkPresenceStatus(params.status);
      const now = services.now();
      const hidden = userSettingsOf(user).presence_enabled === false;
      commit({ result: {}, notices: recordPresence(db, user, status, timing(), now, hidden) });
      if (params.ping_only) return {};
      const modern = params.last_update_id !== undefined || params.slim_presence;
      return presenceData(
        db,
        {
          modern,
          lastUpdateId: params.last_update_id,
          historyLimitDays: params.history_limit_days,
        },
        timing(),
        now,
      );
    },
  );

  // GET /realm/presence
  authedRoute(app, services, { method: 'GET', url: '/realm/presence', params: {} }, () => {
    const { presences, server_timestamp } = presenceData(
      db,
      { modern: false },
      timing(),
      services.now(),
    );
    return { presences, server_timestamp };
  });

  // GET /users/{user_id_or_email}/presence
  authedRoute(
    app,
    services,
    { method: 'GET', url: '/users/:user_id_or_email/presence', params: {} },
    ({ user, path }) => {
      const asked = path.user_id_or_email ?? '';
      return userPresence(db, findUser(db, asked, user), asked, timing());
    },
  );

  // POST /users/me/status
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/users/me/status',
      params: {
        status_text: param.string().optional(),
        away: param.bool().optional(),
        emoji_name: param.string().optional(),
        emoji_code: param.string().optional(),
        reaction_type: param.string().optional(),
      },
    },
    async (ctx) => {
      const { user, params, commit } = ctx;
      const notices = updateStatus(db, user, params);
      // `away` is the deprecated way to set presence_enabled (feature level 148).
      if (params.away !== undefined) {
        commit(
          await updateSettings(orgContext(services, ctx), user, {
            settings: { presence_enabled: !params.away },
          }),
        );
      }
      return commit({ result: {}, notices });
    },
  );
}
