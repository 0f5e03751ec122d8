import { apiAs, expect, signIn, test } from './support';
import { freshTopic, longPress, messageIn, open, topicHash } from './views';

test('reactions from the picker reach the other user, with names and counts', async ({
  browser,
}) => {
  const iagoApi = await apiAs('iago');
  const topic = freshTopic('reactions');
  await iagoApi.send('Verona', topic, 'Who is coming to the tasting?');
  const hash = topicHash(await iagoApi.streamId('Verona'), 'Verona', topic);

  const othello = await signIn(browser, 'othello');
  const iago = await signIn(browser, 'iago');
  await open(othello, hash);
  await open(iago, hash);
  const atOthello = messageIn(othello, 'Iago', 'tasting');
  const atIago = messageIn(iago, 'Iago', 'tasting');

  // Othello reacts with 👍, found in the picker by searching "thumbs".
  await atOthello.hover();
  await atOthello.getByRole('button', { name: 'Add emoji reaction' }).click();
  const picker = othello.getByRole('dialog', { name: 'Emoji picker' });
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('thumbs');
  await picker.getByRole('button', { name: 'thumbs up', exact: true }).click();
  await expect(picker).toBeHidden();
  const mineAtOthello = atOthello.getByRole('button', { name: /^thumbs up, 1: you reacted/ });
  await expect(mineAtOthello).toHaveAttribute('aria-pressed', 'true');

  // Iago sees it, with Othello's name, and adds his own.
  const chipAtIago = atIago.getByRole('button', { name: /^thumbs up, / });
  await expect(chipAtIago).toHaveAccessibleName('thumbs up, 1: Othello reacted with :thumbs_up:');
  await expect(chipAtIago).toHaveAttribute('aria-pressed', 'false');
  await expect(chipAtIago).toHaveAttribute('title', 'Othello reacted with :thumbs_up:');
  await chipAtIago.click();
  await expect(chipAtIago).toHaveAccessibleName(
    'thumbs up, 2: Othello and you reacted with :thumbs_up:',
  );
  await expect(chipAtIago).toHaveAttribute('aria-pressed', 'true');
  const chipAtOthello = atOthello.getByRole('button', { name: /^thumbs up, / });
  await expect(chipAtOthello).toHaveAccessibleName(
    'thumbs up, 2: Iago and you reacted with :thumbs_up:',
  );

  // Othello takes his back: 1 for both.
  await chipAtOthello.click();
  await expect(chipAtOthello).toHaveAccessibleName('thumbs up, 1: Iago reacted with :thumbs_up:');
  await expect(chipAtOthello).toHaveAttribute('aria-pressed', 'false');
  await expect(chipAtIago).toHaveAccessibleName('thumbs up, 1: you reacted with :thumbs_up:');
});

test('a refused reaction is taken back and says why', async ({ browser }) => {
  const iagoApi = await apiAs('iago');
  const topic = freshTopic('refused');
  const id = await iagoApi.send('Verona', topic, 'Soon to be deleted');
  const iago = await signIn(browser, 'iago');
  await open(iago, topicHash(await iagoApi.streamId('Verona'), 'Verona', topic));
  const message = messageIn(iago, 'Iago', 'Soon to be deleted');
  await expect(message).toBeVisible();

  // The server refuses reactions to this message from now on (it answers "Invalid message").
  await iago.route(`**/api/v1/messages/${id}/reactions`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' }),
    }),
  );
  await iago.keyboard.press('Escape');
  await message.hover();
  await iago.keyboard.press('Shift+Equal'); // "+": 👍
  await expect(iago.getByText('Could not add the reaction: Invalid message(s)')).toBeVisible();
  await expect(message.getByRole('button', { name: /^\+1, / })).toHaveCount(0);
});

test('custom emoji and Zulip’s extra emoji from the picker show as their images', async ({
  browser,
}) => {
  const iagoApi = await apiAs('iago');
  const topic = freshTopic('custom emoji');
  await iagoApi.send('Verona', topic, 'Custom reactions here');
  const iago = await signIn(browser, 'iago');
  await open(iago, topicHash(await iagoApi.streamId('Verona'), 'Verona', topic));
  const message = messageIn(iago, 'Iago', 'Custom reactions');
  const picker = iago.getByRole('dialog', { name: 'Emoji picker' });

  for (const name of ['green tick', 'zulip']) {
    await message.hover();
    await message.getByRole('button', { name: 'Add emoji reaction' }).click();
    // The organization's own category, reached from the category bar.
    await picker
      .getByRole('navigation', { name: 'Emoji categories' })
      .getByRole('button', { name: 'Custom' })
      .click();
    await picker.getByRole('button', { name, exact: true }).click();
    await expect(picker).toBeHidden();
    const chip = message.getByRole('button', { name: new RegExp(`^${name}, 1`) });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await chip.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  }
});

test('on a 390 px touch screen, a long press shows a message’s actions and reacting works', async ({
  browser,
}) => {
  const iagoApi = await apiAs('iago');
  const topic = freshTopic('on the phone');
  await iagoApi.send('Verona', topic, 'Reply from your phone');
  const page = await signIn(browser, 'othello', {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await open(page, topicHash(await iagoApi.streamId('Verona'), 'Verona', topic));
  // No hover on a touch screen, and no room on a phone: the topic's tools are in its menu, not
  // invisible tap targets.
  const resolve = page.getByRole('log').getByRole('button', { name: 'Mark as resolved' });
  await expect(resolve).toHaveCount(0);
  // And the search box is its magnifier, leaving the title its room.
  expect(
    (await page.getByRole('banner').getByRole('heading').boundingBox())!.width,
  ).toBeGreaterThan(150);
  const message = messageIn(page, 'Iago', 'Reply from your phone');
  // A tap replies (as a click does); a long press opens the actions.
  await longPress(page, message.getByText('Reply from your phone'));
  await page.getByRole('menuitem', { name: 'Add emoji reaction' }).tap();
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('heart');
  await picker.getByRole('button', { name: 'heart', exact: true }).tap();
  await expect(message.getByRole('button', { name: /^heart, 1: you reacted/ })).toBeVisible();
  await longPress(page, message.getByText('Reply from your phone'));
  await expect(page.getByRole('menuitem', { name: 'Copy link to message' })).toBeVisible();
});
