/**
 * Writing, with two people in two browser contexts: sending and local echo, drafts across a
 * reload, typing notifications, group DMs, mentions, saved snippets and pasted images.
 */
import type { Page } from '@playwright/test';
import { TYPING_EXPIRY_MS } from './servers';
import { apiAs, apiOf, expect, signIn, test } from './support';
import { freshTopic, holdComposeBox, messagesWith, openTopic, PNG, setEnterSends } from './views';

const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('Iago sends with Enter; his echo shows at once and is replaced, not doubled; Othello sees it live', async ({
  browser,
}) => {
  const topic = freshTopic('enter');
  const iago = await signIn(browser, 'iago');
  const othello = await signIn(browser, 'othello');
  await openTopic(iago, 'Verona', topic);
  await openTopic(othello, 'Verona', topic);

  await iago.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  await setEnterSends(iago, true);
  // The server hears of the message only when the test lets it: the echo must show before.
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await iago.route('**/api/v1/messages', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const text = `Lunch at noon? ${topic}`;
  await message(iago).fill(`Lunch at **noon**? ${topic}`);
  await message(iago).press('Enter');
  await expect(message(iago)).toHaveValue('');
  const echo = messagesWith(iago, text);
  await expect(echo).toHaveCount(1);
  await expect(echo).toContainText('Sending…');
  // Rendered as the server will store it (the shared renderer), before the server has it.
  await expect(echo.locator('.message-content strong')).toHaveText('noon');
  await expect(messagesWith(othello, text)).toHaveCount(0);

  release();
  await expect(messagesWith(othello, text)).toHaveCount(1);
  await expect(echo).not.toContainText('Sending…');
  await expect(echo).toHaveCount(1);
  await expect(echo.locator('.message-content strong')).toHaveText('noon');
  const id = Number(await echo.getAttribute('data-message-id'));
  expect(id).toBeGreaterThan(0);
  // Still one once everything has settled (no late duplicate from the event or a refetch).
  await iago.waitForTimeout(500);
  await expect(echo).toHaveCount(1);
});

test('a draft typed, then a reload: it is still there, and listed under Drafts', async ({
  browser,
}) => {
  const topic = freshTopic('draft');
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', topic);
  await iago.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  const text = `Half a thought about ${topic}`;
  await message(iago).fill(text);
  await iago.reload();
  await expect(message(iago)).toHaveValue(text);
  const sidebar = iago.getByRole('navigation', { name: 'Left sidebar' });
  await sidebar.getByRole('link', { name: /^Drafts, \d+ drafts?$/ }).click();
  const draft = iago.getByRole('article', { name: `Draft to #Verona > ${topic}` });
  await expect(draft).toContainText(text);

  // Restored from the list: back in its conversation, in the box; deleted: gone.
  await draft.getByRole('button', { name: /^Restore/ }).click();
  await expect(iago.getByRole('log', { name: `Verona > ${topic}` })).toBeVisible();
  await expect(message(iago)).toHaveValue(text);
  await message(iago).fill('');
  await iago.keyboard.press('Escape');
  await sidebar.getByRole('link', { name: /^Drafts/ }).click();
  await expect(iago.getByRole('article', { name: `Draft to #Verona > ${topic}` })).toHaveCount(0);
});

test('Othello sees "Iago is typing…" in the same topic only, gone after Iago stops', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const topic = freshTopic('typing');
  const iago = await signIn(browser, 'iago');
  const othello = await signIn(browser, 'othello');
  await openTopic(iago, 'Verona', topic);
  await openTopic(othello, 'Verona', topic);
  const line = othello.getByRole('status').filter({ hasText: 'is typing' });

  await iago.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  await message(iago).pressSequentially('I am writing', { delay: 30 });
  await expect(line).toHaveText('Iago is typing…');

  // Not in another topic.
  await openTopic(othello, 'Verona', `${topic}-other`);
  await expect(line).toHaveCount(0);
  await openTopic(othello, 'Verona', topic);
  await expect(line).toHaveText('Iago is typing…');
  // Iago stops typing: gone within server_typing_started_expiry_period_milliseconds (Zulip's
  // 45 s, shortened for the test servers).
  await expect(line).toHaveCount(0, { timeout: TYPING_EXPIRY_MS + 1000 });
});

