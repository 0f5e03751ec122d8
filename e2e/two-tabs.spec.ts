import { expect, type Page, test } from '@playwright/test';

/** Issue 15: one person per tab, two tabs in one browser context. */

const you = (page: Page) =>
  page.getByRole('complementary', { name: 'People' }).getByText('(you)').locator('..');

test('two tabs in one browser are two people, both live', async ({ context }) => {
  const iago = await context.newPage();
  await iago.goto('/');
  await iago.getByRole('button', { name: 'Log in as Iago' }).click();
  await expect(you(iago)).toContainText('Iago');

  // A new tab starts as the last login; logging out there leaves Iago's tab alone.
  const othello = await context.newPage();
  await othello.goto('/');
  await expect(you(othello)).toContainText('Iago');
  await othello.getByRole('button', { name: 'Personal menu' }).click();
  await othello.getByRole('menuitem', { name: 'Log out' }).click();
  await othello.getByRole('button', { name: 'Log in as Othello' }).click();
  await expect(you(othello)).toContainText('Othello');

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
