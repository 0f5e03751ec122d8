import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProxy } from './proxy';
import { startTestServer, type TestServer } from './testing/test-server';

/**
 * `--zulip URL`: the SPA here, everything else forwarded to a Zulip server (a reference
 * server in production mode plays it), streamed both ways.
 */

let upstream: TestServer;
let proxy: FastifyInstance;
let url: string;
let distDir: string;
let auth: string;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  upstream = await startTestServer({ production: true, heartbeatSeconds: 30 });
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-proxy-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Parley</title>');
  proxy = await buildProxy({ upstream: upstream.url, distDir });
  url = await listen(proxy);
  const login = await fetch(`${url}/api/v1/fetch_api_key`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'hamlet@example.com', password: 'parley-demo' }),
  });
  const key = (await login.json()).api_key;
  auth = `Basic ${Buffer.from(`hamlet@example.com:${key}`).toString('base64')}`;
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = { authorization: auth }) =>
  fetch(`${url}${p}`, { headers });

describe('the proxy to a Zulip server', () => {
  it("serves the SPA under the app's Content-Security-Policy", async () => {
    const res = await get('/', {});
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Parley</title>');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("forwards the API: the server's settings, password login, requests with bodies", async () => {
    const direct = await (await fetch(`${upstream.url}/api/v1/server_settings`)).json();
    const proxied = await (await get('/api/v1/server_settings', {})).json();
    expect(proxied).toEqual(direct);
    expect(proxied.authentication_methods).toMatchObject({ password: true, dev: false });

    const form = new FormData();
    form.append('type', 'channel');
    form.append('to', 'Denmark');
    form.append('topic', 'through the proxy');
    form.append('content', 'sent through the proxy');
    const sent = await fetch(`${url}/api/v1/messages`, {
      method: 'POST',
      headers: { authorization: auth },
      body: form,
    });
    const id = (await sent.json()).id;
    const read = await (await get(`/api/v1/messages/${id}`)).json();
    expect(read.message.content).toBe('<p>sent through the proxy</p>');
  });

  it('keeps status codes and the headers that matter', async () => {
    const refused = await get('/api/v1/users/me', {});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Basic realm="zulip"');
    expect(await refused.json()).toMatchObject({ result: 'error', code: 'UNAUTHORIZED' });
    const missing = await get('/api/v1/no/such/endpoint');
    expect(missing.status).toBe(404);
    expect((await missing.json()).result).toBe('error');
  });

  it('forwards avatars, custom emoji, static images and uploads', async () => {
    const me = await (await get('/api/v1/users/me')).json();
    for (const p of [
      me.avatar_url,
      '/user_avatars/1/emoji/images/parley.svg',
      '/static/images/logo.svg',
    ]) {
      const res = await get(p, {});
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toContain('image/svg+xml');
    }
    const form = new FormData();
    form.append('file', new Blob(['the upload body']), 'notes.txt');
    const up = await fetch(`${url}/api/v1/user_uploads`, {
      method: 'POST',
      headers: { authorization: auth },
      body: form,
    });
    const uploaded = await up.json();
    const file = await get(uploaded.url);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('the upload body');
  });

  it('holds a long-poll open until the server answers it, without delaying other requests', async () => {
    const reg = await fetch(`${url}/api/v1/register`, {
      method: 'POST',
      headers: { authorization: auth },
      body: new URLSearchParams({ event_types: '["message"]' }),
    });
    const { queue_id, last_event_id } = await reg.json();
    let answered = false;
    const poll = get(
      `/api/v1/events?${new URLSearchParams({ queue_id, last_event_id: String(last_event_id) })}`,
    ).then(async (r) => {
      answered = true;
      return r.json();
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(answered).toBe(false);
    // Other requests pass while the poll is held.
    expect((await get('/api/v1/users/me')).status).toBe(200);
    // Someone else writes, straight to the server.
    const iago = await upstream
      .anonymous()
      .post('/fetch_api_key', { username: 'iago@example.com', password: 'parley-demo' });
    const me = await (await get('/api/v1/users/me')).json();
    await fetch(`${upstream.url}/api/v1/messages`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`iago@example.com:${iago.body.api_key}`).toString('base64')}`,
      },
      body: new URLSearchParams({ type: 'direct', to: `[${me.user_id}]`, content: 'wake up' }),
    });
    const events = await poll;
    expect(events.events.map((e: { type: string }) => e.type)).toEqual(['message']);
  });

  it('answers with the envelope when the server cannot be reached', async () => {
    const dead = await buildProxy({ upstream: 'http://127.0.0.1:9', distDir });
    const deadUrl = await listen(dead);
    try {
      const res = await fetch(`${deadUrl}/api/v1/server_settings`);
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
    } finally {
      await dead.close();
    }
  });
});

describe('streaming through the proxy', () => {
  let fake: http.Server;
  let release: () => void;
  let fakeProxy: FastifyInstance;
  let fakeUrl: string;
  beforeAll(async () => {
    const released = new Promise<void>((r) => {
      release = r;
    });
    fake = http.createServer((req, res) => {
      if (req.url === '/api/v1/stream') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first;');
        released.then(() => res.end('second'));
      } else if (req.url === '/avatar/5') {
        res.writeHead(302, { location: `http://127.0.0.1:${port()}/user_avatars/5.png` });
        res.end();
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const port = () => (fake.address() as AddressInfo).port;
    fakeProxy = await buildProxy({ upstream: `http://127.0.0.1:${port()}`, distDir });
    fakeUrl = await listen(fakeProxy);
  });
  afterAll(async () => {
    await fakeProxy.close();
    await new Promise((r) => fake.close(r));
  });

  it('passes the first bytes on before the server has finished (no buffering)', async () => {
    const res = await fetch(`${fakeUrl}/api/v1/stream`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('first;');
    release();
    let rest = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('second');
  });

  it('keeps redirects to the server itself on this origin', async () => {
    const res = await fetch(`${fakeUrl}/avatar/5`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/user_avatars/5.png');
  });
});
