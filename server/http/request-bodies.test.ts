import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { apiRoutes } from './route';

/**
 * Request bodies as Zulip reads them: url-encoded and multipart form data on every route and
 * method, with the same parameter rules; everything else, and every request that cannot be
 * parsed at all, answered with the error envelope.
 */

let t: TestServer;
let auth: string;
beforeAll(async () => {
  t = await startTestServer();
  auth = await authOf('iago@example.com');
});
afterAll(() => t.close());

type Fields = Record<string, string>;

async function authOf(email: string): Promise<string> {
  const user = await t.as(email);
  return `Basic ${Buffer.from(`${user.email}:${user.apiKey}`).toString('base64')}`;
}

function multipart(fields: Fields): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

async function call(method: string, path: string, body?: BodyInit, headers: Fields = {}) {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: auth, ...headers },
    body,
  });
  const text = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', json, text };
}

/** The parts of an answer that must not depend on how the body was encoded. */
function outcome(r: Awaited<ReturnType<typeof call>>) {
  const b = r.json ?? {};
  return {
    status: r.status,
    result: b.result,
    code: b.code,
    msg: b.msg,
    var_name: b.var_name,
    ignored: b.ignored_parameters_unsupported,
  };
}

// Path segments that name nothing, so a route with no parameters changes no state.
const PATH_VALUES: Record<string, string> = {
  user_id_or_email: 'nobody@example.com',
  email: 'nobody@example.com',
};

