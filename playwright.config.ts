import { defineConfig } from '@playwright/test';

// The built SPA and real servers, driven by Debian's Chromium. Each worker has an organization
// of its own (e2e/support.ts starts a server for it); specs that kill, restart or proxy a server
// start theirs (e2e/servers.ts).
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
  use: {
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.PARLEY_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
