import type { FastifyInstance } from 'fastify';
import { getUserById } from '../../db/users';
import type { Services } from '../../domain/services';
import { SUBSCRIPTION_COLORS } from '../../domain/subscriptions';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An SVG with the user's initials: avatars never come from a third-party service. */
export function avatarSvg(id: number, fullName: string): string {
  const initials = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');
  const color = SUBSCRIPTION_COLORS[id % SUBSCRIPTION_COLORS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${color}"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="42" fill="#1d1d1d">${escapeXml(initials)}</text></svg>`;
}

export function avatarRoutes(app: FastifyInstance, services: Services) {
  // GET /avatar/{user_id}: public, like Zulip's avatar redirect.
  app.get<{ Params: { user_id: string } }>('/avatar/:user_id', (req, reply) => {
    const user = /^\d+$/.test(req.params.user_id)
      ? getUserById(services.db, Number(req.params.user_id))
      : undefined;
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(avatarSvg(user?.id ?? 0, user?.full_name ?? '?'));
  });
}
