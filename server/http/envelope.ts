/** The API's response envelope, for successes and errors. */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../domain/errors';
import type { JsonBlock, JsonPieces } from '../domain/json-blocks';

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
 * that build their body from cached fragments instead of serializing the same data per client;
 * as text, or as pieces with shared blocks (json-blocks).
 */
export class JsonMembers {
  readonly pieces: JsonPieces;
  constructor(
    members: string | JsonPieces,
    /**
     * Members known only later, each starting with a comma: the answer's start goes out
     * meanwhile (POST /register's unread messages).
     */
    readonly later?: Promise<JsonPieces>,
  ) {
    this.pieces = typeof members === 'string' ? [members] : members;
  }
}

/**
 * success() of pre-serialized fields, as JSON pieces: the whole (`head`), or, for fields with
 * members to come, its start and a promise of the rest (`tail`).
 */
export function successJson(
  fields: JsonMembers,
  ignored: readonly string[] = [],
): { head: JsonPieces; tail?: Promise<JsonPieces> } {
  const head: (string | JsonBlock)[] = ['{"result":"success","msg":""'];
  if (fields.pieces.some((p) => p !== '')) head.push(',', ...fields.pieces);
  const end: string[] = [];
  if (ignored.length) end.push(`,"ignored_parameters_unsupported":${JSON.stringify(ignored)}`);
  end.push('}');
  if (!fields.later) return { head: [...head, ...end] };
  return { head, tail: fields.later.then((later) => [...later, ...end]) };
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
    if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = req.headers['content-type'] ?? '(none)';
      return sendError(
        reply,
        new ApiError(
          `Unsupported content type ${type}: send parameters as application/x-www-form-urlencoded or multipart/form-data`,
          'BAD_REQUEST',
          415,
        ),
      );
    }
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

/**
 * Fastify's `frameworkErrors`: a path that cannot be decoded (`%ED%A0%80`) or a path segment
 * over the router's limit, answered before any route runs.
 */
export function frameworkError(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const msg =
    error.code === 'FST_ERR_BAD_URL'
      ? 'Invalid URL: a path segment is not valid percent-encoded UTF-8'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'Invalid URL: a path segment is too long'
        : error.message;
  return sendError(reply, new ApiError(msg, 'BAD_REQUEST', status));
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Request timed out'],
};

/**
 * Node's `clientError`: the request could not even be parsed (headers too large, broken
 * HTTP), so there is no Fastify reply; answer the envelope on the raw socket and close it.
 */
export function clientErrorEnvelope(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, msg] = CLIENT_ERRORS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    'Malformed HTTP request',
  ];
  const body = JSON.stringify({ result: 'error', msg, code: 'BAD_REQUEST' });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
