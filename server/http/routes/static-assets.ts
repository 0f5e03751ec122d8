/** Routes: the images the API's HTML points at (realm emoji, logo, the zulip emoji). */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { realmEmojiFile } from '../../domain/realm-emoji';
import type { Services } from '../../domain/services';

const ASSETS = path.resolve(import.meta.dirname, '..', '..', 'seed', 'assets');

const svg = (file: string) => fs.readFileSync(path.join(ASSETS, file));

/** Images the API's HTML and settings point at: realm emoji, the realm icon, the zulip emoji. */
export function staticAssetRoutes(app: FastifyInstance, services: Services) {
  const logo = svg('parley.svg');
  const zulip = svg('zulip.svg');
  const send = (body: Buffer) => (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(body);

  app.get('/static/images/logo.svg', send(logo));
  // The path a Zulip server renders for :zulip:; the image is an SVG.
  app.get('/static/generated/emoji/images/emoji/unicode/zulip.png', send(zulip));

  app.get<{ Params: { file: string } }>('/user_avatars/1/emoji/images/:file', (req, reply) => {
    const emoji = realmEmojiFile(services.db, req.params.file);
    const file = emoji && path.join(ASSETS, path.basename(emoji));
    if (!file || !fs.existsSync(file)) {
      return reply.code(404).send({ result: 'error', msg: 'Not found', code: 'BAD_REQUEST' });
    }
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(fs.readFileSync(file));
  });
}
