/**
 * How the built app's files are served (the reference server and the proxy alike). Files under
 * /assets/ have a hash of their content in their name, so a browser may keep them for good and
 * never ask again: a reload then asks only for the page. The page, the service worker and the
 * manifest keep their names across versions, so they are checked at every use. The build's
 * brotli and gzip copies of the scripts and styles (scripts/vite-precompress.ts) go out as they
 * are, where the browser accepts them; other files are compressed as they are sent.
 */
import type { FastifyStaticOptions } from '@fastify/static';

const FOREVER = 'public, max-age=31536000, immutable';

export function builtAppFiles(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.replaceAll('\\', '/').includes('/assets/');
      res.setHeader('Cache-Control', hashed ? FOREVER : 'no-cache');
    },
  };
}
