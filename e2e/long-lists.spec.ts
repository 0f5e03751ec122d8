/**
 * Issue 22: the People list and the Inbox are virtualized (a screenful of rows in the page
 * however long they are), yet the keys walk every row and each row keeps its name for screen
 * readers. On an organization of its own (`npm run seed`, 300 people: longer lists than the
 * demo's), served by a second server for this spec.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type SpawnedServer, spawnServer } from '../server/testing/server-process';
import { seriousViolations } from './support';

let server: SpawnedServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-large-'));
  const args = ['--people', '300', '--channels', '30', '--messages', '3000', '--seed', 'e2e'];
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed.ts', ...args, '--data-dir', dataDir],
    { encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  server = await spawnServer(['--port', '0', '--data-dir', dataDir, '--rate-limit', '0']);
});

test.afterAll(() => {
  server?.child.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A page signed in as Iago on the large organization (the session stored, as after a login). */
async function iago(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const res = await context.request.post('/api/v1/dev_fetch_api_key', {
    form: { username: 'iago@example.com' },
  });
  const { api_key, user_id, email } = (await res.json()) as Record<string, string>;
  const session = JSON.stringify({ realm: '', email, apiKey: api_key, userId: user_id });
  await context.addInitScript(`localStorage.setItem('parley.session', ${JSON.stringify(session)})`);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Personal menu' })).toBeVisible({
    timeout: 30_000,
  });
  return page;
}

/** Calls the API of the large organization as `email`. */
async function api(request: APIRequestContext, email: string) {
  const key = await request.post(`${server.url}/api/v1/dev_fetch_api_key`, {
    form: { username: email },
  });
  const { api_key } = (await key.json()) as { api_key: string };
  const headers = {
    Authorization: `Basic ${Buffer.from(`${email}:${api_key}`).toString('base64')}`,
  };
  return async (method: 'GET' | 'POST', path: string, form: Record<string, string>) => {
    const res = await request.fetch(`${server.url}/api/v1/${path}`, { method, headers, form });
    expect(res.ok(), `${method} ${path}`).toBe(true);
  };
}

/** The index (place in the whole list) of the row holding the focus. */
const focusedIndex = (page: Page) =>
  page.evaluate(() =>
    Number(document.activeElement?.closest<HTMLElement>('[data-index]')?.dataset.index ?? -1),
  );

test.describe.configure({ timeout: 180_000 });

test('the People list holds a screenful of 300 people; the keys reach every one, each named', async ({
  browser,
}) => {
  const page = await iago(browser);
  const people = page.getByRole('complementary', { name: 'People' });
  const rows = people.locator('.people-list.virtual > li');
  await expect(rows.first()).toBeVisible();
  const total = Number(await rows.first().getAttribute('aria-setsize'));
  expect(total).toBeGreaterThan(290);
  expect(await rows.count()).toBeLessThan(80);

  await people.getByRole('button').first().focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusedIndex(page)).toBe(1);
  await page.keyboard.press('End');
  await expect.poll(() => focusedIndex(page)).toBe(total - 1);
  const last = page.locator(':focus');
  await expect(last).toBeInViewport();
  await expect(last).toHaveAccessibleName(/\S/);
  expect(await page.locator('li:has(:focus)').getAttribute('aria-posinset')).toBe(String(total));
  await page.keyboard.press('PageUp');
  expect(await focusedIndex(page)).toBeLessThan(total - 5);
  await page.keyboard.press('Home');
  await expect.poll(() => focusedIndex(page)).toBe(0);
  await expect(page.locator(':focus')).toBeInViewport();
  expect(await rows.count()).toBeLessThan(80);

  // Filtering searches all of them, not only the rows in the page.
  await page.getByRole('searchbox', { name: 'Filter people' }).fill('othello');
  await expect(people.getByRole('button', { name: 'Othello' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Inbox holds a screenful of its conversations; the keys reach every one, each named', async ({
  browser,
  request,
}) => {
  // Othello writes to Iago in 250 topics of a new channel: 250 unread conversations.
  const othello = await api(request, 'othello@example.com');
  const channel = `Long inbox ${Date.now().toString(36)}`;
  await othello('POST', 'users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name: channel }]),
    principals: JSON.stringify(['othello@example.com', 'iago@example.com']),
  });
  for (let i = 0; i < 250; i++) {
    const topic = `topic ${String(i).padStart(3, '0')}`;
    await othello('POST', 'messages', { type: 'stream', to: channel, topic, content: 'Hello' });
  }
  const page = await iago(browser);
  await page.goto('/#inbox');
  const list = page.locator('.inbox-list');
  const rows = list.locator('[data-index]');
  await expect(rows.first()).toBeVisible();
  const height = await list
    .locator('.inbox-rows')
    .evaluate((e) => e.getBoundingClientRect().height);
  // More rows than the page holds (34px each).
  expect(height / 34).toBeGreaterThan(200);
  expect(await rows.count()).toBeLessThan(80);

  await list.locator('[data-row]').first().focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusedIndex(page)).toBe(1);
  await page.keyboard.press('End');
  await expect.poll(() => focusedIndex(page)).toBeGreaterThan(200);
  const last = page.locator(':focus');
  await expect(last).toBeInViewport();
  await expect(last).toHaveAccessibleName(/, \d+ unread/);
  await page.keyboard.press('Home');
  await expect.poll(() => focusedIndex(page)).toBe(0);
  await expect(page.locator(':focus')).toHaveAccessibleName(/unread/);
  expect(await rows.count()).toBeLessThan(80);
  expect(await seriousViolations(page)).toEqual([]);
});
