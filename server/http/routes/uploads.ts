import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../domain/errors';
import { openUpload, saveUpload, uploadTooLarge } from '../../domain/messages/uploads';
import type { Services } from '../../domain/services';
import { authenticate } from '../auth';
import { malformedMultipart } from '../body';
import { authedRoute } from '../route';

export function uploadRoutes(app: FastifyInstance, services: Services) {
  // POST /user_uploads
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/user_uploads', params: {}, takesFile: true },
    async ({ user, req, commit }) => {
      if (!req.isMultipart()) throw badRequest('You must specify a file to upload');
      let file: MultipartFile | undefined;
      let data: Buffer;
      try {
        file = await req.file();
        if (!file) throw badRequest('You must specify a file to upload');
        data = await file.toBuffer();
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge();
        throw malformedMultipart(e);
      }
      if (file.file.truncated) throw uploadTooLarge();
      return commit(saveUpload(services, user, { filename: file.filename, data }));
    },
  );

  // GET /user_uploads/{path_id}: outside /api/v1, with Basic auth.
  app.get('/user_uploads/*', (req, reply) => {
    const user = authenticate(services.db, req);
    const raw = (req.params as { '*': string })['*'];
    let pathId: string;
    try {
      pathId = decodeURIComponent(raw);
    } catch {
      throw badRequest('Invalid upload path');
    }
    const file = openUpload(services, user, pathId);
    return reply
      .type(file.contentType)
      .header('Content-Disposition', file.disposition)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=86400')
      .send(file.stream);
  });
}
