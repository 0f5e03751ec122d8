/**
 * Hostile text in the browser: the corpus (e2e/hostile/corpus.ts, over 200 strings, each with a
 * marker of its own) is put everywhere text reaches a screen (e2e/hostile/seed.ts), then every
 * screen that shows it is visited in Chromium. Nothing may run — no dialog, no console marker,
 * no request to the marker URL, no CSP refusal of a script — no element may carry an event
 * handler attribute or a script URL, and the text must still read as text. This spec runs a
 * server of its own, so the renamed people and hostile channels stay here.
 */
import type { Page } from '@playwright/test';
import { CONSOLE_MARKER, hostileStrings, MARKER_PATH } from './hostile/corpus';
import { HOSTILE_CHANNEL, type Seeded, seed, topicOf } from './hostile/seed';
import { ownServer } from './servers';
import { expect, test } from './support';

const server = ownServer();
test.beforeAll(server.start);
test.afterAll(server.dispose);

const corpus = hostileStrings();

/** Everything that would mean a string ran, gathered from the page as it happens. */
function watch(page: Page) {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes(CONSOLE_MARKER)) ran.push(`console: ${text}`);
    if (/Content Security Policy.*script|script-src/i.test(text)) ran.push(`csp: ${text}`);
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(MARKER_PATH)) ran.push(`request: ${r.url()}`);
  });
  page.on('pageerror', (error) => {
    if (/PWNED|__pwned__/.test(error.message)) ran.push(`error: ${error.message}`);
  });
  return ran;
}

/**
 * Elements that could run script: handler attributes, script URLs, live embedding elements; in
 * the whole document, or only under the scroller being stepped through.
 */
function unsafeElements(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((within) => {
    const root = (within && document.querySelector(within)) || document.body;
    const found: string[] = [];
    const URL_ATTRIBUTES = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'background',
      'srcdoc',
      'to',
      'values',
    ]);
    for (const el of [root, ...root.querySelectorAll('*')]) {
      for (const { name, value } of el.attributes) {
        const n = name.toLowerCase();
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore them in URLs
        const squeezed = value.replace(/[\u0000-\u0020\u200b-\u200d\ufeff]/g, '').toLowerCase();
        if (n.startsWith('on')) found.push(`<${el.tagName} ${n}="${value.slice(0, 60)}">`);
        else if (
          URL_ATTRIBUTES.has(n) &&
          /^(javascript|vbscript|livescript|data:text\/html)/.test(squeezed)
        )
          found.push(`<${el.tagName} ${n}="${value.slice(0, 60)}">`);
        else if (n === 'srcdoc') found.push(`<${el.tagName} srcdoc>`);
      }
    }
    for (const el of document.body.querySelectorAll(
      // The build's boot script (vite-boot.ts) is the page's own.
      'script:not(body > script[data-parley-boot][src^="/assets/boot-"]), iframe, object, embed, frame, base, meta, link, style:not([data-vite-dev-id])',
    ))
      if (root.contains(el)) found.push(`<${el.tagName}> in the body`);
    return found;
  }, within);
}

/**
 * Scrolls a scrollable region from top to bottom a screen at a time, checking at each step; at
 * the bottom it waits a little for a page of newer messages before deciding it is the end.
 */
async function scrollThrough(
  page: Page,
  region: string,
  check: (within?: string) => Promise<void>,
) {
  const found = await page.evaluate((selector) => {
    let el = document.querySelector(selector) as HTMLElement | null;
    while (el && el.scrollHeight <= el.clientHeight + 2) el = el.parentElement;
    if (!el) return false;
    el.setAttribute('data-hostile-scroller', '');
    el.scrollTop = 0;
    return true;
  }, region);
  let stuck = 0;
  for (let step = 0; found && step < 300 && stuck < 3; step++) {
    await check('[data-hostile-scroller]');
    const moved = await page.evaluate(() => {
      const el = document.querySelector('[data-hostile-scroller]') as HTMLElement | null;
      if (!el) return false;
      const before = el.scrollTop;
      el.scrollTop += Math.max(200, el.clientHeight);
      return el.scrollTop !== before;
    });
    stuck = moved ? 0 : stuck + 1;
    await page.waitForTimeout(moved ? 30 : 300);
  }
  await page.evaluate(() =>
    document.querySelector('[data-hostile-scroller]')?.removeAttribute('data-hostile-scroller'),
  );
  await check();
}

