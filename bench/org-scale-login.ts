/**
 * The development login on the demo organization and on a large one (10,000 people; see
 * org-scale-setup) in the same run: from the click on "Log in as Iago" to the first view (the
 * home view's rows) on the page. Budget: large ÷ demo at most 2 (median of RUNS each, in turns,
 * each in a new browser context). Also reported: how long the login page took to offer the
 * button on the large organization, against the demo's, and the server's part of the logins (its
 * time for their POST /register).
 * `npm run bench -- org-scale-login`
 */
import { pathToFileURL } from 'node:url';
import type { Browser } from '@playwright/test';
import { type BenchRow, median, ratioRow, report } from './lib';
import { inTurns, type Organization, SEEN, startOrganizations } from './org-scale-setup';

const RUNS = Number(process.env.BENCH_ORG_RUNS ?? 5);

// Runs in the page as source text (tsx would add helpers the page does not have).
const CLICK_TO_VIEW = `async (selector) => {
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === 'Log in as Iago',
  );
  const t0 = performance.now();
  button.click();
  for (;;) {
    if (document.querySelector(selector)) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - t0;
}`;

/**
 * The server's time for each POST /register it answers, from the request to its last byte, in
 * the order of the logins: how much of a login is the server's (the rest is the browser's).
 */
function registerTimes(org: Organization): number[] {
  const times: number[] = [];
  org.server.server.app.server.on('request', (req, res) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/api/v1/register')) return;
    const start = performance.now();
    res.on('finish', () => times.push(performance.now() - start));
  });
  return times;
}

async function logIn(browser: Browser, org: Organization) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(org.server.url);
    await page.getByRole('button', { name: 'Log in as Iago' }).waitFor({ timeout: 120_000 });
    const offered = (await page.evaluate('performance.now()')) as number;
    const toView = (await page.evaluate(
      `(${CLICK_TO_VIEW})(${JSON.stringify(SEEN.firstView)})`,
    )) as number;
    return { offered, toView };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<BenchRow[]> {
  const { orgs, browser, close } = await startOrganizations();
  try {
    const registers = new Map(orgs.map((org) => [org.name, registerTimes(org)]));
    const results = await inTurns(orgs, RUNS, (org) => logIn(browser, org));
    const med = (org: 'demo' | 'large', key: 'offered' | 'toView') =>
      median(results[org]!.map((r) => r[key]));
    const rows: BenchRow[] = [];
    const demo = med('demo', 'toView');
    const large = med('large', 'toView');
    rows.push(
      ratioRow(
        `development login, click to the first view: large ${large.toFixed(0)} ms ÷ demo ${demo.toFixed(0)} ms`,
        large,
        demo,
        2,
      ),
    );
    // The first login of each is the warm-up of inTurns.
    const server = (org: 'demo' | 'large') => median(registers.get(org)!.slice(1));
    rows.push(
      ratioRow(
        `the server's POST /register in those logins, request to last byte: large ${server('large').toFixed(0)} ms ÷ demo ${server('demo').toFixed(0)} ms`,
        server('large'),
        server('demo'),
        Infinity,
      ),
    );
    const offeredDemo = med('demo', 'offered');
    const offeredLarge = med('large', 'offered');
    rows.push(
      ratioRow(
        `login page, navigation to the buttons: large ${offeredLarge.toFixed(0)} ms ÷ demo ${offeredDemo.toFixed(0)} ms`,
        offeredLarge,
        offeredDemo,
        2,
      ),
    );
    return report('org-scale-login', rows);
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
