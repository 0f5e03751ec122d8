// Compressed responses: what each Accept-Encoding gets, on the wire, from a real server.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode, startTestServer, type TestServer } from '../testing/test-server';
import { negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  const cases: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', undefined],
  ];
  for (const [header, expected] of cases) {
    it(`${JSON.stringify(header)} → ${expected}`, () => {
      expect(negotiateEncoding(header)).toBe(expected);
    });
  }

  it('takes the first accepted of the encodings preferred', () => {
    expect(negotiateEncoding('gzip, br', ['gzip', 'br'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip', 'br'])).toBe('br');
    expect(negotiateEncoding('gzip;q=0, br', ['gzip', 'br'])).toBe('br');
  });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

let t: TestServer;
let auth: string;
beforeAll(async () => {
  t = await startTestServer();
  const iago = await t.as('iago@example.com');
  auth = `Basic ${Buffer.from(`iago@example.com:${iago.apiKey}`).toString('base64')}`;
});
afterAll(() => t.close());

/** A request with exactly these headers; the body as it came over the wire. */
function raw(method: string, path: string, headers: Record<string, string>, body = '') {
  return new Promise<Raw>((resolve, reject) => {
    const req = http.request(
      `${t.url}/api/v1${path}`,
      {
        method,
        headers: {
          authorization: auth,
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const register = (acceptEncoding?: string) =>
  raw(
    'POST',
    '/register',
    acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    encode({ include_subscribers: true }).toString(),
  );

const DECODE: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gunzipSync(b),
  br: (b) => zlib.brotliDecompressSync(b),
};

describe('responses are compressed as the client accepts', () => {
  // A register answer holds shared blocks (its groups; json-blocks), whose gzip is kept: gzip
  // comes first for it.
  for (const [accept, encoding] of [
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'gzip'],
    ['br', 'br'],
  ] as const) {
    it(`${accept}: a register answer in ${encoding}, smaller, the same JSON`, async () => {
      const plain = await register();
      expect(plain.headers['content-encoding']).toBeUndefined();
      const res = await register(accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.bytes.length).toBeLessThan(plain.bytes.length / 3);
      expect(Number(res.headers['content-length'] ?? res.bytes.length)).toBe(res.bytes.length);
      const state = JSON.parse(DECODE[encoding]!(res.bytes).toString('utf8'));
      const before = JSON.parse(plain.bytes.toString('utf8'));
      // The same answer but for the queue each register opens and the clock.
      for (const key of ['queue_id', 'last_event_id', 'server_timestamp']) {
        delete state[key];
        delete before[key];
      }
      expect(state).toEqual(before);
    });
  }

  it('without Accept-Encoding (or with only identity), the body is plain JSON with its length', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await register(accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
      expect(JSON.parse(res.bytes.toString('utf8')).result).toBe('success');
    }
  });

  it('other answers go out in brotli first', async () => {
    const res = await raw('GET', '/users', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(DECODE.br!(res.bytes).toString('utf8')).members.length).toBeGreaterThan(5);
  });

  it('leaves small answers as they are', async () => {
    const small = await raw('GET', '/users/me/alert_words', { 'accept-encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8')).result).toBe('success');
  });
});
