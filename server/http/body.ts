/** Request bodies: url-encoded and multipart forms, and their size limit. */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../domain/errors';
import { MAX_UPLOAD_BYTES } from '../domain/messages/uploads';
import type { RawFields } from './params';

/**
 * The most form data one request may carry, url-encoded or as multipart fields (files aside):
 * ample for any parameter (a 10,000-character message is at most 120 KB encoded), and small
 * enough that parsing it never holds the event loop for long: a 1 MiB body took 70 ms of the
 * server's time to parse (see bench/event-loop-stalls.ts).
 */
export const FORM_BODY_LIMIT = 256 * 1024;

/**
 * Request bodies as Zulip (Django) reads them: url-encoded and multipart form data, on every
 * endpoint and every method. Published client libraries send their POSTs as multipart.
 * Any other content type is refused with the error envelope (415).
 */
export async function installBodyParsers(app: FastifyInstance, bodyLimit: number) {
  // Fastify's JSON and text parsers would accept bodies Zulip never reads.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fieldSize: bodyLimit, fields: 1000 },
  });
}

/** A multipart body that cannot be parsed: no boundary, truncated, malformed part headers. */
export function malformedMultipart(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  const detail = err instanceof Error ? err.message : String(err);
  if (status === 413) return new ApiError(`Request body too large: ${detail}`, 'BAD_REQUEST', 413);
  return new ApiError(`Malformed multipart body: ${detail}`, 'BAD_REQUEST', 400);
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * The form fields of a multipart body, as a name → value(s) map like the url-encoded parser
 * gives; file parts are read and dropped (only uploads take files).
 */
export async function multipartFields(req: FastifyRequest): Promise<RawFields> {
  const fields: Record<string, string | string[]> = {};
  let size = 0;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        await pipeline(part.file, discard());
        continue;
      }
      if (part.valueTruncated) {
        throw new ApiError(`Argument "${part.fieldname}" is too large`, 'BAD_REQUEST', 413);
      }
      // A part declared as JSON arrives parsed; the API wants the field's text.
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      size += part.fieldname.length + value.length;
      if (size > FORM_BODY_LIMIT) {
        throw new ApiError('Request body too large: form fields over 256 KiB', 'BAD_REQUEST', 413);
      }
      const seen = fields[part.fieldname];
      if (seen === undefined) fields[part.fieldname] = value;
      else fields[part.fieldname] = Array.isArray(seen) ? [...seen, value] : [seen, value];
    }
  } catch (err) {
    throw malformedMultipart(err);
  }
  return fields;
}
