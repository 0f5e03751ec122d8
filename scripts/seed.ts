// `npm run seed -- [--people N] [--channels N] [--messages N] [--seed S] [--data-dir DIR]`: a large
// organization (by default 10,000 people, 1,000 channels, 500,000 messages) in an empty data
// directory, the demo users among its people; then `npm start -- --data-dir DIR` serves it.
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { LARGE_DEFAULTS, seedLargeOrganization } from '../server/seed/large';

// npm runs scripts from the package root; paths on the command line are the caller's.
const here = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);
const options = { ...LARGE_DEFAULTS, now: Math.floor(Date.now() / 1000) };
let dataDir = path.resolve(here, 'data-large');
const COUNTS = {
  '--people': 'people',
  '--channels': 'channels',
  '--messages': 'messages',
} as const;
for (let i = 0; i < args.length; i++) {
  const flag = args[i]!;
  const value = args[i + 1];
  if (flag in COUNTS && value !== undefined && /^\d+$/.test(value) && Number(value) > 0) {
    options[COUNTS[flag as keyof typeof COUNTS]] = Number(value);
  } else if (flag === '--seed' && value !== undefined) {
    options.seed = value;
  } else if (flag === '--data-dir' && value !== undefined) {
    dataDir = path.resolve(here, value);
  } else {
    console.error(
      `parley seed: unknown or incomplete argument ${flag}\nUsage: npm run seed -- [--people N] [--channels N] [--messages N] [--seed S] [--data-dir DIR]   (DIR defaults to ./data-large)`,
    );
    process.exit(2);
  }
  i++;
}

const started = performance.now();
const db = openDatabase(dataDir);
try {
  const s = await seedLargeOrganization(db, options, (line) => console.log(`  ${line}`));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Created an organization of ${s.people} people, ${s.channels} channels and ${s.messages} messages (${s.userMessages} message flags, ${s.reactions} reactions) in ${dataDir} in ${seconds} s.`,
  );
  console.log(`Serve it: npm start -- --data-dir ${dataDir}`);
} catch (err) {
  console.error(`parley seed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  db.close();
}
