/**
 * Scheduled messages and reminders, on a server of its own whose clock the test moves forward
 * (`--testing-clock`): a message scheduled for a couple of minutes ahead arrives once and leaves
 * the Scheduled view; a reminder arrives as a direct message from the Notification Bot with a
 * link to the message.
 */
import type { Page } from '@playwright/test';
import { ownServer } from './servers';
import { apiAs, expect, seriousViolationsInBothThemes, signIn, test } from './support';
import {
  freshTopic,
  messageById,
  messagesWith,
  open,
  openMenu,
  openTopic,
  screensInThemes,
  sidebar,
} from './views';

const server = ownServer(['--testing-clock']);
test.beforeAll(server.start);
test.afterAll(server.dispose);

/** Moves the server's time forward; it sends what falls due. */
async function moveClock(seconds: number) {
  const res = await fetch(`${server.url}/testing/clock`, {
    method: 'POST',
    body: new URLSearchParams({ advance_seconds: String(seconds) }),
  });
  expect(res.status).toBe(200);
}

/** A `datetime-local` value `minutes` from now, in the page's time zone. */
const inMinutes = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
  }, minutes);

test('a message scheduled two minutes ahead arrives once and leaves the Scheduled view', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const topic = freshTopic('scheduled');
  const iago = await signIn(browser, 'iago', { baseURL: server.url });
  await openTopic(iago, 'Verona', topic);
  await iago.keyboard.press('r');
  await iago.getByRole('textbox', { name: 'Message' }).fill('Good morning, scheduled');

  await iago.getByRole('button', { name: 'Schedule message' }).click();
  const menu = iago.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^(Today|Tomorrow) at/ }).first()).toBeVisible();
  await screensInThemes(iago, 'scheduled-menu');
  await menu.getByRole('menuitem', { name: 'Custom time' }).click();
  const dialog = iago.getByRole('dialog', { name: 'Schedule message' });
  await dialog.getByLabel('Date and time').fill(await inMinutes(iago, 2));
  await screensInThemes(iago, 'scheduled-custom-time');
  expect(await seriousViolationsInBothThemes(iago)).toEqual([]);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(
    iago.getByText(/Your message has been scheduled for (Today|Tomorrow) at/),
  ).toBeVisible();

  await sidebar(iago).getByRole('link', { name: 'Scheduled messages, 1 scheduled' }).click();
  const scheduled = iago.getByRole('list', { name: 'Scheduled messages' });
  await expect(
    scheduled.getByRole('article', { name: `Scheduled message to #Verona > ${topic}` }),
  ).toContainText('Good morning, scheduled');
  await screensInThemes(iago, 'scheduled-view');
  expect(await seriousViolationsInBothThemes(iago)).toEqual([]);

  await moveClock(180);
  await expect(iago.getByText('No scheduled messages.')).toBeVisible();
  await openTopic(iago, 'Verona', topic);
  await expect(messagesWith(iago, 'Good morning, scheduled')).toHaveCount(1);
  // Once more time passes, nothing is sent again.
  await moveClock(120);
  const api = await apiAs('iago', server.url);
  const { messages } = await api.call('GET', 'messages', {
    anchor: 'newest',
    num_before: 10,
    num_after: 0,
    narrow: [
      { operator: 'channel', operand: 'Verona' },
      { operator: 'topic', operand: topic },
    ],
  });
  expect(messages.map((m: { content: string }) => m.content)).toEqual([
    '<p>Good morning, scheduled</p>',
  ]);
});

test('"Remind me about this" brings a direct message from the Notification Bot with a link', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const topic = freshTopic('remind');
  const iagoApi = await apiAs('iago', server.url);
  const id = await iagoApi.send('Verona', topic, 'The budget is due on Friday');
  const othello = await signIn(browser, 'othello', { baseURL: server.url });
  await openTopic(othello, 'Verona', topic);
  const menu = await openMenu(messageById(othello, id));
  await menu.getByRole('menuitem', { name: 'Remind me about this' }).click();
  const dialog = othello.getByRole('dialog', { name: 'Remind me about this' });
  await dialog.getByLabel('Note').fill('check the numbers');
  await screensInThemes(othello, 'scheduled-remind');
  await dialog.getByRole('button', { name: 'In 1 hour' }).click();
  await expect(dialog).toBeHidden();
  await expect(othello.getByText(/You will be reminded (today|tomorrow) at/)).toBeVisible();

  await moveClock(3600);
  await open(othello, '#narrow/is/dm');
  const reminder = othello
    .getByRole('article', { name: /^Notification Bot/ })
    .filter({ hasText: 'check the numbers' });
  await expect(reminder).toContainText('You requested a reminder for');
  await expect(reminder).toContainText('The budget is due on Friday');
  await reminder.getByRole('link', { name: new RegExp(`#Verona > ${topic}`) }).click();
  await expect(messageById(othello, id)).toBeVisible();
});
