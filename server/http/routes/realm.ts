/** Routes: /realm and /realm/emoji. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { groupSettingUpdateSchema } from '../../domain/group-setting-values';
import { realmEmojiState } from '../../domain/realm-emoji';
import {
  REALM_GROUP_SETTING_NAMES,
  REALM_SETTING_NAMES,
  REALM_SETTING_SCHEMAS,
  type RealmSettingName,
  updateRealm,
} from '../../domain/realm-settings';
import type { Services } from '../../domain/services';
import { type Param, param } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const STRING_KEYS = new Set([
  'default_language',
  'default_code_block_language',
  'message_edit_history_visibility_policy',
  'empty_topic_display_name',
]);

const realmParams: Record<string, Param<unknown>> = {
  name: param.string().optional() as Param<unknown>,
  description: param.string().optional() as Param<unknown>,
};
for (const k of REALM_SETTING_NAMES) {
  const schema = REALM_SETTING_SCHEMAS[k];
  realmParams[k] = (
    STRING_KEYS.has(k)
      ? param.string(schema as never)
      : param.jsonOrString(schema as z.ZodType<unknown>)
  ).optional() as Param<unknown>;
}
for (const k of REALM_GROUP_SETTING_NAMES) {
  realmParams[k] = param.json(groupSettingUpdateSchema).optional() as Param<unknown>;
}

export function realmRoutes(app: FastifyInstance, services: Services) {
  // PATCH /realm
  authedRoute(app, services, { method: 'PATCH', url: '/realm', params: realmParams }, (ctx) => {
    const p = ctx.params as Record<string, unknown>;
    const settings: Partial<Record<RealmSettingName, unknown>> = {};
    for (const k of REALM_SETTING_NAMES) if (p[k] !== undefined) settings[k] = p[k];
    const groups = Object.fromEntries(
      REALM_GROUP_SETTING_NAMES.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]),
    );
    return ctx.commit(
      updateRealm(orgContext(services, ctx), ctx.user, {
        name: p.name as string | undefined,
        description: p.description as string | undefined,
        settings,
        groups: groups as never,
      }),
    );
  });

  // GET /realm/emoji
  authedRoute(app, services, { method: 'GET', url: '/realm/emoji', params: {} }, () => ({
    emoji: realmEmojiState(services.db).realm_emoji,
  }));
}
