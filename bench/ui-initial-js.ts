/**
 * Initial JavaScript, gzipped: every script the browser loads for the login page, and for the
 * main view after signing in (with time for what the view loads on its own), as the built app
 * serves them.
 * Budget: 150 KB each (the ratio is to that budget; sizes are exact, not noisy).
 * `npx tsx bench/ui-initial-js.ts`
 */
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { type BenchRow, report } from './lib';
import { startBenchServer } from './messages-setup';
import { ensureBuilt, launchChromium, signIn } from './ui-setup';

const BUDGET_KB = 150;

/** The settings and administration screens: chunks of their own, loaded when first opened. */
const OVERLAY_SCREENS = [
  ['#channels/all', 'ChannelsOverlay'],
  ['#settings/profile', 'SettingsOverlay'],
  ['#organization/users', 'OrganizationOverlay'],
  ['#groups/all', 'GroupsOverlay'],
  ['#about-zulip', 'AboutOverlay'],
] as const;

const loaded = (sizes: Map<string, number>, chunk: string) =>
  [...sizes.keys()].some((url) => new URL(url).pathname.startsWith(`/assets/${chunk}-`));

/**
 * Collects the gzipped size of every JavaScript response from here on, by URL. Reading a body
 * takes a moment: `settled` waits for the ones begun, so that none is left out of a sum.
 */
function collectScripts(page: Page): { sizes: Map<string, number>; settled(): Promise<void> } {
  const sizes = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  page.on('response', (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!url.endsWith('.js') && !type.includes('javascript')) return;
    const read = response
      .body()
      .then((body) => {
        sizes.set(url, gzipSync(body, { level: 9 }).length);
      })
      .catch(() => {
        // A response without a body (a redirect) carries no script.
      })
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return {
    sizes,
    settled: async () => {
      while (pending.size) await Promise.all(pending);
    },
  };
}

const kb = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;

export async function run(): Promise<BenchRow[]> {
  ensureBuilt();
  const bench = await startBenchServer({ spa: true });
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const { sizes, settled } = collectScripts(page);
    await page.goto(bench.url);
    await page.getByRole('button', { name: 'Log in as Iago' }).waitFor();
    await page.waitForLoadState('networkidle');
    await settled();
    const login = kb(sizes);
    const loginFiles = sizes.size;
    await signIn(page, bench.url, 'Iago');
    await page.locator('main[aria-label]').waitFor();
    // The event queue's long-poll never lets the network idle: wait for the view to settle.
    await page.waitForTimeout(2000);
    await settled();
    const main = kb(sizes);
    console.log(`login page: ${loginFiles} scripts; main view: ${sizes.size} scripts`);
    for (const [url, size] of sizes)
      console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
    // None of the administration screens came with the main view; each comes when opened.
    const early = OVERLAY_SCREENS.filter(([, chunk]) => loaded(sizes, chunk)).length;
    let onDemand = 0;
    for (const [hash, chunk] of OVERLAY_SCREENS) {
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      await page.getByRole('dialog').first().waitFor();
      if (loaded(sizes, chunk)) onDemand++;
      else console.log(`  ${chunk}: no chunk of its own was loaded for ${hash}`);
      await page.keyboard.press('Escape');
    }
    console.log(`administration screens: ${onDemand} of ${OVERLAY_SCREENS.length} load on demand`);
    return report('ui-initial-js', [
      {
        name: 'login page JS (gzip KB)',
        value: login,
        unit: 'KB',
        baseline: BUDGET_KB,
        ratio: login / BUDGET_KB,
        budget: 1,
      },
      {
        name: 'main view JS after login (gzip KB)',
        value: main,
        unit: 'KB',
        baseline: BUDGET_KB,
        ratio: main / BUDGET_KB,
        budget: 1,
      },
      {
        name: 'admin screens in the main view (chunks)',
        value: early,
        unit: 'chunks',
        baseline: OVERLAY_SCREENS.length,
        ratio: early / OVERLAY_SCREENS.length,
        budget: 0,
      },
      {
        name: 'admin screens not loaded on demand (chunks)',
        value: OVERLAY_SCREENS.length - onDemand,
        unit: 'chunks',
        baseline: OVERLAY_SCREENS.length,
        ratio: (OVERLAY_SCREENS.length - onDemand) / OVERLAY_SCREENS.length,
        budget: 0,
      },
    ]);
  } finally {
    await browser.close();
    await bench.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
