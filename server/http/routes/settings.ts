/** Routes: /settings. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../../domain/services';
import {
  STRING_SETTINGS,
  USER_SETTING_NAMES,
  USER_SETTINGS,
  type UserSettingName,
  updateSettings,
} from '../../domain/settings';
import type { Param } from '../params';
import { param } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const settingParams: Record<string, Param<unknown>> = {};
for (const k of USER_SETTING_NAMES) {
  const schema = USER_SETTINGS[k][1];
  settingParams[k] = (
    STRING_SETTINGS.has(k)
      ? param.string(schema as never)
      : param.json(schema as z.ZodType<unknown>)
  ).optional() as Param<unknown>;
}

export function settingsRoutes(app: FastifyInstance, services: Services) {
  // PATCH /settings
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/settings',
      params: {
        full_name: param.string().optional(),
        old_password: param.string().optional(),
        new_password: param.string().optional(),
        ...settingParams,
      },
    },
    async (ctx) => {
      const p = ctx.params as Record<string, unknown>;
      const settings: Partial<Record<UserSettingName, unknown>> = {};
      for (const k of USER_SETTING_NAMES) if (p[k] !== undefined) settings[k] = p[k];
      return ctx.commit(
        await updateSettings(orgContext(services, ctx), ctx.user, {
          full_name: p.full_name as string | undefined,
          old_password: p.old_password as string | undefined,
          new_password: p.new_password as string | undefined,
          settings,
        }),
      );
    },
  );
}
