/**
 * Polls and to-do lists (Zulip's widgets), with two people: what one does shows for the other
 * at once; only the author edits the question or title; a widget Parley does not know shows
 * its message's text and says so.
 */
import type { Page } from '@playwright/test';
import { apiAs, expect, seriousViolations, signIn, test } from './support';
import { freshTopic, messageById, openTopic, screenshot } from './views';

const SHOTS = 'test-results/screens';

// Two people and many round trips each: three times the usual time on a busy machine.
test.slow();

/** The poll (or to-do list) of the message with that ID. */
const widgetOf = (page: Page, id: number) => messageById(page, id).getByRole('region');

test('a poll made in compose by Iago gets a vote and an option from Othello; both see the counts', async ({
  browser,
}) => {
  const topic = freshTopic('poll');
  const iago = await signIn(browser, 'iago');
  const othello = await signIn(browser, 'othello');
  await openTopic(iago, 'Verona', topic);
  await openTopic(othello, 'Verona', topic);

  // Iago writes the poll as in Zulip: the question, then one option a line.
  await iago.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  await iago
    .getByRole('textbox', { name: 'Message' })
    .fill('/poll Where shall we eat?\nPizza\nSushi');
  await iago.getByRole('button', { name: 'Send', exact: true }).click();
  const atIago = iago.getByRole('region', { name: 'Poll: Where shall we eat?' });
  // The widget's chunk loads with the first message that has one.
  await expect(atIago).toBeVisible({ timeout: 20_000 });
  const id = Number(
    await atIago.locator('xpath=ancestor::article').getAttribute('data-message-id'),
  );
  const atOthello = widgetOf(othello, id);
  await expect(atOthello).toHaveAccessibleName('Poll: Where shall we eat?', { timeout: 20_000 });
  await expect(atOthello.getByRole('button', { name: 'Pizza, 0' })).toBeVisible();

  // Othello votes for Sushi: 1 for both, with his name beside it.
  await atOthello.getByRole('button', { name: 'Sushi, 0' }).click();
  const sushiAtIago = atIago.getByRole('button', { name: 'Sushi, 1' });
  await expect(sushiAtIago).toHaveAttribute('aria-pressed', 'false');
  await expect(sushiAtIago).toHaveAccessibleDescription('Othello');
  await expect(atOthello.getByRole('button', { name: 'Sushi, 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Iago votes too (2), then Othello adds an option, which Iago sees and votes for.
  await sushiAtIago.click();
  await expect(atOthello.getByRole('button', { name: 'Sushi, 2' })).toBeVisible();
  await atOthello.getByRole('textbox', { name: 'New option' }).fill('Tacos');
  await atOthello.getByRole('button', { name: 'Add option' }).click();
  await atIago.getByRole('button', { name: 'Tacos, 0' }).click();
  await expect(atOthello.getByRole('button', { name: 'Tacos, 1' })).toHaveAccessibleDescription(
    'Iago',
  );

  // Only Iago may change the question; Othello sees the new one.
  await expect(atOthello.getByRole('button', { name: 'Edit question' })).toHaveCount(0);
  await atIago.getByRole('button', { name: 'Edit question' }).click();
  await atIago.getByRole('textbox', { name: 'Question' }).fill('Where shall we dine?');
  await atIago.getByRole('button', { name: 'Save' }).click();
  await expect(atOthello).toHaveAccessibleName('Poll: Where shall we dine?');

  expect(await seriousViolations(othello)).toEqual([]);
  await screenshot(othello, { path: `${SHOTS}/poll-light.png` });
  await othello.emulateMedia({ colorScheme: 'dark' });
  await expect(othello.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(othello)).toEqual([]);
  await screenshot(othello, { path: `${SHOTS}/poll-dark.png` });
  await othello.setViewportSize({ width: 390, height: 760 });
  await atOthello.scrollIntoViewIfNeeded();
  await screenshot(othello, { path: `${SHOTS}/poll-390.png` });
});

test('a to-do task checked by Othello is checked for Iago; tasks added show for both', async ({
  browser,
}) => {
  const iagoApi = await apiAs('iago');
  const topic = freshTopic('todo');
  const id = await iagoApi.send(
    'Verona',
    topic,
    '/todo Launch\nWrite notes: the short version\nShip it',
  );
  const iago = await signIn(browser, 'iago');
  const othello = await signIn(browser, 'othello', { colorScheme: 'dark' });
  await openTopic(iago, 'Verona', topic);
  await openTopic(othello, 'Verona', topic);
  const atIago = widgetOf(iago, id);
  const atOthello = widgetOf(othello, id);
  await expect(atIago).toHaveAccessibleName('To-do list: Launch', { timeout: 20_000 });

  await atOthello.getByRole('checkbox', { name: 'Ship it' }).check();
  await expect(atIago.getByRole('checkbox', { name: 'Ship it' })).toBeChecked();
  await expect(
    atIago.getByRole('checkbox', { name: 'Write notes: the short version' }),
  ).not.toBeChecked();
  // Iago unchecks it again.
  await atIago.getByRole('checkbox', { name: 'Ship it' }).uncheck();
  await expect(atOthello.getByRole('checkbox', { name: 'Ship it' })).not.toBeChecked();

  // Othello adds a task; one already on the list is refused where he typed it.
  await atOthello.getByRole('textbox', { name: 'New task' }).fill('Tell Cassio');
  await atOthello.getByRole('textbox', { name: 'Description' }).fill('tomorrow');
  await atOthello.getByRole('button', { name: 'Add task' }).click();
  await expect(atIago.getByRole('checkbox', { name: 'Tell Cassio: tomorrow' })).toBeVisible();
  await atOthello.getByRole('textbox', { name: 'New task' }).fill('Ship it');
  await atOthello.getByRole('button', { name: 'Add task' }).click();
  await expect(atOthello.getByRole('alert')).toHaveText('That task is already on the list.');

  // The title is Iago's to change.
  await expect(atOthello.getByRole('button', { name: 'Edit title' })).toHaveCount(0);
  await atIago.getByRole('button', { name: 'Edit title' }).click();
  await atIago.getByRole('textbox', { name: 'Title' }).fill('Launch day');
  await atIago.getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(atOthello).toHaveAccessibleName('To-do list: Launch day');

  expect(await seriousViolations(othello)).toEqual([]);
  await screenshot(othello, { path: `${SHOTS}/todo-dark.png` });
  await othello.setViewportSize({ width: 390, height: 760 });
  await atOthello.scrollIntoViewIfNeeded();
  await screenshot(othello, { path: `${SHOTS}/todo-390.png` });
});

test('a widget Parley does not know shows its text and says so', async ({ browser }) => {
  const iagoApi = await apiAs('iago');
  const topic = freshTopic('zform');
  const id = await iagoApi.send('Verona', topic, 'Pick a plan: A or B');
  await iagoApi.call('POST', 'submessage', {
    message_id: id,
    msg_type: 'widget',
    content: JSON.stringify({ widget_type: 'zform', extra_data: { type: 'choices', choices: [] } }),
  });
  const othello = await signIn(browser, 'othello');
  await openTopic(othello, 'Verona', topic);
  const message = messageById(othello, id);
  await expect(message).toContainText('Pick a plan: A or B');
  await expect(message).toContainText('This message has a widget (zform) that Parley cannot show.');
});
