// `npm test`: the checks that need no browser run side by side (the type check is one process,
// and the unit tests leave room beside it), each with its own exit status, then the browser
// tests, which need all of both machine cores to themselves.
import { spawn } from 'node:child_process';

/** Runs the commands one after the other; resolves with the first failing status, or 0. */
function inTurn(...commands) {
  return commands.reduce(
    (before, command) =>
      before.then((status) =>
        status !== 0
          ? status
          : new Promise((resolve) => {
              const child = spawn(command, { shell: true, stdio: 'inherit' });
              child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
              child.on('error', () => resolve(1));
            }),
      ),
    Promise.resolve(0),
  );
}

const statuses = await Promise.all([
  inTurn('npm run lint', 'npm run typecheck'),
  inTurn('npm run test:unit'),
  inTurn('node scripts/ensure-chromium.mjs', 'npm run build'),
]);
const failed = statuses.find((status) => status !== 0);
if (failed !== undefined) process.exit(failed);
process.exit(await inTurn('npx playwright test'));
