/**
 * The local copy (issue 23): a reload opens the last view from IndexedDB before the server has
 * answered, then catches up with what happened meanwhile; logging out or turning the copy off
 * deletes it.
 */
import type { Page } from '@playwright/test';
import { apiAs, connected, expect, signIn, test } from './support';
import { copies, freshTopic, messagesWith, openTopic, topicHash } from './views';

/** Holds back every POST /register of the page's context until `release` is called. */
async function holdRegister(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.context().route('**/api/v1/register', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The event queue the page polled last (its worker's GET /events carry it), from now on. */
function pollsOf(page: Page): () => string | undefined {
  let last: string | undefined;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname === '/api/v1/events')
      last = url.searchParams.get('queue_id') ?? undefined;
  });
  return () => last;
}

/** Counts the page's POST /register from now on. */
function countRegisters(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/register')) n++;
  });
  return () => n;
}

test('back from elsewhere, the page resumes the queue it left: no register, and what happened meanwhile shows once', async ({
  browser,
}) => {
  const topic = freshTopic('kept queue');
  const othello = await apiAs('othello');
  await othello.send('Verona', topic, `Before leaving, ${topic}`);
  const doomed = await othello.send('Verona', topic, `Deleted while away, ${topic}`);
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', topic);
  await expect(messagesWith(iago, 'Deleted while away')).toHaveCount(1);
  await expect.poll(async () => (await copies(iago)).flatMap((c) => c.ids)).toContain(doomed);
  const url = iago.url();

  // Away: the page is gone, its queue is not; the organization goes on.
  await iago.goto('about:blank');
  await othello.send('Verona', topic, `Sent while away, ${topic}`);
  await (await apiAs('iago')).call('DELETE', `messages/${doomed}`);

  const registers = countRegisters(iago);
  await iago.goto(url);
  await expect(connected(iago)).toBeVisible({ timeout: 15_000 });
  await expect(iago.getByText('Catching up…')).toHaveCount(0);
  await expect(messagesWith(iago, 'Sent while away')).toHaveCount(1);
  await expect(messagesWith(iago, 'Deleted while away')).toHaveCount(0);
  await expect(messagesWith(iago, `Before leaving, ${topic}`)).toHaveCount(1);
  expect(registers()).toBe(0);

  // Live from the resumed queue, not only caught up: a new message arrives as usual, once.
  await othello.send('Verona', topic, `After coming back, ${topic}`);
  await expect(messagesWith(iago, 'After coming back')).toHaveCount(1);
  await iago.waitForTimeout(300);
  await expect(messagesWith(iago, 'Sent while away')).toHaveCount(1);
  expect(registers()).toBe(0);
});

test('two tabs of one person: each polls a queue of its own, and a reload of one resumes only its own', async ({
  browser,
}) => {
  const topic = freshTopic('two tabs');
  const othello = await apiAs('othello');
  await othello.send('Verona', topic, `Opening, ${topic}`);
  const first = await signIn(browser, 'iago');
  const firstPolls = pollsOf(first);
  await openTopic(first, 'Verona', topic);
  await expect.poll(async () => (await copies(first)).length).toBe(1);
  const second = await first.context().newPage();
  const secondPolls = pollsOf(second);
  const secondRegisters = countRegisters(second);
  await second.goto(first.url());
  await expect(connected(second)).toBeVisible({ timeout: 15_000 });
  // The first tab's queue is in use: the second registers one of its own.
  expect(secondRegisters()).toBe(1);
  await othello.send('Verona', topic, `To both, ${topic}`);
  for (const page of [first, second]) await expect(messagesWith(page, 'To both')).toHaveCount(1);
  await expect.poll(firstPolls).toBeTruthy();
  await expect.poll(secondPolls).toBeTruthy();
  expect(firstPolls()).not.toBe(secondPolls());

  const firstRegisters = countRegisters(first);
  const before = firstPolls();
  await first.reload();
  await expect(connected(first)).toBeVisible({ timeout: 15_000 });
  await othello.send('Verona', topic, `After the reload, ${topic}`);
  for (const page of [first, second]) {
    await expect(messagesWith(page, 'After the reload')).toHaveCount(1);
    await expect(messagesWith(page, 'To both')).toHaveCount(1);
  }
  expect(firstRegisters()).toBe(0);
  expect(firstPolls()).toBe(before);
});

