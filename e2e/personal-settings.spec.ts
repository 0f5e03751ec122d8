import type { Page } from '@playwright/test';
import { apiAs, expect, signIn, test } from './support';
import { openChannelSettings } from './views';

/** A 2×2 PNG, red. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR42mP4z8AARAwMDAwAAP8D/bGHIjMAAAAASUVORK5CYII=',
  'base64',
);

async function openPersonal(page: Page, section: string) {
  await page.getByRole('button', { name: 'Personal menu' }).click();
  await page.getByRole('menuitem', { name: 'Personal settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal settings' });
  await dialog
    .getByRole('navigation', { name: 'Personal settings' })
    .getByRole('link', { name: section })
    .click();
  return dialog;
}

test('theme and Enter-to-send apply at once and are kept', async ({ browser }) => {
  const page = await signIn(browser, 'prospero');
  const dialog = await openPersonal(page, 'Preferences');
  const theme = dialog.getByRole('combobox', { name: 'Theme' });
  await theme.selectOption({ label: 'Dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await theme.selectOption({ label: 'Light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  const enter = dialog.getByRole('checkbox', { name: 'Press Enter to send' });
  const before = await enter.isChecked();
  await enter.setChecked(!before);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Personal settings' })).toBeVisible();
  await expect(
    page.getByRole('dialog').getByRole('checkbox', { name: 'Press Enter to send' }),
  ).toBeChecked({ checked: !before });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Back as they were.
  await page
    .getByRole('dialog')
    .getByRole('checkbox', { name: 'Press Enter to send' })
    .setChecked(before);
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: 'Theme' })
    .selectOption({ label: 'Automatic (follow the system)' });
});

test('a new name and avatar show for others at once', async ({ browser }) => {
  const page = await signIn(browser, 'cordelia');
  const dialog = await openPersonal(page, 'Profile');
  const other = await signIn(browser, 'othello');
  const people = other.locator('.right-sidebar');
  await expect(people.getByText("Cordelia, Lear's daughter")).toBeVisible();

  const name = dialog.getByRole('textbox', { name: 'Full name' });
  await name.fill('Cordelia of Britain');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(people.getByText('Cordelia of Britain')).toBeVisible();

  const avatar = dialog.locator('.avatar-setting img');
  const oldSrc = await avatar.getAttribute('src');
  await dialog
    .getByLabel('Avatar image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(avatar).not.toHaveAttribute('src', oldSrc ?? '');
  const src = (await avatar.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/avatar\/\d+\?v=\d+$/);
  const image = await page.request.get(src);
  expect(image.headers()['content-type']).toBe('image/png');
  // Othello's people list shows the new picture too.
  await expect(people.locator(`img[src="${src}"]`)).toHaveCount(1);

  // A file that is not an image is refused before it is sent.
  await dialog
    .getByLabel('Avatar image')
    .setInputFiles({ name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(dialog.getByRole('alert')).toHaveText(/Choose an image file/);

  await dialog.getByRole('button', { name: 'Delete avatar' }).click();
  await expect(avatar).not.toHaveAttribute('src', src);
  await name.fill("Cordelia, Lear's daughter");
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(people.getByText("Cordelia, Lear's daughter")).toBeVisible();
});

test('alert words are added, marked in the messages that use them, and deleted', async ({
  browser,
}) => {
  const page = await signIn(browser, 'prospero');
  const dialog = await openPersonal(page, 'Alert words');
  const word = `pineapple${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'New alert word' }).fill(word);
  await dialog.getByRole('button', { name: 'Add alert word' }).click();
  const list = dialog.getByRole('list', { name: 'Your alert words' });
  await expect(list.getByText(word, { exact: true })).toBeVisible();
  // A message using it, in any case: the word is marked, not where it is code.
  const othello = await apiAs('othello');
  const { id } = (await othello.call('POST', 'messages', {
    type: 'direct',
    to: JSON.stringify(['prospero@example.com']),
    content: `Who ordered the ${word.toUpperCase()} pizza? \`${word}\``,
  })) as { id: number };
  const { user_id } = (await othello.call('GET', 'users/me')) as { user_id: number };
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#narrow/dm/${user_id}-Othello/near/${id}`);
  const marked = page.locator(`article[data-message-id="${id}"] .alert-word`);
  await expect(marked).toHaveText([word.toUpperCase()]);
  await page.goBack();
  await dialog.getByRole('button', { name: `Delete alert word ${word}` }).click();
  await expect(list.getByText(word, { exact: true })).toHaveCount(0);
});

test("a channel's notifications: inherit shows what it means, a choice is kept", async ({
  browser,
}) => {
  const prospero = await apiAs('prospero');
  await prospero.call('PATCH', 'settings', { enable_stream_desktop_notifications: 'false' });
  const { stream_id } = (await prospero.call('GET', 'get_stream_id', { stream: 'Verona' })) as {
    stream_id: number;
  };
  const page = await signIn(browser, 'prospero');
  await openChannelSettings(page, stream_id, 'personal');
  const desktop = page.getByRole('group', { name: 'Desktop notifications', exact: true });
  await expect(desktop.getByRole('radio', { name: 'Default (off)' })).toBeChecked();
  await desktop.getByRole('radio', { name: 'On' }).check();
  await page.reload();
  const again = page.getByRole('group', { name: 'Desktop notifications', exact: true });
  await expect(again.getByRole('radio', { name: 'On' })).toBeChecked();
  await again.getByRole('radio', { name: 'Default (off)' }).check();
  await expect(again.getByRole('radio', { name: 'Default (off)' })).toBeChecked();
});