describe('every route takes multipart/form-data like url-encoded', () => {
  it('answers each route the same for both encodings, and never 415 or 500', async () => {
    // GET takes its parameters from the query string (a GET body is not read, as in Zulip).
    const routes = apiRoutes(t.server.app).filter((r) => !r.takesFile && r.method !== 'GET');
    expect(routes.length).toBeGreaterThan(40);
    const mismatches: string[] = [];
    let parsed = 0;
    for (const route of routes) {
      const path = `/api/v1${route.url.replace(/:(\w+)/g, (_m, name: string) => PATH_VALUES[name] ?? '987654')}`;
      // Every parameter gets a value: JSON-decoded ones a broken JSON text, so the first of
      // them is refused by name; plain strings a harmless word. Plus one unknown field.
      const fields: Fields = { zz_probe: '1' };
      for (const [name, p] of Object.entries(route.params)) {
        fields[name] = p.decoding === 'string' ? 'x' : '{"broken';
      }
      // Deactivating oneself can happen only once per user: one user per encoding.
      const [first, second] =
        route.url === '/users/me' && route.method === 'DELETE'
          ? [await authOf('othello@example.com'), await authOf('prospero@example.com')]
          : [auth, auth];
      const method = route.method as string;
      const urlencoded = await call(method, path, new URLSearchParams(fields), {
        authorization: first,
      });
      const form = await call(method, path, multipart(fields), { authorization: second });
      expect(form.status, `${route.method} ${route.url}`).not.toBe(415);
      expect(form.status, `${route.method} ${route.url}`).toBeLessThan(500);
      expect(form.type, `${route.method} ${route.url}`).toContain('application/json');
      // The multipart fields were read: a parameter named in the error, or the probe listed.
      const b = form.json ?? {};
      const ignored = b.ignored_parameters_unsupported as string[] | undefined;
      if (b.var_name || ignored?.includes('zz_probe')) parsed++;
      if (JSON.stringify(outcome(form)) !== JSON.stringify(outcome(urlencoded))) {
        mismatches.push(
          `${route.method} ${route.url}: ${JSON.stringify(outcome(form))} vs ${JSON.stringify(outcome(urlencoded))}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
    // The rest have no parameters or fail on the path segment before reading them.
    expect(parsed).toBeGreaterThan(routes.length * 0.6);
  });

  it('reads JSON inside multipart fields, on POST, PATCH and DELETE', async () => {
    const sent = await call(
      'POST',
      '/api/v1/messages',
      multipart({ type: 'stream', to: '"Denmark"', topic: 'multipart', content: 'hello' }),
    );
    expect(sent.json).toMatchObject({ result: 'success', id: expect.any(Number) });
    const id = sent.json?.id as number;

    const edited = await call(
      'PATCH',
      `/api/v1/messages/${id}`,
      multipart({ content: 'edited', send_notification_to_new_thread: 'false' }),
    );
    expect(edited.json).toMatchObject({ result: 'success' });

    const starred = await call(
      'POST',
      '/api/v1/messages/flags',
      multipart({ messages: JSON.stringify([id]), op: 'add', flag: 'starred' }),
    );
    expect(starred.json).toMatchObject({ result: 'success', messages: [id] });

    const fetched = await call('GET', `/api/v1/messages/${id}`);
    const message = fetched.json?.message as { content: string; flags: string[] };
    expect(message.content).toBe('<p>edited</p>');
    expect(message.flags).toContain('starred');

    const deleted = await call('DELETE', `/api/v1/messages/${id}`, multipart({ bogus: '1' }));
    expect(deleted.json).toEqual({
      result: 'success',
      msg: '',
      ignored_parameters_unsupported: ['bogus'],
    });
  });

  it('takes the last of a repeated field, ignores file parts and takes JSON-typed parts', async () => {
    const part = (headers: string, value: string) => `--B\r\n${headers}\r\n\r\n${value}\r\n`;
    const body =
      part('Content-Disposition: form-data; name="content"', 'first') +
      part('Content-Disposition: form-data; name="content"', '**second**') +
      part('Content-Disposition: form-data; name="attachment"; filename="a.txt"', 'ignored') +
      part(
        'Content-Disposition: form-data; name="bogus"\r\nContent-Type: application/json',
        '{"a":1}',
      ) +
      '--B--\r\n';
    const res = await call('POST', '/api/v1/messages/render', body, {
      'content-type': 'multipart/form-data; boundary=B',
    });
    expect(res.json).toEqual({
      result: 'success',
      msg: '',
      rendered: '<p><strong>second</strong></p>',
      ignored_parameters_unsupported: ['bogus'],
    });
  });

  it('still takes the query string when the multipart body lacks a parameter', async () => {
    const res = await call(
      'POST',
      '/api/v1/messages/render?content=from%20query',
      multipart({ other: '1' }),
    );
    expect(res.json).toMatchObject({ rendered: '<p>from query</p>' });
  });
});

describe('bodies that are not form data', () => {
  it.each([
    ['application/json', '{"content":"x"}'],
    ['text/plain', 'content=x'],
    ['application/xml', '<content>x</content>'],
  ])('refuses %s with 415 and the envelope', async (type, body) => {
    const res = await call('POST', '/api/v1/messages/render', body, { 'content-type': type });
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
    expect(res.json?.msg).toContain(type);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'content=x'],
    [
      'a truncated body',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="content"\r\n\r\nhal',
    ],
    ['a malformed part header', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nnonsense\r\n\r\nx'],
  ])('answers a multipart body with %s with 400 and the envelope', async (_label, type, body) => {
    for (const path of ['/api/v1/messages/render', '/api/v1/user_uploads']) {
      const res = await call('POST', path, body, { 'content-type': type });
      expect(res.status, path).toBe(400);
      expect(res.json, path).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
    }
  });
});

describe('requests the router cannot take apart', () => {
  it('answers an undecodable percent-escape in the path with 400 and the envelope', async () => {
    const res = await call('GET', '/api/v1/users/%ED%A0%80');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
  });

  it('finds a user by an email longer than 100 characters', async () => {
    const email = `${'a'.repeat(120)}@example.com`;
    const desdemona = await t.as('desdemona@example.com');
    const created = await desdemona.post('/users', {
      email,
      password: 'long-enough-pw',
      full_name: 'Long Address',
    });
    expect(created.body).toMatchObject({ result: 'success' });
    const res = await call('GET', `/api/v1/users/${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.json?.user).toMatchObject({ full_name: 'Long Address' });
  });

  it('answers a path segment beyond any address length with 414 and the envelope', async () => {
    const res = await call('GET', `/api/v1/users/${'a'.repeat(5000)}`);
    expect(res.status).toBe(414);
    expect(res.json).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
  });

  it('answers oversized headers with 431 and the envelope', async () => {
    const res = await call('GET', '/api/v1/users/me', undefined, { 'x-big': 'a'.repeat(20000) });
    expect(res.status).toBe(431);
    expect(res.json).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
  });

  it('answers a request that is not HTTP with 400 and the envelope', async () => {
    const port = Number(new URL(t.url).port);
    const raw = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NONSENSE\r\n\r\n'));
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
  });
});
