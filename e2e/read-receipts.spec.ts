/** Read receipts: "Read receipts" in the message actions menu lists who has read the message. */
import { apiAs, expect, seriousViolations, signIn, test } from './support';
import { freshTopic, messageById, openMenu, openTopic, screenshot } from './views';

test.slow();

test('Iago sees in the read receipts that Othello has read his message', async ({ browser }) => {
  const iagoApi = await apiAs('iago');
  const othelloApi = await apiAs('othello');
  const topic = freshTopic('receipts');
  const id = await iagoApi.send('Verona', topic, 'Please read the minutes');
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', topic);

  const menu = await openMenu(messageById(iago, id));
  await menu.getByRole('menuitem', { name: 'Read receipts' }).click();
  const dialog = iago.getByRole('dialog', { name: 'Read receipts' });
  await expect(dialog).toContainText('No one has read this message yet.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await othelloApi.call('POST', 'messages/flags', { messages: [id], op: 'add', flag: 'read' });
  await (await openMenu(messageById(iago, id)))
    .getByRole('menuitem', { name: 'Read receipts' })
    .click();
  await expect(dialog.getByRole('list', { name: 'Readers' }).getByRole('listitem')).toHaveText([
    'Othello',
  ]);
  expect(await seriousViolations(iago)).toEqual([]);
  await screenshot(iago, { path: 'test-results/screens/read-receipts-light.png' });
});
