/** The page's hotkeys: the selected-message cursor, `n`, the `?` list, turning them off. */
import type { Page } from '@playwright/test';
import { apiAs, expect, seriousViolations, signIn, test } from './support';
import { freshTopic, messageById, open, screenshot, sidebar, topicHash } from './views';

const SHOTS = 'test-results/screens';

/** The selected message's ID (the hotkeys' cursor), as the feed shows it. */
const selectedId = (page: Page) =>
  page.locator('article.message-selected').getAttribute('data-message-id').then(Number);

test('n and p walk the unread conversations in the sidebar’s order', async ({ browser }) => {
  const prospero = await apiAs('prospero');
  const iago = await apiAs('iago');
  const othello = await apiAs('othello');
  await prospero.call('POST', 'mark_all_as_read');
  // Prospero's channels in the sidebar: announce, general, Rome, Verona (none pinned).
  const older = freshTopic('n older');
  const newer = freshTopic('n newer');
  const rome = freshTopic('n rome');
  await iago.send('general', older, 'An older topic');
  await iago.send('Rome', rome, 'Later in the sidebar, though newer');
  await iago.send('general', newer, 'The newest topic of general');
  const { id: dm } = (await othello.call('POST', 'messages', {
    type: 'direct',
    to: JSON.stringify(['prospero@example.com']),
    content: 'A direct message',
  })) as { id: number };
  expect(dm).toBeGreaterThan(0);
  const general = await iago.streamId('general');
  const romeId = await iago.streamId('Rome');
  const othelloId = ((await othello.call('GET', 'users/me')) as { user_id: number }).user_id;

  const page = await signIn(browser, 'prospero');

  const at = async (hash: string) => {
    await expect.poll(() => page.evaluate(() => decodeURI(location.hash))).toBe(decodeURI(hash));
  };
  // From a view, n opens the first: general's topics newest first, then Rome, then the DM.
  const steps = [
    topicHash(general, 'general', newer),
    topicHash(general, 'general', older),
    topicHash(romeId, 'Rome', rome),
  ];
  for (const hash of steps) {
    await page.keyboard.press('n');
    await at(hash);
    await expect(page.getByRole('log')).toBeVisible();
  }
  await page.keyboard.press('n');
  await expect(page).toHaveURL(new RegExp(`#narrow/dm/${othelloId}-`));
  await expect(page.getByRole('article').filter({ hasText: 'A direct message' })).toBeVisible();
  // p goes back the same way, to the unread conversation before. Rome was read on sight, and
  // how soon is not this test's business: a new message there makes it unread again.
  await iago.send('Rome', rome, 'One more for Rome');
  await expect(sidebar(page).getByRole('link', { name: /^Rome, .*unread/ })).toBeVisible();
  await page.keyboard.press('p');
  await at(steps[2]!);
});

test('j and k move a visible cursor that the message keys act on; ? lists them all', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const iago = await apiAs('iago');
  const topic = freshTopic('cursor');
  const ids: number[] = [];
  for (const text of ['First of three', 'Second of three', 'Third of three']) {
    ids.push(await iago.send('Verona', topic, text));
  }
  const verona = await iago.streamId('Verona');
  const page = await signIn(browser, 'othello');
  await open(page, topicHash(verona, 'Verona', topic));
  await expect(messageById(page, ids[2]!)).toBeVisible();
  // The cursor starts on the first unread message.
  expect(await selectedId(page)).toBe(ids[0]);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  expect(await selectedId(page)).toBe(ids[2]);
  await page.keyboard.press('k');
  await expect(messageById(page, ids[1]!)).toHaveClass(/message-selected/);
  await expect(messageById(page, ids[1]!)).toBeFocused();
  await screenshot(page, { path: `${SHOTS}/cursor-light.png` });

  // * stars the selected message (and only it).
  await page.keyboard.press('*');
  await expect(
    messageById(page, ids[1]!).getByRole('button', { name: 'Unstar message' }),
  ).toBeVisible();
  const othello = await apiAs('othello');
  const starred = async () =>
    (
      (await othello.call('GET', 'messages', {
        anchor: 'newest',
        num_before: 10,
        num_after: 0,
        narrow: [{ operator: 'is', operand: 'starred' }],
      })) as { messages: { id: number }[] }
    ).messages.map((m) => m.id);
  await expect.poll(starred).toContain(ids[1]);
  expect(await starred()).not.toContain(ids[0]);
  await othello.call('POST', 'messages/flags', {
    messages: [ids[1]],
    op: 'remove',
    flag: 'starred',
  });

  // ? opens the list; Esc closes it and the focus comes back to the message.
  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('heading', { name: 'The selected message' })).toBeVisible();
  await expect(help.getByRole('row', { name: /Next unread conversation/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: `${SHOTS}/shortcuts-light.png` });
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(messageById(page, ids[1]!)).toBeFocused();

  // Shift+S: its channel, at that message; s: back to its topic; Enter replies to it.
  await page.keyboard.press('Shift+S');
  await expect(page.getByRole('log', { name: 'Verona', exact: true })).toBeVisible();
  await expect(messageById(page, ids[1]!)).toHaveClass(/message-selected/);
  await page.keyboard.press('s');
  await expect(page.getByRole('log', { name: `Verona > ${topic}` })).toBeVisible();
  await expect(messageById(page, ids[1]!)).toHaveClass(/message-selected/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(page.getByRole('button', { name: `Message #Verona > ${topic}` })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Dark (the user follows the system), and a phone.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await screenshot(page, { path: `${SHOTS}/cursor-dark.png` });
  await page.keyboard.press('Shift+Slash');
  await expect(help).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: `${SHOTS}/shortcuts-dark.png` });
  await page.keyboard.press('Escape');
  // A phone, with reduced motion: the drawers slide no more (their rule outweighs a plain `*`).
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 760 });
  expect(
    await page.locator('.left-sidebar').evaluate((el) => getComputedStyle(el).transitionDuration),
  ).toMatch(/^0s(, 0s)*$/);
  await page.keyboard.press('j');
  await expect(messageById(page, ids[2]!)).toHaveClass(/message-selected/);
  await screenshot(page, { path: `${SHOTS}/cursor-390.png` });
  await page.keyboard.press('Shift+Slash');
  await expect(help).toBeVisible();
  await screenshot(page, { path: `${SHOTS}/shortcuts-390.png` });
});

test('turned off in personal settings, the hotkeys do nothing', async ({ browser }) => {
  const iago = await apiAs('iago');
  const topic = freshTopic('hotkeys off');
  const first = await iago.send('Verona', topic, 'One');
  await iago.send('Verona', topic, 'Two');
  const page = await signIn(browser, 'othello');
  await open(page, '#settings/preferences');
  const box = page.getByRole('checkbox', { name: 'Enable keyboard shortcuts' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await open(page, topicHash(await iago.streamId('Verona'), 'Verona', topic));
  await expect(messageById(page, first)).toHaveClass(/message-selected/);
  await page.locator('body').focus();
  await page.keyboard.press('j');
  await page.keyboard.press('Shift+Slash');
  await page.keyboard.press('Shift+KeyI');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  await expect(messageById(page, first)).toHaveClass(/message-selected/);
  expect(page.url()).toContain('/topic/');
});
