/**
 * Everything the writing specs do, with the keyboard alone: Iago reaches the box with `r` and
 * `x`, picks from typeaheads and menus with arrows, Enter and Tab, pastes with Ctrl+V and sends
 * with Enter; Othello, in his own context, sees what arrives.
 */
import { apiOf, expect, signIn, test } from './support';
import { freshTopic, messagesWith, openTopic, PNG } from './views';

test('writing by keyboard alone: send, mention, snippet, paste, draft, group DM', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const topic = freshTopic('keys');
  const iago = await signIn(browser, 'iago');
  const othello = await signIn(browser, 'othello');
  await iago.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const snippet = `Keys ${Date.now()}`;
  await (await apiOf(iago)).call('POST', 'saved_snippets', {
    title: snippet,
    content: 'From the snippet menu.',
  });
  await openTopic(iago, 'Verona', topic);
  await openTopic(othello, 'Verona', topic);
  const box = iago.getByRole('textbox', { name: 'Message' });
  const keys = iago.keyboard;

  // r opens the box on this topic; Enter sends (switched on from the box with Space).
  await keys.press('r');
  await expect(box).toBeFocused();
  const enterSends = iago.getByRole('checkbox', { name: 'Enter sends' });
  while (!(await enterSends.evaluate((el) => el === document.activeElement)))
    await keys.press('Tab');
  if (!(await enterSends.isChecked())) await keys.press('Space');
  await expect(enterSends).toBeChecked();
  while (!(await box.evaluate((el) => el === document.activeElement)))
    await keys.press('Shift+Tab');

  // Typing shows for Othello; Enter sends.
  await keys.type('Good morning from the keyboard', { delay: 20 });
  await expect(othello.getByRole('status').filter({ hasText: 'Iago is typing…' })).toBeVisible();
  await keys.press('Enter');
  await expect(messagesWith(othello, 'Good morning from the keyboard')).toHaveCount(1);

  // @Oth, Enter picks the mention; Enter sends.
  await keys.type('Thanks @Oth');
  await expect(iago.getByRole('option', { name: /^Othello/ })).toBeVisible();
  await keys.press('Enter');
  await keys.type('for the review');
  await expect(box).toHaveValue('Thanks @**Othello** for the review');
  await keys.press('Enter');
  await expect(messagesWith(othello, 'for the review').locator('.user-mention')).toHaveText(
    '@Othello',
  );

  // The saved snippets menu: Tab to it, Enter, arrows to the snippet, Enter.
  while (
    !(await iago
      .getByRole('button', { name: 'Add saved snippet' })
      .evaluate((el) => el === document.activeElement))
  )
    await keys.press('Tab');
  await keys.press('Enter');
  const item = iago.getByRole('menuitem', { name: snippet });
  await expect(iago.getByRole('menu')).toBeVisible();
  for (let i = 0; i < 50 && !(await item.evaluate((el) => el === document.activeElement)); i++) {
    await keys.press('ArrowDown');
  }
  await keys.press('Enter');
  await expect(box).toHaveValue('From the snippet menu.');
  await expect(box).toBeFocused();
  await keys.press('Enter');
  await expect(messagesWith(othello, 'From the snippet menu.')).toHaveCount(1);

  // Ctrl+V pastes an image from the clipboard: uploaded, linked, shown inline for Othello.
  await iago.evaluate(
    async (bytes) => {
      const blob = new Blob([new Uint8Array(bytes)], { type: 'image/png' });
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    },
    [...PNG],
  );
  await keys.type('Pasted:');
  await keys.press('Control+V');
  await expect(box).toHaveValue(/^Pasted:\n\[.+\.png\]\(\/user_uploads\/.+\)$/);
  await keys.press('Enter');
  await expect(messagesWith(othello, 'Pasted:').locator('.message_inline_image img')).toBeVisible();

  // A draft: typed, Esc, reload; r brings it back.
  await keys.type('To be continued');
  await keys.press('Escape');
  await expect(box).toHaveCount(0);
  await iago.reload();
  await expect(iago.getByRole('log', { name: `Verona > ${topic}` })).toBeVisible();
  await iago.locator('body').press('r');
  await expect(box).toHaveValue('To be continued');
  await keys.press('Control+A');
  await keys.press('Delete');
  await keys.press('Escape');

  // x: a group DM with Othello and Cordelia, picked with the typeahead.
  await iago.locator('body').press('x');
  const to = iago.getByRole('combobox', { name: 'To' });
  await expect(to).toBeFocused();
  await keys.type('Oth');
  await expect(iago.getByRole('option', { name: /^Othello/ })).toBeVisible();
  await keys.press('Enter');
  await keys.type('Cord');
  await expect(iago.getByRole('option', { name: /^Cordelia/ })).toBeVisible();
  await keys.press('Enter');
  await keys.press('Tab');
  await expect(box).toBeFocused();
  await keys.type('A group note, by keyboard');
  await keys.press('Enter');
  // The view stays; the notice's link leads to the conversation, where the message is.
  await iago
    .getByRole('status')
    .filter({ hasText: "Sent! Your message was sent to a conversation you aren't viewing." })
    .getByRole('link', { name: /^Go to / })
    .press('Enter');
  await expect(iago.getByRole('log', { name: /^You and Cordelia.*Othello$/ })).toBeVisible();
  await expect(messagesWith(iago, 'A group note, by keyboard')).toHaveCount(1);
});
