/** Finding things on Parley's screens and going to them, as a person would; shared by the specs. */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { encodeHashComponent } from '../src/model/narrow-url';
import { type Api, apiOf, expect } from './support';

/** A fresh topic name, so that tests never meet each other's messages. */
export const freshTopic = (what: string) => `${what} ${Date.now().toString(36)}`;

/** A topic's URL hash, in Zulip's encoding (the app's own encoder). */
export const topicHash = (stream_id: number, channel: string, topic: string) =>
  `#narrow/channel/${stream_id}-${encodeHashComponent(channel)}/topic/${encodeHashComponent(topic)}`;

/** Opens a view by its hash, as following a link would. */
export async function open(page: Page, hash: string) {
  // A dialog just closed takes its history entry out with Back, which lands a moment later and
  // would undo a navigation made before it (the app's following of a moved topic waits for it:
  // afterLayersClosed).
  // A dialog still open (its entry on top) is left to the navigation, after a short wait.
  await page
    .waitForFunction(
      () => (history.state as { parleyLayer?: boolean } | null)?.parleyLayer !== true,
      undefined,
      { timeout: 2000 },
    )
    .catch(() => {});
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

/** Opens a topic of a channel by its URL, and waits for its feed. */
export async function openTopic(page: Page, channel: string, topic: string): Promise<void> {
  const stream_id = await (await apiOf(page)).streamId(channel);
  await open(page, topicHash(stream_id, channel, topic));
  await expect(page.getByRole('log', { name: `${channel} > ${topic}` })).toBeVisible();
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Left sidebar' });

/** The accessible name of the sidebar link whose visible name is `name`. */
export const sidebarLinkName = (page: Page, name: string) =>
  sidebar(page)
    .getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`) })
    .first()
    .getAttribute('aria-label');

/** The message feed's articles that contain `text`. */
export const messagesWith = (page: Page, text: string) =>
  page.getByRole('log').getByRole('article').filter({ hasText: text });

/** The message (an `article`) by `sender` with `text` in it. */
export const messageIn = (page: Page, sender: string, text: string): Locator =>
  page
    .getByRole('article', { name: new RegExp(`^${sender}`) })
    .filter({ hasText: text })
    .first();

/** A message by its ID: stays found while its text changes (or turns into an editor). */
export const messageById = (page: Page, id: number): Locator =>
  page.locator(`article[data-message-id="${id}"]`);

/** Opens a message's "Message actions" menu with the mouse. */
export async function openMenu(message: Locator) {
  await message.hover();
  await message.getByRole('button', { name: 'Message actions' }).click();
  const menu = message.page().getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  return menu;
}

/** The user's enter_sends setting, switched from the compose box. */
export async function setEnterSends(page: Page, on: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name: 'Enter sends' });
  if ((await box.isChecked()) !== on) await box.click();
  await expect(box).toBeChecked({ checked: on });
}

/** Opens a channel's settings page by its hash, as a link would. */
export async function openChannelSettings(page: Page, stream_id: number, tab = 'general') {
  await open(page, `#channels/${stream_id}/x/${tab}`);
  await expect(page.getByRole('dialog', { name: 'Channel settings' })).toBeVisible();
}

/** A new channel (a unique name each run), created through the API; its ID and name. */
export async function newChannel(
  api: Api,
  prefix: string,
  subscribers: string[],
  options: Record<string, string> = {},
) {
  const name = `${prefix} ${Date.now().toString(36)}`;
  await api.call('POST', 'users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name }]),
    principals: JSON.stringify(subscribers),
    ...options,
  });
  return { stream_id: await api.streamId(name), name };
}

