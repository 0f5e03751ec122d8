import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AnyEvent, type Listener, listen } from '../../server/testing/events';
import { startTestServer, type TestServer } from '../../server/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const repo = path.resolve(import.meta.dirname, '..', '..');

/**
 * `npm run demo -- --minutes 1 --speed 6`, as a person would run it (the demo's minute played in
 * ten seconds); resolves with its exit and output.
 */
function runDemoCli(server: string) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/demo.ts', '--minutes', '1', '--speed', '6', '--server', server],
      { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

async function watch(l: Listener, until: Promise<unknown>): Promise<AnyEvent[]> {
  const seen: AnyEvent[] = [];
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    seen.push(...(await l.events()));
    await new Promise((r) => setTimeout(r, 500));
  }
  seen.push(...(await l.events()));
  return seen;
}

it('npm run demo -- --minutes 1 --speed 6: typing, messages, reactions, an edit, a move and a resolve, then it stops', async () => {
  // Iago is in every channel: his queue sees the whole demo.
  const iago = await listen(await t.as('iago@example.com'));
  const run = runDemoCli(t.url);
  const events = await watch(iago, run);
  const { code, output, ms } = await run;
  expect(code, output).toBe(0);
  // It ends on its own once its minute (ten seconds at six times the pace), counted from its
  // start, is over (a loaded machine may take a moment longer to wind down and exit).
  expect(ms).toBeGreaterThanOrEqual(10_000);
  expect(ms).toBeLessThan(20_000);

  const updates = events.filter((e) => e.type === 'update_message');
  const found = {
    typing: events.some((e) => e.type === 'typing' && e.op === 'start'),
    message: events.some((e) => e.type === 'message'),
    reaction: events.some((e) => e.type === 'reaction' && e.op === 'add'),
    edit: updates.some((e) => typeof e.content === 'string' && e.orig_content !== e.content),
    move: updates.some(
      (e) =>
        e.new_stream_id !== undefined ||
        (typeof e.subject === 'string' && !e.subject.startsWith('✔ ')),
    ),
    resolve: updates.some(
      (e) => typeof e.subject === 'string' && e.subject === `✔ ${e.orig_subject}`,
    ),
  };
  expect(found, output).toEqual({
    typing: true,
    message: true,
    reaction: true,
    edit: true,
    move: true,
    resolve: true,
  });
  expect(output).toMatch(/Done: \d+ messages/);
}, 40_000);
