/** Accessibility of the main view: what the live region says, the focus order, dialogs. */
import type { Page } from '@playwright/test';
import { apiAs, expect, signIn, test } from './support';
import { freshTopic, open, topicHash } from './views';

test('the live region reads out new messages in the view, not the ones already there', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const topic = freshTopic('live region');
  await iago.send('Verona', topic, 'Already here before the reader came');
  const verona = await iago.streamId('Verona');
  const page = await signIn(browser, 'othello');
  await open(page, topicHash(verona, 'Verona', topic));
  await expect(page.getByText('Already here before the reader came')).toBeVisible();
  const region = page.locator('#new-messages-announcer');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toBeEmpty();

  await iago.send('Verona', topic, 'Fresh news:   the build is green again');
  await expect(region).toHaveText(`Iago, Verona > ${topic}: Fresh news: the build is green again`);
  // Elsewhere (another topic) is not this view's news.
  await iago.send('Verona', freshTopic('elsewhere'), 'Not in this view');
  await iago.send('Verona', topic, 'Second piece of news');
  await expect(region.locator('p')).toHaveCount(2);
  await expect(region).not.toContainText('Not in this view');
  await expect(region).not.toContainText('Already here');
});

/** Where the focus is, as a part of the layout. */
const focusedPart = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'page';
    const parts: [string, string][] = [
      ['.skip-link', 'skip link'],
      ['nav[aria-label="Left sidebar"]', 'left sidebar'],
      ['.topbar', 'top bar'],
      ['.main-view', 'feed'],
      ['.compose-area', 'compose'],
      ['aside[aria-label="People"]', 'right sidebar'],
    ];
    return (
      parts.find(([selector]) => el.closest(selector))?.[1] ?? `other: ${el.outerHTML.slice(0, 80)}`
    );
  });

test('Tab follows the layout, and dialogs keep and give back the focus', async ({ browser }) => {
  test.setTimeout(60_000);
  const iago = await apiAs('iago');
  const verona = await iago.streamId('Verona');
  const page = await signIn(browser, 'othello');
  await open(page, topicHash(verona, 'Verona', 'release planning'));
  await expect(page.getByRole('article').first()).toBeVisible();
  // The notifications offer is not part of the layout under test.
  const notNow = page.getByRole('button', { name: 'Not now' });
  if (await notNow.isVisible()) await notNow.click();
  // Start from the top of the document, as a page just loaded does.
  await page.evaluate(() => {
    const root = document.documentElement;
    root.tabIndex = -1;
    root.focus();
    root.removeAttribute('tabindex');
  });

  const order: string[] = [];
  for (let i = 0; i < 250 && !order.includes('right sidebar'); i++) {
    await page.keyboard.press('Tab');
    const part = await focusedPart(page);
    if (order.at(-1) !== part) order.push(part);
  }
  expect(order).toEqual([
    'skip link',
    'left sidebar',
    'top bar',
    'feed',
    'compose',
    'right sidebar',
  ]);

  // The `?` overlay keeps Tab inside and gives the focus back to the message it came from.
  const message = page.getByRole('article').last();
  await message.focus();
  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  const inside = () => help.evaluate((d) => d.contains(document.activeElement));
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await inside()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(message).toBeFocused();
});

test('the focus never falls to the page when what held it goes away', async ({ browser }) => {
  const iago = await apiAs('iago');
  const topic = freshTopic('focus kept');
  await iago.send('Verona', topic, 'Where does the focus go?');
  const page = await signIn(browser, 'iago');
  await open(page, topicHash(await iago.streamId('Verona'), 'Verona', topic));
  const message = page.getByRole('article').filter({ hasText: 'Where does the focus go?' });
  await message.focus();
  // Esc in a compose box with text: back to the message being read.
  await page.keyboard.press('r');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('Half a thought');
  await page.keyboard.press('Escape');
  await expect(message).toBeFocused();
  // Resolving from the topic menu renames the topic: its menu and bar are new, the focus is
  // not lost with them.
  const bar = page.getByRole('log').getByRole('button', { name: 'Topic actions' }).first();
  await bar.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Mark as resolved' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText(`✔ ${topic}`).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('a menu opens by Enter after another has loaded the menus', async ({ browser }) => {
  const iago = await apiAs('iago');
  const topic = freshTopic('menus by Enter');
  await iago.send('Verona', topic, 'Two menus');
  const page = await signIn(browser, 'iago');
  await open(page, topicHash(await iago.streamId('Verona'), 'Verona', topic));
  // The first menu used loads the menus' code; the next replaces its plain button at once.
  for (const button of [
    page.getByRole('log').getByRole('button', { name: `Topic actions for ${topic}` }),
    page
      .getByRole('navigation', { name: 'Left sidebar' })
      .getByRole('button', { name: 'Channel actions for Verona' }),
  ]) {
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  }
});
