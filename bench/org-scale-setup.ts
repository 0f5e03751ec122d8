// Shared setup of the org-scale benchmarks (not a benchmark itself: no run()): the demo
// organization and a large one (`npm run seed`, 10,000 people) served side by side in one run,
// so each figure is a ratio of large to small measured under the same load.
//
// The large organization is made once and kept in a cache directory, reused by every later run
// while the seed's sources are unchanged: $PARLEY_BENCH_CACHE, by default ~/.cache/parley-bench,
// as `org-<people>-<hash of server/seed and server/db>`. Each run serves a copy of it (the
// server writes to its data). Delete the directory to make it again. $PARLEY_BENCH_LARGE_ORG names
// an organization made already (`npm run seed -- --data-dir DIR`) to use instead, as it is.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { type BenchServer, startBenchServer } from './messages-setup';
import { ensureBuilt, launchChromium } from './ui-setup';

const root = path.resolve(import.meta.dirname, '..');
const PEOPLE = Number(process.env.BENCH_ORG_PEOPLE ?? 10_000);

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, p);
    else if (!entry.name.endsWith('.test.ts'))
      hash.update(p.slice(root.length)).update(fs.readFileSync(p));
  }
}

/** The cached large organization's data directory, seeded first if there is none yet. */
export function largeOrganizationDir(): string {
  const given = process.env.PARLEY_BENCH_LARGE_ORG;
  if (given) return given;
  const cache = process.env.PARLEY_BENCH_CACHE ?? path.join(os.homedir(), '.cache', 'parley-bench');
  const hash = createHash('sha256');
  for (const dir of ['server/seed', 'server/db', 'scripts/seed.ts']) {
    const p = path.join(root, dir);
    if (fs.statSync(p).isDirectory()) hashTree(hash, p);
    else hash.update(fs.readFileSync(p));
  }
  const name = `org-${PEOPLE}-${hash.digest('hex').slice(0, 12)}`;
  const dir = path.join(cache, name);
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(cache, { recursive: true });
  // An older organization (other sources) is of no more use: 300 MB each.
  for (const old of fs.readdirSync(cache)) {
    if (old.startsWith(`org-${PEOPLE}-`)) fs.rmSync(path.join(cache, old), { recursive: true });
  }
  const making = `${dir}.making-${process.pid}`;
  console.log(`Seeding the large organization (${PEOPLE} people) into ${dir} (once)…`);
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed.ts', '--people', String(PEOPLE), '--data-dir', making],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error('npm run seed failed');
  fs.renameSync(making, dir);
  return dir;
}

export interface Organization {
  name: 'demo' | 'large';
  server: BenchServer;
  /** The subscribed channel with the most messages: where a cold start opens. */
  biggest: { stream_id: number; name: string };
}

function biggestChannel(server: BenchServer, email: string) {
  return server.db
    .prepare(
      `SELECT st.id AS stream_id, st.name AS name FROM streams st
       JOIN subscriptions s ON s.stream_id = st.id AND s.active = 1
       JOIN users u ON u.id = s.user_id AND u.email = ?
       ORDER BY (SELECT COUNT(*) FROM messages m WHERE m.stream_id = st.id) DESC LIMIT 1`,
    )
    .get(email) as { stream_id: number; name: string };
}

/** Both organizations served with the built web app, and Chromium. */
export async function startOrganizations(): Promise<{
  orgs: Organization[];
  browser: Browser;
  close(): Promise<void>;
}> {
  ensureBuilt();
  const large = largeOrganizationDir();
  const servers = [await startBenchServer({ spa: true })];
  servers.push(await startBenchServer({ spa: true, copyOf: large }));
  const orgs = servers.map((server, i) => ({
    name: i === 0 ? ('demo' as const) : ('large' as const),
    server,
    biggest: biggestChannel(server, 'iago@example.com'),
  }));
  const browser = await launchChromium();
  return {
    orgs,
    browser,
    async close() {
      await browser.close();
      for (const s of servers) await s.close();
    },
  };
}

export interface Login {
  email: string;
  apiKey: string;
  userId: number;
}

/** The development login's answer for a demo user, as the app keeps it. */
export async function devLogin(url: string, email = 'iago@example.com'): Promise<Login> {
  const res = await fetch(`${url}/api/v1/dev_fetch_api_key`, {
    method: 'POST',
    body: new URLSearchParams({ username: email }),
  });
  const body = (await res.json()) as { api_key: string; user_id: number; email: string };
  return { email: body.email, apiKey: body.api_key, userId: body.user_id };
}

/**
 * A page in a new browser context (empty cache) already signed in as `login`: the session is in
 * storage before the app's first script runs, as after an earlier login.
 */
export async function signedInPage(browser: Browser, login: Login, init?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const session = JSON.stringify({ realm: '', ...login });
  await context.addInitScript(
    `localStorage.setItem('parley.session', ${JSON.stringify(session)});${init ?? ''}`,
  );
  return context.newPage();
}

/**
 * In-page source (an init script): watches the page from navigation start and records, in
 * `window.__marks`, the first time (ms since navigation) each named selector matched, and from
 * then on every long task (Long Tasks API) in `window.__longTasks`.
 */
export function markWhen(selectors: Record<string, string>): string {
  return `(() => {
  const wanted = ${JSON.stringify(selectors)};
  const marks = (window.__marks = {});
  const tasks = (window.__longTasks = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    for (const [name, selector] of Object.entries(wanted)) {
      if (marks[name] === undefined && document.querySelector(selector)) marks[name] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;
}

/** Waits until every named mark is set (or throws after `timeoutMs`); returns them. */
export async function waitForMarks(
  page: Page,
  names: string[],
  timeoutMs = 120_000,
): Promise<Record<string, number>> {
  await page.waitForFunction(
    (n) =>
      n.every(
        (k) => (window as unknown as { __marks: Record<string, number> }).__marks[k] !== undefined,
      ),
    names,
    { timeout: timeoutMs, polling: 100 },
  );
  return page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
}

/** Selectors for what the benchmarks wait for. */
export const SEEN = {
  /** The left sidebar lists a channel with its unread count. */
  sidebarCounts: 'nav[aria-label="Left sidebar"] a.channel-row[aria-label*=" unread"]',
  /** A message of a feed. */
  message: '[role="log"] article',
  /** The first view after login: Inbox's rows, Recent conversations' or a feed's messages. */
  firstView:
    'main.main-view .inbox-list a, main.main-view .inbox-list .empty-state, main.main-view table a, main.main-view [role="log"] article',
} as const;

export { launchChromium };

/**
 * `measure` on each organization, once to warm the server's caches and Chromium, then `runs`
 * times in turns (so a slow moment of the machine costs both alike); the results by name.
 */
export async function inTurns<T>(
  orgs: Organization[],
  runs: number,
  measure: (org: Organization) => Promise<T>,
): Promise<Record<Organization['name'], T[]>> {
  const results: Record<Organization['name'], T[]> = { demo: [], large: [] };
  for (const org of orgs) await measure(org);
  for (let i = 0; i < runs; i++) {
    for (const org of orgs) results[org.name].push(await measure(org));
  }
  console.log(results);
  return results;
}
