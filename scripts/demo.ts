// `npm run demo -- [--minutes N] [--server URL] [--seed N] [--speed X]`: the demo users hold
// conversations on a running server (development login, or the demo password) for N minutes,
// then stop; `--speed X` plays the same minutes X times faster.
import { runDemo } from './demo/run';
import { seededRandom } from './demo/schedule';

const args = process.argv.slice(2);
let minutes = 5;
let server = 'http://localhost:9991';
let seed: number | undefined;
let speed = 1;
const usage = 'Usage: npm run demo -- [--minutes N] [--server URL] [--seed N] [--speed X]';
for (let i = 0; i < args.length; i++) {
  const value = args[i + 1];
  if (args[i] === '--minutes' && value !== undefined) minutes = Number(args[++i]);
  else if (args[i] === '--server' && value !== undefined) server = args[++i]!;
  else if (args[i] === '--seed' && value !== undefined) seed = Number(args[++i]);
  else if (args[i] === '--speed' && value !== undefined) speed = Number(args[++i]);
  else {
    console.error(`parley demo: unknown argument ${args[i]}\n${usage}`);
    process.exit(2);
  }
}
if (!Number.isFinite(minutes) || minutes <= 0) {
  console.error(`parley demo: --minutes needs a positive number\n${usage}`);
  process.exit(2);
}
if (!Number.isFinite(speed) || speed <= 0) {
  console.error(`parley demo: --speed needs a positive number\n${usage}`);
  process.exit(2);
}

const stamp = () => {
  const s = Math.floor((Date.now() - performance.timeOrigin) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
const pace = speed === 1 ? '' : `, ${speed}× as fast`;
console.log(`Demo on ${server} for ${minutes} minute${minutes === 1 ? '' : 's'}${pace}…`);
try {
  const counts = await runDemo({
    server,
    minutes,
    speed,
    // The minutes count from the command's start: it ends N minutes after it was run.
    startedAt: performance.timeOrigin,
    ...(seed !== undefined ? { random: seededRandom(seed) } : {}),
    log: (line) => console.log(`[${stamp()}] ${line}`),
  });
  console.log(
    `Done: ${counts.send} messages, ${counts.react} reactions, ${counts.edit} edits, ` +
      `${counts.move} moves, ${counts.resolve} resolved topics.`,
  );
} catch (e) {
  console.error(`parley demo: ${(e as Error).message}`);
  process.exit(1);
}
