/**
 * Switching channels on the demo organization and on a large one (10,000 people, Iago in 200
 * channels; see org-scale-setup) in the same run, as ui-channel-switch measures it: from a click
 * in the sidebar to the channel's messages painted. Between two visited channels: at most
 * 100 ms (median of 10); a first visit: at most one GET /messages round trip for that page plus
 * 100 ms (median of 5). Then the JS heap (after a garbage collection) once 20 channels have been
 * visited, reported beside the demo's (no budget: a figure to watch).
 * `npm run bench -- org-scale-switch`
 */
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { type BenchRow, median, report } from './lib';
import {
  devLogin,
  markWhen,
  type Organization,
  SEEN,
  signedInPage,
  startOrganizations,
  waitForMarks,
} from './org-scale-setup';
import { OPEN_CHANNEL, ROUND_TRIP } from './ui-channel-switch';

interface Channel {
  stream_id: number;
  name: string;
}

/** Iago's channels with history, by name: two to switch between, then first visits. */
function channelsOf(org: Organization): Channel[] {
  return org.server.db
    .prepare(
      `SELECT st.id AS stream_id, st.name AS name FROM streams st
       JOIN subscriptions s ON s.stream_id = st.id AND s.active = 1 AND s.user_id = 2
       WHERE st.is_archived = 0 AND st.id != ?
         AND EXISTS (SELECT 1 FROM messages m WHERE m.stream_id = st.id)
       ORDER BY st.name LIMIT 27`,
    )
    .all(org.biggest.stream_id) as Channel[];
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / 2 ** 20;
}

async function measure(browser: Browser, org: Organization) {
  const page = await signedInPage(
    browser,
    await devLogin(org.server.url),
    markWhen({ message: SEEN.message }),
  );
  try {
    const { stream_id, name } = org.biggest;
    await page.goto(`${org.server.url}/#narrow/channel/${stream_id}-${encodeURIComponent(name)}`);
    await waitForMarks(page, ['message']);
    await page.waitForTimeout(2000);
    const open = (c: Channel) =>
      page.evaluate(`(${OPEN_CHANNEL})(${JSON.stringify(c.name)})`) as Promise<number>;
    const channels = channelsOf(org);
    const visited = channels.slice(0, 2);
    const fresh = channels.slice(2, 7);
    for (const c of visited) await open(c);
    const switches: number[] = [];
    for (let i = 0; i < 10; i++) switches.push(await open(visited[i % 2]!));
    const trips: number[] = [];
    const firsts: number[] = [];
    for (const c of fresh) {
      trips.push((await page.evaluate(`(${ROUND_TRIP})(${c.stream_id})`)) as number);
      firsts.push(await open(c));
    }
    // Up to 20 channels visited in all (the biggest, the two, the five, then more).
    for (const c of channels.slice(7, 19)) await open(c);
    const visitedCount = 1 + Math.min(channels.length, 19);
    const heap = await heapMb(page);
    return { switches, trips, firsts, heap, visitedCount };
  } finally {
    await page.context().close();
  }
}

export async function run(): Promise<BenchRow[]> {
  const { orgs, browser, close } = await startOrganizations();
  try {
    const rows: BenchRow[] = [];
    const heaps: Record<string, { heap: number; visitedCount: number }> = {};
    for (const org of orgs) {
      const r = await measure(browser, org);
      console.log(org.name, r);
      heaps[org.name] = r;
      const switchMs = median(r.switches);
      const tripMs = median(r.trips);
      const firstMs = median(r.firsts);
      rows.push(
        {
          name: `${org.name}: switch to a visited channel (median ms)`,
          value: switchMs,
          unit: 'ms',
          baseline: 100,
          ratio: switchMs / 100,
          budget: 1,
        },
        {
          name: `${org.name}: first visit to a channel (median ms; baseline: a ${tripMs.toFixed(1)} ms round trip + 100 ms)`,
          value: firstMs,
          unit: 'ms',
          baseline: tripMs + 100,
          ratio: firstMs / (tripMs + 100),
          budget: 1,
        },
      );
    }
    const demo = heaps.demo!;
    const large = heaps.large!;
    rows.push({
      name: `JS heap after visiting ${large.visitedCount} channels, large (MB; baseline: demo after ${demo.visitedCount})`,
      value: large.heap,
      unit: 'MB',
      baseline: demo.heap,
      ratio: large.heap / demo.heap,
      budget: Number.POSITIVE_INFINITY,
    });
    return report('org-scale-switch', rows);
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
