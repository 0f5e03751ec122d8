/** Test support: generated bad requests to every endpoint, for tests and `npm run fuzz`. */
import fc from 'fast-check';
import type { Param, ParamSpec } from '../http/params';
import { apiRoutes } from '../http/route';
import type { TestServer } from './test-server';

/**
 * Bad input, generated: requests to every endpoint with wrong types, missing and extra
 * parameters, broken JSON inside fields, huge strings, negative and huge IDs, wrong methods
 * and content types, and bad authentication. Whatever the request, the server answers in
 * time, never with a 5xx, and (but for the few routes that serve files and images) with the
 * API's envelope. Used by the test suite (600 cases, new ones each run) and `npm run fuzz` (20,000 or more).
 */

export interface FuzzRequest {
  method: string;
  path: string;
  auth: string;
  encoding: 'urlencoded' | 'multipart' | 'query' | 'json' | 'text' | 'none' | 'bad-multipart';
  fields: Array<[string, string]>;
}

export interface FuzzFinding {
  request: FuzzRequest;
  status: number;
  body: string;
  why: string;
}

const WHO = ['desdemona', 'iago', 'hamlet', 'polonius', 'othello'];
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'];

/** Strings that have broken servers: markup, escapes, controls, Zulip syntax, regexes. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  '\uFFFA\uFFFB',
  '\uD800',
  '<script>alert(1)</script>',
  '"; DROP TABLE messages; --',
  '%ED%A0%80',
  '../../etc/passwd',
  '__proto__',
  '@**all**',
  '#**Verona>x**',
  '```\ncode',
  '$$x$$',
  ':+1:',
  'Verona',
  'general',
  'hamlet@example.com',
  '(?P<id>(a+)+)',
  '\u202Eevil',
];

/** Text that stresses parsers and renderers; now and then long or over the body limit. */
const nastyText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('a', '- ', '> ', '*', '[', '`', '{', '\\')
      .map((s) => s.repeat(5_000)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(n * 400_000)) },
);

const ids = fc.oneof(
  fc.integer({ min: 1, max: 30 }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 2 ** 63, Number.MAX_SAFE_INTEGER + 2),
);
const idText = fc.oneof(
  ids.map(String),
  fc.constantFrom('1e400', '-0', '0x10', '1.5', 'NaN', ' 3', '99999999999999999999999'),
);

/** A value JSON-encoded as the API expects it (or not quite). */
const jsonText = fc.oneof(
  idText,
  fc.json({ maxDepth: 3 }),
  fc.array(ids, { maxLength: 5 }).map((a) => JSON.stringify(a)),
  fc.array(nastyText, { maxLength: 3 }).map((a) => JSON.stringify(a)),
  fc.constantFrom('true', 'false', 'null', '"x"', '{}', '[]', '[[]]', '{"a":'),
  fc
    .record({ operator: nastyText, operand: fc.oneof(nastyText, ids) })
    .map((r) => JSON.stringify([r])),
  fc.constantFrom('{', '[1,', 'tru', '"unterminated', '1e999', '['.repeat(5_000)),
);

function valueFor(p: Param<unknown>): fc.Arbitrary<string> {
  if (p.decoding === 'string') return fc.oneof(nastyText, jsonText);
  return fc.oneof({ weight: 3, arbitrary: jsonText }, { weight: 1, arbitrary: nastyText });
}

/** Each known parameter sent (under its name or an alias) or left out, plus strangers. */
function fieldsFor(spec: ParamSpec): fc.Arbitrary<Array<[string, string]>> {
  const known = Object.entries(spec).map(([name, p]) =>
    fc.option(fc.tuple(fc.constantFrom(name, ...p.aliases), valueFor(p)), { freq: 3 }),
  );
  const extra = fc.array(
    fc.tuple(
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
      ),
      nastyText,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...known), extra)
    .map(([k, e]) => [...k.filter((f): f is [string, string] => f !== null), ...e]);
}

/** Percent-encoded, lone surrogates replaced (encodeURIComponent refuses them). */
const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

const pathValue = fc.oneof(
  { weight: 4, arbitrary: idText },
  { weight: 1, arbitrary: nastyText.map((s) => encode(s.slice(0, 3000))) },
  { weight: 1, arbitrary: fc.constantFrom('%ED%A0%80', '%', '%zz', 'a'.repeat(3000), '..') },
);

function fillPath(url: string): fc.Arbitrary<string> {
  const slots = url.match(/:[a-z_]+|\*/g) ?? [];
  return fc.tuple(...slots.map(() => pathValue)).map((values) => {
    let i = 0;
    return `/api/v1${url.replace(/:[a-z_]+|\*/g, () => values[i++] ?? '')}`;
  });
}

const authKind = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...WHO) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('none', 'wrong-key', 'not-base64', 'no-colon', 'bearer', 'huge'),
  },
);

export function requestArbitrary(t: TestServer): fc.Arbitrary<FuzzRequest> {
  const routes = apiRoutes(t.server.app);
  const perRoute = routes.map((r) =>
    fc.record({
      method: fc.oneof(
        { weight: 5, arbitrary: fc.constant(r.method) },
        fc.constantFrom(...METHODS),
      ),
      path: fillPath(r.url),
      auth: authKind,
      encoding: fc.oneof(
        { weight: 6, arbitrary: fc.constant('urlencoded' as const) },
        { weight: 2, arbitrary: fc.constant('multipart' as const) },
        { weight: 2, arbitrary: fc.constant('query' as const) },
        fc.constantFrom(
          'json' as const,
          'text' as const,
          'none' as const,
          'bad-multipart' as const,
        ),
      ),
      fields: fieldsFor(r.params),
    }),
  );
  const elsewhere = fc.record({
    method: fc.constantFrom(...METHODS),
    path: fc.oneof(
      fc.constantFrom('/api/v1/nowhere', '/user_uploads/1/aa/bb/c.txt', '/avatar/x', '/api/v2/x'),
      nastyText.map((s) => `/api/v1/${encode(s.slice(0, 500))}`),
    ),
    auth: authKind,
    encoding: fc.constant('urlencoded' as const),
    fields: fc.constant([] as Array<[string, string]>),
  });
  return fc.oneof(
    { weight: 20, arbitrary: fc.oneof(...perRoute) },
    { weight: 1, arbitrary: elsewhere },
  );
}

