/** What the browser tests share: signing in through the page, and other users acting over the API. */

import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/** A user acting through the HTTP API, as another client would. */
export async function actAs(request: APIRequestContext, email: string) {
  const key = await request.post('/api/v1/dev_fetch_api_key', { form: { username: email } });
  expect(key.ok()).toBe(true);
  const { api_key, user_id } = (await key.json()) as { api_key: string; user_id: number };
  const headers = {
    Authorization: `Basic ${Buffer.from(`${email}:${api_key}`).toString('base64')}`,
  };
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    form: Record<string, string | number | boolean> = {},
  ) => {
    const res = await request.fetch(`/api/v1/${path}`, {
      method,
      headers,
      ...(method === 'GET' ? { params: form } : { form }),
    });
    const body = await res.json();
    expect(body, `${method} ${path}`).toMatchObject({ result: 'success' });
    return body;
  };
  const upload = async (name: string, mimeType: string, buffer: Buffer) => {
    const res = await request.post('/api/v1/user_uploads', {
      headers,
      multipart: { filename: { name, mimeType, buffer } },
    });
    const body = await res.json();
    expect(body).toMatchObject({ result: 'success' });
    return body as { url: string };
  };
  const send = async (channel: string, topic: string, content: string): Promise<number> =>
    (await call('POST', 'messages', { type: 'stream', to: channel, topic, content })).id;
  const streamId = async (name: string): Promise<number> =>
    (await call('GET', 'get_stream_id', { stream: name })).stream_id;
  return { call, upload, send, streamId, user_id };
}

/** A new browser context signed in as a demo user by the development login. */
export async function signIn(
  browser: Browser,
  name: string,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: `Log in as ${name}` }).click();
  await expect(page.getByRole('button', { name: 'Personal menu' })).toBeVisible();
  return page;
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Left sidebar' });

/** The accessible name of the sidebar link whose visible name is `name`. */
export const sidebarLinkName = (page: Page, name: string) =>
  sidebar(page)
    .getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`) })
    .first()
    .getAttribute('aria-label');

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
