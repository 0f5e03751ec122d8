import type { Page } from '@playwright/test';
import { type Api, apiAs, expect, seriousViolationsInBothThemes, signIn, test } from './support';
import { freshTopic, open, topicHash } from './views';

const people = (page: Page) => page.getByRole('complementary', { name: 'People' });
const card = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Othello fills in some of the organization's profile fields. */
async function fillProfile(othello: Api) {
  const { custom_fields } = (await othello.call('GET', 'realm/profile_fields')) as {
    custom_fields: { id: number; name: string }[];
  };
  const id = (name: string) => custom_fields.find((f) => f.name === name)!.id;
  await othello.call('PATCH', 'users/me/profile_data', {
    data: [
      { id: id('Phone number'), value: '+39 555 0142' },
      { id: id('Biography'), value: 'General of **Venice**.' },
      { id: id('Pronouns'), value: 'he/him' },
      { id: id('Favorite editor'), value: 'vim' },
    ],
  });
}

test('the user card of Othello shows his profile fields and opens a DM with him', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const othello = await apiAs('othello');
  await fillProfile(othello);
  const page = await signIn(browser, 'iago');

  // From the people list, filtered.
  await people(page).getByRole('searchbox', { name: 'Filter people' }).fill('oth');
  await expect(people(page).getByRole('button')).toHaveText(['Othello']);
  const row = people(page).getByRole('button', { name: 'Othello' });
  await row.click();
  const dialog = card(page, 'Othello');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Member');
  await expect(dialog).toContainText('othello@example.com');
  await expect(dialog).toContainText(/\d{1,2}:\d\d [AP]M local time/);
  const field = (name: string) =>
    dialog.locator('.user-card-field').filter({ has: page.getByText(name, { exact: true }) });
  await expect(field('Phone number').locator('dd')).toHaveText('+39 555 0142');
  await expect(field('Pronouns').locator('dd')).toHaveText('he/him');
  await expect(field('Favorite editor').locator('dd')).toHaveText('Vim');
  await expect(field('Biography').locator('dd strong')).toHaveText('Venice');
  // Esc closes it, and the focus goes back to where it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();

  // From his name and picture in the feed, and from an @-mention.
  const topic = freshTopic('cards');
  const cordelia = await apiAs('cordelia');
  await othello.send('general', topic, 'Who wants the last slice?');
  await cordelia.send('general', topic, 'Ask @**Othello**, he knows.');
  await open(page, topicHash(await othello.streamId('general'), 'general', topic));
  const his = page.getByRole('article', { name: /^Othello/ });
  await his.getByRole('button', { name: 'Othello' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await his.locator('.message-avatar').click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  const mention = page
    .getByRole('article', { name: /^Cordelia/ })
    .getByRole('button', { name: '@Othello' });
  await mention.click();
  await expect(dialog).toBeVisible();
  await expect(field('Pronouns').locator('dd')).toHaveText('he/him');

  // "View messages sent" narrows to his messages.
  await dialog.getByRole('button', { name: 'View messages sent' }).click();
  await expect(page).toHaveURL(/#narrow\/sender\/\d+-Othello$/);
  await expect(page.getByRole('log', { name: 'Messages sent by Othello' })).toBeVisible();

  // "Send direct message" opens the conversation with him, ready to write.
  await mention.waitFor({ state: 'detached' });
  await people(page).getByRole('button', { name: 'Othello' }).click();
  await dialog.getByRole('button', { name: 'Send direct message' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#narrow\/dm\/\d+-Othello$/);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  const text = `Hello from the card ${Date.now().toString(36)}`;
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page
      .getByRole('log', { name: 'You and Othello' })
      .getByRole('article')
      .filter({ hasText: text }),
  ).toBeVisible();
});

test("a participant's picture in Recent conversations opens their card", async ({ browser }) => {
  const othello = await apiAs('othello');
  await othello.send('general', freshTopic('recent card'), 'Fresh news');
  const page = await signIn(browser, 'iago');
  await open(page, '#recent');
  await page
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: 'recent card' })
    .getByRole('button', { name: 'Othello', exact: true })
    .click();
  await expect(card(page, 'Othello')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card(page, 'Othello')).toBeHidden();
});

test('the user card passes axe, in both themes', async ({ browser }) => {
  await fillProfile(await apiAs('othello'));
  const page = await signIn(browser, 'iago', { colorScheme: 'light' });
  await people(page).getByRole('button', { name: 'Othello' }).click();
  await expect(card(page, 'Othello').locator('.user-card-field').first()).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await people(page)
    .getByRole('button', { name: /^King Hamlet/ })
    .click();
  // Hamlet's mentor is a person: their name opens their card in turn.
  await card(page, 'King Hamlet').getByRole('button', { name: 'Iago' }).click();
  await expect(card(page, 'Iago (you)')).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
});
