/**
 * Issue 24: the Inbox and Recent conversations are keyboard-first, as in Zulip. Opening either
 * (its hotkey, the sidebar's link, Back, the start view) puts the focus on its first row, so keys
 * never land in a compose box left focused; ↑/↓ and j/k move between rows, ← and → collapse and
 * expand a channel, Enter opens what the row names.
 */
import type { Page } from '@playwright/test';
import { encodeHashComponent } from '../src/model/narrow-url';
import { apiAs, expect, signIn, test } from './support';
import { freshTopic, newChannel, screenshot, sidebar } from './views';

const SHOTS = 'test-results/screens';

const focused = (page: Page) => page.locator(':focus');

/** A topic's URL, whatever the channel's part of it (the app writes Zulip's slug). */
const topicUrl = (stream_id: number, topic: string) =>
  new RegExp(`#narrow/channel/${stream_id}-[^/]+/topic/${encodeHashComponent(topic)}$`);

/** Cordelia with nothing unread but two fresh channels: A with two topics, B with one. */
async function twoChannels() {
  const iago = await apiAs('iago');
  const cordelia = await apiAs('cordelia');
  await cordelia.call('POST', 'mark_all_as_read');
  const a = await newChannel(iago, 'Keys A', ['iago@example.com', 'cordelia@example.com']);
  const b = await newChannel(iago, 'Keys B', ['iago@example.com', 'cordelia@example.com']);
  const older = freshTopic('older');
  const newer = freshTopic('newer');
  const other = freshTopic('other');
  await iago.send(a.name, older, 'The older topic');
  await iago.send(a.name, newer, 'The newer topic');
  await iago.send(b.name, other, 'In the second channel');
  return { a, b, older, newer, other };
}

