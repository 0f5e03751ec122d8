import type { Page } from '@playwright/test';
import { apiAs, expect, signIn, test } from './support';
import { newChannel, sidebar, topicHash } from './views';

/** The first message fully inside the feed's viewport: its ID and distance from the top. */
/** Verona, opened from the left sidebar: its feed. */
async function openVerona(page: Page) {
  await sidebar(page)
    .getByRole('link', { name: /^Verona(,|$)/ })
    .click();
  return page.getByRole('log', { name: 'Verona' });
}

const firstVisible = (page: Page) =>
  page.evaluate(() => {
    const feed = document.querySelector('[role="log"]')!;
    const top = feed.getBoundingClientRect().top;
    const article = [...feed.querySelectorAll('article')].find(
      (a) => a.getBoundingClientRect().top >= top,
    )!;
    return {
      id: article.dataset.messageId,
      offset: Math.round(article.getBoundingClientRect().top - top),
    };
  });

/** How far a message's text (below its sender's name, when shown) is from the feed's top. */
const offsetInFeed = (page: Page, id: string | undefined) =>
  page.evaluate((id) => {
    const feed = document.querySelector('[role="log"]')!;
    const text = feed.querySelector(`article[data-message-id="${id}"] .message-content`)!;
    return Math.round(text.getBoundingClientRect().top - feed.getBoundingClientRect().top);
  }, id);

