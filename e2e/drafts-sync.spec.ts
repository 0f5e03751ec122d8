/**
 * Issue 25: a draft typed in one browser is offered in another of the same person (drafts kept
 * on the server); in a 1:1 direct message, my latest message says "Read" once the other has read it.
 */
import type { Page } from '@playwright/test';
import { apiAs, expect, seriousViolationsInBothThemes, signIn, test } from './support';
import { freshTopic, messageById, open, openTopic, SCREENS, screenshot } from './views';

test.slow();

const SHOTS = 'test-results/screens';
const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function shots(page: Page, phone: Page, name: string) {
  if (!SCREENS) return;
  await screenshot(page, { path: `${SHOTS}/${name}-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await screenshot(page, { path: `${SHOTS}/${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(phone, { path: `${SHOTS}/${name}-390.png` });
}

test('a draft typed in one browser is offered in another of the same person', async ({
  browser,
}) => {
  const topic = freshTopic('synced draft');
  const text = `Half a thought about ${topic}`;
  const desk = await signIn(browser, 'iago');
  const phone = await signIn(browser, 'iago', { viewport: { width: 390, height: 844 } });
  await open(phone, '#drafts');
  await open(desk, '#drafts');

  const laptop = await signIn(browser, 'iago', { viewport: { width: 1280, height: 801 } });
  await openTopic(laptop, 'Verona', topic);
  await laptop.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  await message(laptop).fill(text);

  // Live, in the Drafts view of the other browsers.
  for (const page of [desk, phone]) {
    const draft = page.getByRole('article', { name: `Draft to #Verona > ${topic}` });
    await expect(draft).toContainText(text);
  }
  expect(await seriousViolationsInBothThemes(desk)).toEqual([]);
  await shots(desk, phone, 'drafts-synced');

  // And offered when writing to that conversation there.
  await openTopic(phone, 'Verona', topic);
  await phone.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  await expect(message(phone)).toHaveValue(text);
});

test('in a 1:1 DM, Iago’s latest message says "Read" once Othello has read it', async ({
  browser,
}) => {
  const iagoApi = await apiAs('iago');
  const othelloApi = await apiAs('othello');
  const othelloId = othelloApi.user_id;
  const dm = (content: string) =>
    iagoApi.call('POST', 'messages', { type: 'direct', to: [othelloId], content });
  await dm('The plans are in the usual place.');
  const { id } = await dm(`Have you seen them? ${Date.now()}`);
  const at = `#narrow/dm/${othelloId}-Othello`;
  const iago = await signIn(browser, 'iago', { at });
  const phone = await signIn(browser, 'iago', { at, viewport: { width: 390, height: 844 } });
  const mine = messageById(iago, id);
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Read', { exact: true })).toHaveCount(0);

  // Othello reads it, and writes a little (his typing starts and stops, as his client says).
  await othelloApi.call('POST', 'messages/flags', { messages: [id], op: 'add', flag: 'read' });
  await othelloApi.call('POST', 'typing', { op: 'start', to: [iagoApi.user_id] });
  await othelloApi.call('POST', 'typing', { op: 'stop', to: [iagoApi.user_id] });
  await expect(mine.getByText('Read', { exact: true })).toBeVisible();
  // Only the latest.
  await expect(iago.getByRole('log').getByText('Read', { exact: true })).toHaveCount(1);
  await expect(messageById(phone, id).getByText('Read', { exact: true })).toBeVisible();
  expect(await seriousViolationsInBothThemes(iago)).toEqual([]);
  await shots(iago, phone, 'dm-read');
});
