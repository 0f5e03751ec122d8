/**
 * What every browser test shares: an organization of its own for each Playwright worker (so
 * workers never see each other's unread counts or settings), signing in as a demo user, other
 * people acting through the API as another client would, and the axe check (axe.ts).
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { type OwnServer, ownServer } from './servers';

export { expect };

/** The demo users (server/seed/demo.ts) by key: their emails and the dev login's names. */
export const DEMO = {
  desdemona: { email: 'desdemona@example.com', name: 'Desdemona' },
  iago: { email: 'iago@example.com', name: 'Iago' },
  shiva: { email: 'shiva@example.com', name: 'Shiva' },
  hamlet: { email: 'hamlet@example.com', name: 'King Hamlet' },
  othello: { email: 'othello@example.com', name: 'Othello' },
  cordelia: { email: 'cordelia@example.com', name: "Cordelia, Lear's daughter" },
  prospero: { email: 'prospero@example.com', name: 'Prospero from The Tempest' },
  polonius: { email: 'polonius@example.com', name: 'Polonius' },
} as const;

export type DemoUser = keyof typeof DEMO;
/** A demo user's key, or the email of anyone else. */
export type Who = DemoUser | string;

const emailOf = (who: Who) => (who in DEMO ? DEMO[who as DemoUser].email : who);

/** This worker's server (set by the `org` fixture; each worker is a process of its own). */
let workerServer: OwnServer | undefined;
const orgUrl = () => {
  if (!workerServer) throw new Error("the worker's organization is not up yet");
  return workerServer.url;
};

/**
 * `test` with this worker's organization: a reference server on a fresh demo organization,
 * started when the worker starts, and every page's `baseURL` pointing at it.
 */
export const test = base.extend<{ closeContexts: undefined }, { org: OwnServer }>({
  org: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function takes
    async ({}, use) => {
      const server = ownServer();
      await server.start();
      workerServer = server;
      await use(server);
      await server.dispose();
    },
    // Creating the demo organization takes seconds, more on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ org }, use) => {
    await use(org.url);
  },
  // The browser is the worker's; a context a test opens and leaves open would go on polling,
  // rendering and holding a server queue through every later test. Each is closed when the test
  // ends, however it ends, but for the signed-in ones kept for later tests (see `signIn`).
  closeContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .flatMap((c) =>
            before.has(c) || keptContexts.has(c) ? [] : [c.close().catch(() => {})],
          ),
      );
      // The kept ones are cleared for the next test; one that cannot be is closed.
      await Promise.all(
        [...kept.values()]
          .filter((k) => k.inUse)
          .map((k) => putBack(k).catch(() => k.context.close().catch(() => {}))),
      );
      await clearServerDrafts();
    },
    { auto: true },
  ],
});

interface Session {
  email: string;
  apiKey: string;
  userId: number;
}

const sessions = new Map<string, Promise<Session>>();

/**
 * The drafts a test left on this worker's server (they follow a person to every browser, as
 * drafts kept on the server do): deleted, as putBack empties each browser's own.
 */
async function clearServerDrafts(): Promise<void> {
  const url = workerServer?.url;
  if (!url) return;
  const people = [...sessions.entries()].filter(([key]) => key.startsWith(`${url} `));
  await Promise.all(
    people.map(async ([, session]) => {
      const { email, apiKey } = await session;
      const headers = { authorization: `Basic ${btoa(`${email}:${apiKey}`)}` };
      const res = await fetch(`${url}/api/v1/drafts`, { headers });
      const { drafts = [] } = (await res.json()) as { drafts?: { id: number }[] };
      for (const { id } of drafts) {
        await fetch(`${url}/api/v1/drafts/${id}`, { method: 'DELETE', headers });
      }
    }),
  ).catch(() => {});
}

/** The API key of `who` on the server at `url`, by the development login (asked once). */
function sessionOf(url: string, who: Who): Promise<Session> {
  const email = emailOf(who);
  const key = `${url} ${email}`;
  let session = sessions.get(key);
  if (!session) {
    session = (async () => {
      const res = await fetch(`${url}/api/v1/dev_fetch_api_key`, {
        method: 'POST',
        body: new URLSearchParams({ username: email }),
      });
      const body = (await res.json()) as { api_key: string; user_id: number; msg?: string };
      if (!res.ok) throw new Error(`dev_fetch_api_key ${email}: ${body.msg}`);
      return { email, apiKey: body.api_key, userId: body.user_id };
    })();
    sessions.set(key, session);
    session.catch(() => sessions.delete(key));
  }
  return session;
}

