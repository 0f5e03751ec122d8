/** Test support: a real server on a temporary database, and API clients for it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type ParleyServer } from '../app';
import { DEFAULT_CONFIG, NO_RATE_LIMITS, type ServerConfig } from '../config';
import type { Notice } from '../domain/notices';

/**
 * A real Parley server for tests: real HTTP on a free loopback port, a real SQLite file in a
 * fresh temporary data dir, seeded with the demo organization.
 */
export interface TestServer {
  url: string;
  server: ParleyServer;
  /** An API client authenticated as the demo user with this email. */
  as(email: string): Promise<TestClient>;
  /** An unauthenticated client. */
  anonymous(): TestClient;
  /** IDs the tests look up by name: a channel's, a user's by email, a system group's. */
  streamId(name: string): number;
  userId(email: string): number;
  systemGroupId(name: string): number;
  close(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
  body: any;
}

export type Params = Record<string, unknown>;

export interface TestClient {
  email?: string;
  apiKey?: string;
  userId?: number;
  get(path: string, params?: Params): Promise<ApiResponse>;
  post(path: string, params?: Params): Promise<ApiResponse>;
  patch(path: string, params?: Params): Promise<ApiResponse>;
  delete(path: string, params?: Params): Promise<ApiResponse>;
  request(method: string, path: string, params?: Params): Promise<ApiResponse>;
  /** POST of one file as a multipart body (uploads, avatars, custom emoji). */
  postFile(
    path: string,
    file: { name: string; type: string; data: Uint8Array },
  ): Promise<ApiResponse>;
}

/** Strings as they are, everything else JSON-encoded inside the field, as the API expects. */
export function encode(params: Params): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined) out.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return out;
}

function client(
  baseUrl: string,
  auth?: { email: string; apiKey: string; userId: number },
): TestClient {
  const headers: Record<string, string> = {};
  if (auth) {
    headers.authorization = `Basic ${Buffer.from(`${auth.email}:${auth.apiKey}`).toString('base64')}`;
  }
  const send = async (method: string, url: string, body?: BodyInit): Promise<ApiResponse> => {
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed };
  };
  const request = (method: string, p: string, params: Params = {}): Promise<ApiResponse> => {
    const body = encode(params);
    const query = method === 'GET' && [...body].length ? `?${body}` : '';
    return send(
      method,
      `${baseUrl}/api/v1${p}${query}`,
      method === 'GET' || ![...body].length ? undefined : body,
    );
  };
  return {
    email: auth?.email,
    apiKey: auth?.apiKey,
    userId: auth?.userId,
    request,
    get: (p, params) => request('GET', p, params),
    post: (p, params) => request('POST', p, params),
    patch: (p, params) => request('PATCH', p, params),
    delete: (p, params) => request('DELETE', p, params),
    postFile(p, file) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
      return send('POST', `${baseUrl}/api/v1${p}`, form);
    },
  };
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-test-'));
  const config: ServerConfig = {
    ...DEFAULT_CONFIG,
    port: 0,
    dataDir,
    distDir: path.join(dataDir, 'no-dist'),
    // Tests send many requests as one user; those about rate limits turn them back on.
    ...NO_RATE_LIMITS,
    ...overrides,
  };
  const server = await buildServer(config);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const anon = client(url);
  const idOf = (sql: string, value: string) => {
    const row = server.services.db.prepare(sql).get(value) as { id: number } | undefined;
    if (!row) throw new Error(`no row for ${value}`);
    return row.id;
  };
  return {
    url,
    server,
    anonymous: () => anon,
    streamId: (name) => idOf('SELECT id FROM streams WHERE name = ?', name),
    userId: (email) => idOf('SELECT id FROM users WHERE email = ?', email),
    systemGroupId: (name) =>
      idOf('SELECT id FROM user_groups WHERE name = ? AND is_system_group = 1', name),
    async as(email) {
      const res = await anon.post('/dev_fetch_api_key', { username: email });
      if (res.status !== 200)
        throw new Error(`login as ${email} failed: ${JSON.stringify(res.body)}`);
      return client(url, { email, apiKey: res.body.api_key, userId: res.body.user_id });
    },
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Records every notice the server publishes (they still reach the event system). */
export function spyNotices(t: TestServer): Notice[] {
  const seen: Notice[] = [];
  const sink = t.server.services.notices;
  const publish = sink.publish.bind(sink);
  sink.publish = (notices) => {
    seen.push(...notices);
    publish(notices);
  };
  return seen;
}
