/** What the message-action specs share: users acting through the API, and signed-in pages. */
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

export type Call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  params?: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/** A user acting through the HTTP API, as another client would. */
export async function api(request: APIRequestContext, email: string): Promise<Call> {
  const key = await request.post('/api/v1/dev_fetch_api_key', { form: { username: email } });
  expect(key.ok()).toBe(true);
  const { api_key } = (await key.json()) as { api_key: string };
  const headers = {
    Authorization: `Basic ${Buffer.from(`${email}:${api_key}`).toString('base64')}`,
  };
  return async (method, path, params = {}) => {
    const form = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    const res = await request.fetch(`/api/v1/${path}`, {
      method,
      headers,
      ...(method === 'GET' ? { params: form } : { form }),
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body, `${method} ${path}`).toMatchObject({ result: 'success' });
    return body;
  };
}

/** A browser context signed in as `name` by the development login, waiting until connected. */
export async function signIn(browser: Browser, name: string, colorScheme?: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme: colorScheme ?? 'light' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: `Log in as ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  return { context, page };
}

/** Zulip's hash encoding of one URL component (`.` for `%`). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[%().]/g,
    (c) => ({ '%': '.', '(': '.28', ')': '.29', '.': '.2E' })[c]!,
  );

export const topicHash = (stream_id: number, channel: string, topic: string) =>
  `#narrow/channel/${stream_id}-${encode(channel)}/topic/${encode(topic)}`;

/** Opens a view by its hash, as following a link would. */
export async function open(page: Page, hash: string) {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

export async function channelId(call: Call, name: string): Promise<number> {
  return (await call('GET', 'get_stream_id', { stream: name })).stream_id as number;
}

/** Sends a channel message and returns its ID. */
export async function send(call: Call, channel: string, topic: string, content: string) {
  const res = await call('POST', 'messages', { type: 'stream', to: channel, topic, content });
  return res.id as number;
}

/** A fresh topic name, so that specs never meet each other's messages. */
export const freshTopic = (what: string) => `${what} ${Date.now().toString(36)}`;

/** The message (an `article`) by `sender` with `text` in it. */
export const messageIn = (page: Page, sender: string, text: string): Locator =>
  page
    .getByRole('article', { name: new RegExp(`^${sender}`) })
    .filter({ hasText: text })
    .first();

/** A message by its ID: stays found while its text changes (or turns into an editor). */
export const messageById = (page: Page, id: number): Locator =>
  page.locator(`article[data-message-id="${id}"]`);

/** Opens a message's "Message actions" menu with the mouse. */
export async function openMenu(message: Locator) {
  await message.hover();
  await message.getByRole('button', { name: 'Message actions' }).click();
  const menu = message.page().getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  return menu;
}

/** The ID of a system group (`role:members`, ...), for group-setting values. */
export async function systemGroup(call: Call, name: string): Promise<number> {
  const { user_groups } = (await call('GET', 'user_groups')) as {
    user_groups: { id: number; name: string }[];
  };
  const group = user_groups.find((g) => g.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group.id;
}

/**
 * A message of the demo's history in `stream_id` sent one to five days ago: past a move time
 * limit of an hour, within the default week, so that a test using it fails unless the
 * organization's shorter limit is the one applied.
 */
export async function daysOldMessage(call: Call, stream_id: number): Promise<number> {
  const { messages } = (await call('GET', 'messages', {
    anchor: 'newest',
    num_before: 400,
    num_after: 0,
    narrow: [{ operator: 'channel', operand: stream_id }],
  })) as { messages: { id: number; timestamp: number }[] };
  const now = Date.now() / 1000;
  const DAY = 86400;
  const old = messages.findLast((m) => m.timestamp < now - DAY && m.timestamp > now - 5 * DAY);
  if (!old) throw new Error('no message one to five days old');
  return old.id;
}
