import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  channelId,
  freshTopic,
  messageById,
  open,
  openMenu,
  send,
  signIn,
  topicHash,
} from './act-support';

/** Serious and critical axe violations on the page as it is. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the picker, the move dialog and the history dialog pass axe (${theme})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const iagoApi = await api(request, 'iago@example.com');
    const topic = freshTopic(`axe ${theme}`);
    const id = await send(iagoApi, 'Verona', topic, 'Accessible to everyone');
    await iagoApi('PATCH', `messages/${id}`, { content: 'Accessible to everyone, always' });
    await iagoApi('POST', `messages/${id}/reactions`, { emoji_name: 'tada' });
    const { page, context } = await signIn(browser, 'Iago', theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await open(page, topicHash(await channelId(iagoApi, 'Verona'), 'Verona', topic));
    const message = messageById(page, id);
    await expect(message).toBeVisible();

    await message.hover();
    await message.getByRole('button', { name: 'Add emoji reaction' }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await expect(picker.getByRole('button').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('heart');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await (await openMenu(message)).getByRole('menuitem', { name: 'Move messages' }).click();
    const move = page.getByRole('dialog', { name: 'Move messages' });
    await move.getByRole('textbox', { name: 'Topic' }).fill('a');
    await expect(move.getByRole('listbox')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape'); // the suggestions
    await page.keyboard.press('Escape'); // the dialog
    await expect(move).toBeHidden();

    await message.getByRole('button', { name: /^EDITED/ }).click();
    const history = page.getByRole('dialog', { name: 'Message edit history' });
    await expect(history.locator('ins')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
