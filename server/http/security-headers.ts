/** Security headers: the Content-Security-Policy of the app and of uploaded files. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of everything the server sends, the SPA first: scripts only
 * from this origin (the build has no inline script), no plugins, no <base>, no framing.
 * Styles may be inline: rendered messages carry style attributes (table alignment, KaTeX).
 * Images from this origin and data: URLs; external image previews need a proxy to show.
 */
export const APP_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * Uploaded files are shown as documents of their own: nothing in them may run or reach out,
 * and (but for PDFs, which Chromium's viewer cannot show sandboxed) they get an opaque
 * origin, so even a file a browser chose to render could not act as this site.
 */
export const uploadCsp = (contentType: string) =>
  `default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'${
    contentType === 'application/pdf' ? '' : '; sandbox'
  }`;

/** Security headers (helmet) on every response: CSP, nosniff, Referrer-Policy, framing. */
export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
