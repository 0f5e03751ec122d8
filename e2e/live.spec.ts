import { apiAs, expect, signIn, test } from './support';

test('the channel list follows events without a reload', async ({ browser }) => {
  const page = await signIn(browser, 'iago');
  const channels = page.getByRole('navigation', { name: 'Left sidebar' });
  await expect(channels.getByText('Verona', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  // Anything that reloads the page would lose this.
  await page.evaluate(() => {
    (window as unknown as { parleyMarker: number }).parleyMarker = 42;
  });

  const desdemona = await apiAs('desdemona');
  const name = `live ${Date.now()}`;
  await desdemona.call('POST', 'users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name, description: 'made by the e2e test' }]),
    principals: JSON.stringify(['iago@example.com']),
  });
  await expect(channels.getByText(name, { exact: true })).toBeVisible();

  const { stream_id } = await desdemona.call('GET', 'get_stream_id', { stream: name });
  const renamed = `${name} renamed`;
  await desdemona.call('PATCH', `streams/${stream_id}`, { new_name: renamed });
  await expect(channels.getByText(renamed, { exact: true })).toBeVisible();
  await expect(channels.getByText(name, { exact: true })).toHaveCount(0);

  // An existing channel renamed too, and back.
  const { stream_id: verona } = await desdemona.call('GET', 'get_stream_id', { stream: 'Verona' });
  await desdemona.call('PATCH', `streams/${verona}`, { new_name: 'Verona (live)' });
  await expect(channels.getByText('Verona (live)', { exact: true })).toBeVisible();
  await desdemona.call('PATCH', `streams/${verona}`, { new_name: 'Verona' });
  await expect(channels.getByText('Verona', { exact: true })).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { parleyMarker?: number }).parleyMarker),
  ).toBe(42);
});

test('logging out deletes the event queue', async ({ browser }) => {
  const page = await signIn(browser, 'iago');
  const deleted = page.waitForRequest(
    (r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/api/v1/events',
  );
  await page.getByRole('button', { name: 'Personal menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Parley Dev' })).toBeVisible();
  const request = await deleted;
  expect((await request.response())?.status()).toBe(200);
});