/** The ID of a system group (`role:members`, ...), for group-setting values. */
export async function systemGroup(api: Api, name: string): Promise<number> {
  const { user_groups } = (await api.call('GET', 'user_groups')) as {
    user_groups: { id: number; name: string }[];
  };
  const group = user_groups.find((g) => g.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group.id;
}

/**
 * A message of the demo's history in `stream_id` sent one to five days ago: past a move time
 * limit of an hour, within the default week, so that a test using it fails unless the
 * organization's shorter limit is the one applied.
 */
export async function daysOldMessage(api: Api, stream_id: number): Promise<number> {
  const { messages } = (await api.call('GET', 'messages', {
    anchor: 'newest',
    num_before: 400,
    num_after: 0,
    narrow: [{ operator: 'channel', operand: stream_id }],
  })) as { messages: { id: number; timestamp: number }[] };
  const now = Date.now() / 1000;
  const DAY = 86400;
  const old = messages.findLast((m) => m.timestamp < now - DAY && m.timestamp > now - 5 * DAY);
  if (!old) throw new Error('no message one to five days old');
  return old.id;
}

/** A 4×4 PNG (red), for upload tests. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
  'base64',
);

/** A finger resting on the element for `ms`, then lifted (Playwright taps only). */
export async function longPress(page: Page, target: Locator, ms = 800) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 24) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * A chunk of the build (`ComposeBox`, `CommandPalette`, … as `dist/assets` names them) held back
 * until `release()`. `prepare` goes to `signIn`; `requested` settles once the page has asked for it.
 */
export function holdChunk(name: string) {
  let release!: () => void;
  let asked!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const prepare = (context: BrowserContext) =>
    context.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
      asked();
      await held;
      await route.continue();
    });
  return { prepare, release, requested };
}

/**
 * The compose box's code held back until `release()`: meanwhile the plain box that stands in for
 * it takes the keys. `prepare` goes to `signIn`.
 */
export const holdComposeBox = () => holdChunk('ComposeBox');

/** The local copies in this browser: their keys and the message IDs of their views. */
export function copies(page: Page): Promise<{ key: string; ids: number[] }[]> {
  return page.evaluate(
    () =>
      new Promise((done, fail) => {
        const open = indexedDB.open('parley');
        open.onerror = () => fail(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('local-copy');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('local-copy', 'readonly');
          const store = tx.objectStore('local-copy');
          const keys = store.getAllKeys();
          const values = store.getAll();
          tx.oncomplete = () => {
            db.close();
            // A copy is a head under the account's key and its parts under `key#part`.
            const byKey = new Map(keys.result.map((k, i) => [String(k), values.result[i]]));
            const heads = [...byKey.keys()].filter((k) => !k.includes('#'));
            done(
              heads.map((key) => {
                const part = byKey.get(`${key}#messages`) as
                  | { value: { windows: Record<string, { ids: number[] }> } }
                  | undefined;
                const ids = Object.values(part?.value.windows ?? {}).flatMap((w) => w.ids);
                return { key, ids };
              }),
            );
          };
        };
      }),
  );
}

/**
 * Screenshots are for a person to look at, so they are taken only when asked for:
 * `PARLEY_SCREENS=1 npx playwright test` (into `test-results/`). They assert nothing, and the
 * theme and size changes around them cost the test command a good part of a minute.
 */
export const SCREENS = process.env.PARLEY_SCREENS === '1';

/** A screenshot for a person to look at (see SCREENS). */
export async function screenshot(
  target: Page | Locator,
  options: Parameters<Page['screenshot']>[0],
): Promise<void> {
  if (SCREENS) await target.screenshot(options);
}

/**
 * Screenshots to look at, of what is on screen now: light, dark, and light at 390 px wide, as
 * `test-results/screens/<name>-<light|dark|390>.png`; the page is as it was after. `reopen`
 * opens again what is placed for the window's size as it opens (a picker).
 */
export async function screensInThemes(page: Page, name: string, reopen?: () => Promise<void>) {
  if (!SCREENS) return;
  const path = (variant: string) => `test-results/screens/${name}-${variant}.png`;
  await page.screenshot({ path: path('light') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: path('dark') });
  await page.emulateMedia({ colorScheme: 'light' });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await reopen?.();
  // The sidebars slide away into drawers (0.2 s); the picture is taken once they have.
  await expect(sidebar(page)).toBeHidden();
  await expect(page.locator('.right-sidebar')).toBeHidden();
  await page.screenshot({ path: path('390') });
  if (size) await page.setViewportSize(size);
  await reopen?.();
}
