/**
 * The service worker (served as /sw.js, built by scripts/vite-app-shell.ts): keeps the built
 * page, JS and CSS of one version in a cache of its own, so that starting Parley waits for no
 * network, and an offline reload still opens it. Nothing else goes through it: the API,
 * uploads and avatars are the server's, always. A new version installs in the background and
 * waits; the page activates it only as it starts (app/app-shell.ts), never under the person.
 */
export {};

// Typed locally, as the event worker is: the project's lib is DOM, which the WebWorker lib
// clashes with.
interface Lifetime extends Event {
  waitUntil(work: Promise<unknown>): void;
}
/** Chromium's static routing (ServiceWorker Static Routing API): answers without running this script. */
interface Installing extends Lifetime {
  addRoutes?(
    rules: { condition: { urlPattern: string }; source: { cacheName: string } }[],
  ): Promise<void>;
}
interface Fetching extends Lifetime {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface Message extends Event {
  data: unknown;
  source: { postMessage(message: unknown): void } | null;
}
interface Scope {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (e: Installing) => void): void;
  addEventListener(type: 'activate', listener: (e: Lifetime) => void): void;
  addEventListener(type: 'fetch', listener: (e: Fetching) => void): void;
  addEventListener(type: 'message', listener: (e: Message) => void): void;
}
const scope = self as unknown as Scope;

/** Put in place by the build: this version's name, and its files ('/' is the page). */
declare const __SHELL_VERSION__: string;
declare const __SHELL_FILES__: string[];

const PREFIX = 'parley-shell-';
const CACHE = `${PREFIX}${__SHELL_VERSION__}`;
const FILES = new Set(__SHELL_FILES__);

scope.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...FILES])));
  // The built files (a reload asks for forty or so) come straight from this version's cache
  // where the browser can route them itself: a fetch event each cost a reload 50 to 70 ms.
  // Not found there, they go to the network; elsewhere, the fetch handler below does the same.
  event.waitUntil(
    event
      .addRoutes?.([{ condition: { urlPattern: '/assets/*' }, source: { cacheName: CACHE } }])
      ?.catch(() => undefined) ?? Promise.resolve(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      // The first version takes the pages already open (they were served by the network).
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('message', (event) => {
  if (event.data === 'activate') void scope.skipWaiting();
  if (event.data === 'version') event.source?.postMessage({ version: __SHELL_VERSION__ });
});

/** The cached answer for this request, when it is the page or one of this version's files. */
function shellPath(request: Request): string | undefined {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return undefined;
  if (request.mode === 'navigate') return url.pathname === '/' ? '/' : undefined;
  return FILES.has(url.pathname) ? url.pathname : undefined;
}

scope.addEventListener('fetch', (event) => {
  const path = shellPath(event.request);
  if (!path) return;
  event.respondWith(
    (async () => {
      const cached = await caches.open(CACHE).then((cache) => cache.match(path));
      return cached ?? fetch(event.request);
    })(),
  );
});
