import { apiAs, expect, seriousViolationsInBothThemes, signIn, test } from './support';
import { freshTopic, messageById, open, openMenu, topicHash } from './views';

test('the picker, the move dialog and the history dialog pass axe, in both themes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const iagoApi = await apiAs('iago');
  const topic = freshTopic('axe');
  const id = await iagoApi.send('Verona', topic, 'Accessible to everyone');
  await iagoApi.call('PATCH', `messages/${id}`, { content: 'Accessible to everyone, always' });
  await iagoApi.call('POST', `messages/${id}/reactions`, { emoji_name: 'tada' });
  const page = await signIn(browser, 'iago', { colorScheme: 'light' });
  await open(page, topicHash(await iagoApi.streamId('Verona'), 'Verona', topic));
  const message = messageById(page, id);
  await expect(message).toBeVisible();

  await message.hover();
  await message.getByRole('button', { name: 'Add emoji reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  await expect(picker.getByRole('button').first()).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('heart');
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await (await openMenu(message)).getByRole('menuitem', { name: 'Move messages' }).click();
  const move = page.getByRole('dialog', { name: 'Move messages' });
  await move.getByRole('textbox', { name: 'Topic' }).fill('a');
  await expect(move.getByRole('listbox')).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  await page.keyboard.press('Escape'); // the suggestions
  await page.keyboard.press('Escape'); // the dialog
  await expect(move).toBeHidden();

  await message.getByRole('button', { name: /^EDITED/ }).click();
  const history = page.getByRole('dialog', { name: 'Message edit history' });
  await expect(history.locator('ins')).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
});
