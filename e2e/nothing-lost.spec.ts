/**
 * Nothing a person did is lost or silently undone (issue 24, section 1): drafts deleted for
 * good in every tab, edits kept across a reload, marking all as read undoable, keys typed while
 * a part loads, focus after removing a subscriber, and where a sent message went.
 */
import type { Page } from '@playwright/test';
import {
  apiAs,
  expect as baseExpect,
  seriousViolations,
  seriousViolationsInBothThemes,
  signIn,
  test,
} from './support';
import {
  freshTopic,
  messageById,
  newChannel,
  open,
  openChannelSettings,
  openMenu,
  openTopic,
  sidebar,
} from './views';

// Two tabs and reloads, on a machine other tests share.
test.setTimeout(90_000);
const expect = baseExpect.configure({ timeout: 15_000 });

const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const draftsLink = (page: Page) => sidebar(page).getByRole('link', { name: /^Drafts/ });

test('a draft deleted from Drafts is gone from the box, the other tab and after a reload', async ({
  browser,
}) => {
  const topic = freshTopic('gone');
  const iago = await signIn(browser, 'iago');
  const other = await iago.context().newPage();
  await other.goto('/#drafts');
  await expect(other.getByText('No drafts.')).toBeVisible();

  await openTopic(iago, 'Verona', topic);
  await iago.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  const text = `A thought I will drop, ${topic}`;
  await message(iago).fill(text);
  const draft = (page: Page) => page.getByRole('article', { name: `Draft to #Verona > ${topic}` });
  // The other tab of the same login lists it as soon as it is kept.
  await expect(draft(other)).toContainText(text);

  await draftsLink(iago).click();
  await draft(iago)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(iago.getByText('No drafts.')).toBeVisible();
  await expect(draft(other)).toHaveCount(0);

  // Back in the topic, the box (still open) is empty, and the Drafts count stays at none.
  await openTopic(iago, 'Verona', topic);
  await expect(message(iago)).toHaveValue('');
  await iago.keyboard.press('Escape');
  await expect(draftsLink(iago)).toHaveAccessibleName('Drafts');
  await iago.reload();
  await expect(draftsLink(iago)).toHaveAccessibleName('Drafts');
  await draftsLink(iago).click();
  await expect(iago.getByText('No drafts.')).toBeVisible();
  await expect(draft(other)).toHaveCount(0);
});

test('a draft sent or cleared in one tab is gone from the other tab’s box and list', async ({
  browser,
}) => {
  const topic = freshTopic('sent');
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', topic);
  await iago.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  const text = `Kept for a moment, ${topic}`;
  await message(iago).fill(text);

  const other = await iago.context().newPage();
  await other.goto('/');
  await openTopic(other, 'Verona', topic);
  await other.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  await expect(message(other)).toHaveValue(text);

  // Cleared in the first tab: the second tab's box empties too.
  await message(iago).fill('');
  await expect(message(other)).toHaveValue('');
  await expect(draftsLink(other)).toHaveAccessibleName('Drafts');

  // Typed again and sent: gone from the other tab's box as well.
  await message(iago).fill(text);
  await expect(message(other)).toHaveValue(text);
  await iago.getByRole('button', { name: 'Send' }).click();
  await expect(message(iago)).toHaveValue('');
  await expect(message(other)).toHaveValue('');
  await expect(draftsLink(other)).toHaveAccessibleName('Drafts');
});

