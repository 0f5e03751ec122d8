/** A 390 px phone used by touch (issue 24, section 3): taps, long presses, what stays readable. */
import type { Browser, Locator, Page } from '@playwright/test';
import { apiAs, expect, seriousViolationsInBothThemes, signIn, test } from './support';
import { freshTopic, longPress, messageById, open, screenshot, topicHash } from './views';

// A busy machine: signing in and opening views may take seconds each.
test.describe.configure({ timeout: 180_000 });

async function phone(browser: Browser, who: string, colorScheme: 'light' | 'dark' = 'light') {
  const page = await signIn(browser, who, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    colorScheme,
  });
  return { context: page.context(), page };
}

/** Whether the element shows all of its text (nothing cut off by an ellipsis or its box). */
const readable = (target: Locator) =>
  target.evaluate(
    (el) => el.scrollWidth <= el.clientWidth + 1 && getComputedStyle(el).visibility !== 'hidden',
  );

const toolbars = (page: Page) =>
  page.getByRole('log').getByRole('button', { name: 'Message actions' });

test('by touch: a tap replies, a long press opens the actions, no toolbar is left behind', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const topic = freshTopic('by touch');
  const first = await iago.send('Verona', topic, 'Tap me to reply.');
  const second = await iago.send('Verona', topic, 'Press me for longer.');
  const { page } = await phone(browser, 'othello');
  await open(page, topicHash(await iago.streamId('Verona'), 'Verona', topic));
  await messageById(page, first).getByText('Tap me to reply.').tap();
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue(topic);
  // A phone's placeholder does not speak of a Ctrl key.
  await expect(box).not.toHaveAttribute('placeholder', /Ctrl/);
  await expect(toolbars(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  await longPress(page, messageById(page, second).getByText('Press me for longer.'));
  await expect(page.getByRole('menuitem', { name: 'Copy link to message' })).toBeVisible();
  // The long press did not reply.
  await expect(box).toBeHidden();
  await expect(toolbars(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(toolbars(page)).toHaveCount(0);

  // Tapping one message, then another: never a toolbar left over either.
  await messageById(page, first).getByText('Tap me to reply.').tap();
  await page.keyboard.press('Escape');
  await messageById(page, second).getByText('Press me for longer.').tap();
  await expect(toolbars(page)).toHaveCount(0);
});

test('at 390 px the topic, the search pill and the markers stay readable', async ({ browser }) => {
  const iago = await apiAs('iago');
  const topic = freshTopic('plans for the weekend');
  const id = await iago.send('Verona', topic, 'Soon edited.');
  await iago.call('PATCH', `messages/${id}`, { content: 'Edited on the phone.' });
  const verona = await iago.streamId('Verona');
  const { page } = await phone(browser, 'othello');
  await open(page, topicHash(verona, 'Verona', topic));
  const message = messageById(page, id);
  await expect(message.getByText('Edited on the phone.')).toBeVisible();
  const bar = page.getByRole('log').getByRole('heading').filter({ hasText: topic });
  const topicLink = bar.getByRole('link', { name: topic });
  expect(await readable(topicLink)).toBe(true);
  await expect(topicLink).toBeInViewport({ ratio: 1 });
  // Its tools are in its menu.
  await page
    .getByRole('log')
    .getByRole('button', { name: `Topic actions for ${topic}` })
    .tap();
  await expect(page.getByRole('menuitem', { name: 'Move topic' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Mark as resolved' })).toBeVisible();
  await page.keyboard.press('Escape');
  // EDITED beside the time, not on a line of its own.
  const marker = (await message.getByRole('button', { name: /^EDITED/ }).boundingBox())!;
  const text = (await message.getByText('Edited on the phone.').boundingBox())!;
  expect(marker.y).toBeLessThan(text.y + text.height);

  await page.getByRole('searchbox', { name: 'Search' }).tap();
  const labels = page
    .getByRole('list', { name: 'Search terms' })
    .getByRole('listitem')
    .locator('.search-pill-label');
  await expect(labels).toHaveText(['channel: Verona', `topic: ${topic}`]);
  for (const label of await labels.all()) {
    expect(await readable(label)).toBe(true);
    await expect(label).toBeInViewport({ ratio: 1 });
  }
});

test('the main views at 390 px: screenshots in both themes, and axe finds nothing serious', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const topic = freshTopic('phone');
  const id = await iago.send('Verona', topic, '@**Othello** a look at the **phone**?');
  await iago.call('PATCH', `messages/${id}`, {
    topic: `${topic} moved`,
    propagate_mode: 'change_one',
  });
  const verona = await iago.streamId('Verona');
  const { page } = await phone(browser, 'othello');
  const views: [string, string][] = [
    ['inbox', '#inbox'],
    ['recent', '#recent'],
    ['feed', '#feed'],
    ['topic', topicHash(verona, 'Verona', `${topic} moved`)],
    ['starred', '#narrow/is/starred'],
  ];
  const shot = (name: string) =>
    screenshot(page, { path: test.info().outputPath(`phone-${name}.png`), animations: 'disabled' });
  for (const [name, hash] of views) {
    await open(page, hash);
    await shot(`light-${name}`);
    expect(await seriousViolationsInBothThemes(page), name).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shot('dark-starred');
  await page.getByRole('searchbox', { name: 'Search' }).tap();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await shot('dark-search');
});
