/**
 * Faults, end to end: the server killed and started again mid-conversation, the event queue
 * expiring under a reader with a half-written message, the browser going offline and back.
 * Each time the client says what is happening and then shows every message sent meanwhile
 * exactly once. This spec runs a server of its own, with queues that
 * expire after QUEUE_LIFESPAN seconds without a poll, so it can kill it without harming others.
 */
import type { Page, Route } from '@playwright/test';
import { ownServer } from './servers';
import { apiAs, expect, signIn, test } from './support';
import { freshTopic, messagesWith, openTopic } from './views';

const QUEUE_LIFESPAN = 2;
const server = ownServer(['--queue-lifespan-seconds', String(QUEUE_LIFESPAN)]);

test.beforeAll(server.start);
test.afterAll(server.dispose);

/** Desdemona, writing from another client to this spec's server. */
const desdemona = () => apiAs('desdemona', server.url);

const banner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: /Unable to connect.*(Reconnecting|Offline)/ });

/** The feed shows each text exactly once. */
async function expectEachOnce(page: Page, texts: string[]) {
  for (const text of texts) await expect(messagesWith(page, text)).toHaveCount(1);
}

test('the server killed and restarted mid-conversation: reconnecting, then every message once', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const topic = freshTopic('restart');
  const other = await desdemona();
  const iago = await signIn(browser, 'iago', { baseURL: server.url });
  await openTopic(iago, 'Verona', topic);
  await other.send('Verona', topic, 'said before the restart');
  await expect(messagesWith(iago, 'said before the restart')).toHaveCount(1);

  await server.kill();
  await expect(banner(iago)).toBeVisible({ timeout: 15_000 });
  // Writing while the server is away: the box opens (its code may not have loaded yet, and
  // cannot load now) and keeps what is typed.
  await iago.keyboard.press('r');
  const box = iago.getByRole('textbox', { name: 'Message' });
  await box.fill('written while the server was down');

  await server.start();
  // Sent by someone else before this client has found the server again.
  const meanwhile = ['back up one', 'back up two', 'back up three'];
  for (const text of meanwhile) await other.send('Verona', topic, text);

  await expect(banner(iago)).toHaveCount(0, { timeout: 45_000 });
  await expect(iago.getByRole('status').filter({ hasText: 'Connected' })).toBeAttached();
  await expect(box).toHaveValue('written while the server was down');
  await iago.getByRole('button', { name: 'Send' }).click();
  const all = ['said before the restart', ...meanwhile, 'written while the server was down'];
  await expectEachOnce(iago, all);
  // And after that, new messages arrive live (the client is on a new queue).
  await other.send('Verona', topic, 'after the recovery');
  await expectEachOnce(iago, [...all, 'after the recovery']);
  // As the server holds them: each once.
  const { messages } = await other.call('GET', 'messages', {
    anchor: 'newest',
    num_before: 20,
    num_after: 0,
    apply_markdown: false,
    narrow: JSON.stringify([
      { operator: 'channel', operand: 'Verona' },
      { operator: 'topic', operand: topic },
    ]),
  });
  expect((messages as { content: string }[]).map((m) => m.content).sort()).toEqual(
    [...all, 'after the recovery'].sort(),
  );
});

/** The feed's article nearest the top of its scrolled viewport, by its text. */
async function firstVisible(page: Page): Promise<string> {
  return page.getByRole('log').evaluate((log) => {
    const scroller =
      (log.closest('[data-feed-scroller]') as HTMLElement | null) ??
      (function find(el: HTMLElement | null): HTMLElement {
        while (el && el.scrollHeight <= el.clientHeight) el = el.parentElement;
        return el ?? document.documentElement;
      })(log as HTMLElement);
    const top = scroller.getBoundingClientRect().top;
    const articles = [...log.querySelectorAll('[role="article"], article')] as HTMLElement[];
    const first = articles
      .filter((a) => a.getBoundingClientRect().bottom > top + 1)
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
    return `${first?.querySelector('.rendered-markdown')?.textContent ?? ''}@${Math.round(
      (first?.getBoundingClientRect().top ?? 0) - top,
    )}`;
  });
}

