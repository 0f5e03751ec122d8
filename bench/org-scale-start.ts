/**
 * Opening Parley signed in, with an empty cache, on the demo organization and on a large one
 * (10,000 people; see org-scale-setup) in the same run: from navigation to the left sidebar
 * listing channels with their unread counts, and to the first message of the biggest channel
 * (the first view). Budget: large ÷ demo at most 2 for both (median of RUNS each, taken in
 * turns). Also reported, for the large organization: the longest main-thread task while opening
 * (Long Tasks API; budget 50 ms) and the elements on the page once the view is there.
 * `npm run bench -- org-scale-start`
 */
import { pathToFileURL } from 'node:url';
import { type BenchRow, median, ratioRow, report } from './lib';
import {
  devLogin,
  inTurns,
  markWhen,
  type Organization,
  SEEN,
  signedInPage,
  startOrganizations,
  waitForMarks,
} from './org-scale-setup';

const RUNS = Number(process.env.BENCH_ORG_RUNS ?? 5);

interface Opening {
  sidebar: number;
  message: number;
  longestTask: number;
  elements: number;
}

async function open(browser: import('@playwright/test').Browser, org: Organization) {
  const login = await devLogin(org.server.url);
  const page = await signedInPage(
    browser,
    login,
    markWhen({ sidebar: SEEN.sidebarCounts, message: SEEN.message }),
  );
  try {
    const { stream_id, name } = org.biggest;
    await page.goto(`${org.server.url}/#narrow/channel/${stream_id}-${encodeURIComponent(name)}`);
    const marks = await waitForMarks(page, ['sidebar', 'message']);
    // Let what the view does next settle, then read what it cost.
    await page.waitForTimeout(1500);
    const after = (await page.evaluate(`({
      tasks: window.__longTasks.map((t) => t.duration),
      elements: document.querySelectorAll('*').length,
    })`)) as { tasks: number[]; elements: number };
    const opening: Opening = {
      sidebar: marks.sidebar!,
      message: marks.message!,
      longestTask: Math.max(0, ...after.tasks),
      elements: after.elements,
    };
    return opening;
  } finally {
    await page.context().close();
  }
}

export async function run(): Promise<BenchRow[]> {
  const { orgs, browser, close } = await startOrganizations();
  try {
    const results = await inTurns(orgs, RUNS, (org) => open(browser, org));
    const med = (org: 'demo' | 'large', key: keyof Opening) =>
      median(results[org]!.map((r) => r[key]));
    const rows: BenchRow[] = [];
    for (const [key, what] of [
      ['sidebar', 'to the sidebar with unread counts'],
      ['message', 'to the first message of the first view'],
    ] as const) {
      const demo = med('demo', key);
      const large = med('large', key);
      rows.push(
        ratioRow(
          `cold start ${what}: large ${large.toFixed(0)} ms ÷ demo ${demo.toFixed(0)} ms`,
          large,
          demo,
          2,
        ),
      );
    }
    const longest = Math.max(...results.large.map((r) => r.longestTask));
    rows.push(
      ratioRow(
        `longest task while opening the large organization (demo: ${Math.max(...results.demo.map((r) => r.longestTask)).toFixed(0)} ms)`,
        longest,
        50,
        1,
      ),
    );
    const elements = med('large', 'elements');
    rows.push(
      ratioRow(
        `elements on the page, large organization (demo: ${med('demo', 'elements')})`,
        elements,
        5000,
        1,
        'elements',
      ),
    );
    return report('org-scale-start', rows);
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
