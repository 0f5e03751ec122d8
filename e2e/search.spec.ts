import type { Page } from '@playwright/test';
import { apiAs, expect, seriousViolationsInBothThemes, signIn, test } from './support';
import { freshTopic, messageById } from './views';

const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const results = (page: Page) => page.getByRole('log', { name: 'Search results' });

test('sender:Othello lunch through the typeahead: his matching messages, highlighted, live', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const othello = await apiAs('othello');
  const cordelia = await apiAs('cordelia');
  const iago = await apiAs('iago');
  const page = await signIn(browser, 'iago');

  await searchbox(page).click();
  // Empty, the box offers the operators.
  await expect(suggestions(page).getByRole('option', { name: /^sender:/ })).toBeVisible();
  await searchbox(page).pressSequentially('sender:Oth');
  const othelloOption = suggestions(page).getByRole('option', { name: /^sender: Othello/ });
  await expect(othelloOption).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#narrow\/sender\/\d+-Othello$/);
  const pills = page.getByRole('list', { name: 'Search terms' });
  await expect(pills.getByRole('listitem')).toHaveText(['sender: Othello×']);
  await expect(searchbox(page)).toBeFocused();

  await searchbox(page).pressSequentially('lunch');
  await expect(suggestions(page).getByRole('option').first()).toHaveText(/^lunch/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#narrow\/sender\/\d+-Othello\/search\/lunch$/);
  await expect(pills.getByRole('listitem')).toHaveText(['sender: Othello×', 'lunch×']);

  const feed = results(page);
  const articles = feed.getByRole('article');
  await expect(articles.first()).toBeVisible();
  // Only his messages, with the word highlighted where the server found it: in the content, or
  // in the topic ("Soup it is." matches by its topic, "lunch plans").
  for (const article of await articles.all()) {
    await expect(article).toHaveAccessibleName(/^Othello,/);
  }
  const harbour = articles.filter({ hasText: 'Anyone up for lunch at the harbour today?' });
  await expect(harbour.locator('.message-content .highlight')).toHaveText('lunch');
  await expect(articles.filter({ hasText: 'Soup it is.' })).toBeVisible();
  await expect(
    feed
      .getByRole('heading')
      .getByRole('link', { name: 'lunch plans' })
      .locator('.highlight')
      .first(),
  ).toHaveText('lunch');

  // New messages: his matching one appears (the server decides the match), the others do not.
  const topic = freshTopic('search live');
  const notHis = await cordelia.send('general', topic, 'lunch for everyone?');
  const notLunch = await othello.send('general', topic, 'dinner, rather');
  const hit = await othello.send('general', topic, 'Then lunch it is, at noon.');
  const live = messageById(page, hit);
  await expect(live).toBeVisible();
  // The results open at the newest, where a new one arrives.
  await expect(live).toBeInViewport();
  await expect(live.locator('.highlight')).toHaveText('lunch');
  await expect(messageById(page, notHis)).toHaveCount(0);
  await expect(messageById(page, notLunch)).toHaveCount(0);
  // Shown in the results only, it is still unread.
  const { messages } = (await iago.call('GET', 'messages', {
    anchor: hit,
    num_before: 0,
    num_after: 0,
  })) as { messages: { flags: string[] }[] };
  expect(messages[0]!.flags).not.toContain('read');

  // "Go to conversation" opens the topic at the message.
  await live.hover();
  await live.getByRole('link', { name: 'Go to conversation' }).click();
  const general = await iago.streamId('general');
  await expect(page).toHaveURL(
    new RegExp(`#narrow/channel/${general}-general/topic/search.20live.20\\w+/near/${hit}$`),
  );
  await expect(page.getByRole('log', { name: `general > ${topic}` })).toBeVisible();
  await expect(messageById(page, hit)).toBeVisible();
  await expect(pills).toBeHidden();

  // Back to the results; pills come off one at a time.
  await page.goBack();
  await expect(results(page)).toBeVisible();
  // One click, with the box not focused (it widens when it takes the focus).
  await expect(searchbox(page)).not.toBeFocused();
  await pills.getByRole('button', { name: 'Remove lunch' }).click();
  await expect(page).toHaveURL(/#narrow\/sender\/\d+-Othello$/);
  await expect(pills.getByRole('listitem')).toHaveText(['sender: Othello×']);
  await searchbox(page).press('Backspace');
  await expect(pills).toBeHidden();
});

test('the typeahead completes operators and operands by keyboard', async ({ browser }) => {
  const page = await signIn(browser, 'iago');
  await searchbox(page).click();
  await searchbox(page).pressSequentially('is');
  await expect(suggestions(page).getByRole('option', { name: /^is:/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(suggestions(page).getByRole('option', { name: /^is:/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(searchbox(page)).toHaveValue('is:');
  await searchbox(page).pressSequentially('star');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#narrow\/is\/starred$/);
  await searchbox(page).pressSequentially('has:li');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#narrow\/is\/starred\/has\/link$/);
  await expect(page.getByRole('list', { name: 'Search terms' }).getByRole('listitem')).toHaveText([
    'is: starred×',
    'has: link×',
  ]);
  // Only operators, then a space: Enter runs the search as typed, not the first operator.
  await searchbox(page).pressSequentially('has:reaction ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#narrow\/is\/starred\/has\/link\/has\/reaction$/);
  await page.keyboard.press('Escape');
  await expect(suggestions(page)).toBeHidden();

  // A full name typed straight through, no quotes: the person, then the words.
  await page.evaluate(() => {
    window.location.hash = '#inbox';
  });
  await searchbox(page).click();
  await searchbox(page).pressSequentially('sender:King Hamlet xyzzyplugh');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#narrow\/sender\/\d+-King-Hamlet\/search\/xyzzyplugh$/);
  await expect(page.getByText('No search results.')).toBeVisible();
  // A search the server refuses says so, with no Retry that cannot help.
  await page.evaluate(() => {
    window.location.hash = '#narrow/sender/ghost.40example.com';
  });
  await expect(page.getByRole('alert').filter({ hasText: 'does not exist' })).toHaveText(
    'This search names a channel or person that does not exist, or that you cannot see.',
  );
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('opened in a conversation, a search starts within it; its pills can go first', async ({
  browser,
}) => {
  const general = await (await apiAs('iago')).streamId('general');
  const page = await signIn(browser, 'iago');
  await page.evaluate((id) => {
    window.location.hash = `#narrow/channel/${id}-general/topic/lunch.20plans`;
  }, general);
  await expect(page.getByRole('log', { name: 'general > lunch plans' })).toBeVisible();
  const pills = page.getByRole('list', { name: 'Search terms' });
  await expect(pills).toBeHidden();
  await searchbox(page).click();
  await expect(pills.getByRole('listitem')).toHaveText([
    'channel: general×',
    'topic: lunch plans×',
  ]);
  await searchbox(page).press('Backspace');
  await expect(pills.getByRole('listitem')).toHaveText(['channel: general×']);
  await expect(page).toHaveURL(/topic\/lunch.20plans$/);
  await searchbox(page).pressSequentially('soup');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#narrow/channel/${general}-general/search/soup$`));
  const found = results(page).getByRole('article');
  await expect(found.filter({ hasText: 'excellent soup' })).toBeVisible();
  await expect(found.filter({ hasText: 'excellent soup' }).locator('.highlight')).toHaveText(
    'soup',
  );
  // Leaving the box without searching puts the conversation's title back, pills gone.
  await page.evaluate((id) => {
    window.location.hash = `#narrow/channel/${id}-general/topic/lunch.20plans`;
  }, general);
  await searchbox(page).click();
  await expect(pills.getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(pills).toBeHidden();
});

test('at 390 px the box opens over the top bar, and the search reads as one line when folded', async ({
  browser,
}) => {
  const page = await signIn(browser, 'iago');
  await page.setViewportSize({ width: 390, height: 844 });
  const box = searchbox(page);
  await box.click();
  const form = page.getByRole('search');
  // Open, it takes the top bar's width.
  await expect.poll(async () => (await form.boundingBox())!.width).toBeGreaterThan(350);
  await box.pressSequentially('sender:Oth');
  const option = suggestions(page).getByRole('option', { name: /^sender: Othello/ });
  await expect(option).toBeInViewport({ ratio: 1 });
  await option.click();
  await box.pressSequentially('lunch');
  await page.keyboard.press('Enter');
  await expect(results(page).locator('.highlight').first()).toBeVisible();
  await results(page).focus();
  await expect(form.locator('.search-summary')).toBeVisible();
  await expect(form.locator('.search-summary')).toHaveText('sender: Othello lunch');
  await expect(page.getByRole('list', { name: 'Search terms' })).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('search typeahead and results pass axe, in both themes', async ({ browser }) => {
  const othello = await apiAs('othello');
  await othello.send('general', freshTopic('axe search'), 'A **lunch** to remember');
  const page = await signIn(browser, 'iago', { colorScheme: 'light' });
  await searchbox(page).click();
  await searchbox(page).pressSequentially('sender:Oth');
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await searchbox(page).pressSequentially('lunch');
  await page.keyboard.press('Enter');
  await expect(results(page).locator('.highlight').first()).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
});
