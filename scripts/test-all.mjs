// `npm test`: the checks that need no browser run side by side, each with its own exit status,
// then the browser tests, which need both machine cores to themselves (run beside the unit tests,
// they took longer in all: every test waits longer, and its open pages go on working meanwhile).
// The type check and the build print their output in one block when they end, so that it does
// not interleave with the unit tests'.
import { spawn } from 'node:child_process';
import { serverBundle } from '../server/bundle.mjs';

/**
 * Runs the commands one after the other; resolves with the first failing status, or 0. With
 * `quiet`, their output is held and printed in one block at the end, under a line that says what
 * ran, how it ended and how long it took.
 */
function inTurn(commands, { quiet = false } = {}) {
  const started = Date.now();
  const held = [];
  const run = (command) =>
    new Promise((resolve) => {
      const child = spawn(command, {
        shell: true,
        stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      });
      if (quiet) {
        child.stdout.on('data', (chunk) => held.push(chunk));
        child.stderr.on('data', (chunk) => held.push(chunk));
      }
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      child.on('error', () => resolve(1));
    });
  const status = commands.reduce(
    (before, command) => before.then((s) => (s !== 0 ? s : run(command))),
    Promise.resolve(0),
  );
  return status.then((s) => {
    if (quiet) {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = s === 0 ? 'passed' : `FAILED (exit ${s})`;
      process.stdout.write(`\n── ${commands.join(' → ')}: ${verdict} in ${seconds} s ──\n`);
      process.stdout.write(Buffer.concat(held));
    }
    return s;
  });
}

// The server's bundle, built once here rather than by each suite's first servers at once.
await serverBundle();

const statuses = await Promise.all([
  inTurn(['npm run lint', 'npm run typecheck'], { quiet: true }),
  inTurn(['npm run test:unit']),
  inTurn(['node scripts/ensure-chromium.mjs', 'npm run build'], { quiet: true }),
]);
const failed = statuses.find((status) => status !== 0);
if (failed !== undefined) process.exit(failed);
process.exit(await inTurn(['npx playwright test']));
