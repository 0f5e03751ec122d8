import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz } from '../testing/fuzz';
import { startTestServer, type TestServer } from '../testing/test-server';

// Enough cases for every endpoint a few times on each test run (new cases every run);
// `npm run fuzz` runs the same property with 20,000 cases or more.
const RUNS = Number(process.env.PARLEY_FUZZ_RUNS ?? 600);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ heartbeatSeconds: 2 });
});
afterAll(() => t.close());

describe('bad input, generated (fast-check)', () => {
  it(`${RUNS} requests across every endpoint: never a 5xx, a hang or an answer outside the envelope`, async () => {
    const { findings } = await runFuzz(t, RUNS);
    expect(findings).toEqual([]);
    // The server still answers, and the database is sound.
    expect((await fetch(`${t.url}/api/v1/server_settings`)).status).toBe(200);
    const db = t.server.services.db;
    expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  }, 600_000);
});
