/** Routes: /realm and /realm/emoji. */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { emojiImages, MAX_EMOJI_BYTES } from '../../domain/emoji-image';
import { badRequest } from '../../domain/errors';
import { groupSettingUpdateSchema } from '../../domain/group-setting-values';
import {
  addRealmEmoji,
  checkNewEmoji,
  realmEmojiState,
  removeRealmEmoji,
} from '../../domain/realm-emoji';
import {
  REALM_GROUP_SETTING_NAMES,
  REALM_SETTING_NAMES,
  REALM_SETTING_SCHEMAS,
  type RealmSettingName,
  updateRealm,
} from '../../domain/realm-settings';
import type { Services } from '../../domain/services';
import { malformedMultipart } from '../body';
import { closeAfterAnswer } from '../linger';
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

  // POST /realm/emoji/{emoji_name}: one image file in a multipart body.
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/realm/emoji/:emoji_name', params: {}, takesFile: true },
    async (ctx) => {
      const name = ctx.path.emoji_name ?? '';
      // The name and the permission are refused before the file is read.
      checkNewEmoji(services.db, ctx.user, name);
      const data = await emojiFile(ctx.req, ctx.reply);
      const images = await emojiImages(data);
      return ctx.commit(
        addRealmEmoji(orgContext(services, ctx), services.config.dataDir, ctx.user, name, images),
      );
    },
  );

  // DELETE /realm/emoji/{emoji_name}
  authedRoute(
    app,
    services,
    { method: 'DELETE', url: '/realm/emoji/:emoji_name', params: {} },
    (ctx) =>
      ctx.commit(removeRealmEmoji(orgContext(services, ctx), ctx.user, ctx.path.emoji_name ?? '')),
  );
}

const oneFile = 'You must upload exactly one file.';
// Room for the multipart framing around the file.
const MULTIPART_SLACK = 64 * 1024;

/**
 * The uploaded emoji's bytes, within Zulip's size limit: a body declared larger is refused
 * before it is read, a file passing the limit as soon as it does (the parser would otherwise
 * read the body to its end, and hand back the first 5 MiB as the whole file when the limit
 * fell between two chunks).
 */
async function emojiFile(req: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(oneFile);
  const tooLarge = () => {
    // The connection closes after the answer, so the client stops sending.
    closeAfterAnswer(req, reply);
    return badRequest('Uploaded file is larger than the allowed limit of 5 MiB');
  };
  if (Number(req.headers['content-length'] ?? 0) > MAX_EMOJI_BYTES + MULTIPART_SLACK) {
    throw tooLarge();
  }
  let file: MultipartFile | undefined;
  try {
    file = await req.file({ limits: { fileSize: MAX_EMOJI_BYTES } });
  } catch (e) {
    throw malformedMultipart(e);
  }
  if (!file) throw badRequest(oneFile);
  const stream = file.file;
  const data = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('limit', () => reject(tooLarge()));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', (e) => reject(malformedMultipart(e)));
  });
  if (data.length === 0) throw badRequest(oneFile);
  return data;
}
