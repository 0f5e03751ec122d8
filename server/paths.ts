/** Where the server's own files are, for those it reads as it runs (seed images, the built app). */
import path from 'node:path';

// Set by server/bundle.mjs when the server runs bundled from another directory.
declare const __PARLEY_SERVER_DIR__: string | undefined;

/** The server's source directory (`server/`), bundled or not. */
export const SERVER_DIR =
  typeof __PARLEY_SERVER_DIR__ === 'string' ? __PARLEY_SERVER_DIR__ : import.meta.dirname;

/** The images the demo organization and the API's HTML use. */
export const SEED_ASSETS = path.join(SERVER_DIR, 'seed', 'assets');

/** The built web app (`vite build`), served by default. */
export const DEFAULT_DIST = path.resolve(SERVER_DIR, '..', 'dist');

/** The read thread's script (db/read-worker.ts), run from the sources when bundled too. */
export const READ_THREAD = path.join(SERVER_DIR, 'db', 'read-thread.mjs');