export type SignInOptions = BrowserContextOptions & {
  /** Where the page opens (a hash such as `#inbox`); the default view when absent. */
  at?: string;
  /** Runs on the new context before the page opens (routes that hold a chunk back, say). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
};

/**
 * A signed-in person's context, kept by the worker between tests: a new context and its first
 * page cost a second or two of a busy machine each, and most tests sign in two people. At the end
 * of a test (`closeContexts`) its other pages close and the page is cleared and parked on
 * the app's favicon; the next `signIn` of the same person with the same options opens the app in it
 * afresh. Contexts a test prepares (routes, init scripts) are never kept.
 */
interface Kept {
  context: BrowserContext;
  page: Page;
  options: BrowserContextOptions;
  /** The app's origin, and the session stored there as signIn put it (a test may log out). */
  origin: string;
  session: string;
  inUse: boolean;
}
const kept = new Map<string, Kept>();
const keptContexts = new Set<BrowserContext>();

/**
 * A browser context in which `who` is signed in, its page connected to the server's event queue.
 * The session is put in place as the login page leaves it (sign-in through the page is what
 * login.spec.ts tests); a second tab of the context starts as the same person.
 */
export async function signIn(
  browser: Browser,
  who: Who,
  { at = '', prepare, ...options }: SignInOptions = {},
): Promise<Page> {
  const baseURL = options.baseURL ?? orgUrl();
  const session = await sessionOf(baseURL, who);
  // A context is kept for the next test unless a test prepared it, or it allows service
  // workers: their registrations and caches outlive the page, and a later test on an origin
  // with the same port would start under an old test's worker.
  const fresh = prepare || options.serviceWorkers === 'allow';
  const key = fresh ? undefined : `${baseURL} ${session.email} ${JSON.stringify(options)}`;
  const reuse = key === undefined ? undefined : kept.get(key);
  let page: Page;
  const stored = JSON.stringify({ realm: '', ...session });
  if (reuse && !reuse.inUse && !reuse.page.isClosed()) {
    reuse.inUse = true;
    page = reuse.page;
  } else {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      ...options,
      baseURL,
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(baseURL).origin,
            localStorage: [{ name: 'parley.session', value: stored }],
          },
        ],
      },
    });
    await prepare?.(context);
    page = await context.newPage();
    if (key !== undefined && !reuse) {
      const origin = new URL(baseURL).origin;
      kept.set(key, { context, page, options, origin, session: stored, inUse: true });
      keptContexts.add(context);
      context.once('close', () => {
        kept.delete(key);
        keptContexts.delete(context);
      });
    }
  }
  await page.goto(`/${at}`);
  // The first register builds the whole store: allow it longer than a check's five seconds.
  await expect(connected(page)).toBeVisible({ timeout: 15_000 });
  return page;
}

/**
 * Puts a kept context back as a new one would be: only its page, no listeners, routes, granted
 * permissions or emulation left by the test, nothing stored but the session, parked on a page
 * with no script (so it neither polls nor renders until it is used again).
 */
