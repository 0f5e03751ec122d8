/**
 * Presence and status with two people: Othello's dot for Iago turns active when he opens the app
 * and idle once his tab has been hidden past the offline threshold (this spec's server shortens
 * it to 14 s); a status Othello sets shows beside his name for Iago, and clears. Screens in
 * light, dark and at 390 px.
 */
import type { Page } from '@playwright/test';
import { ownServer } from './servers';
import { expect, seriousViolations, signIn, test } from './support';
import { screenshot } from './views';

const server = ownServer(['--presence-offline-seconds', '14']);
test.beforeAll(server.start);
test.afterAll(server.dispose);
test.slow();

const people = (page: Page) => page.getByRole('complementary', { name: 'People' });
const othelloRow = (page: Page) => people(page).getByRole('button', { name: /^Othello, / });

/** Makes the page's tab hidden, as switching to another tab does. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test("Othello's dot: active when he opens the app, idle when his tab stays hidden", async ({
  browser,
}) => {
  const iago = await signIn(browser, 'iago', { baseURL: server.url, colorScheme: 'light' });
  await expect(othelloRow(iago)).toHaveAccessibleName('Othello, offline');

  const othello = await signIn(browser, 'othello', { baseURL: server.url });
  await expect(othelloRow(iago)).toHaveAccessibleName('Othello, active');
  // Active people come first, after oneself.
  await expect(people(iago).getByRole('listitem').nth(1)).toContainText('Othello');
  await othelloRow(iago).click();
  const card = iago.getByRole('dialog', { name: 'Othello' });
  await expect(card.getByRole('img', { name: 'Othello, active' })).toBeVisible();
  await expect(card).toContainText('Active now');
  expect(await seriousViolations(iago)).toEqual([]);
  await screenshot(iago, { path: 'test-results/screens/user-card-light.png' });
  await iago.keyboard.press('Escape');

  await hide(othello);
  // His heartbeats now say idle; once his last activity is 14 s old he shows idle.
  await expect(othelloRow(iago)).toHaveAccessibleName('Othello, idle', { timeout: 40_000 });
  await othelloRow(iago).click();
  await expect(card).toContainText('Idle');
});

test('a status Othello sets shows beside his name for Iago, and clears', async ({ browser }) => {
  const othello = await signIn(browser, 'othello', { baseURL: server.url, colorScheme: 'light' });
  const iago = await signIn(browser, 'iago', { baseURL: server.url, colorScheme: 'dark' });

  await othello.getByRole('button', { name: 'Personal menu' }).click();
  await othello.getByRole('menuitem', { name: 'Set status' }).click();
  const dialog = othello.getByRole('dialog', { name: 'Set status' });
  await dialog.getByRole('button', { name: /In a meeting/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Status message' })).toHaveValue('In a meeting');
  await dialog.getByRole('combobox', { name: 'Clear status after' }).selectOption('1 hour');
  expect(await seriousViolations(othello)).toEqual([]);
  await screenshot(othello, { path: 'test-results/screens/status-dialog-light.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(othelloRow(iago)).toHaveAccessibleDescription(/In a meeting/);
  await expect(othelloRow(iago)).toContainText('In a meeting');
  await screenshot(iago, { path: 'test-results/screens/people-dark.png' });
  await othelloRow(iago).click();
  await expect(iago.getByRole('dialog', { name: 'Othello' })).toContainText('In a meeting');
  expect(await seriousViolations(iago)).toEqual([]);
  await screenshot(iago, { path: 'test-results/screens/user-card-dark.png' });
  await iago.keyboard.press('Escape');

  // At 390 px, dark: the people list is a drawer; the dialog fits.
  await othello.setViewportSize({ width: 390, height: 844 });
  await othello.emulateMedia({ colorScheme: 'dark' });
  await othello.getByRole('button', { name: 'Personal menu' }).click();
  await othello.getByRole('menuitem', { name: 'Set status' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Status message' })).toHaveValue('In a meeting');
  await screenshot(othello, { path: 'test-results/screens/status-dialog-390.png' });
  await dialog.getByRole('button', { name: 'Clear status' }).click();
  await expect(dialog).toBeHidden();
  await expect(othelloRow(iago)).not.toContainText('In a meeting');
  await othello.getByRole('button', { name: 'Open people list' }).click();
  await expect(people(othello).getByRole('button', { name: /^Othello, active/ })).toBeVisible();
  // Once the drawer has slid in.
  await expect.poll(async () => (await people(othello).boundingBox())?.x).toBeLessThan(390 - 200);
  await expect
    .poll(async () =>
      Math.round(
        (await people(othello).boundingBox())!.x + (await people(othello).boundingBox())!.width,
      ),
    )
    .toBe(390);
  await screenshot(othello, { path: 'test-results/screens/people-390.png' });
});
