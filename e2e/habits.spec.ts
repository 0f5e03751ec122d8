/** Zulip's habits that a Zulip user brings (issue 24, section 2), each as a person meets it. */
import type { Page } from '@playwright/test';
import { apiAs, connected, expect, seriousViolations, signIn, test } from './support';
import { freshTopic, holdComposeBox, messageById, open, sidebar, topicHash } from './views';

// A busy machine: signing in and opening views may take seconds each.
test.describe.configure({ timeout: 90_000 });

const moveDialog = (page: Page) => page.getByRole('dialog', { name: 'Move messages' });

/** Opens a topic menu by its button and picks "Move topic": the dialog moves the whole topic. */
async function moveTopicFrom(page: Page, menuButton: ReturnType<Page['getByRole']>) {
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Move topic' }).click();
  const dialog = moveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('radio', { name: 'Move all messages in this topic' }),
  ).toBeChecked();
  return dialog;
}

test('"Move topic" from the sidebar, Inbox, Recent and the recipient bar moves the whole topic', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const othello = await apiAs('othello');
  const topic = freshTopic('to move');
  await othello.send('Verona', topic, 'first of the topic');
  const last = await othello.send('Verona', topic, 'second of the topic');
  const verona = await othello.streamId('Verona');
  const page = await signIn(browser, 'iago');
  const label = `Topic actions for ${topic}`;
  // Inbox (unread, so listed there).
  await open(page, '#inbox');
  let dialog = await moveTopicFrom(
    page,
    page.getByRole('main').getByRole('button', { name: label }),
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Recent conversations.
  await open(page, '#recent');
  dialog = await moveTopicFrom(page, page.getByRole('main').getByRole('button', { name: label }));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The recipient bar: its pencil still renames in place.
  await open(page, topicHash(verona, 'Verona', topic));
  await expect(messageById(page, last)).toBeVisible();
  await expect(page.getByRole('log').getByRole('button', { name: 'Edit topic' })).toBeVisible();
  dialog = await moveTopicFrom(page, page.getByRole('log').getByRole('button', { name: label }));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The sidebar's menu, and the move itself.
  await open(page, '#inbox');
  await sidebar(page)
    .getByRole('link', { name: /^Verona/ })
    .click();
  dialog = await moveTopicFrom(page, sidebar(page).getByRole('button', { name: label }));
  const renamed = `${topic} moved`;
  await dialog.getByRole('textbox', { name: 'Topic' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  const { messages } = (await othello.call('GET', 'messages', {
    anchor: 'newest',
    num_before: 10,
    num_after: 0,
    narrow: [
      { operator: 'channel', operand: verona },
      { operator: 'topic', operand: renamed },
    ],
  })) as { messages: { content: string }[] };
  expect(messages.map((m) => m.content).join()).toContain('first of the topic');
  expect(messages.map((m) => m.content).join()).toContain('second of the topic');
});

test('a starred message shows its star without hovering, in its topic and in Starred messages', async ({
  browser,
}) => {
  const othello = await apiAs('othello');
  const iago = await apiAs('iago');
  const topic = freshTopic('stars');
  const id = await othello.send('Verona', topic, 'worth keeping');
  const plain = await othello.send('Verona', topic, 'not starred');
  await iago.call('POST', 'messages/flags', { messages: [id], op: 'add', flag: 'starred' });
  const verona = await othello.streamId('Verona');
  const page = await signIn(browser, 'iago');
  for (const hash of [topicHash(verona, 'Verona', topic), '#narrow/is/starred']) {
    await open(page, hash);
    await expect(messageById(page, id)).toBeVisible();
    // The pointer is away from the feed: nothing is hovered.
    await page.mouse.move(0, 0);
    await expect(
      messageById(page, id).getByRole('button', { name: 'Unstar message' }),
    ).toBeVisible();
  }
  await open(page, topicHash(verona, 'Verona', topic));
  await page.mouse.move(0, 0);
  await expect(messageById(page, plain).getByRole('button', { name: /star/i })).toHaveCount(0);
  // The star unstars.
  await messageById(page, id).getByRole('button', { name: 'Unstar message' }).click();
  await expect(messageById(page, id).getByRole('button', { name: 'Unstar message' })).toHaveCount(
    0,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('search from a topic shows its pills in full, offers to search everywhere, and a pill goes', async ({
  browser,
}) => {
  const othello = await apiAs('othello');
  const topic = freshTopic('a rather long topic name for the search box');
  await othello.send('Verona', topic, 'the castle at night');
  const verona = await othello.streamId('Verona');
  const page = await signIn(browser, 'iago');
  await open(page, topicHash(verona, 'Verona', topic));
  const searchbox = page.getByRole('searchbox', { name: 'Search' });
  await searchbox.click();
  const pills = page.getByRole('list', { name: 'Search terms' }).getByRole('listitem');
  await expect(pills).toHaveCount(2);
  const labels = pills.locator('.search-pill-label');
  await expect(labels).toHaveText(['channel: Verona', `topic: ${topic}`]);
  // Shown in full: nothing cut off, nothing outside the box.
  for (const label of await labels.all()) {
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(label).toBeInViewport({ ratio: 1 });
  }
  const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
  await expect(options.first()).toHaveText(/^Search everywhere/);
  // Typed words: searching here first, then everywhere.
  await searchbox.pressSequentially('castle');
  await expect(options.nth(1)).toHaveText(/castle.*Search everywhere/);
  await options.nth(1).click();
  await expect(page).toHaveURL(/#narrow\/search\/castle$/);
  // A pill can be read and removed by its button.
  await searchbox.click();
  await page.getByRole('button', { name: 'Remove castle' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test("one's own mention of one's group is not a mention of oneself; another's is", async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const desdemona = await apiAs('desdemona');
  const topic = freshTopic('group mention');
  const own = await iago.send('Verona', topic, '@*leadership* my own note');
  const other = await desdemona.send('Verona', topic, '@*leadership* from Desdemona');
  // The server flags the mention for the group's other members only.
  const flags = async (call: typeof iago, id: number) =>
    (
      (await call.call('GET', 'messages', { anchor: id, num_before: 0, num_after: 0 })) as {
        messages: { flags: string[] }[];
      }
    ).messages[0]!.flags;
  expect(await flags(iago, own)).not.toContain('mentioned');
  expect(await flags(desdemona, own)).toContain('mentioned');
  expect(await flags(iago, other)).toContain('mentioned');
  const page = await signIn(browser, 'iago');
  await open(page, '#narrow/is/mentioned');
  await expect(messageById(page, other)).toBeVisible();
  await expect(messageById(page, own)).toHaveCount(0);
  await open(page, topicHash(await iago.streamId('Verona'), 'Verona', topic));
  await expect(messageById(page, own).locator('.user-group-mention')).toBeVisible();
  await expect(messageById(page, own).locator('.user-mention-me')).toHaveCount(0);
  await expect(messageById(page, own)).not.toHaveClass(/\bmentioned\b/);
  await expect(messageById(page, other).locator('.user-mention-me')).toBeVisible();
});

test('a long message collapses with "Show more", and stays as the reader left it', async ({
  browser,
}) => {
  const othello = await apiAs('othello');
  const topic = freshTopic('long');
  const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a long message.`);
  const id = await othello.send('Verona', topic, lines.join('\n\n'));
  const short = await othello.send('Verona', topic, 'A short one.');
  const page = await signIn(browser, 'iago');
  await open(page, topicHash(await othello.streamId('Verona'), 'Verona', topic));
  const message = messageById(page, id);
  await expect(message.getByText('Line 1 of')).toBeVisible();
  await expect(message.getByText('Line 40 of')).not.toBeInViewport();
  await expect(messageById(page, short).getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await message.getByRole('button', { name: 'Show more' }).click();
  await message.getByText('Line 40 of').scrollIntoViewIfNeeded();
  await expect(message.getByText('Line 40 of')).toBeInViewport();
  await expect(message.getByRole('button', { name: 'Show less' })).toBeVisible();
  // Remembered: a reload shows it as it was left.
  await page.reload();
  await expect(connected(page)).toBeVisible();
  await expect(messageById(page, id).getByRole('button', { name: 'Show less' })).toBeVisible();
  await messageById(page, id).getByRole('button', { name: 'Show less' }).click();
  await expect(messageById(page, id).getByRole('button', { name: 'Show more' })).toBeVisible();
});

test('pasting HTML gives Markdown, even before the box has loaded; Ctrl+Shift+V pastes plain text', async ({
  browser,
}) => {
  // The box's code is held back at first: the paste lands in the plain box that stands in for it.
  const { prepare, release } = holdComposeBox();
  const page = await signIn(browser, 'iago', { prepare });
  const context = page.context();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Start new conversation' }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  await expect(box).not.toHaveAttribute('placeholder', /.+/);
  const html =
    '<p>See <a href="https://example.com/doc">the doc</a> and <b>this</b> with <code>x = 1</code>:</p><ul><li>one</li><li>two</li></ul>';
  const plain = 'See the doc and this with x = 1:\none\ntwo';
  const copy = () =>
    page.evaluate(
      async ([h, p]) => {
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/html': new Blob([h!], { type: 'text/html' }),
            'text/plain': new Blob([p!], { type: 'text/plain' }),
          }),
        ]);
      },
      [html, plain],
    );
  await copy();
  await page.keyboard.press('Control+V');
  await expect(box).toHaveValue(
    'See [the doc](https://example.com/doc) and **this** with `x = 1`:\n\n- one\n- two',
  );
  release();
  await expect(box).toHaveAttribute('placeholder', /^Message/);
  await box.fill('');
  await copy();
  await page.keyboard.press('Control+Shift+V');
  await expect(box).toHaveValue(plain);
});

test('a channel one is not subscribed to says so at the top, with Subscribe', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const name = `open house ${Date.now().toString(36)}`;
  await iago.call('POST', 'users/me/subscriptions', { subscriptions: [{ name }] });
  const stream_id = await iago.streamId(name);
  await iago.send(name, 'hello', 'Anyone may join.');
  const page = await signIn(browser, 'othello');
  await open(page, `#narrow/channel/${stream_id}-x`);
  await expect(page.getByRole('log').getByRole('article').first()).toBeVisible();
  const notice = page.getByText("You're not subscribed to this channel.");
  await expect(notice).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
  await expect(notice).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
});

test('the personal menu has one theme control that shows the theme', async ({ browser }) => {
  const page = await signIn(browser, 'shiva');
  await page.getByRole('button', { name: 'Personal menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Light', 'Dark', 'Automatic']);
  await expect(menu.getByRole('group', { name: 'Theme' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /theme/ })).toHaveCount(0);
  const checked = menu.getByRole('menuitemradio', { checked: true });
  await expect(checked).toHaveCount(1);
  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Personal menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'Automatic' }).click();
});

test('the welcome topic names the send key the reader has', async ({ browser }) => {
  const iago = await apiAs('iago');
  const general = await iago.streamId('general');
  // Zulip's default (which other tests of this organization may have changed).
  await iago.call('PATCH', 'settings', { enter_sends: false });
  const page = await signIn(browser, 'iago');
  await open(page, topicHash(general, 'general', 'welcome'));
  const tip = page.getByRole('log').getByRole('article').filter({ hasText: 'Tip:' });
  await expect(tip).toBeVisible();
  // With Zulip's default, the tip says what the compose box shows: Ctrl+Enter sends.
  await expect(tip).toContainText('Ctrl+Enter sends');
  await page.getByRole('button', { name: 'Start new conversation' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
    'placeholder',
    /Ctrl\+Enter to send/,
  );
});

test('who can subscribe to a public channel reads as people read it; members see no reorder handles', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const verona = await iago.streamId('Verona');
  const admin = await signIn(browser, 'iago');
  const member = await signIn(browser, 'othello');
  await open(admin, `#channels/${verona}/Verona/general`);
  const setting = admin.getByRole('combobox', { name: 'Who can subscribe to this channel' });
  await expect(setting).toBeVisible();
  await expect(setting.locator('option:checked')).toHaveText('Everyone who can see the channel');
  await expect(admin.getByText('Everyone who can see the channel can subscribe')).toBeVisible();
  // The organization profile is headed once.
  await open(admin, '#organization/organization-profile');
  await expect(admin.getByRole('heading', { name: 'Organization profile' })).toHaveCount(1);

  await open(member, '#organization/linkifier-settings');
  await expect(member.getByRole('list', { name: /^Linkifiers/ })).toBeVisible();
  await expect(member.getByRole('button', { name: /^Reorder/ })).toHaveCount(0);
  await expect(member.getByText('Press the up or down arrow key')).toHaveCount(0);
});

test('MOVED and EDITED sit beside the time', async ({ browser }) => {
  const othello = await apiAs('othello');
  const topic = freshTopic('markers');
  const id = await othello.send('Verona', topic, 'Soon edited.');
  await othello.call('PATCH', `messages/${id}`, { content: 'Edited now.' });
  const page = await signIn(browser, 'iago');
  await open(page, topicHash(await othello.streamId('Verona'), 'Verona', topic));
  const message = messageById(page, id);
  await expect(message.getByText('Edited now.')).toBeVisible();
  const marker = await message.getByRole('button', { name: /^EDITED/ }).boundingBox();
  const time = await message.getByRole('link', { name: /\d/ }).last().boundingBox();
  const body = await message.getByText('Edited now.').boundingBox();
  // On the time's line, not a line of its own under the text.
  expect(Math.abs(marker!.y - time!.y)).toBeLessThan(8);
  expect(marker!.y).toBeLessThan(body!.y + body!.height);
});

test('the floating recipient bar never covers the next conversation’s bar', async ({ browser }) => {
  const page = await signIn(browser, 'iago');
  await sidebar(page)
    .getByRole('link', { name: /^general/ })
    .click();
  const log = page.getByRole('log', { name: 'general' });
  await expect(log.getByRole('article').first()).toBeVisible();
  // Scrolled step by step through the channel's conversations, the floating bar and any real
  // bar below it never overlap.
  const overlap = await log.evaluate(async (scroller) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    let worst = 0;
    const bottom = scroller.scrollHeight;
    for (let i = 0; i < 200 && bottom - i * 17 > 0; i++) {
      scroller.scrollTop = bottom - i * 17;
      await frame();
      const floating = scroller.parentElement
        ?.querySelector('.floating-recipient .recipient-bar')
        ?.getBoundingClientRect();
      if (!floating) continue;
      for (const bar of scroller.querySelectorAll('.feed-row > .recipient-bar')) {
        const r = bar.getBoundingClientRect();
        if (r.top >= floating.top && r.top < floating.bottom) {
          worst = Math.max(worst, floating.bottom - r.top);
        }
      }
    }
    return worst;
  });
  expect(overlap).toBeLessThan(1);
});
