// Usage: node shot.mjs URL user outprefix [width] [theme] [hash...]
import { chromium } from '@playwright/test';
const [,, base, user, out, width = '1280', theme = 'light', ...hashes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 800 }, colorScheme: theme });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(base);
await page.getByRole('button', { name: `Log in as ${user}` }).click();
await page.waitForSelector('.app', { timeout: 15000 });
let i = 0;
for (const h of hashes.length ? hashes : ['']) {
  if (h) await page.evaluate((x) => { location.hash = x; }, h);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}-${i++}.png` });
}
await browser.close();
