import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  type Connection,
  encodeParams,
  NetworkError,
  RateLimitError,
  TimeoutError,
} from './http';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const call = { url: String(url), init };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

const conn = (fetch: typeof globalThis.fetch): Connection => ({
  realm: 'https://chat.example',
  email: 'iago@zulip.com',
  apiKey: 'key',
  fetch,
});

afterEach(() => vi.useRealTimers());

/** What a rejected request threw, with its fields readable in assertions. */
const caught = (e: unknown) => e as Error & Record<string, unknown>;

describe('encodeParams', () => {
  it('keeps strings, JSON-encodes the rest, drops undefined', () => {
    const out = encodeParams({
      content: 'hi [x]',
      to: [8, 9],
      read_by_sender: true,
      stream_id: 3,
      narrow: [{ operator: 'channel', operand: 'x' }],
      skipped: undefined,
    });
    expect([...out]).toEqual([
      ['content', 'hi [x]'],
      ['to', '[8,9]'],
      ['read_by_sender', 'true'],
      ['stream_id', '3'],
      ['narrow', '[{"operator":"channel","operand":"x"}]'],
    ]);
  });
});

describe('apiRequest', () => {
  it('puts GET parameters in the query string with Basic auth', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { result: 'success', msg: '', x: 1 }));
    const res = await apiRequest<{ x: number }>(conn(fetch), 'GET', 'messages', {
      anchor: 'newest',
      num_before: 10,
    });
    expect(res.x).toBe(1);
    expect(calls[0]!.url).toBe('https://chat.example/api/v1/messages?anchor=newest&num_before=10');
    expect(calls[0]!.init.body).toBeUndefined();
    const auth = (calls[0]!.init.headers as Record<string, string>).Authorization;
    expect(auth).toBe(`Basic ${btoa('iago@zulip.com:key')}`);
  });

  it('puts other methods’ parameters in a form body', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { result: 'success', msg: '' }));
    await apiRequest(conn(fetch), 'PATCH', 'messages/5', { topic: 'new', stream_id: 2 });
    expect(calls[0]!.url).toBe('https://chat.example/api/v1/messages/5');
    expect(String(calls[0]!.init.body)).toBe('topic=new&stream_id=2');
    expect(calls[0]!.init.method).toBe('PATCH');
  });

  it('encodes non-ASCII credentials as UTF-8', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { result: 'success', msg: '' }));
    await apiRequest({ ...conn(fetch), email: 'é@x' }, 'GET', 'users/me');
    const auth = (calls[0]!.init.headers as Record<string, string>).Authorization;
    expect(auth).toBe('Basic w6lAeDprZXk=');
  });

  it('turns the error envelope into ApiError with code, status and extra fields', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        result: 'error',
        msg: 'Bad event queue ID: q1',
        code: 'BAD_EVENT_QUEUE_ID',
        queue_id: 'q1',
      }),
    );
    const err = await apiRequest<never>(conn(fetch), 'GET', 'events').catch(caught);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: 'BAD_EVENT_QUEUE_ID',
      status: 400,
      data: { queue_id: 'q1' },
    });
    expect(err.message).toBe('Bad event queue ID: q1');
  });

  it('reads retry-after from the body of a 429', async () => {
    const { fetch } = fakeFetch(() =>
      json(429, { result: 'error', msg: 'limit', code: 'RATE_LIMIT_HIT', 'retry-after': 2.5 }),
    );
    const err = await apiRequest<never>(conn(fetch), 'GET', 'events').catch(caught);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toMatchObject({ code: 'RATE_LIMIT_HIT', retryAfterSeconds: 2.5 });
  });

  it('falls back to the Retry-After header, then to one second', async () => {
    const withHeader = fakeFetch(() =>
      json(429, { result: 'error', msg: 'limit', code: 'RATE_LIMIT_HIT' }, { 'Retry-After': '7' }),
    );
    const a = await apiRequest<never>(conn(withHeader.fetch), 'GET', 'x').catch(caught);
    expect(a.retryAfterSeconds).toBe(7);
    const bare = fakeFetch(() => json(429, { result: 'error', msg: 'limit' }));
    const b = await apiRequest<never>(conn(bare.fetch), 'GET', 'x').catch(caught);
    expect(b.retryAfterSeconds).toBe(1);
  });

  it('reports a failed fetch as NetworkError', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const err = await apiRequest<never>(conn(fetch), 'GET', 'x').catch(caught);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.message).toBe('Failed to fetch');
  });

  it('reports a non-JSON answer (a proxy’s 502 page) as NetworkError with the status', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const err = await apiRequest<never>(conn(fetch), 'GET', 'x').catch(caught);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.status).toBe(502);
  });

  it('reads a body that arrives in pieces, a character split between two of them', async () => {
    const bytes = new TextEncoder().encode(
      JSON.stringify({ result: 'success', msg: '', name: 'Zoë 🙂', ids: [1, 2] }),
    );
    const { fetch } = fakeFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              // One byte at a time: 'ë' and '🙂' each cross chunks.
              for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
              controller.close();
            },
          }),
        ),
    );
    await expect(apiRequest(conn(fetch), 'GET', 'x')).resolves.toMatchObject({
      name: 'Zoë 🙂',
      ids: [1, 2],
    });
  });

  it('a body cut short is a NetworkError', async () => {
    const { fetch } = fakeFetch(() => new Response('{"result":"success","ms'));
    const err = await apiRequest<never>(conn(fetch), 'GET', 'x').catch(caught);
    expect(err).toBeInstanceOf(NetworkError);
  });

  it('reports JSON without an error code as NetworkError', async () => {
    const { fetch } = fakeFetch(() => json(503, { detail: 'down' }));
    const err = await apiRequest<never>(conn(fetch), 'GET', 'x').catch(caught);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.status).toBe(503);
  });

  it('gives up after timeoutMs with TimeoutError', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const pending = apiRequest<never>(conn(fetch), 'GET', 'events', {}, { timeoutMs: 5000 }).catch(
      caught,
    );
    await vi.advanceTimersByTimeAsync(5000);
    const err = await pending;
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err.timeoutMs).toBe(5000);
  });

  it('passes a caller’s abort through unchanged', async () => {
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const pending = apiRequest<never>(
      conn(fetch),
      'GET',
      'x',
      {},
      { signal: controller.signal },
    ).catch(caught);
    controller.abort();
    const err = await pending;
    expect(err.name).toBe('AbortError');
  });

  it('sends keepalive requests when asked', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { result: 'success', msg: '' }));
    await apiRequest(conn(fetch), 'DELETE', 'events', { queue_id: 'q' }, { keepalive: true });
    expect(calls[0]!.init.keepalive).toBe(true);
    expect(String(calls[0]!.init.body)).toBe('queue_id=q');
  });
});
