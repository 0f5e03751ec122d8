/** Routes: the images the API's HTML points at (realm emoji, logo, the zulip emoji). */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { emojiDir, realmEmojiFile } from '../../domain/realm-emoji';
import type { Services } from '../../domain/services';
import { SEED_ASSETS } from '../../paths';

const svg = (file: string) => fs.readFileSync(path.join(SEED_ASSETS, file));

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Images the API's HTML and settings point at: realm emoji, the realm icon, the zulip emoji. */
export function staticAssetRoutes(app: FastifyInstance, services: Services) {
  const logo = svg('parley.svg');
  const zulip = svg('zulip.svg');
  const send = (body: Buffer) => (_req: unknown, reply: FastifyReply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(body);

  app.get('/static/images/logo.svg', send(logo));
  // The path a Zulip server renders for :zulip:; the image is an SVG.
  app.get('/static/generated/emoji/images/emoji/unicode/zulip.png', send(zulip));

  // A custom emoji: uploaded ones from the data directory, the seed's from its assets.
  const emoji = (reply: FastifyReply, name: string | undefined, still: boolean) => {
    const uploaded = emojiDir(services.config.dataDir);
    const places = still ? [path.join(uploaded, 'still')] : [uploaded, SEED_ASSETS];
    const file = name && places.map((dir) => path.join(dir, name)).find((f) => fs.existsSync(f));
    if (!file) {
      return reply.code(404).send({ result: 'error', msg: 'Not found', code: 'BAD_REQUEST' });
    }
    return reply
      .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'")
      .header('X-Content-Type-Options', 'nosniff')
      .send(fs.readFileSync(file));
  };
  app.get<{ Params: { file: string } }>('/user_avatars/1/emoji/images/:file', (req, reply) =>
    emoji(reply, realmEmojiFile(services.db, path.basename(req.params.file)), false),
  );
  app.get<{ Params: { file: string } }>('/user_avatars/1/emoji/images/still/:file', (req, reply) =>
    emoji(reply, realmEmojiFile(services.db, path.basename(req.params.file), true), true),
  );
}
