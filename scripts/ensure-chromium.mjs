// The browser tests drive Debian's Chromium (a Playwright browser download is impossible here):
// its headless shell for nearly every test, the full browser for the few that need what the
// shell lacks (playwright.config.ts). Install what is missing when we are root; otherwise say
// exactly what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const NEEDED = [
  [process.env.PARLEY_CHROMIUM ?? '/usr/bin/chromium', 'chromium'],
  [
    process.env.PARLEY_HEADLESS_SHELL ?? '/usr/lib/chromium/chromium-headless-shell',
    'chromium-headless-shell',
  ],
];

const missing = NEEDED.filter(([binary]) => !fs.existsSync(binary));
if (missing.length > 0) {
  const packages = missing.map(([, pkg]) => pkg).join(' ');
  const where = missing.map(([binary]) => binary).join(' and ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `The browser tests need ${where}.\n` +
        `Install them with: sudo apt-get update && sudo apt-get install -y ${packages}\n` +
        '(or point PARLEY_CHROMIUM and PARLEY_HEADLESS_SHELL at other Chromium binaries).',
    );
    process.exit(1);
  }
  console.log(`Missing ${where}; installing Debian's ${packages}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    { stdio: 'inherit' },
  );
  const still = missing.filter(([binary]) => !fs.existsSync(binary));
  if (still.length > 0) {
    console.error(`apt-get finished but ${still.map(([b]) => b).join(' and ')} is still missing.`);
    process.exit(1);
  }
}
