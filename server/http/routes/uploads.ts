/** Routes: /user_uploads. */
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../../domain/errors';
import { pathIdFromToken, temporaryUploadUrl } from '../../domain/messages/upload-urls';
import {
  MAX_UPLOAD_BYTES,
  openUpload,
  readableAttachment,
  storeUpload,
  uploadTempPath,
  uploadTooLarge,
} from '../../domain/messages/uploads';
import type { Services } from '../../domain/services';
import { authenticate } from '../auth';
import { malformedMultipart } from '../body';
import { closeAfterAnswer } from '../linger';
import { rateLimitsOf } from '../rate-limits';
import { authedRoute } from '../route';
import { uploadCsp } from '../security-headers';

// Room for the multipart framing around the file and a few small fields.
const MULTIPART_SLACK = 64 * 1024;

export function uploadRoutes(app: FastifyInstance, services: Services) {
  // POST /user_uploads
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/user_uploads', params: {}, takesFile: true },
    async ({ user, req, reply, commit }) => {
      if (!req.isMultipart()) throw badRequest('You must specify a file to upload');
      // Refused while the body is still arriving: the connection closes after the answer, so
      // the client stops sending (the rest would otherwise be read and thrown away).
      const tooLarge = () => {
        closeAfterAnswer(req, reply);
        return uploadTooLarge();
      };
      // A body declared larger than any allowed file is refused before any of it is read.
      if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_SLACK) {
        throw tooLarge();
      }
      let file: MultipartFile | undefined;
      try {
        file = await req.file();
      } catch (e) {
        throw malformedMultipart(e);
      }
      if (!file) throw badRequest('You must specify a file to upload');
      // Written to disk as it arrives (at most the limit, never the whole body in memory).
      const temp = uploadTempPath(services);
      // The parser stops storing at the limit but would read the body to its end: stop now.
      const overLimit = new AbortController();
      file.file.once('limit', () => overLimit.abort());
      let size = 0;
      try {
        await pipeline(
          file.file,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              size += chunk.length;
              yield chunk;
            }
          },
          fs.createWriteStream(temp),
          { signal: overLimit.signal },
        );
        if (file.file.truncated) throw tooLarge();
      } catch (e) {
        fs.rmSync(temp, { force: true });
        if (
          overLimit.signal.aborted ||
          (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
        ) {
          throw tooLarge();
        }
        throw malformedMultipart(e);
      }
      return commit(storeUpload(services, user, { filename: file.filename, temp, size }));
    },
  );

  // GET /user_uploads/{realm_id_str}/{filename}: a temporary URL that needs no authentication.
  authedRoute(
    app,
    services,
    { method: 'GET', url: '/user_uploads/:realm_id_str/*', params: {} },
    ({ user, path }) => {
      const pathId = `${path.realm_id_str}/${decodePath(path['*'] ?? '')}`;
      readableAttachment(services, user, pathId);
      return { url: temporaryUploadUrl(services, pathId) };
    },
  );

  // GET /user_uploads/temporary/{token}/{filename}: what a temporary URL serves.
  // A wildcard, not `:token`: tokens are longer than a path parameter may be.
  app.get('/user_uploads/temporary/*', (req, reply) => {
    const [token = ''] = (req.params as { '*': string })['*'].split('/');
    const pathId = pathIdFromToken(services, token);
    return sendUpload(reply, openUpload(services, null, pathId));
  });

  // GET /user_uploads/{path_id}: outside /api/v1, with Basic auth.
  app.get('/user_uploads/*', async (req, reply) => {
    const user = authenticate(services.db, req);
    await rateLimitsOf(services).user(req, reply, user.id);
    const file = openUpload(services, user, decodePath((req.params as { '*': string })['*']));
    return sendUpload(reply, file);
  });
}

function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest('Invalid upload path');
  }
}

function sendUpload(reply: FastifyReply, file: ReturnType<typeof openUpload>) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', file.disposition)
    .header('Content-Security-Policy', uploadCsp(file.contentType))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=86400')
    .send(file.stream);
}
