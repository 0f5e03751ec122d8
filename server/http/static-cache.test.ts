import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/vite-precompress';
import { startTestServer, type TestServer } from '../testing/test-server';

/** A script large enough to be compressed, as the build writes them. */
const BIG = `export const words = ${JSON.stringify('every word of the app '.repeat(200))};\n`;

let t: TestServer;
let distDir: string;
beforeAll(async () => {
  // A stand-in for the built app: the page, the service worker and one hashed asset.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'index-B1Px4Zef.js'), 'console.log(1);');
  fs.writeFileSync(path.join(distDir, 'assets', 'Home-C3xq9LmA.js'), BIG);
  await precompress(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'sw.js'), BIG);
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

/** The raw answer (fetch would undo the compression), as a browser receives it. */
function raw(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(`${t.url}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const file = (...parts: string[]) => fs.readFileSync(path.join(distDir, ...parts));

describe("the build's compressed copies", () => {
  it.each([
    ['br', 'gzip, deflate, br', 'Home-C3xq9LmA.js.br'],
    ['gzip', 'gzip, deflate', 'Home-C3xq9LmA.js.gz'],
  ])('a script goes out as the build compressed it (%s)', async (encoding, accept, copy) => {
    const res = await raw('/assets/Home-C3xq9LmA.js', accept);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(file('assets', copy))).toBe(true);
    const plain =
      encoding === 'br' ? zlib.brotliDecompressSync(res.body) : zlib.gunzipSync(res.body);
    expect(plain.toString()).toBe(BIG);
  });

  it('a browser that accepts no encoding gets the file itself', async () => {
    const res = await raw('/assets/Home-C3xq9LmA.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(BIG);
  });

  it('a file without copies (the service worker) is compressed as it is sent', async () => {
    const res = await raw('/sw.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(BIG);
  });

  it('the copies are smaller than the file, and small files get none', () => {
    expect(file('assets', 'Home-C3xq9LmA.js.br').length).toBeLessThan(BIG.length / 10);
    expect(fs.existsSync(path.join(distDir, 'assets', 'index-B1Px4Zef.js.br'))).toBe(false);
  });
});