test('a group DM to Othello and Cordelia, chosen with the typeahead', async ({ browser }) => {
  const iago = await signIn(browser, 'iago');
  const othello = await signIn(browser, 'othello');
  await iago.getByRole('button', { name: 'New direct message' }).click();
  const to = iago.getByRole('combobox', { name: 'To' });
  await to.pressSequentially('Oth');
  await iago.getByRole('option', { name: /^Othello/ }).click();
  await to.pressSequentially('Cord');
  await expect(iago.getByRole('option', { name: /^Cordelia/ })).toBeVisible();
  await to.press('Enter');
  const pills = iago.getByRole('list', { name: 'Recipients' });
  await expect(pills.getByRole('listitem')).toHaveText([/Othello/, /Cordelia/]);

  const text = `To you both ${Date.now()}`;
  await message(iago).fill(text);
  await iago.getByRole('button', { name: 'Send' }).click();
  // The view stays; the notice leads to the conversation, where the message is.
  await iago
    .getByRole('status')
    .filter({ hasText: "Sent! Your message was sent to a conversation you aren't viewing." })
    .getByRole('link', { name: /^Go to / })
    .click();
  await expect(iago.getByRole('log', { name: /^You and Cordelia.*Othello$/ })).toBeVisible();
  await expect(messagesWith(iago, text)).toHaveCount(1);

  const dms = othello.getByRole('navigation', { name: 'Left sidebar' });
  await dms.getByRole('link', { name: /Cordelia.*Iago|Iago.*Cordelia/ }).click();
  await expect(messagesWith(othello, text)).toHaveCount(1);
});

test('@Oth + Enter inserts @**Othello**; the message mentions him (his Mentions list it)', async ({
  browser,
}) => {
  const topic = freshTopic('mention');
  const iago = await signIn(browser, 'iago');
  const othello = await signIn(browser, 'othello');
  await openTopic(iago, 'Verona', topic);
  await iago.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  await message(iago).pressSequentially('Ask @Oth');
  await expect(iago.getByRole('option', { name: /^Othello/ })).toBeVisible();
  await message(iago).press('Enter');
  await expect(message(iago)).toHaveValue('Ask @**Othello** ');
  await message(iago).pressSequentially(`about ${topic}`);
  await iago.getByRole('button', { name: 'Send' }).click();
  const sent = messagesWith(iago, `about ${topic}`);
  await expect(sent.locator('.user-mention')).toHaveText('@Othello');

  await othello
    .getByRole('navigation', { name: 'Left sidebar' })
    .getByRole('link', { name: /^Mentions/ })
    .click();
  await expect(messagesWith(othello, `about ${topic}`)).toHaveCount(1);
});

