/**
 * The fetch layer: Basic auth, the API's parameter encoding, and the response envelope.
 * Every failure becomes one of the typed errors below; callers switch on the class and `code`.
 */

import { readJson } from './json-members';

/** Where requests go and who makes them. `realm` is the server's base URL ('' = this origin). */
export interface Connection {
  realm: string;
  email?: string;
  apiKey?: string;
  /** Injected for tests and for the worker; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** The server answered with the error envelope. `data` holds the extra fields (`queue_id`, ...). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** HTTP 429: `retryAfterSeconds` from the body's `retry-after` or the Retry-After header. */
export class RateLimitError extends ApiError {
  constructor(
    message: string,
    status: number,
    data: Record<string, unknown>,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'RATE_LIMIT_HIT', status, data);
    this.name = 'RateLimitError';
  }
}

/** The request never got an answer (offline, DNS, connection reset) or the answer was not the API's. */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** The request took longer than its timeout. */
export class TimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'TimeoutError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Params = Record<string, unknown>;

export interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Let the request outlive the page (DELETE /events on unload). */
  keepalive?: boolean;
  /** A ready-made body (multipart uploads); replaces the form encoding of `params`. */
  body?: FormData;
  /**
   * Reads a successful (2xx) answer's JSON in place of `readJson`: POST /register hands its
   * long lists on as they arrive (json-members.ts).
   */
  readBody?: (response: Response) => Promise<Record<string, unknown>>;
}

/** Strings go as they are; everything else JSON-encoded inside the field, as the API expects. */
export function encodeParams(params: Params): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    out.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return out;
}

export function basicAuth(email: string, apiKey: string): string {
  const bytes = new TextEncoder().encode(`${email}:${apiKey}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

/** One request as the event inspector lists it: no parameters, no credentials. */
export interface RequestRecord {
  method: HttpMethod;
  path: string;
  /** HTTP status; 0 when no answer came (offline, timeout, aborted). */
  status: number;
  durationMs: number;
}

const requestObservers = new Set<(r: RequestRecord) => void>();

/**
 * Hears every request this page makes (the event inspector, while it records). With nobody
 * listening a request costs one size check. Returns the function that stops listening.
 */
export function observeRequests(observer: (r: RequestRecord) => void): () => void {
  requestObservers.add(observer);
  return () => requestObservers.delete(observer);
}

/** Calls `/api/v1/<path>` and returns the success body, or throws a typed error. */
export async function apiRequest<T>(
  conn: Connection,
  method: HttpMethod,
  path: string,
  params: Params = {},
  options: RequestOptions = {},
): Promise<T> {
  if (requestObservers.size === 0) return send<T>(conn, method, path, params, options);
  const started = performance.now();
  let status = 0;
  try {
    return await send<T>(conn, method, path, params, options, (s) => (status = s));
  } finally {
    const record = { method, path, status, durationMs: performance.now() - started };
    for (const observer of requestObservers) observer(record);
  }
}

async function send<T>(
  conn: Connection,
  method: HttpMethod,
  path: string,
  params: Params = {},
  options: RequestOptions = {},
  onStatus?: (status: number) => void,
): Promise<T> {
  const encoded = encodeParams(params);
  const inQuery = method === 'GET';
  const query = inQuery && [...encoded].length > 0 ? `?${encoded}` : '';
  const url = `${conn.realm}/api/v1/${path}${query}`;
  const headers: Record<string, string> = {};
  if (conn.email && conn.apiKey) headers.Authorization = basicAuth(conn.email, conn.apiKey);
  let body: URLSearchParams | FormData | undefined = options.body;
  if (!body && !inQuery && [...encoded].length > 0) body = encoded;

  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort);
  let timedOut = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);

  let response: Response;
  try {
    response = await (conn.fetch ?? fetch)(url, {
      method,
      headers,
      body,
      signal: controller.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    if (timedOut) throw new TimeoutError(options.timeoutMs ?? 0);
    if (options.signal?.aborted) throw err;
    throw new NetworkError(err instanceof Error ? err.message : String(err));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  onStatus?.(response.status);
  return readEnvelope<T>(response, options.readBody);
}

/** The success body of a response, or the typed error its envelope or status means. */
export async function readEnvelope<T>(
  response: Response,
  readBody?: RequestOptions['readBody'],
): Promise<T> {
  let json: Record<string, unknown>;
  try {
    json =
      readBody && response.ok
        ? await readBody(response)
        : ((await readJson(response)) as Record<string, unknown>);
  } catch {
    throw new NetworkError(
      `Unexpected answer from the server (HTTP ${response.status})`,
      response.status,
    );
  }
  if (response.ok && json.result === 'success') return json as T;
  const { result: _r, msg, code, ...data } = json;
  const message = typeof msg === 'string' && msg ? msg : `HTTP ${response.status}`;
  if (response.status === 429) {
    const retryAfter =
      seconds(data['retry-after']) ?? seconds(response.headers.get('retry-after')) ?? 1;
    throw new RateLimitError(message, response.status, data, retryAfter);
  }
  if (typeof code !== 'string') {
    // 5xx from a proxy, or a body that is JSON but not the API's envelope.
    throw new NetworkError(message, response.status);
  }
  throw new ApiError(message, code, response.status, data);
}

/** A non-negative number of seconds, or undefined for a missing or unreadable value. */
function seconds(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}
