import { expect, signIn, test } from './support';
import { sidebar } from './views';

test('a channel pressed in the sidebar loads as the button goes down, and opens with that one request', async ({
  browser,
}) => {
  const page = await signIn(browser, 'iago');
  const link = sidebar(page).getByRole('link', { name: /^Scotland(,|$)/ });
  await link.waitFor();
  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/api/v1/messages?')) pages.push(r.url());
  });
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const asked = page.waitForRequest((r) => r.url().includes('/api/v1/messages?'));
  await page.mouse.down();
  await asked;
  // The page arrives before the button comes up; the click then opens it at once.
  await page.waitForResponse((r) => r.url().includes('/api/v1/messages?'));
  await page.mouse.up();
  const feed = page.getByRole('log', { name: 'Scotland' });
  await expect(feed.locator('article').first()).toBeVisible();
  expect(pages).toHaveLength(1);
  // A right press (the channel's menu) fetches nothing.
  const rome = sidebar(page).getByRole('link', { name: /^Rome(,|$)/ });
  await rome.click({ button: 'right' });
  await page.keyboard.press('Escape');
  expect(pages).toHaveLength(1);
});
