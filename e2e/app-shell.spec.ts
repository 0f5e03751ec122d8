/**
 * The installable app shell (issue 23): the service worker keeps the built page and its files,
 * so that a reload with no network still opens Parley on the cached conversations, and a new
 * version waits until the next start instead of changing under the person. Service workers are
 * blocked in every other spec (playwright.config.ts); these allow them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ownServer } from './servers';
import { apiAs, expect, signIn, test } from './support';
import { copies, freshTopic, messagesWith, openTopic } from './views';

/**
 * The version of the service worker controlling the page (it answers a 'version' message); null
 * while there is none, or while the page is starting again.
 */
const shellVersion = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<string | null>((done) => {
          const controller = navigator.serviceWorker.controller;
          if (!controller) return done(null);
          navigator.serviceWorker.addEventListener(
            'message',
            (e) => done((e.data as { version: string }).version),
            { once: true },
          );
          controller.postMessage('version');
        }),
    )
    .catch(() => null);

test('the login page installs no service worker; the signed-in app installs it once it shows', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const registered = () =>
    page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r !== undefined));
  await page.goto('/');
  const login = page.getByRole('button', { name: 'Log in as Iago' });
  await expect(login).toBeVisible();
  // Past the page's load and its idle moments: still none.
  await page.waitForTimeout(1500);
  expect(await registered()).toBe(false);
  await login.click();
  await expect(page.getByRole('button', { name: 'Personal menu' })).toBeVisible();
  await expect.poll(registered, { timeout: 15_000 }).toBe(true);
  await context.close();
});

test('offline, a reload opens the cached conversation, and a message written meanwhile goes out once back online', async ({
  browser,
}) => {
  const topic = freshTopic('offline');
  const othello = await apiAs('othello');
  const waiting = await othello.send('Verona', topic, `Read me on the train, ${topic}`);
  const iago = await signIn(browser, 'iago', { serviceWorkers: 'allow' });
  // The first version takes the page that installed it.
  await expect.poll(() => shellVersion(iago), { timeout: 15_000 }).not.toBeNull();
  await openTopic(iago, 'Verona', topic);
  await expect(messagesWith(iago, 'Read me on the train')).toHaveCount(1);
  await expect.poll(async () => (await copies(iago)).flatMap((c) => c.ids)).toContain(waiting);

  await iago.context().setOffline(true);
  await iago.reload();
  await expect(messagesWith(iago, 'Read me on the train')).toHaveCount(1);
  await expect(iago.getByRole('log', { name: `Verona > ${topic}` })).toBeVisible();
  // The built files came from the shell's cache by the browser's own routing (no fetch event).
  const sources = await iago.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
      .map(
        (e) =>
          (e as PerformanceResourceTiming & { workerFinalSourceType?: string })
            .workerFinalSourceType,
      ),
  );
  expect(sources.length).toBeGreaterThan(5);
  expect(new Set(sources)).toEqual(new Set(['cache']));
  await iago.keyboard.press('r');
  const box = iago.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  await box.fill(`Written offline, ${topic}`);
  await iago.getByRole('button', { name: 'Send' }).click();
  await expect(messagesWith(iago, 'Written offline')).toHaveCount(1);

  await iago.context().setOffline(false);
  const verona = await othello.streamId('Verona');
  const arrived = async () => {
    const { messages } = await othello.call('GET', 'messages', {
      anchor: 'newest',
      num_before: 20,
      num_after: 0,
      narrow: [
        { operator: 'channel', operand: verona },
        { operator: 'topic', operand: topic },
      ],
    });
    return (messages as { content: string }[]).filter((m) => m.content.includes('Written offline'))
      .length;
  };
  await expect.poll(arrived, { timeout: 30_000 }).toBe(1);
  await expect(messagesWith(iago, 'Written offline')).toHaveCount(1);
  await iago.waitForTimeout(1000);
  expect(await arrived()).toBe(1);
});

/**
 * A server of its own on a copy of the build, so that a test can publish a new version. A test
 * using one waits for two installs of the whole shell (every file fetched and cached): a
 * minute on a busy machine, so it is allowed two.
 */
async function ownBuild() {
  test.setTimeout(120_000);
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-dist-'));
  fs.cpSync('dist', dist, { recursive: true });
  const server = ownServer(['--dist-dir', dist]);
  await server.start();
  return {
    server,
    /** Publishes a new service worker (a new version of the same files). */
    publish(from: string, to: string) {
      const sw = path.join(dist, 'sw.js');
      fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replaceAll(from, to));
    },
    async dispose() {
      await server.dispose();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** Signs in on `url`, writes a draft, publishes a new version and waits until it is installed. */
async function draftWhilePublished(browser: Browser, build: Awaited<ReturnType<typeof ownBuild>>) {
  const iago = await signIn(browser, 'iago', {
    baseURL: build.server.url,
    serviceWorkers: 'allow',
  });
  await expect.poll(() => shellVersion(iago), { timeout: 15_000 }).not.toBeNull();
  const first = (await shellVersion(iago))!;
  await openTopic(iago, 'Verona', 'release planning');
  await iago.keyboard.press('r');
  const box = iago.getByRole('textbox', { name: 'Message' });
  await box.fill('Half-written while a new version is published');
  build.publish(first, 'the-next-version');
  await iago.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  // Installing fetches and caches every file of the shell: seconds on a busy machine.
  await expect
    .poll(
      () =>
        iago.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  return { iago, box, first };
}

// One published version serves both halves: installing it (every file of the shell fetched and
// cached, on a server and a copy of the build of its own) is most of the time.
test('a new version installs in the background and changes nothing under the person, then takes over when the page starts again, the draft kept', async ({
  browser,
}) => {
  const build = await ownBuild();
  try {
    const { iago, box, first } = await draftWhilePublished(browser, build);
    expect(await shellVersion(iago)).toBe(first);
    await expect(box).toHaveValue('Half-written while a new version is published');
    await expect(box).toBeFocused();

    await iago.reload();
    await expect.poll(() => shellVersion(iago), { timeout: 30_000 }).toBe('the-next-version');
    await expect(iago.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Half-written while a new version is published',
    );
  } finally {
    await build.dispose();
  }
});
