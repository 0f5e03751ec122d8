// The browser tests drive Debian's Chromium (a Playwright browser download is impossible here).
// Install it when missing and we are root; otherwise say exactly what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.PARLEY_CHROMIUM ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or point PARLEY_CHROMIUM at another Chromium binary).',
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium package…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
