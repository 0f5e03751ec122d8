import { expect, test } from './support';

test('development login as Iago shows his name and channels', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in to Parley Dev' })).toBeVisible();
  // The server lists password and dev login; the page offers both and nothing else.
  await expect(page.getByRole('form', { name: 'Log in with email and password' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in as Iago' }).click();

  await expect(page.getByRole('button', { name: 'Personal menu' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'People' }).getByText('(you)'),
  ).toBeVisible();
  const channels = page.getByRole('navigation', { name: 'Left sidebar' });
  for (const name of ['general', 'Verona', 'Denmark', 'Scotland', 'announce', 'Rome']) {
    await expect(channels.getByText(name, { exact: true })).toBeVisible();
  }

  // The key survives a reload; "Log out" forgets it.
  await page.reload();
  await expect(channels.getByText('Verona', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Personal menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Parley Dev' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('parley.session'))).toBeNull();
});

test('password login refuses a wrong password and accepts the right one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill('hamlet@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  // What the user typed is still there.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('hamlet@example.com');

  await page.getByLabel('Password', { exact: true }).fill('parley-demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Left sidebar' }).getByText('Denmark'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Personal menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Parley Dev' })).toBeVisible();
});
