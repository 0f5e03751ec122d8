/**
 * The outbox against a server that goes away: a message sent while the server is stopped waits
 * (shown as sending) and is delivered exactly once when it is back; one whose send got no
 * answer survives a reload and is delivered exactly once after it. This spec runs a server of
 * its own so it can stop and restart it.
 */
import type { Page } from '@playwright/test';
import { ownServer } from './servers';
import { apiOf, expect, signIn, test } from './support';
import { freshTopic, messagesWith, openTopic } from './views';

const server = ownServer();

test.beforeAll(server.start);
test.afterAll(server.dispose);

/** What the server holds in the topic, oldest first. */
async function onServer(page: Page, topic: string): Promise<string[]> {
  const { messages } = await (await apiOf(page)).call('GET', 'messages', {
    anchor: 'newest',
    num_before: '50',
    num_after: '0',
    apply_markdown: 'false',
    narrow: JSON.stringify([
      { operator: 'channel', operand: 'Verona' },
      { operator: 'topic', operand: topic },
    ]),
  });
  return (messages as { content: string }[]).map((m) => m.content);
}

test('sent while the server is stopped: waits, then arrives exactly once, in order', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const topic = freshTopic('outbox');
  const iago = await signIn(browser, 'iago', { baseURL: server.url });
  await openTopic(iago, 'Verona', topic);
  await iago.keyboard.press('r');
  const box = iago.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  // The full box (with its Send button) has loaded before the server goes.
  await expect(box).toHaveAttribute('placeholder', /^Message/);

  await server.stop();
  await expect(
    iago.getByRole('alert').filter({ hasText: /Reconnecting|Unable to connect/ }),
  ).toBeVisible({
    timeout: 15_000,
  });
  for (const text of ['first while away', 'second while away']) {
    await box.fill(text);
    await iago.getByRole('button', { name: 'Send' }).click();
    await expect(messagesWith(iago, text)).toContainText('Sending…');
  }
  await iago.waitForTimeout(2000);
  await expect(messagesWith(iago, 'while away')).toHaveCount(2);

  await server.start();
  for (const text of ['first while away', 'second while away']) {
    await expect(messagesWith(iago, text)).not.toContainText('Sending…', { timeout: 45_000 });
    await expect(messagesWith(iago, text)).toHaveCount(1);
  }
  expect(await onServer(iago, topic)).toEqual(['first while away', 'second while away']);
});

test('a send with no answer survives a reload and is delivered exactly once', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const topic = freshTopic('reload');
  const iago = await signIn(browser, 'iago', { baseURL: server.url });
  await openTopic(iago, 'Verona', topic);
  await iago.keyboard.press('r');
  // The request reaches the server, but its answer is lost: delivered, though the page cannot know.
  await iago.route('**/api/v1/messages', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await iago.getByRole('textbox', { name: 'Message' }).fill('answer lost');
  await iago.getByRole('button', { name: 'Send' }).click();
  // And one that never reaches it.
  await expect.poll(() => onServer(iago, topic)).toEqual(['answer lost']);
  // The handler may still be between the server's answer and dropping it: let it finish, or the
  // route is continued under it and the page gets the answer after all.
  await iago.unrouteAll({ behavior: 'wait' });
  await iago.route('**/api/v1/messages', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  await iago.getByRole('textbox', { name: 'Message' }).fill('never arrived');
  await iago.getByRole('button', { name: 'Send' }).click();
  await expect(messagesWith(iago, 'never arrived')).toContainText('Sending…');

  // It waits in the outbox's storage, which is what the reloaded page starts from.
  const stored = await iago.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('parley.outbox.'))
      .map((k) => localStorage.getItem(k))
      .join(''),
  );
  expect(stored).toContain('never arrived');
  await iago.unroute('**/api/v1/messages');
  await iago.reload();
  await expect(iago.getByRole('log', { name: `Verona > ${topic}` })).toBeVisible();
  await expect(messagesWith(iago, 'never arrived')).not.toContainText('Sending…', {
    timeout: 20_000,
  });
  await expect(messagesWith(iago, 'answer lost')).toHaveCount(1);
  await expect(messagesWith(iago, 'never arrived')).toHaveCount(1);
  expect(await onServer(iago, topic)).toEqual(['answer lost', 'never arrived']);
});
