import type { Locator, Page } from '@playwright/test';
import { apiAs, expect, signIn, test } from './support';
import { daysOldMessage, freshTopic, messageById, open, topicHash } from './views';

/** Presses Tab (or Shift+Tab) until the focus is on `target`. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('never reached by Tab');
}

const starredCount = async (page: Page) => {
  const name =
    (await page
      .getByRole('navigation', { name: 'Left sidebar' })
      .getByRole('link', { name: /^Starred messages/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
};

test('every message action by keyboard alone', async ({ browser }) => {
  test.setTimeout(90_000);
  const iagoApi = await apiAs('iago');
  const othelloApi = await apiAs('othello');
  const verona = await iagoApi.streamId('Verona');
  const topic = freshTopic('keyboard');
  // A message days old from the demo's history starts the topic (for the time limit, below).
  const old = await daysOldMessage(iagoApi, verona);
  await iagoApi.call('PATCH', `messages/${old}`, {
    topic,
    propagate_mode: 'change_one',
    send_notification_to_old_thread: false,
    send_notification_to_new_thread: false,
  });
  const fromIago = await iagoApi.send('Verona', topic, 'Reviews are due on Friday');
  const mine = await othelloApi.send('Verona', topic, 'I will send mine on Thursday');

  const page = await signIn(browser, 'othello');

  const context = page.context();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, topicHash(verona, 'Verona', topic));
  const iagos = messageById(page, fromIago);
  const own = messageById(page, mine);
  await expect(iagos).toBeVisible();
  // The starting point: the keyboard focus on Iago's message (its time link).
  await iagos.locator('a.message-time').focus();

  // + toggles 👍.
  await page.keyboard.press('+');
  await expect(iagos.getByRole('button', { name: /^\+1, 1: you reacted/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // : opens the picker; search, Enter picks the first match; the focus comes back.
  await page.keyboard.press(':');
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  await expect(picker.getByRole('searchbox', { name: 'Search emoji' })).toBeFocused();
  await page.keyboard.type('tada');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(iagos.getByRole('button', { name: /^tada, 1: you reacted/ })).toBeVisible();
  // Arrow keys in the grid: the third of "Frequently used" (the first two are 👍 and 🎉 now).
  await page.keyboard.press(':');
  await expect(picker.getByRole('searchbox', { name: 'Search emoji' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const third = picker.locator('[data-at="0:2"]');
  await expect(third).toBeFocused();
  const thirdName = (await third.getAttribute('aria-label'))!;
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(
    iagos.getByRole('button', { name: new RegExp(`^${thirdName.replace('+', '\\+')}, `) }),
  ).toBeVisible();
  await expect(iagos.locator(':focus')).toHaveCount(1);

  // Ctrl+S stars (the Starred count follows); * unstars.
  const starredBefore = await starredCount(page);
  await page.keyboard.press('Control+s');
  await expect(iagos.getByRole('button', { name: 'Unstar message' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => starredCount(page)).toBe(starredBefore + 1);
  await page.keyboard.press('*');
  await expect(iagos.getByRole('button', { name: 'Star message' })).toBeVisible();
  await expect.poll(() => starredCount(page)).toBe(starredBefore);

  // - collapses to one line with "Expand"; - again expands.
  await page.keyboard.press('-');
  await expect(iagos.getByRole('button', { name: 'Expand' })).toBeVisible();
  await page.keyboard.press('-');
  await expect(iagos.getByRole('button', { name: 'Expand' })).toHaveCount(0);

  // e on someone else's message says why not.
  await page.keyboard.press('e');
  await expect(page.getByRole('status').getByText(/edit/i).first()).toBeVisible();
  await expect(iagos.getByRole('textbox', { name: 'Edit message' })).toHaveCount(0);

  // i opens the menu: arrows move through it, typing jumps to an item; Enter copies a link
  // that opens the message.
  await page.keyboard.press('i');
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  // The menu takes the focus a frame after it shows (keys pressed before that go to the feed).
  await expect(menu).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.type('cop');
  await expect(menu.getByRole('menuitem', { name: 'Copy link to message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByText('Link copied')).toBeVisible();
  const linkPattern = new RegExp(`#narrow/channel/${verona}-Verona/topic/.+/near/${fromIago}$`);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(linkPattern);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // Opened in a new tab, it shows that message, highlighted.
  const tab = await context.newPage();
  await tab.goto(link);
  await expect(tab.locator(`article[data-message-id="${fromIago}"]`)).toHaveClass(/message-target/);
  await tab.close();

  // Own message: e edits in place; Ctrl+Enter saves.
  await own.locator('a.message-time').focus();
  await page.keyboard.press('e');
  const editor = own.getByRole('textbox', { name: 'Edit message' });
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('I will send mine on Wednesday');
  await page.keyboard.press('Control+Enter');
  await expect(own.getByText('I will send mine on Wednesday')).toBeVisible();
  // Confirmed by the server's event: now it has a history.
  await expect(own.getByRole('button', { name: /^EDITED/ })).toBeVisible();
  // The focus is back on the message: Shift+H shows the history; Esc closes it.
  await expect(own.locator('a.message-time')).toBeFocused();
  await page.keyboard.press('Shift+H');
  const history = page.getByRole('dialog', { name: 'Message edit history' });
  await expect(history.locator('ins')).toContainText('Wednesday');
  await expect(history.locator('del')).toContainText('Thursday');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(own.locator('a.message-time')).toBeFocused();

  // Shift+U marks it and what follows unread, and they stay so while the reader is here.
  await page.keyboard.press('Shift+U');
  await expect(own).toHaveClass(/unread/);

  // m moves: past the organization's time limit (an hour here; the default week would let
  // the days-old message move too) only part of the topic may move; the dialog says how many
  // and moves those.
  await iagoApi.call('PATCH', 'realm', { move_messages_within_stream_limit_seconds: 3600 });
  try {
    await page.keyboard.press('m');
    const dialog = page.getByRole('dialog', { name: 'Move messages' });
    await expect(dialog).toBeVisible();
    const topicBox = dialog.getByRole('textbox', { name: 'Topic' });
    await tabTo(page, topicBox);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(`${topic} later`);
    await tabTo(page, dialog.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowUp'); // from the first mode up, wrapping: the whole topic
    await expect(
      dialog.getByRole('radio', { name: 'Move all messages in this topic' }),
    ).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('of 3 messages in this topic');
    // The offer takes the focus: Enter accepts it.
    await expect(dialog.getByRole('button', { name: 'Move those 2 messages' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(own).toHaveCount(0);
  } finally {
    await iagoApi.call('PATCH', 'realm', { move_messages_within_stream_limit_seconds: 604800 });
  }

  // Resolve from the recipient bar, by Tab: the view follows the topic to "✔ …".
  await open(page, topicHash(verona, 'Verona', `${topic} later`));
  await expect(messageById(page, fromIago)).toBeVisible();
  await messageById(page, fromIago).locator('a.message-time').focus();
  await tabTo(page, page.getByRole('button', { name: 'Mark as resolved' }), true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Verona > ✔ ${topic} later`);

  // m again, on the topic's first message: the whole topic (the default there) moves to
  // Rome, chosen with the keys; the reader goes along and the sidebar lists it there.
  const resolved = `✔ ${topic} later`;
  await messageById(page, fromIago).locator('a.message-time').focus();
  await page.keyboard.press('m');
  const dialog = page.getByRole('dialog', { name: 'Move messages' });
  const channelBox = dialog.getByRole('combobox', { name: 'Channel' });
  await tabTo(page, channelBox);
  await page.keyboard.type('#Rom');
  await expect(channelBox.locator('option:checked')).toHaveText('#Rome');
  await expect(
    dialog.getByRole('radio', { name: 'Move all messages in this topic' }),
  ).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rome > ${resolved}`);
  await expect(messageById(page, mine)).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Left sidebar' });
  await expect(sidebar.getByRole('link', { name: new RegExp(`^${resolved}`) })).toBeVisible();
});
