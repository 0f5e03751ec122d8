/** Helpers for the administration specs: signing in, and other users acting through the API. */
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/** The dev login's button names, by who signs in. */
export const DEMO = {
  desdemona: { email: 'desdemona@example.com', name: 'Desdemona' },
  iago: { email: 'iago@example.com', name: 'Iago' },
  othello: { email: 'othello@example.com', name: 'Othello' },
  hamlet: { email: 'hamlet@example.com', name: 'King Hamlet' },
  polonius: { email: 'polonius@example.com', name: 'Polonius' },
  prospero: { email: 'prospero@example.com', name: 'Prospero from The Tempest' },
  cordelia: { email: 'cordelia@example.com', name: "Cordelia, Lear's daughter" },
} as const;

export type DemoUser = keyof typeof DEMO;

/** Signs in with the development login and waits until the event queue is connected. */
export async function signIn(page: Page, who: DemoUser): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: `Log in as ${DEMO[who].name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
}

/** A second person in a context of their own. */
export async function personInNewContext(browser: Browser, who: DemoUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

export type Api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  form?: Record<string, string>,
) => Promise<Record<string, unknown>>;

/** Calls the API as `who`, expecting success. */
export async function apiAs(request: APIRequestContext, who: DemoUser | string): Promise<Api> {
  const call = await rawApiAs(request, who);
  return async (method, path, form = {}) => {
    const body = await call(method, path, form);
    expect(body, `${method} ${path}`).toMatchObject({ result: 'success' });
    return body;
  };
}

/** Calls the API as `who` and returns whatever it answers. */
export async function rawApiAs(request: APIRequestContext, who: DemoUser | string): Promise<Api> {
  const email = who in DEMO ? DEMO[who as DemoUser].email : who;
  const key = await request.post('/api/v1/dev_fetch_api_key', { form: { username: email } });
  expect(key.ok()).toBe(true);
  const { api_key } = (await key.json()) as { api_key: string };
  const headers = {
    Authorization: `Basic ${Buffer.from(`${email}:${api_key}`).toString('base64')}`,
  };
  return async (method, path, form = {}) => {
    const res = await request.fetch(`/api/v1/${path}`, {
      method,
      headers,
      ...(method === 'GET' ? { params: form } : { form }),
    });
    return (await res.json()) as Record<string, unknown>;
  };
}

/** A new channel (a unique name each run), created through the API; returns its ID and name. */
export async function newChannel(
  api: Api,
  prefix: string,
  subscribers: string[],
  options: Record<string, string> = {},
) {
  const name = `${prefix} ${Date.now().toString(36)}`;
  await api('POST', 'users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name }]),
    principals: JSON.stringify(subscribers),
    ...options,
  });
  const { stream_id } = (await api('GET', 'get_stream_id', { stream: name })) as {
    stream_id: number;
  };
  return { stream_id, name };
}

/** Opens a channel's settings page by its hash, as a link would. */
export async function openChannelSettings(page: Page, stream_id: number, tab = 'general') {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#channels/${stream_id}/x/${tab}`);
  await expect(page.getByRole('dialog', { name: 'Channel settings' })).toBeVisible();
}
