import type { Page } from '@playwright/test';
import {
  apiAs,
  expect,
  seriousViolations,
  seriousViolationsInBothThemes,
  signIn,
  test,
} from './support';
import { freshTopic, open, screenshot, topicHash } from './views';

const html = (page: Page) => page.locator('html');

test('dark theme from the personal menu persists across a reload and reaches another tab', async ({
  browser,
}) => {
  const shiva = await apiAs('shiva');
  await shiva.call('PATCH', 'settings', { color_scheme: 3 });
  const page = await signIn(browser, 'shiva');
  const context = page.context();
  try {
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await expect(html(other)).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Personal menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    // The other tab hears of it through the user_settings event.
    await expect(html(other)).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    // The menu's one theme control shows the theme in use.
    await page.getByRole('button', { name: 'Personal menu' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'Automatic' }).click();
    await expect(html(other)).toHaveAttribute('data-theme', 'light');
  } finally {
    await shiva.call('PATCH', 'settings', { color_scheme: 1 });
    await context.close();
  }
});

test('"follow the system" follows prefers-color-scheme live', async ({ browser }) => {
  const page = await signIn(browser, 'shiva', { colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
});

// Light (with the dark theme's colours checked on the same screens) and compact.
for (const mode of ['light', 'compact'] as const) {
  test(`every main view passes axe (${mode === 'light' ? 'light and dark' : mode})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const othello = await apiAs('othello');
    const shiva = await apiAs('shiva');
    await shiva.call('POST', 'users/me/subscriptions', { subscriptions: [{ name: 'Verona' }] });
    const topic = freshTopic(`looks ${mode}`);
    const id = await othello.send('Verona', topic, '@**Shiva** how does this **look**? `code`');
    await shiva.call('POST', 'messages/flags', { messages: [id], op: 'add', flag: 'starred' });
    const verona = await othello.streamId('Verona');
    // A muted topic beside it: the sidebar shows it quieter, still readable.
    const quiet = freshTopic(`quiet ${mode}`);
    await othello.send('Verona', quiet, 'Shh');
    await shiva.call('POST', 'user_topics', {
      stream_id: verona,
      topic: quiet,
      visibility_policy: 1,
    });

    const page = await signIn(browser, 'shiva', { colorScheme: 'light' });

    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    if (mode === 'compact') {
      await page.evaluate(() => localStorage.setItem('parley.density', 'compact'));
      await page.reload();
      await expect(html(page)).toHaveAttribute('data-density', 'compact');
    }
    const views = [
      ['Inbox', '#inbox'],
      ['Recent conversations', '#recent'],
      ['Combined feed', '#feed'],
      [topic, topicHash(verona, 'Verona', topic)],
      ['Drafts', '#drafts'],
      ['Starred messages', '#narrow/is/starred'],
    ] as const;
    for (const [name, hash] of views) {
      await open(page, hash);
      const main = page.getByRole('main');
      await expect(main).toHaveAttribute('aria-label', new RegExp(name.split(' ')[0]!));
      // A topic shows its message; the other feeds open where they open (first unread).
      if (name === topic)
        await expect(main.locator(`article[data-message-id="${id}"]`)).toBeVisible();
      else if (hash.startsWith('#narrow') || hash === '#feed') {
        await expect(main.getByRole('article').first()).toBeVisible();
      }
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      const found =
        mode === 'light'
          ? await seriousViolationsInBothThemes(page)
          : await seriousViolations(page);
      expect(found, `${name} (${mode})`).toEqual([]);
      if (name === 'Inbox' || name === topic) {
        await screenshot(page, {
          path: test.info().outputPath(`${mode}-${name === topic ? 'topic' : 'inbox'}.png`),
        });
      }
    }
    // The phone-sized layout, for a look.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Open left sidebar' })).toBeVisible();
    await open(page, '#inbox');
    await expect(page.getByRole('main')).toHaveAttribute('aria-label', 'Inbox');
    await screenshot(page, {
      path: test.info().outputPath(`${mode}-390.png`),
      animations: 'disabled',
    });
    expect(await seriousViolations(page), `390 px (${mode})`).toEqual([]);
  });
}
