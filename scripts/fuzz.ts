// `npm run fuzz [-- --runs N] [--seed S]`: the generated bad-input property of
// server/http/fuzz.test.ts at scale (20,000 requests by default) against a fresh server.
import { runFuzz } from '../server/testing/fuzz';
import { startTestServer } from '../server/testing/test-server';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
};
const runs = arg('--runs') ?? 20_000;
const seed = arg('--seed') ?? Date.now() % 2 ** 31;

const t = await startTestServer({ heartbeatSeconds: 2 });
const started = Date.now();
try {
  console.log(`Fuzzing every endpoint with ${runs} generated requests (seed ${seed})…`);
  const { findings, statuses } = await runFuzz(t, runs, seed);
  const seconds = (Date.now() - started) / 1000;
  const byStatus = [...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
  console.log(`Answers by status: ${byStatus.join(', ')}`);
  const db = t.server.services.db;
  const integrity = db.pragma('integrity_check', { simple: true });
  const foreignKeys = db.pragma('foreign_key_check') as unknown[];
  console.log(
    `PRAGMA integrity_check: ${integrity}; foreign_key_check: ${foreignKeys.length} rows`,
  );
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.log(`${total} requests in ${seconds.toFixed(1)} s`);
  for (const f of findings) {
    console.error(`FAILED (${f.why}): ${f.request.method} ${f.request.path.slice(0, 200)}`);
    console.error(`  ${f.status} ${f.body.slice(0, 300)}`);
    console.error(`  request: ${JSON.stringify(f.request).slice(0, 1000)}`);
  }
  const failed = findings.length > 0 || integrity !== 'ok' || foreignKeys.length > 0;
  console.log(failed ? `1 failed, seed ${seed}` : `${total} passed, 0 failed`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await t.close();
}
