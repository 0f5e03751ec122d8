import type { Locator, Page } from '@playwright/test';
import { apiAs, expect, signIn, test } from './support';
import { sidebar } from './views';

const isPage = (url: string) => url.includes('/api/v1/messages?');

/** Every GET /messages the page makes from now on. */
function pagesAsked(page: Page): string[] {
  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && isPage(r.url())) pages.push(r.url());
  });
  return pages;
}

/**
 * Presses `link` with the mouse and lets go only once a page of messages has come: the press,
 * not the click, is what asks. (Earlier tests' channels are listed too: it may be out of view.)
 */
async function pressUntilAnswered(page: Page, link: Locator) {
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const answered = page.waitForResponse((r) => isPage(r.url()));
  await page.mouse.down();
  await answered;
  await page.mouse.up();
}

test('a channel or topic pressed in the sidebar loads as the button goes down, and opens with that one request', async ({
  browser,
}) => {
  // A channel of its own: no earlier test has opened it (pages are kept between tests).
  const iago = await apiAs('iago');
  const name = `pressed ${Date.now().toString(36)}`;
  const other = `${name} too`;
  await iago.call('POST', 'users/me/subscriptions', { subscriptions: [{ name }, { name: other }] });
  await iago.send(name, 'hello', 'Pressed, then clicked.');
  await iago.send(other, 'hello', 'Only its menu opened.');
  // A page of its own (`prepare`): a kept one may hold views and state of earlier tests.
  const page = await signIn(browser, 'iago', { prepare: async () => {} });
  const link = sidebar(page).getByRole('link', { name: new RegExp(`^${name}(,|$)`) });
  await link.waitFor();
  const pages = pagesAsked(page);
  // The page arrives before the button comes up; the click then opens it at once.
  await pressUntilAnswered(page, link);
  const feed = page.getByRole('log', { name });
  await expect(feed.locator('article').first()).toBeVisible();
  expect(pages).toHaveLength(1);
  // Its topic, listed under it now, likewise.
  await pressUntilAnswered(page, sidebar(page).getByRole('link', { name: /^hello(,|$)/ }));
  await expect(page.getByRole('log', { name: new RegExp(`${name}.*hello`) })).toBeVisible();
  await expect(page.getByRole('log').locator('article').first()).toBeVisible();
  expect(pages).toHaveLength(2);
  // A right press (the channel's menu) fetches nothing.
  const menuOnly = sidebar(page).getByRole('link', { name: new RegExp(`^${other}(,|$)`) });
  await menuOnly.click({ button: 'right' });
  await page.keyboard.press('Escape');
  expect(pages).toHaveLength(2);
});

test('a conversation pressed in the Inbox loads as the button goes down, and opens with that request', async ({
  browser,
}) => {
  const othello = await apiAs('othello');
  const name = `inbox press ${Date.now().toString(36)}`;
  await othello.call('POST', 'users/me/subscriptions', {
    subscriptions: [{ name }],
    principals: ['iago@example.com', 'othello@example.com'],
  });
  await othello.send(name, 'news', 'Unread for Iago.');
  const page = await signIn(browser, 'iago', { at: '#inbox', prepare: async () => {} });
  const row = page.getByRole('main').getByRole('link', { name: /^news(,|$)/ });
  const pages = pagesAsked(page);
  await pressUntilAnswered(page, row);
  await expect(page.getByRole('log').getByText('Unread for Iago.')).toBeVisible();
  expect(pages).toHaveLength(1);
});
