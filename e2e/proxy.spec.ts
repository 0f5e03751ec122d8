import { ownServer } from './servers';
import { expect, test } from './support';

/**
 * `npm start -- --zulip URL`: Parley for an existing Zulip server. A reference server of this
 * spec's own started with --production plays that server (no development login); Parley's proxy
 * serves the SPA and forwards everything else to it.
 */
const remoteServer = ownServer(['--production']);
let proxyServer: ReturnType<typeof ownServer> | undefined;
let remote = '';
let proxy = '';

test.beforeAll(async () => {
  await remoteServer.start();
  remote = remoteServer.url;
  proxyServer = ownServer(['--zulip', remote]);
  await proxyServer.start();
  proxy = proxyServer.url;
});
test.afterAll(async () => {
  await proxyServer?.dispose();
  await remoteServer.dispose();
});

/** A message written straight to the remote server, as another Zulip client would. */
async function sendAsOthello(content: string) {
  const key = await fetch(`${remote}/api/v1/fetch_api_key`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'othello@example.com', password: 'parley-demo' }),
  });
  const { api_key } = (await key.json()) as { api_key: string };
  const res = await fetch(`${remote}/api/v1/messages`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`othello@example.com:${api_key}`).toString('base64')}`,
    },
    body: new URLSearchParams({ type: 'channel', to: 'Verona', topic: 'proxy', content }),
  });
  expect(res.ok).toBe(true);
}

test('through the proxy: password login, then reading and sending messages', async ({ page }) => {
  await page.goto(`${proxy}/`);
  // The remote server's settings: its name, password login, no development login.
  await expect(page.getByRole('heading', { name: 'Log in to Parley Dev' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in as Iago' })).toHaveCount(0);
  await expect(page.getByText('Log in with an API key')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).first().fill('hamlet@example.com');
  await page.getByLabel('Password', { exact: true }).fill('parley-demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const channels = page.getByRole('navigation', { name: 'Left sidebar' });
  await expect(channels.getByText('Verona', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();

  // Reading: the channel's history, fetched through the proxy.
  await channels.getByRole('link', { name: /^Verona/ }).click();
  const feed = page.getByRole('log');
  await expect(feed.locator('.rendered-markdown').first()).toBeVisible();

  // A message from someone else arrives through the proxied event queue (a long-poll).
  const theirs = `Othello through the proxy ${Date.now()}`;
  await sendAsOthello(theirs);
  await expect(feed.getByText(theirs)).toBeVisible();

  // Sending: the page posts with its own session, through the proxy, and sees its message
  // come back as an event. (Once the compose box exists, this goes through it.)
  const mine = `Hamlet through the proxy ${Date.now()}`;
  const status = await page.evaluate(async (content) => {
    const session = JSON.parse(localStorage.getItem('parley.session') ?? '{}');
    const res = await fetch('/api/v1/messages', {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa(`${session.email}:${session.apiKey}`)}` },
      body: new URLSearchParams({ type: 'channel', to: 'Verona', topic: 'proxy', content }),
    });
    return res.status;
  }, mine);
  expect(status).toBe(200);
  await expect(feed.getByText(mine)).toBeVisible();
});
