import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The built SPA and the real server on a fresh data dir, driven by Debian's Chromium.
const port = Number(process.env.PARLEY_E2E_PORT ?? 9995);
const dataDir =
  process.env.PARLEY_E2E_DATA ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
process.env.PARLEY_E2E_DATA = dataDir;
// `--zulip URL` (e2e/proxy.spec.ts): a second reference server in production mode plays an
// existing Zulip server, and Parley's proxy serves the SPA for it on a port of its own.
const remotePort = port + 1;
const proxyPort = port + 2;
process.env.PARLEY_E2E_PROXY_URL = `http://127.0.0.1:${proxyPort}`;
process.env.PARLEY_E2E_REMOTE_URL = `http://127.0.0.1:${remotePort}`;
const remoteDataDir = `${dataDir}-remote`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
  webServer: [
    {
      // Rate limits off: the specs sign in and act as a few users many times a minute.
      command: `node --import tsx server/main.ts --port ${port} --data-dir ${dataDir} --rate-limit 0 --address-rate-limit 0 --login-failure-limit 0`,
      url: `http://127.0.0.1:${port}/api/v1/server_settings`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx server/main.ts --production --port ${remotePort} --data-dir ${remoteDataDir} --rate-limit 0 --address-rate-limit 0 --login-failure-limit 0`,
      url: `http://127.0.0.1:${remotePort}/api/v1/server_settings`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx server/main.ts --port ${proxyPort} --zulip http://127.0.0.1:${remotePort}`,
      // Through the proxy: ready once both it and the remote server answer.
      url: `http://127.0.0.1:${proxyPort}/api/v1/server_settings`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