test('Shift+I opens the Inbox on its first row; j/k and the arrows walk it, ← → fold a channel, Enter opens', async ({
  browser,
}) => {
  const { a, b, older, newer } = await twoChannels();
  const page = await signIn(browser, 'cordelia', { at: '#drafts' });
  await expect(page.getByRole('main', { name: 'Drafts' })).toBeVisible();
  await page.keyboard.press('Shift+KeyI');
  await expect(page).toHaveURL(/#inbox$/);
  const header = page.getByRole('button', { name: new RegExp(`^${a.name}`) });
  await expect(header).toBeFocused();
  await expect(focused(page)).toHaveAccessibleName(`${a.name} 2 unread`);

  // Down the rows (newest topic first) and into the next channel, and back up.
  await page.keyboard.press('j');
  await expect(focused(page)).toHaveAccessibleName(`${newer}, 1 unread`);
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName(`${older}, 1 unread`);
  await page.keyboard.press('j');
  await expect(focused(page)).toHaveAccessibleName(`${b.name} 1 unread`);
  await page.keyboard.press('k');
  await expect(focused(page)).toHaveAccessibleName(`${older}, 1 unread`);
  await page.keyboard.press('ArrowUp');
  await expect(focused(page)).toHaveAccessibleName(`${newer}, 1 unread`);

  // ← on a conversation goes to its channel; ← there collapses it, → expands it.
  const inbox = page.locator('.inbox-list');
  await page.keyboard.press('ArrowLeft');
  await expect(header).toBeFocused();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(inbox.getByRole('link', { name: new RegExp(`^${newer}`) })).toHaveCount(0);
  await expect(inbox.getByRole('link', { name: new RegExp(`^${older}`) })).toHaveCount(0);
  await expect(header).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(inbox.getByRole('link', { name: new RegExp(`^${newer}`) })).toBeVisible();
  await expect(header).toBeFocused();

  // Esc leaves the focus where it is, and so does a compose box opened here and closed.
  await page.keyboard.press('j');
  await expect(focused(page)).toHaveAccessibleName(`${newer}, 1 unread`);
  await page.keyboard.press('Escape');
  await expect(focused(page)).toHaveAccessibleName(`${newer}, 1 unread`);
  await page.keyboard.press('c');
  await expect(page.getByRole('combobox', { name: 'Channel' })).toBeFocused();
  // The first Esc may close the field's suggestions; the next closes the box.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Channel' })).toBeHidden();
  await expect(focused(page)).toHaveAttribute('data-row');
  await page.keyboard.press('j');
  await page.keyboard.press('k');

  // Enter on a conversation opens it.
  await expect(focused(page)).toHaveAccessibleName(`${newer}, 1 unread`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(topicUrl(a.stream_id, newer));
  await expect(page.getByRole('log', { name: `${a.name} > ${newer}` })).toBeVisible();
});

test('the start view and the sidebar’s links open the Inbox and Recent conversations ready for keys', async ({
  browser,
}) => {
  const { a } = await twoChannels();
  // The Inbox is the demo users' start view.
  const page = await signIn(browser, 'cordelia');
  await expect(focused(page)).toHaveAccessibleName(`${a.name} 2 unread`);

  const nav = sidebar(page);
  await nav.getByRole('link', { name: /^Recent conversations/ }).click();
  await expect(page).toHaveURL(/#recent$/);
  await expect(focused(page)).toHaveAttribute('data-row');
  await expect(page.locator('.recent-list [data-row]').first()).toBeFocused();

  // By the keyboard: the link's Enter.
  await nav.getByRole('link', { name: /^Inbox/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#inbox$/);
  await expect(focused(page)).toHaveAccessibleName(`${a.name} 2 unread`);
});

test('t opens Recent conversations on its first row; j moves, Enter opens', async ({ browser }) => {
  const { a, newer, other } = await twoChannels();
  const page = await signIn(browser, 'cordelia', { at: '#drafts' });
  await expect(page.getByRole('main', { name: 'Drafts' })).toBeVisible();
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/#recent$/);
  // Newest first: B's topic, then A's newer one.
  await expect(focused(page)).toHaveAccessibleName(`${other}, 1 unread`);
  await page.keyboard.press('j');
  await expect(focused(page)).toHaveAccessibleName(`${newer}, 1 unread`);
  await page.keyboard.press('k');
  await expect(focused(page)).toHaveAccessibleName(`${other}, 1 unread`);
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName(`${newer}, 1 unread`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(topicUrl(a.stream_id, newer));
  await expect(page.getByRole('log', { name: `${a.name} > ${newer}` })).toBeVisible();
});

test('keys pressed in the Inbox never land in a compose box left open in a topic', async ({
  browser,
}) => {
  const { a, newer } = await twoChannels();
  // The compose box's code arrives only once the Inbox has the focus back, as on a slow
  // network: the box that comes then must not take the focus from the Inbox.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const page = await signIn(browser, 'cordelia', {
    at: '#inbox',
    prepare: (context) =>
      context.route(/\/assets\/ComposeBox-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      }),
  });
  await expect(focused(page)).toHaveAccessibleName(`${a.name} 2 unread`);
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: `${a.name} > ${newer}` })).toBeVisible();
  await page.keyboard.press('r');
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  await page.keyboard.type('Half a thought');

  // Back to the Inbox with the focus still in the box: the Inbox takes it, and keeps it when
  // the rest of the box arrives.
  await page.goBack();
  await expect(page).toHaveURL(/#inbox$/);
  await expect(focused(page)).toHaveAttribute('data-row');
  release();
  await expect(page.getByRole('form', { name: 'Compose message' })).toBeVisible();
  await expect(focused(page)).toHaveAttribute('data-row');
  // Keys of the Inbox, and letters that are no hotkey.
  for (const key of ['j', 'k', 'ArrowDown', 'b', 'f', 'g', 'o', 'v', 'y', 'z']) {
    await page.keyboard.press(key);
  }
  await expect(message).toHaveValue('Half a thought');

  // The same through Shift+I, from the topic with the box open but the focus in the feed.
  await page.goForward();
  await expect(page.getByRole('log', { name: `${a.name} > ${newer}` })).toBeVisible();
  await page.getByRole('article').filter({ hasText: 'The newer topic' }).focus();
  await page.keyboard.press('Shift+KeyI');
  await expect(page).toHaveURL(/#inbox$/);
  await expect(focused(page)).toHaveAttribute('data-row');
  for (const key of ['j', 'b', 'f', 'g']) await page.keyboard.press(key);
  await expect(message).toHaveValue('Half a thought');
});

test('a focused Inbox row shows its focus ring, light and dark', async ({ browser }) => {
  const { a, newer } = await twoChannels();
  const page = await signIn(browser, 'cordelia', { at: '#inbox' });
  await expect(focused(page)).toHaveAccessibleName(`${a.name} 2 unread`);
  await page.keyboard.press('j');
  await expect(focused(page)).toHaveAccessibleName(`${newer}, 1 unread`);
  await screenshot(page, { path: `${SHOTS}/inbox-focus-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('k');
  await expect(focused(page)).toHaveAccessibleName(`${a.name} 2 unread`);
  await screenshot(page, { path: `${SHOTS}/inbox-focus-dark.png` });
  await page.keyboard.press('j');
  await screenshot(page, { path: `${SHOTS}/inbox-focus-row-dark.png` });
});
