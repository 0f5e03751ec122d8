import type { Page } from '@playwright/test';
import { apiAs, expect, signIn, test } from './support';
import { freshTopic } from './views';

/**
 * The tab's visibility, controlled by the test (`__setHidden`), and every Notification the
 * page creates, recorded as it goes to the real constructor.
 */
const INIT = () => {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  const w = window as unknown as Record<string, unknown>;
  w.__setHidden = (h: boolean) => {
    hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const shown: Notification[] = [];
  w.__notifications = shown;
  window.Notification = new Proxy(window.Notification, {
    construct(target, args: [string, NotificationOptions?]) {
      const n = Reflect.construct(target, args) as Notification;
      shown.push(n);
      return n;
    },
  });
};

const titles = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __notifications: Notification[] }).__notifications ?? []).map(
      (n) => `${n.title} | ${n.body} | ${n.tag}`,
    ),
  );

test('a hidden tab notifies of a DM and of a channel that asks for it, never of a muted topic', async ({
  browser,
}) => {
  const shiva = await apiAs('shiva');
  const othello = await apiAs('othello');
  const verona = await othello.streamId('Verona');
  await shiva.call('POST', 'users/me/subscriptions', { subscriptions: [{ name: 'Verona' }] });
  // Verona notifies Shiva of every message (the channel's override of his default).
  await shiva.call('POST', 'users/me/subscriptions/properties', {
    subscription_data: [{ stream_id: verona, property: 'desktop_notifications', value: true }],
  });
  const muted = freshTopic('muted plans');
  const open = freshTopic('open plans');
  await shiva.call('POST', 'user_topics', {
    stream_id: verona,
    topic: muted,
    visibility_policy: 1,
  });

  // Its own context (an init script stays with a page): notifications allowed, and watched.
  const page = await signIn(browser, 'shiva', {
    prepare: async (context) => {
      await context.grantPermissions(['notifications']);
      await context.addInitScript(INIT);
    },
  });
  const context = page.context();
  try {
    // Permission granted already: no banner asks for it.
    await expect(page.getByRole('region', { name: 'Desktop notifications' })).toHaveCount(0);
    await page.evaluate(() =>
      (window as unknown as { __setHidden(h: boolean): void }).__setHidden(true),
    );

    await othello.send('Verona', muted, 'Nobody should hear about this');
    await othello.send('Verona', open, 'The plans are open');
    const { user_id } = (await shiva.call('GET', 'users/me')) as { user_id: number };
    await othello.call('POST', 'messages', {
      type: 'direct',
      to: [user_id],
      content: 'Psst, Shiva',
    });

    await expect
      .poll(() => titles(page))
      .toContainEqual(expect.stringMatching(/^Othello \| Psst, Shiva \| dm:/));
    // An unread DM puts a dot on the favicon.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('data-dot', 'true');
    const all = await titles(page);
    expect(all.some((t) => t.startsWith(`#Verona > ${open} | Othello: The plans are open`))).toBe(
      true,
    );
    expect(all.filter((t) => t.includes(muted))).toEqual([]);

    // Clicking the DM's notification opens the conversation.
    await page.evaluate(() => {
      const list = (window as unknown as { __notifications: Notification[] }).__notifications;
      const n = list.find((x) => x.title === 'Othello');
      n?.onclick?.(new Event('click'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Othello');
    await expect(page.getByText('Psst, Shiva')).toBeVisible();
  } finally {
    await shiva.call('POST', 'users/me/subscriptions/properties', {
      subscription_data: [{ stream_id: verona, property: 'desktop_notifications', value: null }],
    });
    await context.close();
  }
});

test('permission is asked from the banner, never on load; "Not now" keeps it away', async ({
  browser,
}) => {
  // Its own context (an init script stays with a page): every request for permission counted.
  const page = await signIn(browser, 'shiva', {
    prepare: (context) =>
      context.addInitScript(() => {
        const w = window as unknown as { __asked: number };
        w.__asked = 0;
        const ask = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = () => {
          w.__asked++;
          return ask();
        };
      }),
  });
  const banner = page.getByRole('region', { name: 'Desktop notifications' });
  await expect(banner.getByRole('button', { name: 'Enable notifications' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
