/** Routes: /avatar/{user_id} and /users/me/avatar. */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { avatarOf, MAX_AVATAR_BYTES, removeAvatar, uploadAvatar } from '../../domain/avatars';
import { badRequest } from '../../domain/errors';
import type { Services } from '../../domain/services';
import { COLORS_IN_TURN } from '../../domain/subscriptions';
import { malformedMultipart } from '../body';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An SVG with the user's initials: avatars never come from a third-party service. */
export function avatarSvg(id: number, fullName: string): string {
  const initials = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');
  const color = COLORS_IN_TURN[id % COLORS_IN_TURN.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${color}"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="42" fill="#1d1d1d">${escapeXml(initials)}</text></svg>`;
}

export function avatarRoutes(app: FastifyInstance, services: Services) {
  // GET /avatar/{user_id}: public, like Zulip's avatar redirect.
  app.get<{ Params: { user_id: string } }>('/avatar/:user_id', (req, reply) => {
    const { user, uploaded } = avatarOf(services.db, req.params.user_id);
    if (uploaded) {
      // The URL carries the version, so a new picture is a new URL.
      return reply
        .type(uploaded.content_type)
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(uploaded.data);
    }
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(avatarSvg(user?.id ?? 0, user?.full_name ?? '?'));
  });

  // POST /users/me/avatar: one image file in a multipart body.
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/users/me/avatar', params: {}, takesFile: true },
    async (ctx) => {
      if (!ctx.req.isMultipart()) throw badRequest('You must upload exactly one avatar.');
      let file: MultipartFile | undefined;
      let data: Buffer;
      try {
        file = await ctx.req.file({ limits: { fileSize: MAX_AVATAR_BYTES + 1 } });
        if (!file) throw badRequest('You must upload exactly one avatar.');
        data = await file.toBuffer();
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest('Uploaded file is larger than the allowed limit of 5 MiB.');
        }
        throw malformedMultipart(e);
      }
      return ctx.commit(uploadAvatar(orgContext(services, ctx), ctx.user, data));
    },
  );

  // DELETE /users/me/avatar
  authedRoute(app, services, { method: 'DELETE', url: '/users/me/avatar', params: {} }, (ctx) =>
    ctx.commit(removeAvatar(orgContext(services, ctx), ctx.user)),
  );
}