test('a saved snippet goes in from the menu; the message can be saved as one', async ({
  browser,
}) => {
  const iago = await signIn(browser, 'iago');
  const title = `Standup ${Date.now()}`;
  await (await apiOf(iago)).call('POST', 'saved_snippets', {
    title,
    content: 'Yesterday: …\nToday: …\nBlockers: none',
  });
  await openTopic(iago, 'Verona', freshTopic('snippet'));
  await iago.keyboard.press('r');
  await message(iago).fill('Hello. ');
  await iago.getByRole('button', { name: 'Add saved snippet' }).click();
  await iago.getByRole('menuitem', { name: title }).click();
  await expect(message(iago)).toHaveValue('Hello. Yesterday: …\nToday: …\nBlockers: none');

  await iago.getByRole('button', { name: 'Add saved snippet' }).click();
  await iago.getByRole('menuitem', { name: 'Save as snippet' }).click();
  const dialog = iago.getByRole('dialog', { name: 'Save as snippet' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`${title} (copy)`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await iago.getByRole('button', { name: 'Add saved snippet' }).click();
  await expect(iago.getByRole('menuitem', { name: `${title} (copy)` })).toBeVisible();
});

test('keys typed while the compose box’s code arrives all land in the message', async ({
  browser,
}) => {
  // The box's code is held back, so the first keys go to the plain box that stands in for it.
  const { prepare, release } = holdComposeBox();
  const iago = await signIn(browser, 'iago', { prepare });
  await openTopic(iago, 'Verona', freshTopic('handover'));
  await iago.keyboard.press('r');
  await iago.keyboard.type('Typed before ');
  await expect(message(iago)).not.toHaveAttribute('placeholder', /.+/);
  // The full box replaces it while the keys keep coming.
  release();
  await iago.keyboard.type('and after the box arrived.', { delay: 15 });
  await expect(message(iago)).toHaveAttribute('placeholder', /^Message/);
  await expect(message(iago)).toHaveValue('Typed before and after the box arrived.');
  await expect(message(iago)).toBeFocused();
});

test('x before the compose box’s code arrives still puts the cursor in To when it does', async ({
  browser,
}) => {
  const { prepare, release } = holdComposeBox();
  const iago = await signIn(browser, 'iago', { prepare });
  await iago.locator('body').press('x');
  await expect(message(iago)).toBeFocused();
  release();
  await expect(iago.getByRole('combobox', { name: 'To' })).toBeFocused();
});

test('a new conversation’s message begun before the compose box’s code arrives keeps the cursor', async ({
  browser,
}) => {
  // The full box asks for the topic first, but the person is already writing the message.
  const { prepare, release } = holdComposeBox();
  const iago = await signIn(browser, 'iago', { prepare });
  await iago.getByRole('button', { name: 'Start new conversation' }).click();
  await expect(message(iago)).toBeFocused();
  await iago.keyboard.type('May I ');
  release();
  await expect(message(iago)).toHaveAttribute('placeholder', /^Message/);
  await iago.keyboard.type('ask?');
  await expect(message(iago)).toHaveValue('May I ask?');
  await expect(message(iago)).toBeFocused();
});

test('a pasted image is uploaded and shows inline for Othello', async ({ browser }) => {
  const topic = freshTopic('paste');
  const iago = await signIn(browser, 'iago');
  const othello = await signIn(browser, 'othello');
  await openTopic(iago, 'Verona', topic);
  await openTopic(othello, 'Verona', topic);
  await iago.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  await message(iago).fill('Look:');
  // A paste goes to the box that is there: wait for the full box (its text box has the
  // placeholder), not the plain one that holds the text while its code loads.
  await expect(message(iago)).toHaveAttribute('placeholder', /^Message/);
  await message(iago).evaluate(
    (el, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'red.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    },
    [...PNG],
  );
  await expect(message(iago)).toHaveValue(/^Look:\n\[red\.png\]\(\/user_uploads\/.+\/red\.png\)$/);
  await iago.getByRole('button', { name: 'Send' }).click();

  const image = messagesWith(othello, 'Look:').locator('.message_inline_image img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(4);
});

test('> after a channel goes on to its topics, from the channel list or a channel link, as Zulip', async ({
  browser,
}) => {
  const topic = freshTopic('chained');
  await (await apiAs('othello')).send('Verona', topic, 'A topic to link');
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', freshTopic('chain'));
  await iago.keyboard.press('r');
  const topics = iago.getByRole('listbox', { name: 'Topic suggestions' });

  // `>` while a channel is suggested picks it and lists its topics; Enter picks a topic.
  await message(iago).pressSequentially('See #Ver');
  await expect(iago.getByRole('option', { name: '#Verona' })).toBeVisible();
  await message(iago).pressSequentially('>');
  await expect(message(iago)).toHaveValue('See #**Verona>');
  await expect(topics).toBeVisible();
  await message(iago).pressSequentially(topic.slice(0, -2));
  await expect(topics.getByRole('option').first()).toHaveText(`#Verona › ${topic}`);
  await message(iago).press('Enter');
  await expect(message(iago)).toHaveValue(`See #**Verona>${topic}** `);

  // `>` right after a channel link reopens it for a topic.
  await message(iago).pressSequentially('and #Den');
  await message(iago).press('Enter');
  await expect(message(iago)).toHaveValue(`See #**Verona>${topic}** and #**Denmark** `);
  await message(iago).pressSequentially('>');
  await expect(message(iago)).toHaveValue(`See #**Verona>${topic}** and #**Denmark>`);
  await expect(topics).toBeVisible();
  await message(iago).press('Escape');
  await expect(topics).toBeHidden();
});

test('# links a channel and a topic, : an emoji, and the preview shows them rendered', async ({
  browser,
}) => {
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', freshTopic('links'));
  await iago.keyboard.press('r');
  await message(iago).pressSequentially('See #Den');
  await iago.getByRole('option', { name: '#Denmark' }).click();
  await expect(message(iago)).toHaveValue('See #**Denmark** ');
  await message(iago).press('Backspace');
  await message(iago).press('Backspace');
  await message(iago).press('Backspace');
  await message(iago).pressSequentially('>');
  const topic = iago.getByRole('listbox', { name: 'Topic suggestions' }).getByRole('option');
  await expect(topic.first()).toBeVisible();
  const first = (await topic.first().textContent())!.replace(/^#Denmark › /, '');
  await message(iago).press('Enter');
  await expect(message(iago)).toHaveValue(`See #**Denmark>${first}** `);
  await message(iago).pressSequentially('now :thumbs_u');
  await expect(iago.getByRole('option', { name: /:thumbs_up:/ })).toBeVisible();
  await message(iago).press('Tab');
  await expect(message(iago)).toHaveValue(`See #**Denmark>${first}** now :thumbs_up: `);

  await iago.getByRole('button', { name: 'Preview' }).click();
  const preview = iago.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('a.stream-topic')).toHaveText(`#Denmark > ${first}`);
  await expect(preview.getByRole('img', { name: 'thumbs up' })).toBeVisible();
  await iago.getByRole('button', { name: 'Preview' }).click();
  await expect(message(iago)).toBeFocused();
});