test('hostile text never runs, on any screen that shows it, and reads as text', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  expect(corpus.length).toBeGreaterThanOrEqual(200);
  const seeded: Seeded = await seed(server.url, corpus);

  // Refusals say why, in words.
  for (const { msg } of seeded.reaction.refused) expect(msg).toMatch(/emoji/i);
  for (const { msg } of seeded.linkifiers.refused) expect(msg).toMatch(/URL template/i);
  expect(seeded.linkifiers.refused.map((r) => r.template)).toEqual(
    expect.arrayContaining(['javascript:alert({id})', 'vbscript:msgbox({id})']),
  );

  // A tall window: more of each long list on screen at a time, fewer steps to see it all.
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 1600 },
  });
  const page = await context.newPage();
  const ran = watch(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      if (/script|object|frame|base|form/.test(e.effectiveDirective))
        console.error(`Content Security Policy refused a script: ${e.effectiveDirective}`);
    });
  });
  const visited: string[] = [];
  const clean = async (where: string, within?: string) => {
    if (!visited.includes(where)) visited.push(where);
    expect(await unsafeElements(page, within), where).toEqual([]);
    expect(ran, where).toEqual([]);
  };
  // As a link would (the app's navigation waits the same way): once a dialog just closed has
  // taken its history entry out, or the pending Back would undo the new hash.
  const go = async (hash: string) => {
    await page.waitForFunction(() => window.history.state?.parleyLayer !== true);
    await page.evaluate((h) => {
      window.location.hash = h;
    }, hash);
  };

  // The login page lists the people by their (now hostile) names.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Log in as/ }).first()).toBeVisible();
  await expect(page.getByText(seeded.renamed[1]!.full_name).first()).toBeVisible();
  await clean('login page');
  await page.getByRole('button', { name: 'Log in as Iago', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeAttached({
    timeout: 15_000,
  });

  // Sidebar (hostile channel names), people list (hostile names).
  const sidebar = page.getByRole('navigation', { name: 'Left sidebar' });
  await expect(sidebar.getByText(seeded.channelNames[0]!, { exact: true })).toBeVisible();
  await expect(page.getByText(seeded.renamed[2]!.full_name).first()).toBeVisible();
  await clean('sidebar and people');

  // Inbox and Recent conversations: every topic.
  await go('#inbox');
  await expect(page.getByText(HOSTILE_CHANNEL).first()).toBeVisible();
  await scrollThrough(page, 'main', (w) => clean('inbox', w));
  await go('#recent');
  await expect(page.getByText(topicOf(corpus[5]!)).first()).toBeVisible();
  await scrollThrough(page, 'main', (w) => clean('recent conversations', w));

  // The channel's feed: every message, each under its hostile topic, from a hostile name.
  const shown = new Map<number, string>();
  await sidebar.getByRole('link', { name: new RegExp(`^${HOSTILE_CHANNEL}`) }).click();
  const feed = page.getByRole('log');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await scrollThrough(page, '[role="log"]', async (within) => {
    const rows = await feed
      .locator('article[data-message-id]')
      .evaluateAll((els) =>
        els.map((e) => [
          Number(e.getAttribute('data-message-id')),
          (e as HTMLElement).querySelector('.rendered-markdown')?.textContent ?? '',
        ]),
      );
    for (const [id, text] of rows) shown.set(id as number, text as string);
    await clean('feed', within);
  });
  expect(seeded.messageIds.filter((id) => !shown.has(id))).toEqual([]);
  // Read as text: markup shows as the characters typed.
  const asText = corpus.filter(
    (h) => h.category !== 'MARKDOWN' && /^<[a-z][^`*_[\]\\\n&]*>$/i.test(h.text),
  );
  expect(asText.length).toBeGreaterThan(40);
  const squeeze = (t: string) => t.replace(/\s+/g, ' ');
  for (const h of asText)
    expect(squeeze(shown.get(seeded.messageIds[h.n - 1]!) ?? '')).toContain(squeeze(h.text));

  // One topic: the top bar's title is a hostile topic.
  const topicLink = feed.locator('.recipient-topic').first();
  await topicLink.click();
  await expect(page.locator('header, [role="banner"]').first()).toBeVisible();
  await clean('topic narrow and top bar');

  // The user card: name and custom profile fields.
  await feed.getByRole('button', { name: seeded.renamed[0]!.full_name }).first().click();
  const card = page.getByRole('dialog', { name: seeded.renamed[0]!.full_name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Biography')).toBeVisible();
  await clean('user card');
  await page.keyboard.press('Escape');

  // Channel settings: every channel's hostile name and description.
  await go('#channels/all');
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expect(page.getByText(seeded.channelNames[1]!).first()).toBeVisible();
  await scrollThrough(page, '[role="dialog"] li, [role="dialog"] tr', (w) =>
    clean('channel settings', w),
  );
  await page.keyboard.press('Escape');

  // Saved snippets: every one.
  await go('#settings/saved-snippets');
  const snippets = page.getByRole('region', { name: 'Saved snippets' }).last();
  await expect(snippets).toBeVisible();
  await expect(snippets.getByText(seeded.snippetTitles[0]!).first()).toBeVisible();
  await scrollThrough(page, '.settings-section[aria-label="Saved snippets"]', (w) =>
    clean('saved snippets', w),
  );
  await page.keyboard.press('Escape');

  // Linkifiers: the templates that were accepted, as text, and their links in a message.
  await go('#organization/linkifier-settings');
  await expect(page.getByRole('dialog').first()).toBeVisible();
  for (const template of seeded.linkifiers.accepted)
    await expect(page.getByText(template).first()).toBeVisible();
  await clean('linkifiers');
  await page.keyboard.press('Escape');

  // Edit history of a message edited through the whole corpus; its reaction.
  await go(`#narrow/channel/${seeded.channelId}-hostile/topic/edit.20history`);
  const edited = feed.locator(`article[data-message-id="${seeded.edited}"]`);
  await expect(edited).toBeVisible();
  await expect(edited.getByRole('button', { name: /octopus, 1/ })).toBeVisible();
  await edited.hover();
  await edited.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: 'View edit history' }).click();
  const history = page.getByRole('dialog', { name: 'Message edit history' });
  await expect(history).toBeVisible();
  await expect(history.locator('.history-content').first()).toBeVisible();
  await scrollThrough(page, '[role="dialog"] .history-content', (w) => clean('edit history', w));
  await page.keyboard.press('Escape');

  // Search: highlighted matches in results.
  await go('#narrow/search/onerror');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(feed.locator('.highlight').first()).toBeAttached();
  await scrollThrough(page, '[role="log"]', (w) => clean('search results', w));

  expect(visited.length).toBeGreaterThanOrEqual(11);
});
