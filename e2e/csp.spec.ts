import { expect, test } from './support';

// The app runs under the server's Content-Security-Policy with nothing refused.
test('the app runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });

  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  await page.getByRole('button', { name: 'Log in as Iago' }).click();
  const channels = page.getByRole('navigation', { name: 'Left sidebar' });
  await expect(channels.getByText('Verona', { exact: true })).toBeVisible();
  // A feed of rendered messages (code, quotes, math and emoji in the demo's history).
  await channels.getByRole('link', { name: /^Verona/ }).click();
  await expect(page.getByRole('log').locator('.rendered-markdown').first()).toBeVisible();
  // The other screens, the settings overlays among them (each a chunk of its own).
  for (const hash of [
    '#inbox',
    '#recent',
    '#feed',
    '#narrow/is/starred',
    '#settings',
    '#channels',
  ]) {
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    // Violations are reported as the screen's scripts, styles and images load.
    await page.waitForTimeout(400);
  }
  // The event worker (a script of its own) runs, and does again after a reload.
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await page.reload();
  await expect(channels.getByText('Verona', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  expect(violations).toEqual([]);
});
