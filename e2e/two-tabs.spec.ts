import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** Issue 15: one person per tab, two tabs in one browser context. */

const you = (page: Page) =>
  page.getByRole('complementary', { name: 'People' }).getByText('(you)').locator('..');

test('two tabs in one browser are two people, both live', async ({ context }) => {
  // From the login page, Othello opens in a tab of his own; then this tab logs in as Iago.
  const iago = await context.newPage();
  await iago.goto('/');
  const [othello] = await Promise.all([
    context.waitForEvent('page'),
    iago.getByRole('link', { name: 'Open as Othello in a new tab' }).click(),
  ]);
  await expect(you(othello)).toContainText('Othello');
  expect(new URL(othello.url()).hash).not.toContain('dev-login');
  await iago.getByRole('button', { name: 'Log in as Iago' }).click();
  await expect(you(iago)).toContainText('Iago');

  // A new tab starts as the last login; logging out there leaves the others alone.
  const third = await context.newPage();
  await third.goto('/');
  await expect(you(third)).toContainText('Iago');
  await third.getByRole('button', { name: 'Personal menu' }).click();
  await third.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(third.getByRole('button', { name: 'Log in as Othello' })).toBeVisible();
  await third.close();

  // Iago, in his own tab, still himself after a reload, sends a message.
  await iago.reload();
  await expect(you(iago)).toContainText('Iago');
  const topic = `side by side ${Date.now()}`;
  const status = await iago.evaluate(async (topic) => {
    const s = JSON.parse(sessionStorage.getItem('parley.session') ?? '{}');
    const res = await fetch('/api/v1/messages', {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${s.email}:${s.apiKey}`)}` },
      body: new URLSearchParams({
        type: 'stream',
        to: 'general',
        topic,
        content: 'Hello, Othello!',
      }),
    });
    return res.status;
  }, topic);
  expect(status).toBe(200);

  // It arrives live in Othello's tab; both are still themselves.
  await expect(othello.getByText(topic).first()).toBeVisible();
  await expect(you(othello)).toContainText('Othello');
  await expect(you(iago)).toContainText('Iago');
});
