/**
 * Reopening Parley from its local copy (issue 23), on the demo organization and on a large one
 * (10,000 people; see org-scale-setup) in the same run: a cold open of the biggest channel, then
 * a reload and a new tab of the same view, each timed from navigation to its first message: the
 * first drawn, which is the last view's picture (boot/view-snapshot.ts), and, reported beside it,
 * the app's own, drawn from the local copy.
 * Budgets: reload (and new tab) large ÷ demo at most 1.5, and for the large organization reload
 * (and new tab) ÷ its own cold open at most 0.2 (median of RUNS each, taken in turns).
 * `npm run bench -- org-scale-reload`
 */

import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
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

const RUNS = Number(process.env.BENCH_ORG_RUNS ?? 3);

interface Reopening {
  cold: number;
  reload: number;
  newTab: number;
  /** The app's own first message (not the last view's picture, boot/view-snapshot.ts). */
  reloadLive: number;
  newTabLive: number;
}

/** The app's own messages, drawn from the local copy (the picture is outside #root). */
const LIVE = `#root ${SEEN.message}`;
/** A message shown: the app's, or the picture's once it is visible (its styles there). */
const SHOWN = `${LIVE}, .view-snapshot:not(.view-snapshot-waiting) ${SEEN.message}`;

/** Whether the local copy holds a view with messages (the app writes it soon after a visit). */
const hasCopy = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        const open = indexedDB.open('parley');
        open.onerror = () => done(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('local-copy')) return done(false);
          // The messages part of a copy (local-copy.ts): `<account>#messages`.
          const tx = db.transaction('local-copy');
          const keys = tx.objectStore('local-copy').getAllKeys();
          const all = tx.objectStore('local-copy').getAll();
          tx.oncomplete = () =>
            done(
              keys.result.some(
                (k, i) =>
                  String(k).endsWith('#messages') &&
                  (all.result[i] as { value: { byId: Map<number, unknown> } }).value.byId.size > 0,
              ),
            );
          tx.onerror = () => done(false);
        };
      }),
  );

/**
 * Waits until the copy is written. Polled from here: waitForFunction takes the promise the check
 * returns for a truthy answer, and so did not wait at all (the reload then opened with no copy,
 * written in full as the page left).
 */
async function copyWritten(page: Page): Promise<void> {
  const until = Date.now() + 60_000;
  while (!(await hasCopy(page))) {
    if (Date.now() > until) throw new Error('the local copy was not written within 60 s');
    await page.waitForTimeout(250);
  }
}

async function reopen(browser: Browser, org: Organization): Promise<Reopening> {
  const login = await devLogin(org.server.url);
  const page = await signedInPage(browser, login, markWhen({ message: SHOWN, live: LIVE }));
  try {
    const { stream_id, name } = org.biggest;
    const url = `${org.server.url}/#narrow/channel/${stream_id}-${encodeURIComponent(name)}`;
    await page.goto(url);
    const cold = (await waitForMarks(page, ['message'])).message!;
    await copyWritten(page);
    await page.reload();
    const reopened = await waitForMarks(page, ['message', 'live']);
    // Let the reload catch up (its register) before the next tab starts.
    await page.waitForSelector('[role="status"]:text("Connected")', { timeout: 120_000 });
    const tab = await page.context().newPage();
    await tab.goto(url);
    const tabMarks = await waitForMarks(tab, ['message', 'live']);
    return {
      cold,
      reload: reopened.message!,
      newTab: tabMarks.message!,
      reloadLive: reopened.live!,
      newTabLive: tabMarks.live!,
    };
  } finally {
    await page.context().close();
  }
}

export async function run(): Promise<BenchRow[]> {
  const { orgs, browser, close } = await startOrganizations();
  try {
    const results = await inTurns(orgs, RUNS, (org) => reopen(browser, org));
    const med = (org: 'demo' | 'large', key: keyof Reopening) =>
      median(results[org]!.map((r) => r[key]));
    const rows: BenchRow[] = [];
    for (const [key, what] of [
      ['reload', 'a reload to the first message'],
      ['newTab', 'a new tab to the first message'],
      ['reloadLive', "a reload to the app's own first message"],
      ['newTabLive', "a new tab to the app's own first message"],
    ] as const) {
      const demo = med('demo', key);
      const large = med('large', key);
      const cold = med('large', 'cold');
      rows.push(
        ratioRow(
          `${what}: large ${large.toFixed(0)} ms ÷ demo ${demo.toFixed(0)} ms`,
          large,
          demo,
          1.5,
        ),
        ratioRow(
          `${what}, large organization: ${large.toFixed(0)} ms ÷ its cold open ${cold.toFixed(0)} ms`,
          large,
          cold,
          0.2,
        ),
      );
    }
    return report('org-scale-reload', rows);
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
