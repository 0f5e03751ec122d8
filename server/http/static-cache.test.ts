import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
let distDir: string;
beforeAll(async () => {
  // A stand-in for the built app: the page, the service worker and one hashed asset.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'index-B1Px4Zef.js'), 'console.log(1);');
  t = await startTestServer({ distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

it.each([
  [
    'a hashed asset is kept for good',
    '/assets/index-B1Px4Zef.js',
    'public, max-age=31536000, immutable',
  ],
  ['the page is checked at every use', '/', 'no-cache'],
  ['the service worker is checked at every use', '/sw.js', 'no-cache'],
])('%s', async (_what, url, cacheControl) => {
  const res = await fetch(`${t.url}${url}`);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  expect(res.headers.get('cache-control')).toBe(cacheControl);
});
