import { type APIRequestContext, expect, test } from '@playwright/test';

/** Another user acting through the HTTP API, as a second client would. */
async function actAs(request: APIRequestContext, email: string) {
  const key = await request.post('/api/v1/dev_fetch_api_key', { form: { username: email } });
  expect(key.ok()).toBe(true);
  const { api_key } = (await key.json()) as { api_key: string };
  const headers = {
    Authorization: `Basic ${Buffer.from(`${email}:${api_key}`).toString('base64')}`,
  };
  const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, form = {}) => {
    const res = await request.fetch(`/api/v1/${path}`, {
      method,
      headers,
      ...(method === 'GET' ? { params: form } : { form }),
    });
    const body = await res.json();
    expect(body, `${method} ${path}`).toMatchObject({ result: 'success' });
    return body;
  };
  return call;
}

test('the channel list follows events without a reload', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in as Iago' }).click();
  const channels = page.getByRole('navigation', { name: 'Left sidebar' });
  await expect(channels.getByText('Verona', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  // Anything that reloads the page would lose this.
  await page.evaluate(() => {
    (window as unknown as { parleyMarker: number }).parleyMarker = 42;
  });

  const desdemona = await actAs(request, 'desdemona@example.com');
  const name = `live ${Date.now()}`;
  await desdemona('POST', 'users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name, description: 'made by the e2e test' }]),
    principals: JSON.stringify(['iago@example.com']),
  });
  await expect(channels.getByText(name, { exact: true })).toBeVisible();

  const { stream_id } = await desdemona('GET', 'get_stream_id', { stream: name });
  const renamed = `${name} renamed`;
  await desdemona('PATCH', `streams/${stream_id}`, { new_name: renamed });
  await expect(channels.getByText(renamed, { exact: true })).toBeVisible();
  await expect(channels.getByText(name, { exact: true })).toHaveCount(0);

  // An existing channel renamed too, and back.
  const { stream_id: verona } = await desdemona('GET', 'get_stream_id', { stream: 'Verona' });
  await desdemona('PATCH', `streams/${verona}`, { new_name: 'Verona (live)' });
  await expect(channels.getByText('Verona (live)', { exact: true })).toBeVisible();
  await desdemona('PATCH', `streams/${verona}`, { new_name: 'Verona' });
  await expect(channels.getByText('Verona', { exact: true })).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { parleyMarker?: number }).parleyMarker),
  ).toBe(42);
});

test('logging out deletes the event queue', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in as Iago' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  const deleted = page.waitForRequest(
    (r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/api/v1/events',
  );
  await page.getByRole('button', { name: 'Personal menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Parley Dev' })).toBeVisible();
  const request = await deleted;
  expect((await request.response())?.status()).toBe(200);
});