test('a kept queue the server has dropped: the copy opens at once, a register catches it up', async ({
  browser,
}) => {
  const topic = freshTopic('copy');
  const othello = await apiAs('othello');
  const first = await othello.send('Verona', topic, `First of the copy, ${topic}`);
  const doomed = await othello.send('Verona', topic, `Soon deleted, ${topic}`);
  const iago = await signIn(browser, 'iago');
  const polled = pollsOf(iago);
  await openTopic(iago, 'Verona', topic);
  await expect(messagesWith(iago, 'Soon deleted')).toHaveCount(1);
  // An event ends the poll under way, and the next one names the queue.
  await othello.send('Verona', topic, `One more, ${topic}`);
  await expect(messagesWith(iago, 'One more')).toHaveCount(1);
  await expect.poll(polled).toBeTruthy();
  // Written a moment after the view changed.
  await expect.poll(async () => (await copies(iago)).flatMap((c) => c.ids)).toContain(doomed);
  const queue = polled();
  expect(queue).toBeTruthy();
  const url = iago.url();

  // The page leaves its queue; the server drops it, as it does one idle for ten minutes.
  await iago.goto('about:blank');
  await (await apiAs('iago')).call('DELETE', 'events', { queue_id: queue });
  const registers = countRegisters(iago);
  const release = await holdRegister(iago);
  await iago.goto(url);
  // From the copy alone: the view, its messages, and a word that it is catching up.
  await expect(iago.getByRole('status').filter({ hasText: 'Catching up…' })).toBeVisible();
  await expect(messagesWith(iago, `First of the copy, ${topic}`)).toHaveCount(1);
  await expect(messagesWith(iago, 'Soon deleted')).toHaveCount(1);

  // Meanwhile, on the server: a new message, and one deleted.
  await othello.send('Verona', topic, `Sent while away, ${topic}`);
  await (await apiAs('iago')).call('DELETE', `messages/${doomed}`);
  await expect(messagesWith(iago, 'Sent while away')).toHaveCount(0);

  release();
  await expect(connected(iago)).toBeVisible({ timeout: 15_000 });
  await expect(iago.getByText('Catching up…')).toHaveCount(0);
  await expect(messagesWith(iago, 'Sent while away')).toHaveCount(1);
  await expect(messagesWith(iago, 'Soon deleted')).toHaveCount(0);
  await expect(messagesWith(iago, `First of the copy, ${topic}`)).toHaveCount(1);
  expect(registers()).toBe(1);
  expect(first).toBeLessThan(doomed);
});

test('a reload of a channel draws its messages with the shell, never "Loading messages…" first', async ({
  browser,
}) => {
  const topic = freshTopic('drawn together');
  const othello = await apiAs('othello');
  const id = await othello.send('Verona', topic, `Drawn with the shell, ${topic}`);
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', topic);
  await expect(messagesWith(iago, 'Drawn with the shell')).toHaveCount(1);
  await expect.poll(async () => (await copies(iago)).flatMap((c) => c.ids)).toContain(id);
  // Every element the page adds to its document from the first moment on, painted or not.
  await iago.addInitScript(() => {
    const seen = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.feed-loading') || node.querySelector('.feed-loading'))
            (window as { sawLoading?: boolean }).sawLoading = true;
        }
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await iago.reload();
  await expect(messagesWith(iago, 'Drawn with the shell')).toHaveCount(1);
  await expect(iago.getByRole('navigation', { name: 'Left sidebar' })).toBeVisible();
  expect(
    await iago.evaluate(() => (window as { sawLoading?: boolean }).sawLoading),
  ).toBeUndefined();
});

test('a link opened in a new tab while the copy opens lands on its message once the server answers', async ({
  browser,
}) => {
  const topic = freshTopic('copy link');
  const othello = await apiAs('othello');
  const target = await othello.send('Verona', topic, `The linked one, ${topic}`);
  const iago = await signIn(browser, 'iago');
  await expect.poll(async () => (await copies(iago)).length).toBe(1);
  const release = await holdRegister(iago);
  const tab = await iago.context().newPage();
  const stream_id = await othello.streamId('Verona');
  await tab.goto(`/${topicHash(stream_id, 'Verona', topic)}/near/${target}`);
  await expect(tab.getByRole('status').filter({ hasText: 'Catching up…' })).toBeVisible();
  // The feed is there, waiting for the server (its window was not in the copy).
  await expect(tab.getByRole('log', { name: `Verona > ${topic}` })).toBeVisible();
  release();
  const article = tab.locator(`article[data-message-id="${target}"]`);
  await expect(article).toBeInViewport({ timeout: 15_000 });
  await expect(article).toHaveClass(/message-target/);
});

test('logging out deletes the copy', async ({ browser }) => {
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', 'release planning');
  await expect.poll(async () => (await copies(iago)).length).toBe(1);
  await iago.getByRole('button', { name: 'Personal menu' }).click();
  await iago.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(iago.getByRole('heading', { name: /^Log in/ })).toBeVisible();
  await expect.poll(async () => (await copies(iago)).length).toBe(0);
});

test('turned off in Preferences, the copy is deleted and not written again', async ({
  browser,
}) => {
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', 'release planning');
  await expect.poll(async () => (await copies(iago)).length).toBe(1);
  await iago.goto('/#settings/preferences');
  const keep = iago.getByRole('checkbox', { name: 'Keep a copy on this device for a fast start' });
  await expect(keep).toBeChecked();
  await keep.uncheck();
  await expect.poll(async () => (await copies(iago)).length).toBe(0);

  // A reload writes what is pending as the page goes: with the copy off, nothing.
  await iago.keyboard.press('Escape');
  await openTopic(iago, 'Denmark', 'castle security');
  await iago.reload();
  await expect(connected(iago)).toBeVisible({ timeout: 15_000 });
  await openTopic(iago, 'Verona', 'release planning');
  await iago.reload();
  await expect(connected(iago)).toBeVisible({ timeout: 15_000 });
  expect(await copies(iago)).toEqual([]);
  await iago.goto('/#settings/preferences');
  await keep.check();
  await iago.keyboard.press('Escape');
  await openTopic(iago, 'Denmark', 'castle security');
  await expect.poll(async () => (await copies(iago)).length).toBe(1);
});