/** Sends one request; resolves to a finding when the answer breaks a rule, else null. */
export async function sendFuzzRequest(
  t: TestServer,
  keys: Map<string, string>,
  r: FuzzRequest,
  statuses?: Map<number, number>,
): Promise<FuzzFinding | null> {
  const headers: Record<string, string> = {};
  const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;
  const email = `${r.auth}@example.com`;
  if (keys.has(email)) headers.authorization = basic(`${email}:${keys.get(email)}`);
  else if (r.auth === 'wrong-key') headers.authorization = basic('hamlet@example.com:nope');
  else if (r.auth === 'not-base64') headers.authorization = 'Basic !!!';
  else if (r.auth === 'no-colon') headers.authorization = basic('hamlet@example.com');
  else if (r.auth === 'bearer') headers.authorization = 'Bearer abc';
  else if (r.auth === 'huge') headers.authorization = `Basic ${'A'.repeat(6000)}`;

  // Whatever the fuzz did to its own accounts (deactivating itself, say), they go on.
  t.server.services.db
    .prepare(`UPDATE users SET is_active = 1 WHERE email IN (${WHO.map(() => '?').join(',')})`)
    .run(...WHO.map((w) => `${w}@example.com`));

  let url = `${t.url}${r.path}`;
  let body: BodyInit | undefined;
  const form = new URLSearchParams(r.fields);
  const hasBody = r.method !== 'GET' && r.method !== 'HEAD';
  if (r.encoding === 'query' || !hasBody) {
    if (r.fields.length) url += `?${form}`;
  } else if (r.encoding === 'urlencoded') {
    body = form;
  } else if (r.encoding === 'multipart') {
    const fd = new FormData();
    for (const [k, v] of r.fields) fd.append(k, v);
    body = fd;
  } else if (r.encoding === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(Object.fromEntries(r.fields));
  } else if (r.encoding === 'text') {
    headers['content-type'] = 'text/plain';
    body = form.toString();
  } else if (r.encoding === 'bad-multipart') {
    headers['content-type'] = 'multipart/form-data; boundary=xyz';
    body = '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\ntruncated';
  }

  let res: Response;
  try {
    res = await fetch(url, {
      method: r.method,
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    const why = (e as Error).name === 'TimeoutError' ? 'no answer within 10 s' : String(e);
    return { request: r, status: 0, body: '', why };
  }
  const text = await res.text();
  statuses?.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500) return { request: r, status: res.status, body: text, why: '5xx' };
  if (r.method === 'HEAD' || res.status === 304) return null;
  // Files, avatars and images are not JSON when served.
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && !type.startsWith('application/json')) {
    if (/^\/(user_uploads|avatar|static|user_avatars)\//.test(r.path)) return null;
    if (/^\/api\/v1\/user_uploads\//.test(r.path)) return null;
  }
  let parsed: { result?: unknown; msg?: unknown; code?: unknown };
  try {
    parsed = JSON.parse(text);
  } catch {
    return { request: r, status: res.status, body: text.slice(0, 500), why: 'not JSON' };
  }
  const ok = res.ok
    ? parsed.result === 'success' && typeof parsed.msg === 'string'
    : parsed.result === 'error' &&
      typeof parsed.msg === 'string' &&
      typeof parsed.code === 'string';
  if (!ok)
    return { request: r, status: res.status, body: text.slice(0, 500), why: 'not the envelope' };
  if (res.status === 401 && keys.has(email)) {
    // An API key the fuzz itself regenerated: fetch the new one (a deactivated user stays out).
    const again = await fetch(`${t.url}/api/v1/dev_fetch_api_key`, {
      method: 'POST',
      body: new URLSearchParams({ username: email }),
    });
    if (again.ok) keys.set(email, ((await again.json()) as { api_key: string }).api_key);
  }
  return null;
}

/** Signs the fuzzing users in: email → API key. */
export async function fuzzKeys(t: TestServer): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const who of WHO) {
    const c = await t.as(`${who}@example.com`);
    keys.set(c.email!, c.apiKey!);
  }
  return keys;
}

/** Runs `numRuns` generated requests; resolves to the findings (empty when all held). */
export async function runFuzz(
  t: TestServer,
  numRuns: number,
  seed?: number,
): Promise<{ findings: FuzzFinding[]; statuses: Map<number, number> }> {
  const keys = await fuzzKeys(t);
  const findings: FuzzFinding[] = [];
  const statuses = new Map<number, number>();
  await fc
    .assert(
      fc.asyncProperty(requestArbitrary(t), async (r) => {
        const finding = await sendFuzzRequest(t, keys, r, statuses);
        if (finding) findings.push(finding);
        return finding === null;
      }),
      { numRuns, seed, endOnFailure: true },
    )
    .catch((e) => {
      if (findings.length === 0) throw e;
    });
  return { findings, statuses };
}
