/**
 * Compressed responses, as Zulip's nginx sends them: text bodies (JSON, HTML, scripts, styles)
 * of 1 KiB or more go out with brotli or gzip, whichever the client accepts (brotli first).
 * Compression runs on libuv's thread pool, off the event loop. Levels favour speed: a large
 * POST /register answer is compressed on every page load, so a few per cent of size are not
 * worth tens of milliseconds.
 */
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { gzipPieces, gzipStream } from './gzip-pieces';
import { bodyPieces, utf8 } from './json-pieces';

const MIN_BYTES = 1024;
const COMPRESSIBLE =
  /^(application\/(json|javascript|xml|manifest\+json)|text\/|image\/svg\+xml)(;|$)/i;

const GZIP: zlib.ZlibOptions = { level: 4 };
const brotliOptions = (size?: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: the first of `preferred` it accepts, or none. */
export function negotiateEncoding(
  header: string | undefined,
  preferred: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const accepts = (e: Encoding) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return preferred.find(accepts);
}

const isStream = (payload: unknown): payload is Readable =>
  typeof (payload as Readable | null)?.pipe === 'function';

export function installCompression(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'HEAD' || reply.statusCode !== 200) return payload;
    if (reply.getHeader('content-encoding') || reply.getHeader('content-range')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const vary = reply.getHeader('vary');
    if (!/accept-encoding/i.test(String(vary ?? ''))) {
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    // A body with shared blocks goes out as gzip, which reuses their compressed bytes.
    const pieced = bodyPieces(payload);
    const encoding = negotiateEncoding(
      req.headers['accept-encoding'],
      pieced ? ['gzip', 'br'] : undefined,
    );
    if (pieced && encoding === 'gzip') {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return pieced.later ? gzipStream(pieced) : gzipPieces(pieced);
    }
    if (typeof payload === 'string' && payload.length >= MIN_BYTES) payload = utf8(payload);
    if (!encoding) return payload;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const size = Buffer.byteLength(payload);
      if (size < MIN_BYTES) return payload;
      const body =
        encoding === 'br' ? await brotli(payload, brotliOptions(size)) : await gzip(payload, GZIP);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return body;
    }
    if (isStream(payload)) {
      // Static files: their length is known when the file server set it.
      const length = Number(reply.getHeader('content-length'));
      if (Number.isFinite(length) && length < MIN_BYTES) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return payload.pipe(
        encoding === 'br' ? zlib.createBrotliCompress(brotliOptions()) : zlib.createGzip(GZIP),
      );
    }
    return payload;
  });
}
