/**
 * Switching channels in Chromium: from a click on a channel in the sidebar to its messages
 * painted (two animation frames after they are in the page). Between two channels already
 * visited: at most 100 ms (median of 10). The first visit to a channel against one GET /messages
 * round trip for the same page of that channel, measured from the same page just before
 * (median of 5): at most that round trip plus the 100 ms a visited channel may take.
 * `npx tsx bench/ui-channel-switch.ts`
 */
import { pathToFileURL } from 'node:url';
import { type BenchRow, median, report } from './lib';
import { createChannel, fillChannel, startBenchServer } from './messages-setup';
import { ensureBuilt, launchChromium, signIn } from './ui-setup';

// Run in the page as source text (tsx would add helpers the page does not have); org-scale-switch
// uses them too.
export const OPEN_CHANNEL = `async (name) => {
  const link = [...document.querySelectorAll('nav[aria-label="Left sidebar"] a')].find(
    (a) => (a.getAttribute('aria-label') ?? '').split(',')[0] === name,
  );
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const t0 = performance.now();
  link.click();
  for (;;) {
    const log = document.querySelector('[role="log"][aria-label="' + name + '"]');
    if (log && log.querySelector('article')) break;
    await frame();
  }
  await frame();
  await frame();
  return performance.now() - t0;
}`;

export const ROUND_TRIP = `async (streamId) => {
  const s = JSON.parse(localStorage.getItem('parley.session'));
  const q = new URLSearchParams({
    anchor: 'first_unread', num_before: '50', num_after: '50', apply_markdown: 'true',
    narrow: JSON.stringify([{ operator: 'channel', operand: streamId }]),
  });
  const t0 = performance.now();
  const res = await fetch('/api/v1/messages?' + q, { headers: { Authorization: 'Basic ' + btoa(s.email + ':' + s.apiKey) } });
  await res.json();
  return performance.now() - t0;
}`;

export async function run(): Promise<BenchRow[]> {
  ensureBuilt();
  const bench = await startBenchServer({ spa: true });
  const browser = await launchChromium();
  try {
    const visited = ['switch-a', 'switch-b'];
    for (const name of visited) fillChannel(bench.db, createChannel(bench.db, name, 4), 2000);
    const fresh = ['first-1', 'first-2', 'first-3', 'first-4', 'first-5'].map((name) => {
      const id = createChannel(bench.db, name, 4);
      fillChannel(bench.db, id, 2000);
      return { name, id };
    });
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await signIn(page, bench.url, 'Iago');
    const open = (name: string) =>
      page.evaluate(`(${OPEN_CHANNEL})(${JSON.stringify(name)})`) as Promise<number>;
    for (const name of visited) await open(name);
    const switches: number[] = [];
    for (let i = 0; i < 10; i++) switches.push(await open(visited[i % 2]!));

    const trips: number[] = [];
    const firsts: number[] = [];
    for (const c of fresh) {
      trips.push((await page.evaluate(`(${ROUND_TRIP})(${c.id})`)) as number);
      firsts.push(await open(c.name));
    }
    const switchMs = median(switches);
    const tripMs = median(trips);
    const firstMs = median(firsts);
    console.log({ switches, trips, firsts });
    return report('ui-channel-switch', [
      {
        name: 'switch to a visited channel (median ms)',
        value: switchMs,
        unit: 'ms',
        baseline: 100,
        ratio: switchMs / 100,
        budget: 1,
      },
      {
        name: `first visit to a channel (median ms; baseline: a ${tripMs.toFixed(1)} ms round trip + 100 ms)`,
        value: firstMs,
        unit: 'ms',
        baseline: tripMs + 100,
        ratio: firstMs / (tripMs + 100),
        budget: 1,
      },
    ]);
  } finally {
    await browser.close();
    await bench.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
