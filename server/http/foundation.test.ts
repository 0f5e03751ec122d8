import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('authentication', () => {
  it('refuses a request without credentials with 401 UNAUTHORIZED and a Basic challenge', async () => {
    const res = await fetch(`${t.url}/api/v1/users/me`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Basic realm="zulip"');
    expect(await res.json()).toMatchObject({ result: 'error', code: 'UNAUTHORIZED' });
  });

  it('refuses a wrong API key with 401 INVALID_API_KEY', async () => {
    const auth = Buffer.from('iago@example.com:not-the-key').toString('base64');
    const res = await fetch(`${t.url}/api/v1/users/me`, {
      headers: { authorization: `Basic ${auth}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ result: 'error', code: 'INVALID_API_KEY' });
  });

  it('refuses a deactivated user with 401 USER_DEACTIVATED', async () => {
    const iago = await t.as('iago@example.com');
    t.server.services.db
      .prepare('UPDATE users SET is_active = 0 WHERE email = ?')
      .run('prospero@example.com');
    const key = (
      t.server.services.db
        .prepare('SELECT api_key FROM users WHERE email = ?')
        .get('prospero@example.com') as {
        api_key: string;
      }
    ).api_key;
    const auth = Buffer.from(`prospero@example.com:${key}`).toString('base64');
    const res = await fetch(`${t.url}/api/v1/users/me`, {
      headers: { authorization: `Basic ${auth}` },
    });
    t.server.services.db
      .prepare('UPDATE users SET is_active = 1 WHERE email = ?')
      .run('prospero@example.com');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'USER_DEACTIVATED' });
    expect((await iago.get('/users/me')).status).toBe(200);
  });

  it('logs in with a password and refuses a wrong one with AUTHENTICATION_FAILED', async () => {
    const anon = t.anonymous();
    const ok = await anon.post('/fetch_api_key', {
      username: 'hamlet@example.com',
      password: 'parley-demo',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ result: 'success', email: 'hamlet@example.com' });
    expect(ok.body.api_key).toMatch(/^[A-Za-z0-9]{32}$/);
    const bad = await anon.post('/fetch_api_key', {
      username: 'hamlet@example.com',
      password: 'nope',
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ result: 'error', code: 'AUTHENTICATION_FAILED' });
    const unknown = await anon.post('/fetch_api_key', {
      username: 'nobody@example.com',
      password: 'x',
    });
    expect(unknown.body.code).toBe('AUTHENTICATION_FAILED');
  });

  it('the API key from /dev_fetch_api_key works for GET /users/me', async () => {
    const iago = await t.as('iago@example.com');
    const me = await iago.get('/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      result: 'success',
      msg: '',
      email: 'iago@example.com',
      full_name: 'Iago',
      role: 200,
      is_admin: true,
    });
  });
});

describe('parameters and the envelope', () => {
  it('names a missing required parameter with REQUEST_VARIABLE_MISSING and var_name', async () => {
    const res = await t.anonymous().post('/dev_fetch_api_key', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      result: 'error',
      msg: "Missing 'username' argument",
      code: 'REQUEST_VARIABLE_MISSING',
      var_name: 'username',
    });
  });

  it('reads parameters from the query string when the body lacks them, for POST too', async () => {
    const res = await fetch(`${t.url}/api/v1/dev_fetch_api_key?username=hamlet@example.com`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe('hamlet@example.com');
  });

  it('lists unknown parameters in ignored_parameters_unsupported', async () => {
    const iago = await t.as('iago@example.com');
    const res = await iago.post('/register', { apply_markdown: true, bogus: 1, other: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.ignored_parameters_unsupported).toEqual(['bogus', 'other']);
    const clean = await iago.get('/users/me');
    expect(clean.body.ignored_parameters_unsupported).toBeUndefined();
  });

  it.each([
    ['a non-JSON boolean', { apply_markdown: 'maybe' }, 'apply_markdown'],
    ['a wrong-typed boolean', { include_subscribers: 5 }, 'include_subscribers'],
    ['a non-list event_types', { event_types: { a: 1 } }, 'event_types'],
    ['a negative lifespan', { queue_lifespan_secs: -4 }, 'queue_lifespan_secs'],
    ['a garbage narrow', { narrow: '{{{' }, 'narrow'],
  ])('answers %s with 400 BAD_REQUEST naming it', async (_label, params, name) => {
    const iago = await t.as('iago@example.com');
    const res = await iago.post('/register', params);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: 'error', code: 'BAD_REQUEST', var_name: name });
    expect(res.body.msg).toContain(name);
  });

  it('answers unknown routes with a 404 envelope, never HTML', async () => {
    const res = await fetch(`${t.url}/api/v1/no/such/thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
  });

  it('answers a body that is not form data with the error envelope', async () => {
    const res = await fetch(`${t.url}/api/v1/fetch_api_key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
  });

  it.each([
    ['GET', '/server_settings'],
    ['POST', '/fetch_api_key'],
    ['POST', '/dev_fetch_api_key'],
    ['GET', '/users/me'],
    ['POST', '/register'],
  ])(
    '%s %s answers garbage parameters with an error envelope or success, never a 500',
    async (method, p) => {
      const iago = await t.as('iago@example.com');
      const garbage = {
        username: '\u0000\u{1F4A9}',
        password: ['x'],
        apply_markdown: '[',
        narrow: 'null',
        x: '%%%',
      };
      const res = await iago.request(method, p, garbage);
      expect(res.status).toBeLessThan(500);
      expect(['success', 'error']).toContain(res.body.result);
      if (res.body.result === 'error') expect(typeof res.body.code).toBe('string');
    },
  );
});

describe('server settings and register', () => {
  it('lists password and dev login in development', async () => {
    const res = await t.anonymous().get('/server_settings');
    expect(res.body.authentication_methods).toMatchObject({ password: true, dev: true });
    expect(res.body).toMatchObject({
      realm_name: 'Parley Dev',
      zulip_feature_level: expect.any(Number),
    });
    expect(res.body.external_authentication_methods).toEqual([]);
  });

  it('register returns the keys a client needs to start', async () => {
    const hamlet = await t.as('hamlet@example.com');
    const res = await hamlet.post('/register', { apply_markdown: true });
    expect(res.body).toMatchObject({
      max_message_length: 10000,
      max_topic_length: 60,
      max_stream_name_length: 60,
      max_stream_description_length: 1024,
      realm_empty_topic_display_name: 'general chat',
      server_typing_started_expiry_period_milliseconds: 45000,
      server_typing_stopped_wait_period_milliseconds: 12000,
      server_typing_started_wait_period_milliseconds: 30000,
      event_queue_longpoll_timeout_seconds: 90,
      realm_name: 'Parley Dev',
      zulip_feature_level: expect.any(Number),
      zulip_version: expect.any(String),
      queue_id: expect.any(String),
      last_event_id: expect.any(Number),
    });
    const names = res.body.subscriptions.map((s: { name: string }) => s.name).sort();
    expect(names).toEqual(['Denmark', 'Scotland', 'Verona', 'announce', 'general']);
    expect(
      res.body.realm_users.some((u: { email: string }) => u.email === 'iago@example.com'),
    ).toBe(true);
    expect(res.body.never_subscribed.map((s: { name: string }) => s.name)).toEqual(['Rome']);
  });

  it('a member does not learn of a private channel they are not in', async () => {
    const othello = await t.as('othello@example.com');
    const res = await othello.post('/register', {});
    const all = [...res.body.subscriptions, ...res.body.unsubscribed, ...res.body.never_subscribed];
    expect(all.map((s: { name: string }) => s.name)).not.toContain('Scotland');
  });
});

describe('production mode', () => {
  it('turns development login off', async () => {
    const prod = await (await import('../testing/test-server')).startTestServer({
      production: true,
    });
    try {
      const settings = await prod.anonymous().get('/server_settings');
      expect(settings.body.authentication_methods).toMatchObject({ password: true, dev: false });
      const dev = await prod
        .anonymous()
        .post('/dev_fetch_api_key', { username: 'iago@example.com' });
      expect(dev.status).toBe(400);
      expect(dev.body.result).toBe('error');
      const pw = await prod
        .anonymous()
        .post('/fetch_api_key', { username: 'iago@example.com', password: 'parley-demo' });
      expect(pw.status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('images served by the server itself', () => {
  it('serves an initials avatar for every user, never a third-party URL', async () => {
    const iago = await t.as('iago@example.com');
    const me = await iago.get('/users/me');
    expect(me.body.avatar_url).toMatch(/^\/avatar\/\d+/);
    const res = await fetch(`${t.url}${me.body.avatar_url}`);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('>I<');
  });

  it('serves realm emoji images and refuses unknown ones with the envelope', async () => {
    const ok = await fetch(`${t.url}/user_avatars/1/emoji/images/parley.svg`);
    expect(ok.status).toBe(200);
    const missing = await fetch(`${t.url}/user_avatars/1/emoji/images/..%2F..%2Fpackage.json`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).result).toBe('error');
  });
});

describe('typing periods, shortened for tests', () => {
  it("register sends the three periods in Zulip's proportions to the expiry", async () => {
    const quick = await startTestServer({ typingExpirySeconds: 9 });
    try {
      const res = await (await quick.as('hamlet@example.com')).post('/register', {});
      expect(res.body).toMatchObject({
        server_typing_started_expiry_period_milliseconds: 9000,
        server_typing_stopped_wait_period_milliseconds: 2400,
        server_typing_started_wait_period_milliseconds: 6000,
      });
    } finally {
      await quick.close();
    }
  });
});
