import type { Page } from '@playwright/test';
import { apiAs, expect, seriousViolations, signIn, test } from './support';
import { freshTopic, open, screenshot, topicHash } from './views';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const box = (page: Page) => palette(page).getByRole('combobox');

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
}

/** Types a query and checks which option is active (aria-activedescendant) before choosing it. */
async function choose(page: Page, query: string, name: RegExp) {
  await openPalette(page);
  await box(page).fill(query);
  const active = await box(page).getAttribute('aria-activedescendant');
  await expect(palette(page).locator(`[id="${active}"]`)).toHaveAccessibleName(name);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
}

test('Ctrl+K: jump to #Denmark, mute the topic, switch theme, Esc gives the focus back; axe', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const othello = await apiAs('othello');
  const iago = await apiAs('iago');
  const topic = freshTopic('palette');
  await othello.send('Verona', topic, 'Shall we try the palette?');
  const verona = await othello.streamId('Verona');
  const page = await signIn(browser, 'iago');
  const context = page.context();
  try {
    await open(page, topicHash(verona, 'Verona', topic));
    const sidebarTopic = page
      .getByRole('navigation', { name: 'Left sidebar' })
      .getByRole('link', { name: new RegExp(`^${topic}`) });
    await expect(sidebarTopic).toBeVisible();

    // Opens inside a text field (a modified key); Esc closes it and the focus goes back there.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.focus();
    await openPalette(page);
    // With no query: the recent conversations (this topic among them) and the actions.
    await expect(palette(page).getByRole('group', { name: 'Recent conversations' })).toBeVisible();
    await expect(palette(page).getByRole('option', { name: /^Mute this topic/ })).toBeVisible();
    expect(await seriousViolations(page), 'light').toEqual([]);
    await screenshot(page, { path: test.info().outputPath('palette-light.png') });
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(search).toBeFocused();
    // Plain K typed in a field is just a letter.
    await page.keyboard.press('k');
    await expect(search).toHaveValue('k');
    await expect(palette(page)).toHaveCount(0);
    await search.fill('');

    // An action on the topic in view: the sidebar shows it muted.
    await choose(page, 'mute this', /^Mute this topic/);
    await expect(sidebarTopic).toHaveAccessibleName(new RegExp(`^${topic}, muted`));

    // "den" ranks the channel first; Enter opens it.
    await choose(page, 'den', /^Denmark, Channel/);
    await expect(page).toHaveURL(/#narrow\/channel\/\d+-Denmark$/);
    await expect(page.getByRole('main')).toHaveAttribute('aria-label', 'Denmark');
    await expect(page.getByRole('main')).toBeFocused();

    // The theme action, then the palette in the dark.
    await choose(page, 'dark theme', /^Switch to dark theme/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await openPalette(page);
    await box(page).fill('ver');
    await expect(palette(page).getByRole('option').first()).toHaveAccessibleName(/^Verona/);
    expect(await seriousViolations(page), 'dark').toEqual([]);
    await screenshot(page, { path: test.info().outputPath('palette-dark.png') });

    // At 390 px it fits the screen, and the mouse works too.
    await page.setViewportSize({ width: 390, height: 844 });
    const frame = await palette(page).boundingBox();
    expect(frame!.x).toBeGreaterThanOrEqual(0);
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(390);
    await screenshot(page, { path: test.info().outputPath('palette-390.png') });
    await palette(page)
      .getByRole('option', { name: /^Verona, Channel/ })
      .click();
    await expect(page).toHaveURL(/#narrow\/channel\/\d+-Verona$/);
  } finally {
    await iago.call('PATCH', 'settings', { color_scheme: 1 });
    await iago.call('POST', 'user_topics', { stream_id: verona, topic, visibility_policy: 0 });
    await context.close();
  }
});
