import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../domain/errors';

/** `{result: "success", msg: "", ...fields}` plus the parameters the endpoint ignored. */
export function success(fields: Record<string, unknown>, ignored: readonly string[] = []) {
  return {
    result: 'success',
    msg: '',
    ...fields,
    ...(ignored.length ? { ignored_parameters_unsupported: ignored } : {}),
  };
}

/**
 * Response fields already serialized as JSON object members (`"events":[...]`), for hot paths
 * that build their body from cached fragments instead of serializing the same data per client.
 */
export class JsonMembers {
  constructor(readonly json: string) {}
}

/** success() of pre-serialized fields, as JSON text. */
export function successJson(fields: JsonMembers, ignored: readonly string[] = []): string {
  let json = '{"result":"success","msg":""';
  if (fields.json) json += `,${fields.json}`;
  if (ignored.length) json += `,"ignored_parameters_unsupported":${JSON.stringify(ignored)}`;
  return `${json}}`;
}

export function sendError(reply: FastifyReply, err: ApiError) {
  if (err.code === 'UNAUTHORIZED') reply.header('WWW-Authenticate', 'Basic realm="zulip"');
  return reply
    .code(err.status)
    .send({ result: 'error', msg: err.message, code: err.code, ...err.extra });
}

/** Every error leaves as the API's envelope: never an HTML page, never a 500 for bad input. */
export function installErrorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: unparsable body, unsupported content type, too large.
      return sendError(reply, new ApiError(error.message, 'BAD_REQUEST', status));
    }
    req.log.error(error);
    return sendError(reply, new ApiError('Internal server error', 'BAD_REQUEST', 500));
  });
  app.setNotFoundHandler((req, reply) =>
    sendError(
      reply,
      new ApiError(`No such endpoint: ${req.method} ${req.url.split('?')[0]}`, 'BAD_REQUEST', 404),
    ),
  );
}