for (const privacy of ['public', 'private'] as const) {
  test(`after removing a subscriber of a ${privacy} channel by keyboard, focus is on the list, not on an Unsubscribe`, async ({
    browser,
  }) => {
    const iago = await apiAs('iago');
    const { stream_id } = await newChannel(
      iago,
      `focus ${privacy}`,
      ['iago@example.com', 'othello@example.com', 'hamlet@example.com'],
      privacy === 'private' ? { invite_only: 'true' } : {},
    );
    const page = await signIn(browser, 'iago');
    await openChannelSettings(page, stream_id, 'subscribers');
    const dialog = page.getByRole('dialog', { name: 'Channel settings' });
    const list = dialog.getByRole('list', { name: 'Subscribers of this channel' });
    await list.getByRole('button', { name: 'Unsubscribe Othello' }).focus();
    await page.keyboard.press('Enter');
    if (privacy === 'private') {
      await page
        .getByRole('alertdialog', { name: /^Unsubscribe Othello/ })
        .getByRole('button', { name: 'Unsubscribe' })
        .press('Enter');
    }
    await expect(list.getByText('Othello', { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('searchbox', { name: 'Search subscribers' })).toBeFocused();
    // And it stays there: nothing moves it on to a button that unsubscribes.
    await page.waitForTimeout(500);
    await expect(dialog.getByRole('searchbox', { name: 'Search subscribers' })).toBeFocused();
  });
}

test('"Mark all as read" offers Undo, which marks exactly those messages unread again in one request', async ({
  browser,
}) => {
  const othello = await apiAs('othello');
  const topic = freshTopic('undo');
  for (let i = 0; i < 4; i++) await othello.send('Denmark', topic, `Undo me ${i}`);
  for (let i = 0; i < 3; i++) await othello.send('Denmark', `${topic} b`, `Undo me too ${i}`);
  const page = await signIn(browser, 'iago', { at: '#inbox' });
  const inbox = sidebar(page).getByRole('link', { name: /^Inbox(,|$)/ });
  await expect(inbox).toHaveAccessibleName(/Inbox, \d+ unread/);
  const before = await inbox.getAttribute('aria-label');
  const unread = (await apiAs('iago').then((a) =>
    a.call('GET', 'messages', {
      anchor: 'oldest',
      num_before: 0,
      num_after: 1000,
      narrow: [{ operator: 'is', operand: 'unread' }],
    }),
  )) as { messages: { id: number }[] };
  const ids = unread.messages.map((m) => m.id).sort((a, b) => a - b);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  const notice = page
    .getByRole('status')
    .filter({ hasText: /Marked \d+ messages in \d+ conversations as read/ });
  await expect(notice).toBeVisible();
  await expect(inbox).toHaveAccessibleName('Inbox');
  const undone = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/messages/flags'),
  );
  await notice.getByRole('button', { name: 'Undo' }).click();
  const form = new URLSearchParams((await undone).postData() ?? '');
  expect(form.get('op')).toBe('remove');
  expect(form.get('flag')).toBe('read');
  expect((JSON.parse(form.get('messages') ?? '[]') as number[]).sort((a, b) => a - b)).toEqual(ids);
  await expect(inbox).toHaveAccessibleName(before ?? '');

  // A channel's menu does the same.
  await sidebar(page)
    .getByRole('link', { name: /^Denmark/ })
    .hover();
  await sidebar(page).getByRole('button', { name: 'Channel actions for Denmark' }).click();
  await page.getByRole('menuitem', { name: 'Mark all messages as read' }).click();
  const channelNotice = page
    .getByRole('status')
    .filter({ hasText: /Marked \d+ messages in \d+ conversations as read/ });
  await channelNotice.getByRole('button', { name: 'Undo' }).click();
  await expect(inbox).toHaveAccessibleName(before ?? '');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a message sent to another conversation leaves the view where it is and says where it went', async ({
  browser,
}) => {
  const here = freshTopic('staying');
  const there = freshTopic('elsewhere');
  const page = await signIn(browser, 'iago');
  await openTopic(page, 'Verona', here);
  await page.getByRole('button', { name: `Message #Verona > ${here}` }).click();
  const topicField = page.getByRole('combobox', { name: 'Topic' });
  await topicField.fill(there);
  const text = `Sent elsewhere ${there}`;
  await message(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const notice = page
    .getByRole('status')
    .filter({ hasText: "Sent! Your message was sent to a conversation you aren't viewing." });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('log', { name: `Verona > ${here}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('link', { name: `Go to #Verona > ${there}` }).click();
  await expect(page.getByRole('log', { name: `Verona > ${there}` })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(1);
});

test('an edit in progress is kept as a draft of its message until saved, cancelled or deleted', async ({
  browser,
}) => {
  const api = await apiAs('iago');
  const topic = freshTopic('edit draft');
  const id = await api.send('Verona', topic, 'Original words');
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', topic);
  const atIago = messageById(iago, id);
  const editor = atIago.getByRole('textbox', { name: 'Edit message' });
  await (await openMenu(atIago)).getByRole('menuitem', { name: 'Edit message' }).click();
  await expect(editor).toHaveValue('Original words');
  await editor.press('Control+End');
  await editor.pressSequentially(', and more');

  // A reload reopens the editor with the text; it had the focus, so it has it again.
  await iago.reload();
  await expect(editor).toHaveValue('Original words, and more');
  await expect(editor).toBeFocused();
  // Another view and back: still there.
  await open(iago, '#inbox');
  await expect(iago.getByRole('log', { name: `Verona > ${topic}` })).toHaveCount(0);
  await openTopic(iago, 'Verona', topic);
  await expect(editor).toHaveValue('Original words, and more');

  // Drafts lists it; Delete is final: back in the topic the editor is closed, the message as it was.
  await draftsLink(iago).click();
  const row = iago.getByRole('article', { name: `Editing a message in #Verona > ${topic}` });
  await expect(row).toContainText('editing: Original words, and more');
  expect(await seriousViolationsInBothThemes(iago)).toEqual([]);
  // Another tab of the login lists it too, and follows the Delete.
  const other = await iago.context().newPage();
  await other.goto('/#drafts');
  const otherRow = other.getByRole('article', { name: `Editing a message in #Verona > ${topic}` });
  await expect(otherRow).toContainText('editing: Original words, and more');
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(iago.getByText('No drafts.')).toBeVisible();
  await expect(otherRow).toHaveCount(0);
  await other.close();
  await openTopic(iago, 'Verona', topic);
  await expect(atIago).toContainText('Original words');
  await expect(editor).toHaveCount(0);
  await expect(atIago).not.toContainText('and more');

  // A second edit, opened again from Drafts (the editor focused, with the text), then saved:
  // no draft is left.
  await (await openMenu(atIago)).getByRole('menuitem', { name: 'Edit message' }).click();
  await editor.fill('Second words');
  await draftsLink(iago).click();
  await row.getByRole('button', { name: /^Open/ }).click();
  await expect(editor).toHaveValue('Second words');
  await expect(editor).toBeFocused();
  await atIago.getByRole('button', { name: 'Save' }).click();
  await expect(atIago).toContainText('Second words');
  await draftsLink(iago).click();
  await expect(iago.getByText('No drafts.')).toBeVisible();

  // An edit of a message deleted meanwhile stays in Drafts, saying so.
  await openTopic(iago, 'Verona', topic);
  await (await openMenu(atIago)).getByRole('menuitem', { name: 'Edit message' }).click();
  await editor.fill('Words to keep');
  await api.call('DELETE', `messages/${id}`);
  await expect(atIago).toHaveCount(0);
  await draftsLink(iago).click();
  await expect(row).toContainText('editing: Words to keep');
  await expect(row).toContainText('This message was deleted');
  await expect(row.getByRole('button', { name: /^Open/ })).toHaveCount(0);
});

test('a message sent below what the reader sees leaves the view still and offers to scroll down to it', async ({
  browser,
}) => {
  const topic = freshTopic('long');
  const othello = await apiAs('othello');
  for (let i = 1; i <= 30; i++) {
    await othello.send('Verona', topic, `Filler ${i} of a long topic,\nwith a second line.`);
  }
  const page = await signIn(browser, 'iago');
  await openTopic(page, 'Verona', topic);
  const feed = page.getByRole('log', { name: `Verona > ${topic}` });
  const article = (text: string) => feed.getByRole('article').filter({ hasText: text });
  await expect(article('Filler 1 of')).toBeVisible();
  await page.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  await expect(message(page)).toBeFocused();
  await feed.evaluate((el) => el.scrollTo(0, 0));
  await expect(article('Filler 1 of')).toBeInViewport();
  const top = await feed.evaluate((el) => el.scrollTop);

  const text = `Sent from far up ${topic}`;
  await message(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Sent! Scroll down to view your message.' });
  await expect(notice).toBeVisible();
  expect(await feed.evaluate((el) => el.scrollTop)).toBe(top);
  await expect(article('Filler 1 of')).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Scroll down to view your message.' }).click();
  await expect(article(text)).toBeInViewport();
  await expect(notice).toHaveCount(0);

  // Scrolled down to by other means, the message needs the notice no more.
  await feed.evaluate((el) => el.scrollTo(0, 0));
  await message(page).fill(`Sent from far up again ${topic}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(notice).toBeVisible();
  await feed.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(notice).toHaveCount(0);

  // At the bottom, the message shows where the reader is: no such notice.
  const again = `Sent at the bottom ${topic}`;
  await message(page).fill(again);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(article(again)).toBeInViewport();
  await expect(article(again)).not.toContainText('Sending…');
  await expect(page.getByText('Scroll down to view your message.')).toHaveCount(0);
});
