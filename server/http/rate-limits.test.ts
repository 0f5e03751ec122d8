import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { startTestServer, type TestServer } from '../testing/test-server';

// The server as `npm start` runs it: Zulip's limits (tests elsewhere turn them off).
const ZULIP_LIMITS = {
  rateLimitPerMinute: DEFAULT_CONFIG.rateLimitPerMinute,
  addressRateLimitPerMinute: DEFAULT_CONFIG.addressRateLimitPerMinute,
  loginFailureLimit: DEFAULT_CONFIG.loginFailureLimit,
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(ZULIP_LIMITS);
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  fetch(`${t.url}/api/v1/fetch_api_key`, {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });

describe('rate limits', () => {
  it("default to Zulip's: 200 requests a minute per user, 100 per address, 5 failed sign-ins", () => {
    expect(ZULIP_LIMITS).toEqual({
      rateLimitPerMinute: 200,
      addressRateLimitPerMinute: 100,
      loginFailureLimit: 5,
    });
  });

  it('answer the 201st request of a user in a minute with 429 RATE_LIMIT_HIT; others go on', async () => {
    const othello = await t.as('othello@example.com');
    const hamlet = await t.as('hamlet@example.com');
    const headers = { authorization: `Basic ${btoa(`${othello.email}:${othello.apiKey}`)}` };
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${t.url}/api/v1/users/me`, { headers });
      expect(res.status).toBe(200);
      if (i === 0) {
        expect(res.headers.get('x-ratelimit-limit')).toBe('200');
        expect(res.headers.get('x-ratelimit-remaining')).toBe('199');
        expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
      }
      await res.arrayBuffer();
    }
    const over = await fetch(`${t.url}/api/v1/users/me`, { headers });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await over.json();
    expect(body).toMatchObject({
      result: 'error',
      msg: 'API usage exceeded rate limit',
      code: 'RATE_LIMIT_HIT',
    });
    expect(body['retry-after']).toBeGreaterThan(retryAfter - 1);
    expect(body['retry-after']).toBeLessThanOrEqual(retryAfter);
    // Every endpoint counts, uploads included; another user is not affected.
    expect(
      (await othello.post('/messages', { type: 'stream', to: 'Verona', topic: 'x', content: 'y' }))
        .status,
    ).toBe(429);
    expect((await hamlet.get('/users/me')).status).toBe(200);
  });

  it('refuse sign-ins as a user after 5 failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login('cordelia@example.com', 'wrong');
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe('AUTHENTICATION_FAILED');
    }
    const refused = await login('cordelia@example.com', 'parley-demo');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(29 * 60);
    expect((await refused.json()).code).toBe('RATE_LIMIT_HIT');
    // The username is compared as an address is: case and spaces do not get around it.
    expect((await login(' Cordelia@Example.com', 'parley-demo')).status).toBe(429);
    const other = await login('prospero@example.com', 'parley-demo');
    expect(other.status).toBe(200);
  });

  it('limit unauthenticated requests, sign-ins among them, to 100 a minute per address', async () => {
    let status = 200;
    let n = 0;
    // Earlier tests already used some of this address's allowance.
    while (status === 200 && n < 200) {
      const res = await fetch(`${t.url}/api/v1/server_settings`);
      status = res.status;
      await res.arrayBuffer();
      n++;
    }
    expect(status).toBe(429);
    expect(n).toBeLessThanOrEqual(101);
    expect((await login('prospero@example.com', 'parley-demo')).status).toBe(429);
  });
});
