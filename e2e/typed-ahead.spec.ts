/**
 * Keys typed while an on-demand part's code is still on its way (the palette, search, the emoji
 * picker, the move dialog, the `?` list) go to that part once it is there, never to the hotkeys.
 * Each test holds the part's chunk back with a route, types, then lets the chunk come.
 */
import type { Page } from '@playwright/test';
import { apiAs, expect, signIn, test } from './support';
import { freshTopic, holdChunk, messageById, open, topicHash } from './views';

/** Every hash the page goes to from now on (pushState is reported by the app's popstate). */
async function watchHashes(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { seenHashes: string[] };
    w.seenHashes = [];
    const note = () => {
      if (w.seenHashes.at(-1) !== location.hash) w.seenHashes.push(location.hash);
    };
    window.addEventListener('popstate', note);
    window.addEventListener('hashchange', note);
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { seenHashes: string[] }).seenHashes.map((h) => decodeURI(h)),
    );
}

/**
 * Iago reading a fresh topic of Verona, its first message selected, with an unread topic
 * elsewhere: `n`, Shift+D, `e`, `m`, `r`, `t`… would all visibly do something here.
 */
async function readingTopic(page: Page) {
  const othello = await apiAs('othello');
  const topic = freshTopic('typed ahead');
  const first = await othello.send('Verona', topic, 'A first message to act on');
  await othello.send('Verona', topic, 'And a second one');
  await othello.send('Verona', freshTopic('elsewhere'), 'An unread message elsewhere');
  const verona = await othello.streamId('Verona');
  const hash = topicHash(verona, 'Verona', topic);
  await open(page, hash);
  await expect(messageById(page, first)).toHaveClass(/message-selected/);
  await messageById(page, first).focus();
  return { hash, first };
}

const noLayersOpen = async (page: Page) => {
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Edit message', exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

test('Ctrl+K, “Denm”, Enter before the palette’s code arrives: #Denmark, and no hotkey ran', async ({
  browser,
}) => {
  const chunk = holdChunk('CommandPalette');
  const page = await signIn(browser, 'iago', { prepare: chunk.prepare });
  const { hash } = await readingTopic(page);
  const hashes = await watchHashes(page);

  // Esc while it loads: nothing opens, and the keys are the page's again.
  await page.keyboard.press('Control+k');
  await chunk.requested;
  await page.keyboard.type('Ver');
  await page.keyboard.press('Escape');
  await expect(page.locator('article.message-selected')).toBeFocused();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('Denm');
  await page.keyboard.press('Enter');
  await noLayersOpen(page);
  expect(decodeURI(await page.evaluate(() => location.hash))).toBe(decodeURI(hash));
  chunk.release();
  await expect(page).toHaveURL(/#narrow\/channel\/\d+-Denmark$/);
  await expect(page.getByRole('main')).toHaveAttribute('aria-label', 'Denmark');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
  // The only place it went: the Esc'd opening never showed, no letter was a hotkey.
  expect(await hashes()).toEqual([expect.stringMatching(/#narrow\/channel\/\d+-Denmark$/)]);
});

test('/ and words typed before the search language arrives: Enter searches for them', async ({
  browser,
}) => {
  const chunk = holdChunk('search-query');
  const page = await signIn(browser, 'iago', { prepare: chunk.prepare, at: '#feed' });
  await expect(page.getByRole('log', { name: 'Combined feed' })).toBeVisible();
  const hashes = await watchHashes(page);
  await page.locator('body').press('/');
  await page.keyboard.type('lunch harbour');
  await page.keyboard.press('Enter');
  await chunk.requested;
  expect(await page.evaluate(() => location.hash)).toBe('#feed');
  chunk.release();
  await expect(page).toHaveURL(/#narrow\/search\/lunch.20harbour$/);
  await expect(page.getByRole('log', { name: 'Search results' })).toBeVisible();
  expect(await hashes()).toEqual(['#narrow/search/lunch.20harbour']);
});

test(': and a filter typed before the emoji picker’s code arrives: the filter is the picker’s', async ({
  browser,
}) => {
  const chunk = holdChunk('EmojiPicker');
  const page = await signIn(browser, 'iago', { prepare: chunk.prepare });
  const { hash, first } = await readingTopic(page);
  const hashes = await watchHashes(page);
  await page.keyboard.press(':');
  await chunk.requested;
  // h, e (edit), a, r (reply), t (Recent conversations).
  await page.keyboard.type('heart');
  await noLayersOpen(page);
  chunk.release();
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  const search = picker.getByRole('searchbox', { name: 'Search emoji' });
  await expect(search).toHaveValue('heart');
  await expect(search).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(messageById(page, first).getByRole('button', { name: /^heart, 1/ })).toBeVisible();
  expect(decodeURI(await page.evaluate(() => location.hash))).toBe(decodeURI(hash));
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveCount(0);
  // The picker's own Back entry came and went; the view never changed.
  expect((await hashes()).filter((h) => h !== decodeURI(hash))).toEqual([]);
});

test('m and a topic typed before the move dialog’s code arrives: the typing is the new topic', async ({
  browser,
}) => {
  const chunk = holdChunk('MoveDialog');
  const page = await signIn(browser, 'iago', { prepare: chunk.prepare });
  const { hash } = await readingTopic(page);
  const hashes = await watchHashes(page);
  await page.keyboard.press('m');
  await chunk.requested;
  await page.keyboard.type('renamed');
  await noLayersOpen(page);
  chunk.release();
  const dialog = page.getByRole('dialog', { name: 'Move messages' });
  await expect(dialog.getByRole('textbox', { name: 'Topic' })).toHaveValue('renamed');
  await expect(dialog.getByRole('textbox', { name: 'Topic' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await hashes()).filter((h) => h !== decodeURI(hash))).toEqual([]);
});

test('? while its list loads: typed keys are not hotkeys, and Esc cancels the opening', async ({
  browser,
}) => {
  const chunk = holdChunk('ShortcutsOverlay');
  const page = await signIn(browser, 'iago', { prepare: chunk.prepare });
  const { hash } = await readingTopic(page);
  const hashes = await watchHashes(page);

  // Esc before it is there: back to the topic, and the list never shows.
  await page.keyboard.press('Shift+Slash');
  await chunk.requested;
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#narrow\/channel\//);
  expect(decodeURI(await page.evaluate(() => location.hash))).toBe(decodeURI(hash));

  // Keys typed while it loads do nothing; it opens when its code comes.
  await page.keyboard.press('Shift+Slash');
  await page.keyboard.type('ntD');
  await expect(page).toHaveURL(/#keyboard-shortcuts$/);
  chunk.release();
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('heading', { name: 'The selected message' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  expect(decodeURI(await page.evaluate(() => location.hash))).toBe(decodeURI(hash));
  expect(await hashes()).toEqual([
    '#keyboard-shortcuts',
    decodeURI(hash),
    '#keyboard-shortcuts',
    decodeURI(hash),
  ]);
});
