/**
 * The last view's picture (issue 23): a reload or a new tab draws the view it left before the
 * app's code has run, marked as catching up and out of reach of keys, pointers and screen
 * readers; the app takes its place once it has drawn the view. Kept only with the local copy.
 */
import type { Browser, Page } from '@playwright/test';
import { CONSOLE_MARKER, hostileStrings, MARKER_PATH } from './hostile/corpus';
import { apiAs, connected, expect, signIn, test } from './support';
import { copies, freshTopic, messagesWith, openTopic } from './views';

interface Seen {
  /** The message first seen on the page, and where. */
  text: string;
  inPicture: boolean;
  /** The app's own messages when the picture was first seen. */
  appMessages: number;
  ariaHidden: string | null;
  inert: boolean;
  status: string;
  /** Whether the picture was shown (its styles there) before it went. */
  shown?: boolean;
  /** Whether the app's messages were there when the picture went. */
  goneWithApp?: boolean;
}

/** Records, from the page's first moment, the first message drawn and how the picture went. */
async function watchFirstMessage(page: Page) {
  await page.addInitScript(() => {
    const w = window as { seen?: Seen };
    const appMessages = () => document.querySelectorAll('#root [role="log"] article').length;
    new MutationObserver(() => {
      const cover = document.querySelector('.view-snapshot');
      const first = document.querySelector('[role="log"] article');
      if (!w.seen && first) {
        w.seen = {
          text: first.textContent ?? '',
          inPicture: cover?.contains(first) ?? false,
          appMessages: appMessages(),
          ariaHidden: cover?.getAttribute('aria-hidden') ?? null,
          inert: cover?.hasAttribute('inert') ?? false,
          status: cover?.querySelector('.connection-status')?.textContent ?? '',
        };
      }
      if (cover && !cover.classList.contains('view-snapshot-waiting') && w.seen)
        w.seen.shown = true;
      if (w.seen?.inPicture && !cover && w.seen.goneWithApp === undefined)
        w.seen.goneWithApp = appMessages() > 0;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

/** The view's messages are drawn (the picture is of a view that has some). */
const drawn = (page: Page) =>
  expect(page.getByRole('log').getByRole('article').first()).toBeVisible();
const seenOn = (page: Page) => page.evaluate(() => (window as { seen?: Seen }).seen);
const pictureKept = (page: Page) =>
  page.evaluate(() => localStorage.getItem('parley.view-snapshot') !== null);

test('a reload draws the last view before the app has run, then the app takes its place', async ({
  browser,
}) => {
  const topic = freshTopic('picture');
  const othello = await apiAs('othello');
  const id = await othello.send('Verona', topic, `In the picture, ${topic}`);
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', topic);
  await expect(messagesWith(iago, 'In the picture')).toHaveCount(1);
  await expect.poll(async () => (await copies(iago)).flatMap((c) => c.ids)).toContain(id);
  await watchFirstMessage(iago);

  await iago.reload();
  await expect(connected(iago)).toBeVisible({ timeout: 15_000 });
  const seen = await seenOn(iago);
  expect(seen).toMatchObject({
    inPicture: true,
    appMessages: 0,
    ariaHidden: 'true',
    inert: true,
    status: 'Catching up…',
    shown: true,
    goneWithApp: true,
  });
  expect(seen?.text).toContain(`In the picture, ${topic}`);
  await expect(iago.locator('.view-snapshot')).toHaveCount(0);
  await expect(messagesWith(iago, 'In the picture')).toHaveCount(1);
});

test('a new tab of the same view draws it too; another view or another person draws none', async ({
  browser,
}) => {
  const topic = freshTopic('picture tabs');
  const othello = await apiAs('othello');
  await othello.send('Verona', topic, `Seen in tabs, ${topic}`);
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', topic);
  await expect(messagesWith(iago, 'Seen in tabs')).toHaveCount(1);
  const url = iago.url();
  // Hidden as it goes: the picture is taken.
  await iago.goto('about:blank');

  const tab = await iago.context().newPage();
  await watchFirstMessage(tab);
  await tab.goto(url);
  await expect(messagesWith(tab, 'Seen in tabs')).toHaveCount(1);
  expect(await seenOn(tab)).toMatchObject({ inPicture: true, goneWithApp: true });

  // Another view: the picture is not of it.
  const other = await iago.context().newPage();
  await watchFirstMessage(other);
  await other.goto(url.replace(/#.*/, '#narrow/channel/1-x'));
  await drawn(other);
  expect((await seenOn(other))?.inPicture).toBe(false);

  // Another person in this browser: not the picture of iago's view.
  await tab.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('parley.session')!);
    sessionStorage.setItem('parley.session', JSON.stringify({ ...s, userId: s.userId + 1 }));
  });
  await watchFirstMessage(tab);
  await tab.reload();
  await tab.waitForTimeout(1000);
  expect((await seenOn(tab))?.inPicture ?? false).toBe(false);
});

/** Iago signed in, a topic read, then reloaded: its picture is kept. */
async function pictured(browser: Browser): Promise<Page> {
  const page = await signIn(browser, 'iago');
  await openTopic(page, 'Verona', 'release planning');
  await drawn(page);
  await page.reload();
  await expect(connected(page)).toBeVisible({ timeout: 15_000 });
  expect(await pictureKept(page)).toBe(true);
  return page;
}

test('logging out deletes the picture; with the copy off none is taken', async ({ browser }) => {
  const iago = await pictured(browser);
  await iago.getByRole('button', { name: 'Personal menu' }).click();
  await iago.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(iago.getByRole('heading', { name: /^Log in/ })).toBeVisible();
  expect(await pictureKept(iago)).toBe(false);

  const again = await pictured(browser);
  await again.goto('/#settings/preferences');
  await again
    .getByRole('checkbox', { name: 'Keep a copy on this device for a fast start' })
    .uncheck();
  await expect.poll(() => pictureKept(again)).toBe(false);
  await again.keyboard.press('Escape');
  await openTopic(again, 'Verona', 'release planning');
  await watchFirstMessage(again);
  await again.reload();
  await drawn(again);
  expect((await seenOn(again))?.inPicture).toBe(false);
  expect(await pictureKept(again)).toBe(false);
});

test("the picture keeps the person's own theme until the app takes its place", async ({
  browser,
}) => {
  const shiva = await apiAs('shiva');
  await shiva.call('PATCH', 'settings', { color_scheme: 2 });
  const page = await signIn(browser, 'shiva', { colorScheme: 'light' });
  try {
    await openTopic(page, 'Verona', 'release planning');
    await drawn(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The theme each time the page changes while the picture is there.
    await page.addInitScript(() => {
      const w = window as { themes?: string[] };
      const themes: string[] = [];
      w.themes = themes;
      new MutationObserver(() => {
        if (document.querySelector('.view-snapshot'))
          themes.push(document.documentElement.dataset.theme ?? '');
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.reload();
    await drawn(page);
    const themes = await page.evaluate(() => (window as { themes?: string[] }).themes);
    expect(themes?.length).toBeGreaterThan(0);
    expect(new Set(themes)).toEqual(new Set(['dark']));
  } finally {
    await shiva.call('PATCH', 'settings', { color_scheme: 1 });
    await page.context().close();
  }
});

test('hostile text in the picture stays text: nothing in it runs or loads', async ({ browser }) => {
  const topic = freshTopic('hostile picture');
  const othello = await apiAs('othello');
  // The last strings of the corpus are the ones the picture shows (the feed opens at the end).
  const hostile = hostileStrings().slice(-25);
  for (const h of hostile) await othello.send('Verona', topic, h.text);
  const iago = await signIn(browser, 'iago');
  await openTopic(iago, 'Verona', topic);
  await drawn(iago);
  const ran: string[] = [];
  iago.on('dialog', (d) => {
    ran.push(`dialog: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  iago.on('console', (m) => {
    if (m.text().includes(CONSOLE_MARKER)) ran.push(`console: ${m.text()}`);
  });
  iago.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(MARKER_PATH)) ran.push(`request: ${r.url()}`);
  });
  // What could run, in the picture as it is first drawn.
  await iago.addInitScript(() => {
    const w = window as { unsafe?: string[] };
    new MutationObserver(() => {
      const cover = document.querySelector('.view-snapshot');
      if (!cover || w.unsafe) return;
      w.unsafe = [];
      for (const el of [cover, ...cover.querySelectorAll('*')]) {
        if (el.matches('script, iframe, object, embed, frame, base, meta, link, style'))
          w.unsafe.push(`<${el.tagName}>`);
        for (const a of el.getAttributeNames()) {
          const value = (el.getAttribute(a) ?? '').replace(/\s/g, '').toLowerCase();
          if (a.startsWith('on') || /^(javascript|vbscript|data:text\/html)/.test(value))
            w.unsafe.push(`<${el.tagName} ${a}>`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await iago.reload();
  await drawn(iago);
  await iago.waitForTimeout(500);
  const unsafe = await iago.evaluate(() => (window as { unsafe?: string[] }).unsafe);
  // Seen (the picture was drawn) and clean.
  expect(unsafe).toEqual([]);
  expect(ran).toEqual([]);
});
