/** `--zulip URL`: the built SPA served here, its API requests forwarded to a Zulip server. */
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { ApiError } from './domain/errors';
import { clientErrorEnvelope, frameworkError, sendError } from './http/envelope';
import { APP_CSP_DIRECTIVES } from './http/security-headers';
import { builtAppFiles } from './http/static-cache';

/**
 * `npm start -- --zulip URL`: the built SPA, served here, with everything it asks the server
 * for forwarded to an existing Zulip server, so the browser stays on one origin (no CORS, the
 * app's Content-Security-Policy intact). Requests and answers are streamed both ways: a
 * long-poll of GET /events is held open for as long as the server holds it, never buffered.
 */

/** Where the SPA's requests go: the API, and the files its HTML and settings point at. */
export const PROXIED_PREFIXES = [
  '/api/v1',
  // Uploaded files, their thumbnails and temporary URLs.
  '/user_uploads',
  '/thumbnail',
  // Avatars (`/avatar/{id}` redirects), custom emoji and the realm icon and logo.
  '/avatar',
  '/user_avatars',
  // Unicode emoji sheets, the Zulip emoji, default images.
  '/static',
  // Image previews of other sites, through the server's camo.
  '/external_content',
] as const;

export interface ProxyOptions {
  /** The Zulip server, e.g. `https://chat.example.org`. */
  upstream: string;
  /** The built SPA (`dist/`). */
  distDir: string;
  logger?: boolean;
  /**
   * The longest a forwarded request may wait for its answer. Above Zulip's event-queue
   * long-poll (90 s by default), so that a held GET /events is never cut short here.
   */
  timeoutMs?: number;
}

/** A real Zulip server may point avatars and uploads elsewhere (a CDN, S3, Gravatar). */
const PROXY_CSP_DIRECTIVES = {
  ...APP_CSP_DIRECTIVES,
  'img-src': ["'self'", 'data:', 'https:'],
  'media-src': ["'self'", 'https:'],
};

export async function buildProxy(o: ProxyOptions): Promise<FastifyInstance> {
  const upstream = new URL(o.upstream);
  const timeout = o.timeoutMs ?? 150_000;
  const app = Fastify({
    logger: o.logger ? { level: 'warn' } : false,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4096 },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientErrorEnvelope,
    forceCloseConnections: true,
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: PROXY_CSP_DIRECTIVES },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
    onError: (reply, { error }) => {
      sendError(
        reply as unknown as FastifyReply,
        new ApiError(`Could not reach ${upstream.origin}: ${error.message}`, 'BAD_REQUEST', 502),
      );
    },
    // A redirect to the server itself stays on this origin (`/avatar/{id}` → `/user_avatars/…`).
    rewriteHeaders: (headers) => {
      const location = headers.location;
      if (typeof location === 'string' && location.startsWith(upstream.origin)) {
        return { ...headers, location: location.slice(upstream.origin.length) || '/' };
      }
      return headers;
    },
  };
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream: upstream.origin,
      prefix,
      rewritePrefix: `${upstream.pathname.replace(/\/$/, '')}${prefix}`,
      http2: false,
      undici: { headersTimeout: timeout, bodyTimeout: timeout, connections: 256 },
      replyOptions,
    });
  }

  if (fs.existsSync(path.join(o.distDir, 'index.html'))) {
    await app.register(fastifyStatic, builtAppFiles(o.distDir));
  }
  app.setNotFoundHandler((req, reply) =>
    sendError(
      reply,
      new ApiError(`No such page: ${req.method} ${req.url.split('?')[0]}`, 'BAD_REQUEST', 404),
    ),
  );
  return app;
}