async function putBack(entry: Kept): Promise<void> {
  const { context, page, options, origin, session } = entry;
  await Promise.all(context.pages().flatMap((p) => (p === page ? [] : [p.close()])));
  if (page.isClosed()) {
    await context.close();
    return;
  }
  await Promise.all([
    page.removeAllListeners(),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    page.unrouteAll({ behavior: 'ignoreErrors' }),
    context.clearPermissions(),
    context.setOffline(false),
    page.setViewportSize(options.viewport ?? { width: 1280, height: 800 }),
    page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' }),
  ]);
  // Parked on a page of the app's origin that runs no script (the app gone, so nothing writes
  // meanwhile, and nothing polls or renders until the next test), and the origin emptied there
  // but for the session, which a test may have logged out of.
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(async (own) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('parley.session', own);
    // The queue the page left for the next one (common/kept-queue.ts): deleted on the server,
    // which would otherwise keep it, filling, for ten minutes.
    const kept = await new Promise<{ queue_id?: string }[]>((done) => {
      const open = indexedDB.open('parley-queue');
      open.onupgradeneeded = () => open.result.createObjectStore('kept');
      open.onerror = () => done([]);
      open.onsuccess = () => {
        const all = open.result.transaction('kept').objectStore('kept').getAll();
        all.onsuccess = () => done(all.result);
        all.onerror = () => done([]);
        all.transaction!.oncomplete = () => open.result.close();
      };
    });
    const { email, apiKey } = JSON.parse(own) as { email: string; apiKey: string };
    for (const { queue_id } of kept) {
      if (!queue_id) continue;
      await fetch(`/api/v1/events?queue_id=${encodeURIComponent(queue_id)}`, {
        method: 'DELETE',
        headers: { Authorization: `Basic ${btoa(`${email}:${apiKey}`)}` },
      }).catch(() => undefined);
    }
    // The local copy of the store (common/local-copy.ts) and the kept queue.
    for (const name of ['parley', 'parley-queue']) {
      await new Promise((done) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = request.onerror = request.onblocked = done;
      });
    }
  }, session);
  entry.inUse = false;
}

/** The status line that says the event queue is connected. */
export const connected = (page: Page) => page.getByRole('status').filter({ hasText: 'Connected' });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
type Body = Record<string, any>;
export type Params = Record<string, unknown>;

/** A person using the API as another client would. */
export interface Api {
  email: string;
  user_id: number;
  /** Expects success. Strings are sent as they are, anything else JSON-encoded, as Zulip takes it. */
  call(method: Method, path: string, params?: Params): Promise<Body>;
  /** Whatever the server answers, success or not, with its HTTP status. */
  raw(method: Method, path: string, params?: Params): Promise<Body & { status: number }>;
  /** Sends a channel message; its ID. */
  send(channel: string, topic: string, content: string): Promise<number>;
  streamId(name: string): Promise<number>;
  upload(name: string, mimeType: string, data: Buffer): Promise<{ url: string }>;
}

/** `who`, acting on this worker's server (or the one at `url`). */
export async function apiAs(who: Who, url: string = orgUrl()): Promise<Api> {
  const { email, apiKey, userId } = await sessionOf(url, who);
  const authorization = `Basic ${Buffer.from(`${email}:${apiKey}`).toString('base64')}`;
  const raw = async (
    method: Method,
    path: string,
    params: Params = {},
  ): Promise<Body & { status: number }> => {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(params))
      if (v !== undefined) form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    const query = method === 'GET' && [...form].length ? `?${form}` : '';
    const res = await fetch(`${url}/api/v1/${path}${query}`, {
      method,
      headers: { authorization },
      ...(method === 'GET' ? {} : { body: form }),
    });
    return { status: res.status, ...((await res.json()) as Body) };
  };
  const call = async (method: Method, path: string, params: Params = {}): Promise<Body> => {
    const { status: _status, ...body } = await raw(method, path, params);
    expect(body, `${method} ${path}`).toMatchObject({ result: 'success' });
    return body;
  };
  return {
    email,
    user_id: userId,
    call,
    raw,
    send: async (channel, topic, content) =>
      (await call('POST', 'messages', { type: 'stream', to: channel, topic, content })).id,
    streamId: async (name) => (await call('GET', 'get_stream_id', { stream: name })).stream_id,
    upload: async (name, mimeType, data) => {
      const form = new FormData();
      form.set('filename', new Blob([new Uint8Array(data)], { type: mimeType }), name);
      const res = await fetch(`${url}/api/v1/user_uploads`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      const body = (await res.json()) as Body;
      expect(body).toMatchObject({ result: 'success' });
      return body as { url: string };
    },
  };
}

/** The API as the person signed in on `page` (this tab's session). */
export async function apiOf(page: Page): Promise<Api> {
  const email = await page.evaluate(() => {
    const raw = sessionStorage.getItem('parley.session') ?? localStorage.getItem('parley.session');
    return (JSON.parse(raw ?? '{}') as { email?: string }).email;
  });
  if (!email) throw new Error('nobody is signed in on this page');
  return apiAs(email, new URL(page.url()).origin);
}

export { seriousViolations, seriousViolationsInBothThemes } from './axe';