test('a message arriving below the reader raises the counts; seeing it lowers them', async ({
  browser,
}) => {
  const othello = await apiAs('othello');
  const iago = await apiAs('iago');
  const verona = await othello.streamId('Verona');
  const topic = `long talk ${Date.now()}`;
  for (let i = 1; i <= 40; i++) await othello.send('Verona', topic, `Line ${i} of the long talk`);
  await iago.call('POST', 'messages/flags/narrow', {
    anchor: 'oldest',
    num_before: 0,
    num_after: 100,
    narrow: JSON.stringify([
      { operator: 'channel', operand: verona },
      { operator: 'topic', operand: topic },
    ]),
    op: 'add',
    flag: 'read',
  });

  const page = await signIn(browser, 'iago');
  await page.goto(`/${topicHash(verona, 'Verona', topic)}`);
  const feed = page.getByRole('log', { name: `Verona > ${topic}` });
  await expect(feed.getByText('Line 40 of the long talk')).toBeVisible();
  const topicLink = sidebar(page).getByRole('link', { name: new RegExp(`^${topic}`) });
  await expect(topicLink).toHaveAttribute('aria-label', topic);
  const veronaLink = sidebar(page).getByRole('link', { name: /^Verona(,|$)/ });
  const veronaUnread = async () =>
    Number(/(\d+) unread/.exec((await veronaLink.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await veronaUnread();

  // Scrolled up, the reader does not see what arrives at the bottom, and is not carried there.
  await feed.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(page.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
  const position = await firstVisible(page);
  // Othello writes from his own browser.
  const othelloPage = await signIn(browser, 'othello');
  await othelloPage.goto(`/${topicHash(verona, 'Verona', topic)}`);
  await othelloPage.getByRole('button', { name: `Message #Verona > ${topic}` }).click();
  const box = othelloPage.getByRole('textbox', { name: 'Message' });
  await box.fill('Something new at the bottom');
  await othelloPage.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
  // Closed only once the server has it: a tab closed while "Sending…" sends on its next opening.
  const newest = async () => {
    const { messages } = await othello.call('GET', 'messages', {
      anchor: 'newest',
      num_before: 1,
      num_after: 0,
      narrow: JSON.stringify([{ operator: 'channel', operand: verona }]),
    });
    return (messages as { content: string }[])[0]?.content;
  };
  await expect.poll(newest).toContain('Something new at the bottom');
  await othelloPage.context().close();
  await expect(topicLink).toHaveAttribute('aria-label', `${topic}, 1 unread`);
  await expect.poll(veronaUnread).toBe(before + 1);
  expect(await firstVisible(page)).toEqual(position);

  await page.getByRole('button', { name: 'Jump to latest' }).click();
  await expect(feed.getByText('Something new at the bottom')).toBeVisible();
  await expect(topicLink).toHaveAttribute('aria-label', topic);
  await expect.poll(veronaUnread).toBe(before);

  // At the bottom, a new message is followed into view and read at once.
  await othello.send('Verona', topic, 'And one more');
  await expect(feed.getByText('And one more')).toBeInViewport();
  await expect(topicLink).toHaveAttribute('aria-label', topic);
});

test('a reload keeps the reading position, not the first unread message below it', async ({
  browser,
}) => {
  const othello = await apiAs('othello');
  const verona = await othello.streamId('Verona');
  const topic = `reload mid-read ${Date.now()}`;
  for (let i = 1; i <= 60; i++) await othello.send('Verona', topic, `Part ${i} of the long read`);
  const page = await signIn(browser, 'iago');
  await page.goto(`/${topicHash(verona, 'Verona', topic)}`);
  const feed = page.getByRole('log', { name: `Verona > ${topic}` });
  await expect(feed.getByText('Part 1 of the long read')).toBeVisible();
  // Read a third of the way down: what was seen is read, the first unread is below the view.
  await feed.evaluate((el) => {
    el.scrollTop = el.scrollHeight / 3;
  });
  await page.waitForTimeout(1500);
  const position = await firstVisible(page);

  await page.reload();
  await expect(feed.locator('article').first()).toBeVisible();
  await expect.poll(() => firstVisible(page)).toEqual(position);
});

test('Back and Forward move between three views and restore the reading position', async ({
  browser,
}) => {
  const page = await signIn(browser, 'iago');
  const verona = await openVerona(page);
  await expect(verona.locator('article').first()).toBeVisible();
  await verona.evaluate((el) => {
    el.scrollTop = Math.max(0, el.scrollHeight / 2);
  });
  await page.waitForTimeout(300);
  const position = await firstVisible(page);

  await sidebar(page)
    .getByRole('link', { name: /^Inbox(,|$)/ })
    .click();
  await expect(page.getByRole('searchbox', { name: 'Filter conversations' })).toBeVisible();
  await sidebar(page)
    .getByRole('link', { name: /^general(,|$)/ })
    .click();
  const general = page.getByRole('log', { name: 'general' });
  await expect(general.locator('article').first()).toBeVisible();
  await general.evaluate((el) => {
    el.scrollTop = el.scrollHeight / 3;
  });
  await page.waitForTimeout(300);
  const generalPosition = await firstVisible(page);

  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Filter conversations' })).toBeVisible();
  await page.goBack();
  await expect(verona).toBeVisible();
  await expect.poll(() => firstVisible(page)).toEqual(position);
  await page.goForward();
  await expect(page.getByRole('searchbox', { name: 'Filter conversations' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('log', { name: 'general' })).toBeVisible();
  await expect(page).toHaveTitle(/general - Parley Dev$/);
  await expect.poll(() => firstVisible(page)).toEqual(generalPosition);
});

test('a topic opens at its first unread, and nothing arriving above moves the reading position', async ({
  browser,
}) => {
  const othello = await apiAs('othello');
  const iago = await apiAs('iago');
  const verona = await othello.streamId('Verona');
  const topic = `history ${Date.now()}`;
  const ids: number[] = [];
  for (let i = 1; i <= 130; i++) ids.push(await othello.send('Verona', topic, `Old line ${i}`));
  await iago.call('POST', 'messages/flags', {
    messages: JSON.stringify(ids.slice(0, 100)),
    op: 'add',
    flag: 'read',
  });

  const page = await signIn(browser, 'iago');
  // The page of older messages is held back until the test has taken the position at the top.
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/api\/v1\/messages\?.*include_anchor=false/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/${topicHash(verona, 'Verona', topic)}`);
  const feed = page.getByRole('log', { name: `Verona > ${topic}` });
  // Opened at the first unread (line 101), not at the bottom.
  const firstUnread = feed.locator(`article[data-message-id="${ids[100]}"]`);
  await expect(firstUnread).toBeInViewport();
  await expect(feed.getByText('Old line 130', { exact: true })).not.toBeInViewport();
  // Below the recipient bar floating at the top, not under it.
  const bar = page.locator('.floating-recipient .recipient-bar');
  await expect(bar).toBeVisible();
  const barBottom = (await bar.boundingBox())!.y + (await bar.boundingBox())!.height;
  expect((await firstUnread.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom - 1);

  // Scrolled to the top, the older page loads above without carrying the reader along.
  await feed.evaluate((el) => {
    el.scrollTop = 0;
  });
  await page.waitForTimeout(300);
  const atTop = await firstVisible(page);
  expect(atTop.id).toBe(String(ids[50]));
  atTop.offset = await offsetInFeed(page, atTop.id);
  const older = page.waitForResponse(/include_anchor=false/);
  release();
  await older;
  await page.waitForTimeout(500);
  expect(Math.abs((await offsetInFeed(page, atTop.id)) - atTop.offset)).toBeLessThanOrEqual(2);

  // A reaction and an edit that makes a message taller, a few rows above what the reader sees
  // (the older page brought the rows above into the view's top; those above them are off it).
  const above = [ids[43], ids[42]] as [number, number];
  for (const id of above) {
    const bottom = await page.evaluate((id) => {
      const feed = document.querySelector('[role="log"]')!;
      const a = feed.querySelector(`article[data-message-id="${id}"]`);
      return a ? a.getBoundingClientRect().bottom - feed.getBoundingClientRect().top : undefined;
    }, id);
    expect(bottom).toBeLessThan(0);
  }
  await othello.call('POST', `messages/${above[0]}/reactions`, { emoji_name: 'tada' });
  await othello.call('PATCH', `messages/${above[1]}`, {
    content: 'Old line, now\n\nmuch\n\nlonger\n\nthan it was',
  });
  await expect(feed.getByText('than it was')).toBeAttached();
  await expect(feed.locator(`article[data-message-id="${above[0]}"] .reactions`)).toBeAttached();
  await page.waitForTimeout(300);
  expect(Math.abs((await offsetInFeed(page, atTop.id)) - atTop.offset)).toBeLessThanOrEqual(2);
});

test('a copied link to a message opens that message, highlighted', async ({ browser }) => {
  const iago = await apiAs('iago');
  const verona = await iago.streamId('Verona');
  const page = await signIn(browser, 'iago');
  const { messages } = await iago.call('GET', 'messages', {
    anchor: 'newest',
    num_before: 200,
    num_after: 0,
    narrow: JSON.stringify([{ operator: 'channel', operand: verona }]),
  });
  const target = messages[Math.floor(messages.length / 3)];
  const link = `/${topicHash(verona, 'Verona', target.subject)}/near/${target.id}`;
  // A new tab opening the link, as a person pasting it would.
  const tab = await page.context().newPage();
  await tab.goto(link);
  const article = tab.locator(`article[data-message-id="${target.id}"]`);
  await expect(article).toBeInViewport();
  await expect(article).toHaveClass(/message-target/);
  await expect(tab.getByRole('log', { name: `Verona > ${target.subject}` })).toBeVisible();
});

test('"Mark all messages as read" on a channel clears its counts', async ({ browser }) => {
  const othello = await apiAs('othello');
  for (let i = 0; i < 3; i++) await othello.send('Denmark', `to read ${Date.now()}`, `Unread ${i}`);
  const page = await signIn(browser, 'iago');
  const denmark = sidebar(page).getByRole('link', { name: /^Denmark(,|$)/ });
  await expect(denmark).toHaveAttribute('aria-label', /^Denmark, \d+ unread/);
  await denmark.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Mark all messages as read' }).click();
  await expect(denmark).toHaveAttribute('aria-label', 'Denmark');
});

test('the Inbox shows a new unread topic, and opening it clears it', async ({ browser }) => {
  const page = await signIn(browser, 'iago');
  await page.goto('/#inbox');
  const othello = await apiAs('othello');
  const topic = `inbox news ${Date.now()}`;
  await othello.send('Denmark', topic, 'Have you heard the news?');
  const row = page.getByRole('link', { name: `${topic}, 1 unread` });
  await expect(row).toBeVisible();
  await row.click();
  await expect(
    page.getByRole('log', { name: `Denmark > ${topic}` }).getByText('Have you heard the news?'),
  ).toBeVisible();
  await sidebar(page)
    .getByRole('link', { name: /^Inbox(,|$)/ })
    .click();
  await expect(page.getByRole('searchbox', { name: 'Filter conversations' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${topic}`) })).toHaveCount(0);
});

// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('an image one user uploads shows inline for another', async ({ browser }) => {
  const othello = await apiAs('othello');
  const verona = await othello.streamId('Verona');
  const topic = `pictures ${Date.now()}`;
  const { url } = await othello.upload('dot.png', 'image/png', PNG);
  await othello.send('Verona', topic, `Look: [dot.png](${url})`);
  const page = await signIn(browser, 'iago');
  await page.goto(`/${topicHash(verona, 'Verona', topic)}`);
  const image = page.getByRole('log').locator('.message_inline_image img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  // Loaded without the API key in its URL.
  expect(await image.getAttribute('src')).toMatch(/\/user_uploads\/temporary\//);
});

test('at 390 px wide, a channel opens from the drawer and can be read', async ({ browser }) => {
  // A channel of its own: a message another test sends to a shared one while compose opens
  // would move the feed (rightly, at its bottom) and not be what this test looks at.
  const iago = await apiAs('iago');
  const { name } = await newChannel(iago, 'narrow screen', ['iago@example.com']);
  for (let i = 0; i < 24; i++) await iago.send(name, `topic ${i % 3}`, `Line ${i} of the day`);
  const page = await signIn(browser, 'iago', { viewport: { width: 390, height: 844 } });
  await page.getByRole('button', { name: 'Open left sidebar' }).click();
  await sidebar(page)
    .getByRole('link', { name: new RegExp(`^${name}(,|$)`) })
    .click();
  await expect(sidebar(page)).not.toBeInViewport();
  const feed = page.getByRole('log', { name });
  // The lowest message on screen (the feed may open at the first unread, not the bottom), and
  // how far its bottom is from the feed's.
  const lowestShown = () =>
    feed.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const shown = [...el.querySelectorAll<HTMLElement>('article')].filter((a) => {
        const r = a.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom;
      });
      const last = shown.at(-1);
      if (!last) return undefined;
      return { id: last.dataset.messageId, gap: box.bottom - last.getBoundingClientRect().bottom };
    });
  await expect.poll(lowestShown).toBeTruthy();
  // Once the feed has settled where it opens (on a busy machine it is still placing itself a
  // moment after the first message shows): two looks in a row agree.
  let before = (await lowestShown())!;
  await expect
    .poll(async () => {
      const now = await lowestShown();
      const settled =
        now !== undefined && now.id === before.id && Math.abs(now.gap - before.gap) < 1;
      if (now) before = now;
      return settled;
    })
    .toBe(true);
  // Opening compose shrinks the feed from below: what sat at its bottom edge stays there.
  await page.getByRole('button', { name: 'Start new conversation' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const gapOf = () =>
    feed.evaluate(
      (el, id) =>
        el.getBoundingClientRect().bottom -
        el.querySelector(`article[data-message-id="${id}"]`)!.getBoundingClientRect().bottom,
      before.id,
    );
  await expect.poll(gapOf).toBeCloseTo(before.gap, -1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

// Axe over the reading screens (Inbox, Recent conversations, the combined feed, a topic, Drafts,
// Starred) in light, dark and compact: e2e/themes.spec.ts.

test('a view opened the instant a dialog closes stays open: the dialog’s history entry does not undo it', async ({
  browser,
}) => {
  const page = await signIn(browser, 'iago');
  const verona = await openVerona(page);
  await verona.locator('article a.message-time').last().focus();
  await page.keyboard.press(':');
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  await expect(picker).toBeVisible();
  // The person follows a link while the closed dialog's entry is still on its way out of the
  // history (between the Back that takes it out and that Back landing).
  await page.evaluate(() => {
    const back = history.back.bind(history);
    history.back = () => {
      back();
      window.location.hash = '#recent';
    };
  });
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  const recent = page.locator('.recent-list');
  await expect(recent).toBeVisible();
  await page.waitForTimeout(500);
  await expect(recent).toBeVisible();
  await expect(page).toHaveURL(/#recent$/);
  // Back from there returns to the channel.
  await page.goBack();
  await expect(verona).toBeVisible();
});
