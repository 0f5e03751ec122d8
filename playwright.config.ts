import { defineConfig } from '@playwright/test';

/**
 * The built SPA and real servers, driven by Debian's Chromium. Each worker has an organization
 * of its own (e2e/support.ts starts a server for it); specs that kill, restart or proxy a server
 * start theirs (e2e/servers.ts).
 *
 * Chromium's headless shell (Debian's chromium-headless-shell) runs the tests at half the CPU of
 * the full browser; the tests of desktop notifications, which the shell lacks, run in the full
 * one. One renderer process per site and browser context, instead of a new one at nearly every
 * navigation (site isolation's default), halves the processes started again. Both are installed
 * by scripts/ensure-chromium.mjs.
 */
export const CHROMIUM = process.env.PARLEY_CHROMIUM ?? '/usr/bin/chromium';
export const HEADLESS_SHELL =
  process.env.PARLEY_HEADLESS_SHELL ?? '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER_ONLY = /notifications\.spec\.ts/;

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--process-per-site',
  '--disable-site-isolation-trials',
  // The full browser (notifications.spec.ts) builds its address bar's popup, a page in a
  // renderer of its own, for every new context: about 0.9 s of CPU each (Chromium 156).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
  ...(process.env.PARLEY_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? []),
];

export default defineConfig({
  testDir: 'e2e',
  // A test of two people signs in twice and waits on both: with two workers on two cores that
  // takes more than thirty seconds at times.
  timeout: 60_000,
  // The files are shared out between the workers; the tests of one file run in order.
  fullyParallel: false,
  workers: Number(process.env.PARLEY_E2E_WORKERS ?? 2),
  // A test that passes only on its retry is listed as flaky in the report, to be fixed.
  retries: 1,
  reporter: [['list']],
  // Service workers only where a spec allows them (app-shell.spec.ts): elsewhere each new
  // context would fetch and keep the whole build first.
  use: { trace: 'on-first-retry', serviceWorkers: 'block' },
  projects: [
    {
      name: 'headless-shell',
      testIgnore: FULL_BROWSER_ONLY,
      use: { launchOptions: { executablePath: HEADLESS_SHELL, args } },
    },
    {
      name: 'chromium',
      testMatch: FULL_BROWSER_ONLY,
      use: { launchOptions: { executablePath: CHROMIUM, args } },
    },
  ],
});
