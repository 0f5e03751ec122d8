/** Helpers for the writing specs: people signed in in their own browser contexts. */
import { type Browser, expect, type Page } from '@playwright/test';

/** A new browser context signed in as `name` (the development login), connected. */
export async function signIn(browser: Browser, name: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: `Log in as ${name}`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  return page;
}

/** Calls the API with the page's own session (as the app does). */
export async function api<T = Record<string, unknown>>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  params: Record<string, string> = {},
): Promise<T> {
  return page.evaluate(
    async ({ method, path, params }) => {
      const session = JSON.parse(localStorage.getItem('parley.session') ?? '{}');
      const query = new URLSearchParams(params);
      const res = await fetch(`/api/v1/${path}${method === 'GET' ? `?${query}` : ''}`, {
        method,
        headers: { Authorization: `Basic ${btoa(`${session.email}:${session.apiKey}`)}` },
        ...(method === 'GET' ? {} : { body: query }),
      });
      return res.json();
    },
    { method, path, params },
  ) as Promise<T>;
}

/** A topic of its own for each test (no spaces: the hash needs no encoding). */
export const uniqueTopic = (what: string) => `${what}-${Date.now().toString(36)}`;

/** Opens a topic of a channel by its URL. */
export async function openTopic(page: Page, channel: string, topic: string): Promise<void> {
  const { stream_id } = await api<{ stream_id: number }>(page, 'GET', 'get_stream_id', {
    stream: channel,
  });
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#narrow/channel/${stream_id}-${channel}/topic/${topic}`);
  await expect(page.getByRole('log', { name: `${channel} > ${topic}` })).toBeVisible();
}

/** The user's enter_sends setting, switched from the compose box. */
export async function setEnterSends(page: Page, on: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name: 'Enter sends' });
  if ((await box.isChecked()) !== on) await box.click();
  await expect(box).toBeChecked({ checked: on });
}

/** The message feed's articles that contain `text`. */
export const messagesWith = (page: Page, text: string) =>
  page.getByRole('log').getByRole('article').filter({ hasText: text });

/** A 4×4 PNG (red), for upload tests. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
  'base64',
);
