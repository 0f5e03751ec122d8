// Shared setup of the browser benchmarks (not a benchmark itself: no run()): the built web
// app, a real server serving it, and Debian's Chromium signed in as a demo user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds dist/ when it is missing or older than the sources, as `npm start` does. */
export function ensureBuilt(): void {
  const built = path.join(root, 'dist', 'index.html');
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= newestMtime(path.join(root, 'src')))
    return;
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

/**
 * The full browser builds its address bar's suggestion popup (a web page of its own, in a
 * renderer of its own) for every new window, so for every browser context a benchmark opens:
 * about 0.9 s of CPU each, measured on Chromium 156, partly while the page under test loads
 * (its 50-70 ms tasks showed in traces of the login). A benchmark of the app leaves it out.
 */
const NO_BROWSER_UI_PAGES =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.PARLEY_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      NO_BROWSER_UI_PAGES,
    ],
  });
}

/** Signs in with the development login and waits for the signed-in shell. */
export async function signIn(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: `Log in as ${name}` }).click();
  await page.getByRole('button', { name: 'Personal menu' }).waitFor();
}
