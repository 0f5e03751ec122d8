import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';

let t: TestServer;
let hamlet: TestClient;
let distDir: string;
beforeAll(async () => {
  // A stand-in for the built SPA, so `/` is served.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await startTestServer({ distDir });
  hamlet = await t.as('hamlet@example.com');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const auth = (c: TestClient) => ({ authorization: `Basic ${btoa(`${c.email}:${c.apiKey}`)}` });

/** The CSP's directives by name. */
const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each([
    ['the SPA', '/'],
    ['an API answer', '/api/v1/server_settings'],
    ['an API error', '/api/v1/users/me'],
    ['an unknown path', '/nowhere'],
    ['an avatar', '/avatar/4'],
  ])('are on %s', async (_what, url) => {
    const res = await fetch(`${t.url}${url}`);
    await res.arrayBuffer();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    // Nothing may run inline: no 'unsafe-inline' or 'unsafe-eval' for scripts, no wildcard.
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(Object.keys(csp)).not.toContain('upgrade-insecure-requests');
  });

  async function uploadAndFetch(name: string, type: string, body: string) {
    const form = new FormData();
    form.append('file', new Blob([body], { type }), name);
    const up = await fetch(`${t.url}/api/v1/user_uploads`, {
      method: 'POST',
      headers: auth(hamlet),
      body: form,
    });
    const { url } = (await up.json()) as { url: string };
    const res = await fetch(`${t.url}${url}`, { headers: auth(hamlet) });
    await res.arrayBuffer();
    return res.headers;
  }

  it.each([
    ['page.html', 'text/html', '<script>alert(1)</script>'],
    ['page.htm', 'text/html', '<script>alert(1)</script>'],
    [
      'image.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    [
      'page.xhtml',
      'application/xhtml+xml',
      '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
    ],
    ['script.js', 'text/javascript', 'alert(1)'],
  ])('serve an uploaded %s as a download that cannot run', async (name, type, body) => {
    const headers = await uploadAndFetch(name, type, body);
    expect(headers.get('content-type')).toBe('application/octet-stream');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    const csp = directives(headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp).toHaveProperty('sandbox');
    expect(csp).not.toHaveProperty('script-src');
  });

  it('serve an uploaded image inline, still sandboxed', async () => {
    const headers = await uploadAndFetch('photo.png', 'image/png', 'not really a png');
    expect(headers.get('content-type')).toBe('image/png');
    expect(headers.get('content-disposition')).toMatch(/^inline; /);
    expect(directives(headers.get('content-security-policy'))).toHaveProperty('sandbox');
  });
});