test('the event queue expires: a resync keeps the draft and the reading position', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const topic = freshTopic('expiry');
  const other = await desdemona();
  for (let i = 1; i <= 40; i++) await other.send('Verona', topic, `reading line ${i}`);
  const iago = await signIn(browser, 'iago', { baseURL: server.url });
  await openTopic(iago, 'Verona', topic);
  await expect(messagesWith(iago, 'reading line 1')).not.toHaveCount(0);
  await iago.keyboard.press('r');
  const box = iago.getByRole('textbox', { name: 'Message' });
  const draft = 'half a thought, typed while the queue expired';
  await box.fill(draft);
  // Reading somewhere in the middle.
  await iago.getByRole('log').hover();
  await iago.mouse.wheel(0, 300);
  // Once the smooth scroll has come to rest.
  let before = '';
  await expect
    .poll(async () => {
      const now = await firstVisible(iago);
      const still = now === before;
      before = now;
      return still;
    })
    .toBe(true);
  expect(before).toMatch(/^reading line \d+@/);

  // The machine "sleeps": polls are held back, so the server's queue outlives its lifespan.
  const held: Route[] = [];
  await iago.route('**/api/v1/events?**', (route) => {
    if (route.request().method() === 'GET') held.push(route);
    else return route.continue();
  });
  // End the poll in flight, so that the next one is the one held back.
  await other.send('Denmark', freshTopic('elsewhere'), 'ends the current poll');
  await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await iago.waitForTimeout((QUEUE_LIFESPAN + 1.5) * 1000);
  const meanwhile = ['sent while the queue was gone', 'also sent while it was gone'];
  for (const text of meanwhile) await other.send('Verona', topic, text);

  const registered = iago.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/register',
  );
  await iago.unroute('**/api/v1/events?**');
  // (A poll the client gave up on meanwhile is already handled.)
  for (const route of held) await route.continue().catch(() => {});
  // BAD_EVENT_QUEUE_ID, then a new queue and a fresh snapshot.
  await registered;
  await expect(iago.getByRole('status').filter({ hasText: 'Connected' })).toBeAttached();
  await iago.waitForTimeout(1000);

  await expect(box).toHaveValue(draft);
  expect(await firstVisible(iago)).toBe(before);
  // The messages of the gap are there, once each, below.
  await iago.getByRole('log').hover();
  await iago.mouse.wheel(0, 20_000);
  await expectEachOnce(iago, meanwhile);
  await expect(box).toHaveValue(draft);
});

test('offline and back: what others sent meanwhile appears once', async ({ browser }) => {
  test.setTimeout(45_000);
  const topic = freshTopic('offline');
  const other = await desdemona();
  const iago = await signIn(browser, 'iago', { baseURL: server.url });
  await openTopic(iago, 'Verona', topic);
  await other.send('Verona', topic, 'before going offline');
  await expect(messagesWith(iago, 'before going offline')).toHaveCount(1);

  await iago.context().setOffline(true);
  await expect(banner(iago)).toBeVisible({ timeout: 15_000 });
  const meanwhile = ['sent while you were offline', 'and another one'];
  for (const text of meanwhile) await other.send('Verona', topic, text);
  await iago.waitForTimeout(500);
  await expect(messagesWith(iago, 'sent while you were offline')).toHaveCount(0);

  await iago.context().setOffline(false);
  await expect(banner(iago)).toHaveCount(0, { timeout: 15_000 });
  await expectEachOnce(iago, ['before going offline', ...meanwhile]);
  await other.send('Verona', topic, 'back online');
  await expectEachOnce(iago, ['before going offline', ...meanwhile, 'back online']);
});
