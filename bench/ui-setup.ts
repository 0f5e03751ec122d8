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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.PARLEY_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
}

/** Signs in with the development login and waits for the signed-in shell. */
export async function signIn(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: `Log in as ${name}` }).click();
  await page.getByRole('button', { name: 'Personal menu' }).waitFor();
}
