/**
 * The contract: the register, every answer and every event the reference server sends validate
 * against Zulip's OpenAPI description, for what that description covers (fixture in
 * tests/fixtures/zulip-openapi; properties from later feature levels are listed in
 * openapi-validator.ts with the level that added them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_CONSTANTS } from '../server/domain/realm';
import { apiRoutes } from '../server/http/route';
import {
  type ApiResponse,
  type Params,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../server/testing/test-server';
import { ALL_CLIENT_CAPABILITIES } from '../src/api/types/register';
import { contractCalls } from './contract-calls';
import {
  checkEvent,
  checkResponse,
  isDocumented,
  NEWER_EVENT_PROPERTIES,
  NEWER_EVENTS,
  NEWER_PROPERTIES,
  type Problem,
  templateFor,
} from './openapi-validator';
import { replayScript } from './replay-script';

interface Answer {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

let t: TestServer;
const answers: Answer[] = [];

/** A test client that keeps every answer for the contract check. */
function recording(client: TestClient): TestClient {
  const request = async (method: string, path: string, params?: Params): Promise<ApiResponse> => {
    const res = await client.request(method, path, params);
    answers.push({ method, path, status: res.status, body: res.body });
    return res;
  };
  return {
    ...client,
    request,
    get: (p, params) => request('GET', p, params),
    post: (p, params) => request('POST', p, params),
    patch: (p, params) => request('PATCH', p, params),
    delete: (p, params) => request('DELETE', p, params),
    async postFile(path, file) {
      const res = await client.postFile(path, file);
      answers.push({ method: 'POST', path, status: res.status, body: res.body });
      return res;
    },
  };
}

interface Queue {
  client: TestClient;
  queue_id: string;
  last_event_id: number;
}

const events: { type: string; op?: string }[] = [];

async function drain(q: Queue) {
  for (;;) {
    const res = await q.client.get('/events', {
      queue_id: q.queue_id,
      last_event_id: q.last_event_id,
      dont_block: true,
    });
    expect(res.status).toBe(200);
    const batch = res.body.events as { id: number; type: string; op?: string }[];
    if (!batch.length) return;
    for (const e of batch) {
      events.push(e);
      q.last_event_id = Math.max(q.last_event_id, e.id);
    }
  }
}

beforeAll(async () => {
  t = await startTestServer({ heartbeatSeconds: 1 });
  const cast = {
    iago: recording(await t.as('iago@example.com')),
    hamlet: recording(await t.as('hamlet@example.com')),
    othello: recording(await t.as('othello@example.com')),
  };
  const queues: Queue[] = [];
  for (const client of Object.values(cast)) {
    const reg = await client.post('/register', {
      apply_markdown: true,
      client_gravatar: false,
      include_subscribers: true,
      slim_presence: true,
      client_capabilities: ALL_CLIENT_CAPABILITIES,
    });
    expect(reg.status).toBe(200);
    queues.push({ client, queue_id: reg.body.queue_id, last_event_id: reg.body.last_event_id });
  }
  await replayScript(cast);
  await contractCalls(cast, t, recording, (method, path, status, body) =>
    answers.push({ method, path, status, body }),
  );
  for (const q of queues) await drain(q);
}, 60_000);
afterAll(() => t.close());

describe('the contract with the OpenAPI description', () => {
  it('every answer validates against its response schema', () => {
    const problems: Problem[] = [];
    let checked = 0;
    for (const a of answers) {
      const template = templateFor(a.method, a.path.split('?')[0] as string);
      if (!template) continue;
      // Events are checked one by one against their own schema (the next test).
      const body =
        template === '/events' && a.method === 'GET'
          ? { ...(a.body as object), events: [] }
          : a.body;
      const problem = checkResponse(a.method, template, a.status, body);
      if (problem === undefined) continue;
      checked++;
      if (problem) problems.push(problem);
    }
    expect(distinct(problems)).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('answers every documented operation the server implements at least once', () => {
    const seen = new Set(
      answers
        .filter((a) => a.status === 200)
        .map((a) => `${a.method} ${templateFor(a.method, a.path.split('?')[0] as string)}`),
    );
    const implemented = apiOperations(t.server).filter((op) => !NOT_EXERCISED.has(op));
    expect(implemented.filter((op) => !seen.has(op))).toEqual([]);
  });

  it('every event validates against the schema for its type and op', () => {
    const problems: Problem[] = [];
    const types = new Set<string>();
    for (const e of events) {
      const name = `${e.type}${e.op ? `/${e.op}` : ''}`;
      if (name in NEWER_EVENTS) continue;
      const problem = checkEvent(e);
      if (problem === undefined)
        throw new Error(`event ${e.type}/${e.op} is not in the description`);
      types.add(name);
      if (problem) problems.push(problem);
    }
    expect(distinct(problems)).toEqual([]);
    expect(types.size).toBeGreaterThan(30);
  });

  it('advertises the feature level whose properties it sends', () => {
    const newest = Math.max(
      ...Object.values(NEWER_PROPERTIES),
      ...Object.values(NEWER_EVENTS),
      ...Object.values(NEWER_EVENT_PROPERTIES).flatMap((p) => Object.values(p)),
    );
    expect(SERVER_CONSTANTS.zulip_feature_level).toBeGreaterThanOrEqual(newest);
  });
});

/** Each problem once, with its errors once. */
function distinct(problems: Problem[]): Problem[] {
  const seen = new Map<string, Problem>();
  for (const p of problems) {
    const errors = [...new Set(p.errors)];
    seen.set(`${p.where} ${errors.join()}`, { where: p.where, errors });
  }
  return [...seen.values()];
}

/** Documented operations the workload does not call, and why. */
const NOT_EXERCISED = new Set<string>([]);

/** `METHOD /template` for every server route the description documents. */
function apiOperations(server: TestServer['server']): string[] {
  const ops: string[] = [];
  for (const route of apiRoutes(server.app)) {
    const template = route.url.replace(/:(\w+)/g, '{$1}');
    // One route serves both documented forms of GET /users/{user_id} and /users/{email}.
    const forms =
      template === '/users/{user_id_or_email}'
        ? ['/users/{user_id}', '/users/{email}']
        : [template];
    for (const form of forms) {
      if (isDocumented(route.method as string, form)) ops.push(`${route.method} ${form}`);
    }
  }
  return ops;
}
